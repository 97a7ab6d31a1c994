import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const MIGRATIONS_LOCK = 7_274_001;

/** The migrations folder: beside this file in the source tree; from the project root for a bundled server. */
export function migrationsFolder(): string {
  const beside = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
  return existsSync(beside) ? beside : path.resolve('src/server/db/migrations');
}

/** Applies pending migrations; an advisory lock keeps instances starting together from racing. */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
    client.release();
  }
}
