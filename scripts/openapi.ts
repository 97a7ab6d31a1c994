// The OpenAPI document the server serves at /api/docs/json, without a running server: builds the app (no listening)
// on a throwaway PostgreSQL (buildApp starts the realtime hub's LISTEN and pg-boss), takes `app.swagger()` and
//   tsx scripts/openapi.ts              lints it with Redocly's recommended rules (redocly.yaml); part of `npm run lint`
//   tsx scripts/openapi.ts --out FILE   writes it to FILE (JSON), e.g. to generate a client
// The database is an embedded server in a temporary directory, or a temporary database on DATABASE_URL when set.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseEnv } from '../src/server/config/env';
import { createDatabase, createPool } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { createLogger } from '../src/server/logger';

const outIndex = process.argv.indexOf('--out');
const out = outIndex >= 0 ? process.argv[outIndex + 1] : undefined;
if (outIndex >= 0 && !out) {
  console.error('Usage: tsx scripts/openapi.ts [--out FILE]');
  process.exit(2);
}

const workDir = await mkdtemp(path.join(tmpdir(), 'marketplace-openapi-'));
const logger = createLogger({ NODE_ENV: 'development', LOG_LEVEL: 'warn' });

/** A throwaway database: a fresh embedded server, or a new database on DATABASE_URL (dropped afterwards). */
async function throwawayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(workDir, logger);
    return { url: embedded.url, drop: embedded.stop };
  }
  const name = `marketplace_openapi_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(sql).finally(() => admin.end());
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function generateDocument(): Promise<unknown> {
  // The database starts while the app's modules load: the two slow parts, side by side.
  const [started, loaded] = await Promise.allSettled([throwawayDatabase(), import('../src/server/app')]);
  if (started.status === 'rejected') throw started.reason;
  const database = started.value;
  try {
    if (loaded.status === 'rejected') throw loaded.reason;
    const { buildApp } = loaded.value;
    // A fixed configuration (not this shell's), so the document is the same on every machine.
    const env = parseEnv({ NODE_ENV: 'development', LOG_LEVEL: 'warn', RUN_JOBS: 'false', DATA_DIR: workDir });
    const pool = createPool(database.url, 2);
    try {
      const app = await buildApp({
        env,
        db: createDatabase(pool),
        databaseUrl: database.url,
        logger,
        authSecret: randomBytes(32).toString('hex'),
        webRoot: null,
      });
      try {
        await app.ready();
        return app.swagger();
      } finally {
        await app.close();
      }
    } finally {
      await pool.end();
    }
  } finally {
    await database.drop();
  }
}

try {
  const document = await generateDocument();
  const file = out ?? path.join(workDir, 'openapi.json');
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  if (out) {
    console.log(`OpenAPI document written to ${out}`);
  } else {
    const redocly = path.resolve('node_modules/.bin/redocly');
    const lint = spawnSync(redocly, ['lint', file, '--config', path.resolve('redocly.yaml')], {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    });
    process.exitCode = lint.status ?? 1;
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
