import type { Logger } from 'pino';
import type { TEnv } from '../config/env';
import { createDatabase, createPool, type Database } from './client';
import { grantAppRole, roleOfUrl, rolePowers } from './database-roles';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';

export type OpenDatabase = {
  /** As the app role. */
  db: Database;
  /** The app role's connection. */
  url: string;
  /** The schema owner's connection: migrations, restores, starting the demo over. */
  ownerUrl: string;
  embedded: boolean;
  /** Ends the pool, then stops the embedded server if this process runs it. */
  close: () => Promise<void>;
};

/** A start refused for its configuration; the message names the setting and its fix. */
export class DatabaseRoleRefusedError extends Error {}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR; applies migrations as the owner and grants
 * the app role its rights (decision 038). In production a role that could rewrite the records (a superuser, or the
 * tables' owner) is refused.
 */
export async function openDatabase(env: TEnv, logger: Logger): Promise<OpenDatabase> {
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres(env.DATA_DIR, logger);
  const url = env.DATABASE_URL ?? embedded!.appUrl;
  const ownerUrl = env.DATABASE_OWNER_URL ?? env.DATABASE_URL ?? embedded!.url;
  try {
    await migrateAndGrant(ownerUrl, url).catch((error: unknown) => {
      // The app role alone cannot migrate (it may not create a schema): say which setting is missing.
      const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code === '42501' && ownerUrl === url)
        throw new DatabaseRoleRefusedError(
          `DATABASE_OWNER_URL: required, as "${roleOfUrl(url)}" of DATABASE_URL may not apply migrations ` +
            `(${(error as { cause?: Error }).cause?.message ?? (error as Error).message}); set it to the schema owner's connection (docs/deploy.md, "Database roles")`,
        );
      throw error;
    });
    await checkAppRole(url, env, logger);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const pool = createPool(url, env.DATABASE_POOL_SIZE);
  return {
    db: createDatabase(pool),
    url,
    ownerUrl,
    embedded: Boolean(embedded),
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** Migrations as the owner, then the app role's rights on what they made. */
export async function migrateAndGrant(ownerUrl: string, appUrl: string): Promise<void> {
  const pool = createPool(ownerUrl, 2);
  try {
    await runMigrations(createDatabase(pool));
  } finally {
    await pool.end();
  }
  if (roleOfUrl(ownerUrl) !== roleOfUrl(appUrl)) await grantAppRole(ownerUrl, roleOfUrl(appUrl));
}

async function checkAppRole(url: string, env: TEnv, logger: Logger): Promise<void> {
  const powers = await rolePowers(url);
  if (!powers.superuser && powers.ownedTables === 0) return;
  const what = powers.superuser ? 'a superuser' : `the owner of ${powers.ownedTables} tables`;
  const message =
    `DATABASE_URL: signs in as "${powers.role}", ${what}, which could rewrite the activity log and the ledger; ` +
    'give the app its own role and put the owner in DATABASE_OWNER_URL (docs/deploy.md, "Database roles")';
  if (env.NODE_ENV === 'production') throw new DatabaseRoleRefusedError(message);
  logger.warn({ role: powers.role }, message);
}
