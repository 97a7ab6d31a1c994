import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Executor } from './client';
import { ident } from './database-roles';

/**
 * The database half of backups (decision 026), in phases: one consistent snapshot read with `COPY … TO STDOUT`
 * (database-snapshot.ts), and a restore into an empty database with the migrations up to the backup's version, then
 * `COPY … FROM STDIN` in dependency order in one transaction (database-restore.ts). This file holds what both share,
 * the backup lock and the scratch database of a restore test. Plain PostgreSQL (15 or newer), no pg_dump: the embedded server ships none.
 */

export const APP_SCHEMA = 'public';
/** pg-boss's schema: its queues and the jobs still to do are backed up; its history and schedules are not. */
export const JOB_SCHEMA = 'pgboss';
export const MIGRATIONS_SCHEMA = 'drizzle';

export type TableInfo = { schema: string; name: string; columns: string[] };
export type AppliedMigration = { hash: string; createdAt: number };
export type SequenceValue = { schema: string; name: string; lastValue: string | null };
export type StoredFileReference = { key: string; checksum: string | null };
export type JobQueue = {
  name: string;
  policy: string | null;
  retryLimit: number | null;
  retryDelay: number | null;
  retryBackoff: boolean | null;
  expireSeconds: number | null;
  retentionMinutes: number | null;
  deadLetter: string | null;
};
export type JobsSnapshot = { version: number; queues: JobQueue[]; table: TableInfo };

export const qualifiedName = (table: { schema: string; name: string }) => `${ident(table.schema)}.${ident(table.name)}`;
export const columnList = (columns: string[]) => columns.map(ident).join(', ');

/** A drizzle view of one client, for the SQL helpers written against drizzle (the ledger invariants). */
export const executorOf = (client: pg.Client) => drizzle(client) as unknown as Executor;

export async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  const { rows } = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  return rows.length > 0;
}

const BACKUP_LOCK = 7_274_026;

/**
 * One backup at a time across every instance and the command line: a session advisory lock held on its own
 * connection. Returns its release, or null when another backup holds it.
 */
export async function tryBackupLock(url: string): Promise<(() => Promise<void>) | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('error', () => undefined);
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK]);
  if (!rows[0]!.locked) {
    await client.end();
    return null;
  }
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}

/**
 * A new, empty database beside `url`'s on the same server, for a restore test; `drop` removes it whatever it holds.
 * Needs the CREATEDB privilege (the error says so when it is missing).
 */
export async function createScratchDatabase(
  url: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(url);
  const name = `${base.pathname.slice(1) || 'postgres'}_${label}_${randomBytes(6).toString('hex')}`.slice(0, 63);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${ident(name)}`);
  } catch (error) {
    throw new Error(
      `Cannot create a scratch database for the restore test (${(error as Error).message}); grant CREATEDB to the ` +
        'database user, or test restores with npm run restore against a spare server.',
    );
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
