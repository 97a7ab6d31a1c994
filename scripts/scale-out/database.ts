// A fresh, empty database for one run: created on the PostgreSQL server DATABASE_URL names (CI's Debian
// PostgreSQL) and dropped afterwards, or, without DATABASE_URL, the project's embedded PostgreSQL (the real
// PostgreSQL binaries `npm start` uses) started in the run's own folder, so the harness runs on any machine.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { createLogger } from '../../src/server/logger';

export type RunDatabase = { url: string; where: string; drop: () => Promise<void> };

export async function freshDatabase(serverUrl: string | undefined, dataDir: string): Promise<RunDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(dataDir, createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    return { url: embedded.url, where: 'the embedded PostgreSQL (no DATABASE_URL)', drop: embedded.stop };
  }
  const name = `marketplace_scale_out_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const version = await serverVersion(url.toString());
  return {
    url: url.toString(),
    where: `database ${name} on DATABASE_URL's server (${version})`,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
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
