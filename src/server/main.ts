import path from 'node:path';
import { buildApp } from './app';
import { resolveAuthSecret } from './config/auth-secret';
import { parseEnv } from './config/env';
import { openDatabase } from './db/open-database';
import { seedDatabase } from './db/seed/seed';
import { createLogger } from './logger';

const env = parseEnv();
const logger = createLogger(env);

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openDatabase(env, logger);
  await seedDatabase(database.db, {
    demoAccounts: env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && env.NODE_ENV !== 'production'),
    logger,
  });
  const app = await buildApp({
    env,
    db: database.db,
    databaseUrl: database.url,
    logger,
    authSecret: await resolveAuthSecret(env),
    webRoot: path.resolve(env.WEB_ROOT),
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
    }
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(
    {
      url: `http://localhost:${env.PORT}`,
      database: database.embedded ? 'embedded' : 'DATABASE_URL',
      ms: Date.now() - started,
    },
    'marketplace ready',
  );
}

main().catch((error) => {
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
