import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, copyFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Executor } from './client';
import { ledgerInvariantViolations } from './ledger-invariants';
import { migrationsFolder } from './migrate';
import { ident } from './database-roles';

/**
 * The database half of backups (decision 026): one consistent snapshot read with `COPY … TO STDOUT`, and a restore
 * into an empty database with the migrations up to the backup's version, then `COPY … FROM STDIN` in dependency
 * order in one transaction. Plain PostgreSQL (15 or newer), no pg_dump: the embedded server ships none.
 */

export const APP_SCHEMA = 'public';
/** pg-boss's schema: its queues and the jobs still to do are backed up; its history and schedules are not. */
export const JOB_SCHEMA = 'pgboss';
const MIGRATIONS_SCHEMA = 'drizzle';
/** Job states still to do: a restored database runs them (an `active` one is retried once it expires). */
const PENDING_JOB_STATES = ['created', 'retry', 'active'];

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
const columnList = (columns: string[]) => columns.map(ident).join(', ');

/** A drizzle view of one client, for the SQL helpers written against drizzle (the ledger invariants). */
const executorOf = (client: pg.Client) => drizzle(client) as unknown as Executor;

async function columnsOf(client: pg.Client, oids: number[]): Promise<Map<number, string[]>> {
  const { rows } = await client.query<{ attrelid: number; attname: string }>(
    `SELECT attrelid, attname FROM pg_attribute
     WHERE attrelid = ANY($1::oid[]) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attrelid, attnum`,
    [oids],
  );
  const columns = new Map<number, string[]>();
  for (const row of rows) columns.set(row.attrelid, [...(columns.get(row.attrelid) ?? []), row.attname]);
  return columns;
}

/** Kahn's order over the foreign keys (parents first, by name among equals); a cycle stops the backup. */
function dependencyOrder(names: Map<number, string>, edges: { child: number; parent: number }[]): number[] {
  const parents = new Map<number, Set<number>>([...names.keys()].map((oid) => [oid, new Set<number>()]));
  for (const { child, parent } of edges)
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  const order: number[] = [];
  const placed = new Set<number>();
  while (order.length < names.size) {
    const ready = [...parents.entries()]
      .filter(([oid, of]) => !placed.has(oid) && [...of].every((parent) => placed.has(parent)))
      .map(([oid]) => oid)
      .sort((a, b) => names.get(a)!.localeCompare(names.get(b)!));
    if (!ready.length) {
      const left = [...names.entries()].filter(([oid]) => !placed.has(oid)).map(([, name]) => name);
      throw new Error(`Tables with cyclic foreign keys cannot be restored in order: ${left.join(', ')}`);
    }
    for (const oid of ready) {
      order.push(oid);
      placed.add(oid);
    }
  }
  return order;
}

async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  const { rows } = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  return rows.length > 0;
}

async function copyOutStream(client: pg.Client, text: string): Promise<{ stream: Readable; rows: () => number }> {
  const stream = client.query(copyTo(text));
  return { stream, rows: () => stream.rowCount };
}

export type DatabaseSnapshot = Awaited<ReturnType<typeof openSnapshot>>;

/**
 * A transactionally consistent read of the whole database (`REPEATABLE READ, READ ONLY`): every query and COPY below
 * sees the same instant, while the application goes on writing. Reads run one at a time on one connection.
 */
export async function openSnapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('error', () => undefined);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  } catch (error) {
    await client.end();
    throw error;
  }
  let closed = false;

  return {
    async serverVersion(): Promise<string> {
      return (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    },

    /** The migrations applied, oldest first (drizzle's own table). */
    async migrations(): Promise<AppliedMigration[]> {
      if (!(await schemaExists(client, MIGRATIONS_SCHEMA))) return [];
      const { rows } = await client.query<{ hash: string; created_at: string }>(
        `SELECT hash, created_at::text FROM ${ident(MIGRATIONS_SCHEMA)}."__drizzle_migrations" ORDER BY created_at, id`,
      );
      return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
    },

    /** The application's tables (not views, not an extension's), parents before children. */
    async tables(exclude: string[] = []): Promise<TableInfo[]> {
      const { rows } = await client.query<{ oid: number; relname: string }>(
        `SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
           AND c.relname <> ALL($2::text[])`,
        [APP_SCHEMA, exclude],
      );
      const names = new Map(rows.map((row) => [row.oid, row.relname]));
      const oids = [...names.keys()];
      const edges = await client.query<{ child: number; parent: number }>(
        `SELECT conrelid AS child, confrelid AS parent FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::oid[])`,
        [oids],
      );
      const columns = await columnsOf(client, oids);
      const order = dependencyOrder(names, edges.rows);
      // As pg_dump does: no table can be altered or dropped under the backup (ACCESS SHARE stops only DDL).
      if (order.length)
        await client.query(
          `LOCK TABLE ${order.map((oid) => qualifiedName({ schema: APP_SCHEMA, name: names.get(oid)! })).join(', ')} IN ACCESS SHARE MODE`,
        );
      return order.map((oid) => ({
        schema: APP_SCHEMA,
        name: names.get(oid)!,
        columns: columns.get(oid) ?? [],
      }));
    },

    /** The table's rows in COPY's text format; `rows()` is their count once the stream has ended. */
    copyOut: (table: TableInfo) =>
      copyOutStream(client, `COPY ${qualifiedName(table)} (${columnList(table.columns)}) TO STDOUT`),

    /** Sequence positions (read as pg_dump does: at least as far as any row of the snapshot used). */
    async sequences(): Promise<SequenceValue[]> {
      const { rows } = await client.query<{ schemaname: string; sequencename: string; last_value: string | null }>(
        `SELECT schemaname, sequencename, last_value::text FROM pg_sequences WHERE schemaname = $1 ORDER BY sequencename`,
        [APP_SCHEMA],
      );
      return rows.map((row) => ({ schema: row.schemaname, name: row.sequencename, lastValue: row.last_value }));
    },

    /** Every stored file a row points at: the values of each application table's `storage_path` (and `checksum`). */
    async storedFiles(): Promise<StoredFileReference[]> {
      const { rows: holders } = await client.query<{ relname: string; has_checksum: boolean }>(
        `SELECT c.relname, EXISTS (
           SELECT 1 FROM pg_attribute k WHERE k.attrelid = c.oid AND k.attname = 'checksum' AND NOT k.attisdropped
         ) AS has_checksum
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND a.attname = 'storage_path' AND NOT a.attisdropped
         ORDER BY c.relname`,
        [APP_SCHEMA],
      );
      const files = new Map<string, StoredFileReference>();
      for (const holder of holders) {
        const table = qualifiedName({ schema: APP_SCHEMA, name: holder.relname });
        const { rows } = await client.query<{ key: string; checksum: string | null }>(
          `SELECT storage_path AS key, ${holder.has_checksum ? 'checksum' : 'NULL::text'} AS checksum FROM ${table}
           WHERE storage_path IS NOT NULL ORDER BY storage_path`,
        );
        for (const row of rows) {
          const known = files.get(row.key);
          files.set(row.key, { key: row.key, checksum: known?.checksum ?? row.checksum });
        }
      }
      return [...files.values()].sort((a, b) => a.key.localeCompare(b.key));
    },

    /** pg-boss's queues and the shape of its job table, when pg-boss has created its schema. */
    async jobs(): Promise<JobsSnapshot | null> {
      const present = await client.query(`SELECT to_regclass($1) AS job, to_regclass($2) AS queue`, [
        `${JOB_SCHEMA}.job`,
        `${JOB_SCHEMA}.queue`,
      ]);
      const { job, queue } = present.rows[0] as { job: string | null; queue: string | null };
      if (!job || !queue) return null;
      const version = await client.query<{ version: number }>(`SELECT version FROM ${ident(JOB_SCHEMA)}.version`);
      const queues = await client.query<JobQueue>(
        `SELECT name, policy, retry_limit AS "retryLimit", retry_delay AS "retryDelay", retry_backoff AS "retryBackoff",
                expire_seconds AS "expireSeconds", retention_minutes AS "retentionMinutes", dead_letter AS "deadLetter"
         FROM ${ident(JOB_SCHEMA)}.queue ORDER BY name`,
      );
      await client.query(`LOCK TABLE ${ident(JOB_SCHEMA)}.job IN ACCESS SHARE MODE`);
      const oid = (await client.query<{ oid: number }>(`SELECT $1::regclass::oid AS oid`, [`${JOB_SCHEMA}.job`]))
        .rows[0]!.oid;
      const columns = (await columnsOf(client, [oid])).get(oid) ?? [];
      return {
        version: version.rows[0]?.version ?? 0,
        queues: queues.rows,
        table: { schema: JOB_SCHEMA, name: 'job', columns },
      };
    },

    /** The jobs still to do (created, retry, active), in COPY's text format. */
    copyOutPendingJobs: (table: TableInfo) =>
      copyOutStream(
        client,
        `COPY (SELECT ${columnList(table.columns)} FROM ${qualifiedName(table)}
               WHERE state::text IN (${PENDING_JOB_STATES.map((state) => `'${state}'`).join(', ')})
               ORDER BY name, id) TO STDOUT`,
      ),

    /** The money invariants as of the snapshot (empty when they hold). */
    ledgerViolations: () => ledgerInvariantViolations(executorOf(client)),

    /** Ends the snapshot (nothing was written) and the connection; calling it again does nothing. */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await client.query('COMMIT').catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * The local migrations the backup's database had applied, in order; throws when the backup was made by a newer
 * version of the application or with migrations that differ from these.
 */
export function checkMigrations(applied: AppliedMigration[]): number {
  const local = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  if (applied.length > local.length)
    throw new Error(
      `This backup was made by a newer version of the application (${applied.length} migrations; this one has ` +
        `${local.length}): restore it with that version or a later one.`,
    );
  const tags = (
    JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    }
  ).entries.map((entry) => entry.tag);
  applied.forEach((migration, index) => {
    const mine = local[index]!;
    if (mine.hash !== migration.hash || mine.folderMillis !== migration.createdAt)
      throw new Error(
        `Migration ${tags[index] ?? index} differs from the one this backup's database ran: restore it with the ` +
          'version of the application that made it.',
      );
  });
  return applied.length;
}

export type RestoreTarget = Awaited<ReturnType<typeof connectRestoreTarget>>;

/** The database a backup is restored into. One connection; the data goes in within one transaction. */
export async function connectRestoreTarget(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('error', () => undefined);

  return {
    /** Empty: no table, view or sequence of the application, no migrations and no job schema. */
    async isEmpty(): Promise<boolean> {
      const { rows } = await client.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
        [APP_SCHEMA],
      );
      return (
        rows[0]!.count === 0 &&
        !(await schemaExists(client, MIGRATIONS_SCHEMA)) &&
        !(await schemaExists(client, JOB_SCHEMA))
      );
    },

    /** Drops the application's, the migrations' and the jobs' schemas with everything in them, and recreates public. */
    async dropSchemas(): Promise<void> {
      await client.query(
        `DROP SCHEMA IF EXISTS ${ident(APP_SCHEMA)}, ${ident(MIGRATIONS_SCHEMA)}, ${ident(JOB_SCHEMA)} CASCADE`,
      );
      await client.query(`CREATE SCHEMA ${ident(APP_SCHEMA)}`);
    },

    /** Applies exactly the migrations the backup's database had (checked against this application's). */
    async migrateTo(applied: AppliedMigration[]): Promise<void> {
      const count = checkMigrations(applied);
      const source = migrationsFolder();
      const journal = JSON.parse(await readFile(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      const folder = await mkdtemp(path.join(tmpdir(), 'restore-migrations-'));
      try {
        await mkdir(path.join(folder, 'meta'));
        const entries = journal.entries.slice(0, count);
        await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
        for (const entry of entries)
          await copyFile(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
        await migrate(drizzle(client), { migrationsFolder: folder });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },

    begin: async () => void (await client.query('BEGIN')),
    commit: async () => void (await client.query('COMMIT')),
    rollback: async () => void (await client.query('ROLLBACK').catch(() => undefined)),

    /** Loads rows in COPY's text format (inside the open transaction); returns how many went in. */
    async copyIn(table: TableInfo, rows: AsyncIterable<Buffer>): Promise<number> {
      const stream = client.query(copyFrom(`COPY ${qualifiedName(table)} (${columnList(table.columns)}) FROM STDIN`));
      await pipeline(Readable.from(rows), stream);
      return stream.rowCount;
    },

    async tableExists(table: TableInfo): Promise<boolean> {
      const { rows } = await client.query('SELECT to_regclass($1) AS found', [qualifiedName(table)]);
      return Boolean((rows[0] as { found: string | null }).found);
    },

    async rowCount(table: TableInfo): Promise<number> {
      const { rows } = await client.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM ${qualifiedName(table)}`,
      );
      return Number(rows[0]!.count);
    },

    /** pg-boss's schema version (null when it has no schema). */
    async jobsVersion(): Promise<number | null> {
      if (!(await schemaExists(client, JOB_SCHEMA))) return null;
      const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${ident(JOB_SCHEMA)}.version`);
      return rows[0]?.version ?? null;
    },

    /** Creates the queues (with their partitions) through pg-boss's own function; dead-letter targets first. */
    async createJobQueues(queues: JobQueue[]): Promise<void> {
      const pending = [...queues];
      const created = new Set<string>();
      while (pending.length) {
        const index = pending.findIndex((queue) => !queue.deadLetter || created.has(queue.deadLetter));
        const [queue] = pending.splice(index === -1 ? 0 : index, 1);
        await client.query(`SELECT ${ident(JOB_SCHEMA)}.create_queue($1, $2::json)`, [
          queue!.name,
          JSON.stringify({
            policy: queue!.policy,
            retryLimit: queue!.retryLimit,
            retryDelay: queue!.retryDelay,
            retryBackoff: queue!.retryBackoff,
            expireInSeconds: queue!.expireSeconds,
            retentionMinutes: queue!.retentionMinutes,
            deadLetter: queue!.deadLetter,
          }),
        ]);
        created.add(queue!.name);
      }
    },

    async setSequences(sequences: SequenceValue[]): Promise<void> {
      for (const sequence of sequences)
        if (sequence.lastValue !== null)
          await client.query('SELECT setval($1::regclass, $2::bigint, true)', [
            qualifiedName(sequence),
            sequence.lastValue,
          ]);
    },

    ledgerViolations: () => ledgerInvariantViolations(executorOf(client)),

    close: async () => void (await client.end().catch(() => undefined)),
  };
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
