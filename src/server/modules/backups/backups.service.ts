import path from 'node:path';
import type { Logger } from 'pino';
import { resolveBackupKey } from '../../config/backup-key';
import type { TEnv } from '../../config/env';
import type { Database } from '../../db/client';
import { tryBackupLock } from '../../db/database-copy';
import type { Jobs } from '../../jobs/jobs';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { TBackupRun, TBackupSummary, TBackupsOverview } from '../../../shared/schemas/backups';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { createBackup, pruneBackups } from './backup-create';
import { parseBackupKey, type BackupKey } from './backup-crypto';
import { summaryOf } from './backup-manifest';
import { defineBackupSchedule } from './backup-schedule';
import { createBackupsRepository, type BackupRunRow } from './backups.repository';

export { BackupDecryptError, parseBackupKey } from './backup-crypto';
export { formatRestoreReport, restoreBackup, RestoreRefusedError, type RestoreReport } from './backup-restore';

/**
 * The backup run's own record is not backed up (it describes this server's backup folder). Nor are the reports'
 * maintained KPI figures (decision 021): they are derived, and the restore, which loads with triggers on, rebuilds them
 * from the restored rows (loading them too would count everything twice).
 */
const EXCLUDED_TABLES = ['backup_runs', 'report_kpi_deltas', 'report_kpi_keyed_terms'];
const RECENT_RUNS = 10;
const MAX_ERROR_LENGTH = 2000;

export type BackupsConfig = {
  /** BACKUP_DIR, else DATA_DIR/backups. */
  directory: string;
  /** BACKUP_SCHEDULE (cron, UTC), or null: no scheduled backups. */
  schedule: string | null;
  retentionDays: number;
  /** The key (BACKUP_KEY, or outside production the one generated into DATA_DIR). */
  key: () => Promise<BackupKey>;
};

export function backupsConfigOf(env: TEnv): BackupsConfig {
  return {
    directory: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
    schedule: env.BACKUP_SCHEDULE ?? null,
    retentionDays: env.BACKUP_RETENTION_DAYS,
    key: async () => parseBackupKey(await resolveBackupKey(env, { generate: true })),
  };
}

/** Another backup holds the lock: this one did not start (nothing recorded). */
export class BackupBusyError extends Error {
  constructor() {
    super('Another backup is running; this one was not started.');
    this.name = 'BackupBusyError';
  }
}

function toDto(row: BackupRunRow): TBackupRun {
  return {
    id: row.id,
    trigger: row.trigger as TBackupRun['trigger'],
    status: row.status as TBackupRun['status'],
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    summary: (row.summary as TBackupSummary | null) ?? null,
    error: row.error,
  };
}

/**
 * Backups (decision 026): encrypted, consistent backups of the database and the stored files into BACKUP_DIR, on a
 * schedule or from `npm run backup`; each run recorded; files past the retention deleted after a successful run; the
 * admins notified (in the app and by e-mail) when one fails. Restores are `npm run restore` (restoreBackup).
 */
export function createBackupsService({
  db,
  databaseUrl,
  storage,
  notifications,
  profiles,
  jobs,
  config,
  logger,
}: {
  db: Database;
  databaseUrl: string;
  storage: StorageProvider;
  notifications: Pick<NotificationsService, 'notify'>;
  profiles: Pick<ProfilesService, 'listAdminIds'>;
  /** Defines the scheduled backup; omitted by the command line. */
  jobs?: Pick<Jobs, 'define'>;
  config: BackupsConfig;
  logger: Logger;
}) {
  const repository = createBackupsRepository(db);

  async function notifyFailure(error: string): Promise<void> {
    for (const adminId of await profiles.listAdminIds())
      await notifications.notify({
        userId: adminId,
        type: 'backup_failed',
        title: 'Backup failed',
        message: `The database backup did not complete: ${error}`,
        email: { link: '/admin?tab=settings' },
      });
  }

  /** Takes one backup now, records the run and applies the retention; a failure is recorded, notified and thrown. */
  async function runBackup(trigger: 'schedule' | 'command') {
    const release = await tryBackupLock(databaseUrl);
    if (!release) throw new BackupBusyError();
    try {
      await repository.failInterrupted('Interrupted: the process stopped before the backup finished.');
      const run = await repository.start(trigger);
      try {
        const created = await createBackup({
          databaseUrl,
          storage,
          key: await config.key(),
          directory: config.directory,
          excludeTables: EXCLUDED_TABLES,
        });
        const summary = summaryOf(created.manifest);
        await repository.succeed(run.id, {
          fileName: created.fileName,
          sizeBytes: created.sizeBytes,
          summary,
          finishedAt: new Date(),
        });
        const pruned = await pruneBackups(config.directory, config.retentionDays, { keep: created.fileName });
        logger.info({ file: created.file, sizeBytes: created.sizeBytes, pruned }, 'backup written');
        return { ...created, summary, pruned };
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
        await repository.fail(run.id, message);
        await notifyFailure(message).catch((notifyError: unknown) =>
          logger.error({ err: notifyError }, 'backup failure notification not sent'),
        );
        throw error;
      }
    } finally {
      await release();
    }
  }

  if (jobs)
    defineBackupSchedule({
      jobs,
      schedule: config.schedule,
      backUp: () =>
        runBackup('schedule').catch((error: unknown) => {
          if (!(error instanceof BackupBusyError)) throw error;
          logger.info('scheduled backup skipped: another backup is running');
        }),
      logger,
    });

  return {
    runBackup,

    /** What the admin Settings tab shows: the schedule and retention, the last run and the last successful one. */
    async overview(): Promise<TBackupsOverview> {
      const [recent, lastSucceeded] = await Promise.all([repository.newest(RECENT_RUNS), repository.newestSucceeded()]);
      return {
        schedule: config.schedule,
        retentionDays: config.retentionDays,
        directory: config.directory,
        storage: storage.kind,
        latest: recent[0] ? toDto(recent[0]) : null,
        lastSucceeded: lastSucceeded ? toDto(lastSucceeded) : null,
        recent: recent.map(toDto),
      };
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
