// `npm run demo:reset [-- --yes]`: wipes a development database and seeds the living demo again, in the foreground.
// The database is the embedded one in DATA_DIR, or DATABASE_URL: its public, drizzle and pgboss schemas are dropped
// and recreated, the local stored files (DATA_DIR/storage) deleted, then the migrations, the seed (catalog, demo
// accounts, experts, agency) and the demo history run with their progress printed. Refused with NODE_ENV=production
// (exit 2); asks for confirmation unless --yes (exit 1 when not confirmed). Stop the running server first.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';

const EXIT_REFUSED = 2;

if (process.env.NODE_ENV === 'production') {
  console.error(
    'demo:reset refused: NODE_ENV=production. It wipes the whole database and is for development databases only.',
  );
  process.exit(EXIT_REFUSED);
}

// Imported after the check: nothing of the server is loaded (nor any configuration read) in production.
const { parseEnv } = await import('../src/server/config/env');
const env = parseEnv();
const target = env.DATABASE_URL
  ? `the database at DATABASE_URL (${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname})`
  : `the embedded database in ${path.resolve(env.DATA_DIR)}`;
const storage = env.S3_BUCKET ? null : path.resolve(env.DATA_DIR, 'storage');

if (!process.argv.includes('--yes')) {
  console.log(
    `This deletes everything in ${target}${storage ? ` and the stored files in ${storage}` : ''}, then seeds the demo again.`,
  );
  if (!process.stdin.isTTY) {
    console.error('Not confirmed (no terminal to ask): run it again with --yes to go ahead.');
    process.exit(1);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Type "reset" to go ahead: ');
  prompt.close();
  if (answer.trim() !== 'reset') {
    console.error('Not confirmed: nothing was changed.');
    process.exit(1);
  }
}

const { buildApp } = await import('../src/server/app');
const { resolveAuthSecret } = await import('../src/server/config/auth-secret');
const { migrateAndGrant, openDatabase } = await import('../src/server/db/open-database');
const { default: pg } = await import('pg');
const { seedDatabase } = await import('../src/server/db/seed/seed');
const { createLogger } = await import('../src/server/logger');

const logger = createLogger({ ...env, LOG_LEVEL: 'warn' });
const started = Date.now();
const database = await openDatabase(env, logger);
try {
  console.log(`Wiping ${target}…`);
  // As the schema's owner: the app role may not drop what it does not own.
  const client = new pg.Client({ connectionString: database.ownerUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  if (storage) await rm(storage, { recursive: true, force: true });

  console.log('Migrating and seeding the catalog, demo accounts, experts and agency…');
  await migrateAndGrant(database.ownerUrl, database.url);
  await seedDatabase(database.db, { demoAccounts: true, logger });

  const app = await buildApp({
    env,
    db: database.db,
    databaseUrl: database.url,
    logger,
    authSecret: await resolveAuthSecret(env),
    webRoot: null,
    demo: { accounts: true, history: true },
  });
  try {
    await app.ready();
    console.log('Seeding a year of demo history (20–60 s)…');
    let shown = -1;
    const progress = setInterval(() => {
      void app.demo?.status().then(({ percent }) => {
        if (percent !== shown) console.log(`  ${(shown = percent)} %`);
      });
    }, 1_000);
    try {
      const done = await app.demo!.seed();
      console.log(
        done
          ? `Demo history seeded: ${done.projects} projects in ${Math.round(done.ms / 1000)} s${done.failed ? ` (${done.failed} stopped early, see the warnings)` : ''}.`
          : 'Demo history already seeded.',
      );
    } finally {
      clearInterval(progress);
    }
  } finally {
    await app.close();
  }
  console.log(`Done in ${Math.round((Date.now() - started) / 1000)} s. Start the server with npm start.`);
} finally {
  await database.close();
}
