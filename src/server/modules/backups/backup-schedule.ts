import type { Logger } from 'pino';
import type { ModuleJob } from '../../app-services';

export const BACKUP_JOB = 'backups_daily';

/**
 * The scheduled backup: on BACKUP_SCHEDULE (a cron expression, UTC) one instance runs it (pg-boss fires a schedule
 * once across instances; the backup lock keeps a command-line backup from overlapping). Defined even without a
 * schedule: the queue then drops a schedule an earlier start with BACKUP_SCHEDULE set stored.
 * Not retried: a failure is recorded and the admins are told; the next run is the next day's.
 */
export function backupJob({
  schedule,
  backUp,
  logger,
}: {
  schedule: string | null;
  backUp: () => Promise<unknown>;
  logger: Logger;
}): ModuleJob {
  return {
    name: BACKUP_JOB,
    handler: async () => {
      if (!schedule) return;
      // The run records its own failure and notifies the admins; nothing is left for the queue to retry.
      await backUp().catch((error: unknown) => logger.error({ err: error }, 'scheduled backup failed'));
    },
    options: { ...(schedule ? { cron: schedule } : {}), retryLimit: 0 },
  };
}

export const RESTORE_TEST_JOB = 'backups_restore_test';
/** The first day of each quarter, 04:00 UTC: after the night's backup. */
export const RESTORE_TEST_SCHEDULE = '0 4 1 1,4,7,10 *';

/**
 * The quarterly restore test, while backups are scheduled: the newest backup restored into a scratch database and
 * checked. Not retried: a failure is recorded and the admins are told.
 */
export function restoreTestJob({
  enabled,
  testRestore,
  logger,
}: {
  enabled: boolean;
  testRestore: () => Promise<unknown>;
  logger: Logger;
}): ModuleJob {
  return {
    name: RESTORE_TEST_JOB,
    handler: async () => {
      if (!enabled) return;
      await testRestore().catch((error: unknown) => logger.error({ err: error }, 'restore test failed'));
    },
    options: { ...(enabled ? { cron: RESTORE_TEST_SCHEDULE } : {}), retryLimit: 0 },
  };
}
