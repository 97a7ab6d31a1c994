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
import { from as copyFrom } from 'pg-copy-streams';
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
  type SequenceValue,
  type TableInfo,
} from './database-copy';
import { ident } from './database-roles';
import { ledgerInvariantViolations } from './ledger-invariants';
import { migrationsFolder } from './migrate';

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
