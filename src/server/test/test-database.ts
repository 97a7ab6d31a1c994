import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, createPool, type Database } from '../db/client';
import { ledgerInvariantViolations } from '../db/ledger-invariants';

export const TEMPLATE_DATABASE = 'marketplace_test_template';

export type TestDatabase = { db: Database; url: string; drop: () => Promise<void> };

/** A fresh database cloned from the migrated template: each test file gets its own, so files never interfere. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 5);
  return {
    db: createDatabase(pool),
    url: url.toString(),
    drop: async () => {
      // The money invariants hold after every server test file (each file drops its database when it ends).
      const violations = await ledgerInvariantViolations(createDatabase(pool));
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      if (violations.length) throw new Error(`ledger invariants violated:\n${violations.join('\n')}`);
    },
  };
}
