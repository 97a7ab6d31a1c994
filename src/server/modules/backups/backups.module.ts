import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { backupJob, restoreTestJob } from './backup-schedule';
import { backupsRoutes } from './backups.routes';
import { BackupBusyError, backupsConfigOf, createBackupsService, type BackupsService } from './backups.service';

/** Encrypted backups of the database and the stored files, daily on BACKUP_SCHEDULE (decision 026). */
export function createBackupsModule({
  db,
  env,
  logger,
  databaseUrl,
  storage,
  notifications,
  profiles,
}: Pick<ModuleContext, 'db' | 'env' | 'logger' | 'databaseUrl'> &
  Pick<AppServices, 'storage' | 'notifications' | 'profiles'>): ServerModule<BackupsService> {
  const config = backupsConfigOf(env);
  const backups = createBackupsService({ db, databaseUrl, storage, notifications, profiles, config, logger });
  if (config.schedule && config.keyMissing)
    logger.warn('BACKUP_KEY is not set: the scheduled backups will fail until it is (see docs/deploy.md)');
  const scheduledBackup = () =>
    backups.runBackup('schedule').catch((error: unknown) => {
      if (!(error instanceof BackupBusyError)) throw error;
      logger.info('scheduled backup skipped: another backup is running');
    });
  return {
    service: backups,
    routes: [backupsRoutes({ backups })],
    // Defined even without a schedule: the queues then drop a schedule an earlier start stored.
    jobs: [
      restoreTestJob({ enabled: config.schedule !== null, testRestore: backups.runRestoreTest, logger }),
      backupJob({ schedule: config.schedule, backUp: scheduledBackup, logger }),
    ],
  };
}
