import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { createLogger } from '../logger';
import { PRODUCTION_TEST_ENV } from '../test/production-env';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { grantAppRole, rolePowers } from './database-roles';
import { DatabaseRoleRefusedError, openDatabase } from './open-database';

let test: TestDatabase;
let app: pg.Client;

beforeAll(async () => {
  test = await createTestDatabase();
  // One row in each record, written as the app writes them (INSERT is all it may do).
  app = new pg.Client({ connectionString: test.url });
  await app.connect();
  await app.query(
    `INSERT INTO admin_activity (action, summary, actor_email, target_type, target_id)
     VALUES ('account.admin_granted', 'granted', 'system', 'user', 'someone')`,
  );
});
afterAll(async () => {
  await app?.end();
  await test?.drop();
});

/** Each way a connection could rewrite the activity log, and what PostgreSQL answers the app's role. */
const rewrites: [string, string, RegExp][] = [
  ['UPDATE', `UPDATE admin_activity SET summary = 'edited'`, /permission denied for table admin_activity/],
  ['DELETE', 'DELETE FROM admin_activity', /permission denied for table admin_activity/],
  ['TRUNCATE', 'TRUNCATE admin_activity', /permission denied for table admin_activity/],
  [
    'session_replication_role',
    'SET session_replication_role = replica',
    /permission denied to set parameter "session_replication_role"/,
  ],
  [
    'disabling the trigger',
    'ALTER TABLE admin_activity DISABLE TRIGGER admin_activity_no_update_or_delete',
    /must be owner of table admin_activity/,
  ],
  [
    'disabling every trigger',
    'ALTER TABLE admin_activity DISABLE TRIGGER ALL',
    /must be owner of table admin_activity/,
  ],
  [
    'dropping the trigger',
    'DROP TRIGGER admin_activity_no_update_or_delete ON admin_activity',
    /must be owner of (table|relation) admin_activity/,
  ],
  ['dropping the table', 'DROP TABLE admin_activity', /must be owner of table admin_activity/],
  [
    'replacing the trigger function',
    `CREATE OR REPLACE FUNCTION admin_activity_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`,
    /permission denied for schema public/,
  ],
  [
    // GRANT only warns that nothing was granted; the UPDATE after it is still refused.
    'granting itself the right',
    `GRANT UPDATE ON admin_activity TO CURRENT_USER; UPDATE admin_activity SET summary = 'edited'`,
    /permission denied for table admin_activity/,
  ],
  ['taking the table', 'ALTER TABLE admin_activity OWNER TO CURRENT_USER', /must be owner of table admin_activity/],
];

describe("the app's database role", () => {
  it('is no superuser and owns none of the tables', async () => {
    const powers = await rolePowers(test.url);
    expect(powers).toEqual({ role: 'marketplace_test_app', superuser: false, ownedTables: 0 });
    expect((await rolePowers(test.ownerUrl)).superuser).toBe(true);
  });

  it.each(rewrites)('cannot change the activity log by %s', async (_way, statement, refusal) => {
    await expect(app.query(statement)).rejects.toThrow(refusal);
    const { rows } = await app.query<{ summary: string }>('SELECT summary FROM admin_activity');
    expect(rows.map((row) => row.summary)).toEqual(['granted']);
  });

  it.each(['ledger_entries', 'ledger_transactions', 'business_documents', 'document_files'])(
    'may read and add to %s, never change or empty it',
    async (table) => {
      await expect(app.query(`SELECT count(*) FROM ${table}`)).resolves.toBeDefined();
      const { rows } = await app.query<{ insert: boolean; update: boolean; delete: boolean; truncate: boolean }>(
        `SELECT has_table_privilege(current_user, $1, 'INSERT') AS insert,
                has_table_privilege(current_user, $1, 'UPDATE') AS update,
                has_table_privilege(current_user, $1, 'DELETE') AS delete,
                has_table_privilege(current_user, $1, 'TRUNCATE') AS truncate`,
        [table],
      );
      expect(rows[0]).toEqual({ insert: true, update: false, delete: false, truncate: false });
      await expect(app.query(`TRUNCATE ${table}`)).rejects.toThrow(`permission denied for table ${table}`);
    },
  );

  it('reads and writes the rows of the other tables, and owns the job queue it partitions', async () => {
    const { rows } = await app.query<{ update: boolean; owner: string }>(
      `SELECT has_table_privilege(current_user, 'projects', 'UPDATE') AS update,
              (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = 'pgboss.job'::regclass) AS owner`,
    );
    expect(rows[0]).toEqual({ update: true, owner: 'marketplace_test_app' });
  });

  it('is granted again without harm at every start (the grants are idempotent)', async () => {
    await grantAppRole(test.ownerUrl, 'marketplace_test_app');
    await grantAppRole(test.ownerUrl, 'marketplace_test_app');
    await expect(app.query('DELETE FROM admin_activity')).rejects.toThrow(/permission denied/);
    await expect(app.query('SELECT count(*) FROM projects')).resolves.toBeDefined();
  });
});

describe('a production start', () => {
  const logger = createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const production = (DATABASE_URL: string, DATABASE_OWNER_URL?: string) =>
    parseEnv({ ...PRODUCTION_TEST_ENV, DATABASE: '', DATABASE_URL, DATABASE_OWNER_URL });

  it('refuses a DATABASE_URL that signs in as a superuser, naming the setting and the fix', async () => {
    const start = openDatabase(production(test.ownerUrl), logger);
    await expect(start).rejects.toThrow(DatabaseRoleRefusedError);
    await expect(openDatabase(production(test.ownerUrl), logger)).rejects.toThrow(
      /^DATABASE_URL: signs in as "\w+", a superuser, which could rewrite the activity log and the ledger; give the app its own role and put the owner in DATABASE_OWNER_URL/,
    );
  });

  it('without the owner, says that DATABASE_OWNER_URL is needed to migrate', async () => {
    await expect(openDatabase(production(test.url), logger)).rejects.toThrow(
      /^DATABASE_OWNER_URL: required, as "marketplace_test_app" of DATABASE_URL may not apply migrations/,
    );
  });

  it('starts as the app role, migrating and granting as the owner', async () => {
    const database = await openDatabase(production(test.url, test.ownerUrl), logger);
    try {
      expect(database.url).toBe(test.url);
      expect(database.ownerUrl).toBe(test.ownerUrl);
      const { rows } = await database.db.$client.query<{ role: string }>('SELECT current_user AS role');
      expect(rows[0]!.role).toBe('marketplace_test_app');
    } finally {
      await database.close();
    }
  });
});
