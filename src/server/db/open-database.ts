import type { Logger } from 'pino';
import type { TEnv } from '../config/env';
import { createDatabase, createPool, type Database } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';

export type OpenDatabase = {
  db: Database;
  url: string;
  embedded: boolean;
  /** Ends the pool, then stops the embedded server if this process runs it. */
  close: () => Promise<void>;
};

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR; then applies migrations. */
export async function openDatabase(env: TEnv, logger: Logger): Promise<OpenDatabase> {
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres(env.DATA_DIR, logger);
  const url = env.DATABASE_URL ?? embedded!.url;
  const pool = createPool(url);
  const db = createDatabase(pool);
  try {
    await runMigrations(db);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    url,
    embedded: Boolean(embedded),
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
