import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureAppLogin } from '../db/database-roles';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrateAndGrant } from '../db/open-database';
import { createJobs } from '../jobs/jobs';
import { createLogger } from '../logger';
import { appUrl, TEMPLATE_DATABASE, TEST_APP_PASSWORD, TEST_APP_ROLE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL on the test server with rights to create databases; each test file clones the migrated template. */
    databaseAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set (CI's independently managed server), else an embedded
 * server in a temporary directory. Migrations are applied once to a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logger = createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });
  let dataDir: string | null = null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dataDir = await mkdtemp(path.join(tmpdir(), 'marketplace-test-'));
    const embedded = await startEmbeddedPostgres(dataDir, logger);
    stopEmbedded = embedded.stop;
    adminUrl = embedded.url;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  // The app under test signs in as a role that owns no table, as in production (decision 038).
  await ensureAppLogin(adminUrl, TEST_APP_ROLE, TEST_APP_PASSWORD);
  await migrateAndGrant(templateUrl.toString(), appUrl(templateUrl.toString()));
  // pg-boss creates its schema on first start; doing it once here keeps every cloned database ready.
  const jobs = createJobs({ databaseUrl: appUrl(templateUrl.toString()), logger, runWorkers: false });
  await jobs.start();
  await jobs.stop();

  project.provide('databaseAdminUrl', adminUrl);

  return async () => {
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
