import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const MIGRATIONS_LOCK = 7_274_001;

/** The migrations folder, found from the source tree or beside a bundled server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return process.env.MIGRATIONS_DIR ?? path.resolve(here, here.endsWith(path.join('dist', 'server')) ? '../../src/server/db/migrations' : './migrations');
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
