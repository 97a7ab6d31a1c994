import path from 'node:path';
import { buildApp } from './app';
import { resolveAuthSecret } from './config/auth-secret';
import { ConfigurationError, demoSwitches, parseEnv, type TEnv } from './config/env';
import { DatabaseRoleRefusedError, openDatabase } from './db/open-database';
import { seedDatabase } from './db/seed/seed';
import { installGracefulShutdown } from './graceful-shutdown';
import { createLogger } from './logger';
import { createLifecycle } from './modules/operations/operations.service';

/** EX_CONFIG (sysexits.h): systemd and operators tell a refused configuration from a crash. */
const EXIT_CONFIG = 78;

let env: TEnv;
try {
  env = parseEnv();
} catch (error) {
  // Before the logger exists: one line naming every problem with its fix, and no listening.
  const problems = error instanceof ConfigurationError ? error.problems : [(error as Error).message];
  console.error(`Invalid configuration: ${problems.join(' | ')}`);
  process.exit(EXIT_CONFIG);
}
const logger = createLogger(env);

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openDatabase(env, logger);
  const demo = demoSwitches(env);
  await seedDatabase(database.db, { demoAccounts: demo.accounts, logger });
  const lifecycle = createLifecycle();
  const app = await buildApp({
    lifecycle,
    env,
    db: database.db,
    databaseUrl: database.url,
    logger,
    authSecret: await resolveAuthSecret(env),
    webRoot: path.resolve(env.WEB_ROOT),
    demo,
  });

  installGracefulShutdown({
    app,
    lifecycle,
    closeDatabase: database.close,
    graceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    logger,
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(
    {
      url: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      port: env.PORT,
      database: database.embedded ? 'embedded' : 'DATABASE_URL',
      ms: Date.now() - started,
    },
    'marketplace ready',
  );
  // While no admin exists: a one-time link to create the first admin account, logged once per start.
  await app.services.setup.announce();
  // The living demo: a year of history behind the demo accounts, seeded once, in the background.
  if (app.demo)
    void app.demo
      .seed()
      .then((done) => done && logger.info(done, 'demo history seeded'))
      .catch((error: unknown) => logger.error({ err: error }, 'demo history seeding failed'));
}

main().catch((error) => {
  if (error instanceof DatabaseRoleRefusedError) {
    logger.fatal(`Invalid configuration: ${error.message}`);
    process.exit(EXIT_CONFIG);
  }
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
