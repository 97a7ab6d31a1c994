import path from 'node:path';
import type { Logger } from 'pino';
import { resolveBackupKey } from '../../config/backup-key';
import type { TEnv } from '../../config/env';
import type { Database } from '../../db/client';
import { tryBackupLock } from '../../db/database-copy';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { TBackupRun, TBackupSummary, TBackupsOverview } from '../../../shared/schemas/backups';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { createBackup, pruneBackups } from './backup-create';
import { parseBackupKey, type BackupKey } from './backup-crypto';
import { summaryOf } from './backup-manifest';
import { restoreTestProblems, testRestore } from './backup-restore-test';
import { RESTORE_TEST_SCHEDULE } from './backup-schedule';
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
  /** BACKUP_SCHEDULE (cron, UTC), daily by default in production; null: no scheduled backups. */
  schedule: string | null;
  /** Production without BACKUP_KEY: every backup fails until it is set. */
  keyMissing: boolean;
  retentionDays: number;
  /** The key (BACKUP_KEY, or outside production the one generated into DATA_DIR). */
  key: () => Promise<BackupKey>;
};

/** Daily at 03:00 UTC, after the quietest hours and before the quarterly restore test's 04:00. */
const PRODUCTION_BACKUP_SCHEDULE = '0 3 * * *';

function backupScheduleOf(env: TEnv): string | null {
  if (env.BACKUP_SCHEDULE === 'off') return null;
  return env.BACKUP_SCHEDULE ?? (env.NODE_ENV === 'production' ? PRODUCTION_BACKUP_SCHEDULE : null);
}

export function backupsConfigOf(env: TEnv): BackupsConfig {
  return {
    directory: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
    schedule: backupScheduleOf(env),
    keyMissing: env.NODE_ENV === 'production' && !env.BACKUP_KEY,
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
  config,
  logger,
}: {
  db: Database;
  databaseUrl: string;
  storage: StorageProvider;
  notifications: Pick<NotificationsService, 'notify'>;
  profiles: Pick<ProfilesService, 'listAdminIds'>;
  config: BackupsConfig;
  logger: Logger;
}) {
  const repository = createBackupsRepository(db);

  async function notifyFailure(
    error: string,
    title = 'Backup failed',
    what = 'The database backup did not complete',
  ): Promise<void> {
    for (const adminId of await profiles.listAdminIds())
      await notifications.notify({
        userId: adminId,
        type: 'backup_failed',
        title,
        message: `${what}: ${error}`,
        // The operator must hear of it whatever their activity e-mail preference.
        email: { link: '/admin/settings', category: 'operational' },
      });
  }

  /**
   * Restores the newest successful backup into a scratch database and checks it (row counts, files, ledger), records
   * the test beside the backups, and tells the admins when it fails: the security policy's "restores tested".
   */
  async function runRestoreTest() {
    const run = await repository.start('restore_test');
    try {
      const newest = await repository.newestSucceeded();
      if (!newest?.fileName) throw new Error('No successful backup to test yet.');
      await repository.setFile(run.id, newest.fileName);
      const report = await testRestore({
        file: path.join(config.directory, newest.fileName),
        key: await config.key(),
        databaseUrl,
        storage,
        logger,
      });
      if (!report.ok) throw new Error(`${newest.fileName} restored with differences: ${restoreTestProblems(report)}.`);
      const summary: TBackupSummary = {
        migrations: report.migrations,
        tables: report.tables.length,
        rows: report.tables.reduce((sum, table) => sum + table.actual, 0),
        pendingJobs: 0,
        files: report.files.length,
        filesIncluded: report.files.filter((check) => check.status === 'restored').length,
        ledgerBalanced: report.ledgerViolations.length === 0,
        warnings: report.warnings,
      };
      await repository.succeed(run.id, {
        fileName: newest.fileName,
        sizeBytes: newest.sizeBytes ?? 0,
        summary,
        finishedAt: new Date(),
      });
      logger.info({ file: newest.fileName }, 'restore test passed');
      return { file: newest.fileName, report };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await repository.fail(run.id, message);
      await notifyFailure(message, 'Restore test failed', 'The quarterly restore test did not pass').catch(
        (notifyError: unknown) => logger.error({ err: notifyError }, 'restore test failure notification not sent'),
      );
      throw error;
    }
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

  return {
    runBackup,
    runRestoreTest,

    /** What the admin Settings tab shows: the schedule and retention, the last run and the last successful one. */
    async overview(): Promise<TBackupsOverview> {
      const [recent, lastSucceeded, lastRestoreTest] = await Promise.all([
        repository.newest(RECENT_RUNS),
        repository.newestSucceeded(),
        repository.newestRestoreTest(),
      ]);
      return {
        schedule: config.schedule,
        keyMissing: config.keyMissing,
        retentionDays: config.retentionDays,
        directory: config.directory,
        storage: storage.kind,
        latest: recent[0] ? toDto(recent[0]) : null,
        lastSucceeded: lastSucceeded ? toDto(lastSucceeded) : null,
        restoreTestSchedule: config.schedule ? RESTORE_TEST_SCHEDULE : null,
        lastRestoreTest: lastRestoreTest ? toDto(lastRestoreTest) : null,
        recent: recent.map(toDto),
      };
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
