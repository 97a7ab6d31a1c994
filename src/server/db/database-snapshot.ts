import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  APP_SCHEMA,
  JOB_SCHEMA,
  MIGRATIONS_SCHEMA,
  columnList,
  executorOf,
  qualifiedName,
  schemaExists,
  type AppliedMigration,
  type JobQueue,
  type JobsSnapshot,
  type SequenceValue,
  type StoredFileReference,
  type TableInfo,
} from './database-copy';
import { ident } from './database-roles';
import { ledgerInvariantViolations } from './ledger-invariants';

/** Job states still to do: a restored database runs them (an `active` one is retried once it expires). */
const PENDING_JOB_STATES = ['created', 'retry', 'active'];

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
