import { sqlNow } from '../sql-now';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per backup run (decision 026): started by the daily schedule or `npm run backup`, running until it
 * succeeds (with the file's name and size and a summary of what it holds) or fails (with the error). Not itself
 * backed up: it describes this server's backup folder, not the marketplace's data.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'schedule' | 'command' */
    trigger: text('trigger').notNull(),
    /** 'running' | 'succeeded' | 'failed' */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Tables, rows, files, pending jobs, the ledger check and any warnings (BackupSummary). */
    summary: jsonb('summary'),
    error: text('error'),
  },
  (t) => [index('backup_runs_started_at_idx').on(t.startedAt.desc())],
);
