import type { Logger } from 'pino';
import type { Jobs } from '../../jobs/jobs';

export const BACKUP_JOB = 'backups_daily';

/**
 * The scheduled backup: on BACKUP_SCHEDULE (a cron expression, UTC) one instance runs it (pg-boss fires a schedule
 * once across instances; the backup lock keeps a command-line backup from overlapping). Defined even without a
 * schedule, so a schedule stored by an earlier start with BACKUP_SCHEDULE set fires into a handler that does nothing.
 * Not retried: a failure is recorded and the admins are told; the next run is the next day's.
 */
export function defineBackupSchedule({
  jobs,
  schedule,
  backUp,
  logger,
}: {
  jobs: Pick<Jobs, 'define'>;
  schedule: string | null;
  backUp: () => Promise<unknown>;
  logger: Logger;
}): void {
  jobs.define(
    BACKUP_JOB,
    async () => {
      if (!schedule) return;
      // The run records its own failure and notifies the admins; nothing is left for the queue to retry.
      await backUp().catch((error: unknown) => logger.error({ err: error }, 'scheduled backup failed'));
    },
    { ...(schedule ? { cron: schedule } : {}), retryLimit: 0 },
  );
}
