import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerInvariantViolations } from '../../db/ledger-invariants';
import { migrationsFolder } from '../../db/migrate';
import { ping } from '../../db/raw-sql';

/** The number of migrations this build ships (drizzle's journal beside the SQL files). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export function createOperationsRepository(db: Database) {
  return {
    ping: () => ping(db),

    /** Migrations recorded as applied in the database (drizzle's own bookkeeping table). */
    async appliedMigrationCount(): Promise<number> {
      const result = await db.execute<{ applied: number }>(
        sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
      );
      return result.rows[0]?.applied ?? 0;
    },

    ledgerBalanced: async (): Promise<boolean> => (await ledgerInvariantViolations(db)).length === 0,

    pool: () => ({ total: db.$client.totalCount, idle: db.$client.idleCount, waiting: db.$client.waitingCount }),
  };
}

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
