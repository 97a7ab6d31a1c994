import { z } from 'zod';

// Backups (decision 026): what the admin Settings tab shows of them. Admin only (401 signed out, 403 otherwise); the
// API path is in domain/backups.ts.

export const BACKUP_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
/** restore_test: the newest backup restored into a scratch database and checked (quarterly, or on command). */
export const BACKUP_RUN_TRIGGERS = ['schedule', 'command', 'restore_test'] as const;

export const ZBackupSummarySchema = z.object({
  migrations: z.number().int(),
  tables: z.number().int(),
  rows: z.number().int(),
  pendingJobs: z.number().int(),
  files: z.number().int(),
  filesIncluded: z.number().int(),
  ledgerBalanced: z.boolean(),
  warnings: z.array(z.string()),
});
export type TBackupSummary = z.infer<typeof ZBackupSummarySchema>;

export const ZBackupRunSchema = z.object({
  id: z.uuid(),
  trigger: z.enum(BACKUP_RUN_TRIGGERS),
  status: z.enum(BACKUP_RUN_STATUSES),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  summary: ZBackupSummarySchema.nullable(),
  /** Why a failed run failed. */
  error: z.string().nullable(),
});
export type TBackupRun = z.infer<typeof ZBackupRunSchema>;

export const ZBackupsOverviewSchema = z.object({
  /** BACKUP_SCHEDULE (a cron expression, UTC), or null when no backups are scheduled. */
  schedule: z.string().nullable(),
  /** Production without BACKUP_KEY: every backup fails until it is set. */
  keyMissing: z.boolean(),
  retentionDays: z.number().int(),
  directory: z.string(),
  storage: z.enum(['local', 's3']),
  /** The newest run, whatever its result; null when none has run. */
  latest: ZBackupRunSchema.nullable(),
  /** The newest successful run (the one to restore from). */
  lastSucceeded: ZBackupRunSchema.nullable(),
  /** When restores are tested (cron, UTC): quarterly while backups are scheduled, else null. */
  restoreTestSchedule: z.string().nullable(),
  /** The newest restore test: which backup, and whether it restored with every count, file and ledger check right. */
  lastRestoreTest: ZBackupRunSchema.nullable(),
  /** The newest runs, newest first. */
  recent: z.array(ZBackupRunSchema),
});
export type TBackupsOverview = z.infer<typeof ZBackupsOverviewSchema>;
