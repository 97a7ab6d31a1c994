// A fresh, empty database for one run: created on the PostgreSQL server DATABASE_URL names (CI's Debian
// PostgreSQL) by the deployment guide's own deploy/database-roles.sql, with its owner and app roles, and dropped
// afterwards; or, without DATABASE_URL, the project's embedded PostgreSQL (the real PostgreSQL binaries `npm start`
// uses) started in the run's own folder, so the harness runs on any machine.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { ident, urlAsRole } from '../../src/server/db/database-roles';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { createLogger } from '../../src/server/logger';

export type RunDatabase = {
  /** As the app role: the instances' DATABASE_URL. */
  url: string;
  /** As the schema's owner: the instances' DATABASE_OWNER_URL. */
  ownerUrl: string;
  where: string;
  drop: () => Promise<void>;
};

export async function freshDatabase(serverUrl: string | undefined, dataDir: string): Promise<RunDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(dataDir, createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    return {
      url: embedded.appUrl,
      ownerUrl: embedded.url,
      where: 'the embedded PostgreSQL (no DATABASE_URL)',
      drop: embedded.stop,
    };
  }
  const name = `marketplace_scale_out_${randomBytes(5).toString('hex')}`;
  const roles = {
    database: name,
    owner: `${name}_owner`,
    owner_password: randomBytes(12).toString('hex'),
    app: `${name}_app`,
    app_password: randomBytes(12).toString('hex'),
  };
  await runSqlScript(serverUrl, 'deploy/database-roles.sql', roles);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const ownerUrl = urlAsRole(url.toString(), roles.owner, roles.owner_password);
  return {
    url: urlAsRole(url.toString(), roles.app, roles.app_password),
    ownerUrl,
    where: `database ${name} on DATABASE_URL's server (${await serverVersion(ownerUrl)}), made by deploy/database-roles.sql`,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
        // Scratch databases the restore test left behind belong to the app role; they go with it.
        const { rows } = await dropper.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE pg_get_userbyid(datdba) = $1',
          [roles.app],
        );
        for (const { datname } of rows) await dropper.query(`DROP DATABASE IF EXISTS ${ident(datname)} WITH (FORCE)`);
        await dropper.query(`DROP ROLE IF EXISTS ${ident(roles.owner)}, ${ident(roles.app)}`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Runs a psql script the way `psql -v name=value -f FILE` would: `:"name"` becomes a quoted identifier and `:'name'` a
 * quoted literal; each statement on its own (CREATE DATABASE cannot run in a transaction).
 */
export async function runSqlScript(url: string, file: string, variables: Record<string, string>): Promise<void> {
  const text = (await readFile(file, 'utf8'))
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n');
  const substituted = text.replace(/:(["'])(\w+)\1/g, (_match, quote: string, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`${file}: no value for :${quote}${name}${quote}`);
    return quote === '"' ? ident(value) : `'${value.replace(/'/g, "''")}'`;
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of substituted.split(/;\s*\n/).map((part) => part.trim()))
      if (statement) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(`SELECT split_part(version(), ' on ', 1) AS v`);
    return rows[0]!.v;
  } finally {
    await client.end();
  }
}
