import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, createPool, type Database } from '../db/client';
import { urlAsRole } from '../db/database-roles';
import { ledgerInvariantViolations } from '../db/ledger-invariants';

export const TEMPLATE_DATABASE = 'marketplace_test_template';
/** The role the app under test signs in as: rows only, like production's (decision 038). */
export const TEST_APP_ROLE = 'marketplace_test_app';
export const TEST_APP_PASSWORD = 'marketplace-test-app';

/** The same database as the app's role. */
export function appUrl(url: string): string {
  return urlAsRole(url, TEST_APP_ROLE, TEST_APP_PASSWORD);
}

export type TestDatabase = {
  /** As the app's role, as the app under test uses it. */
  db: Database;
  url: string;
  /** As the schema's owner, for what a test arranges beyond the app's rights (triggers off, probe tables). */
  ownerDb: Database;
  ownerUrl: string;
  drop: () => Promise<void>;
};

/** A fresh database cloned from the migrated template: each test file gets its own, so files never interfere. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const ownerUrl = new URL(adminUrl);
  ownerUrl.pathname = `/${name}`;
  const url = appUrl(ownerUrl.toString());
  const pool = createPool(url, 5);
  const ownerPool = createPool(ownerUrl.toString(), 2);
  return {
    db: createDatabase(pool),
    url,
    ownerDb: createDatabase(ownerPool),
    ownerUrl: ownerUrl.toString(),
    drop: async () => {
      // The money invariants hold after every server test file (each file drops its database when it ends).
      const violations = await ledgerInvariantViolations(createDatabase(pool));
      await pool.end();
      await ownerPool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      if (violations.length) throw new Error(`ledger invariants violated:\n${violations.join('\n')}`);
    },
  };
}
