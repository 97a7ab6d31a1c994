import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { backupsRoutes } from './backups.routes';
import { backupsConfigOf, createBackupsService, type BackupsService } from './backups.service';

/** Encrypted backups of the database and the stored files, daily on BACKUP_SCHEDULE (decision 026). */
export function createBackupsModule({
  db,
  env,
  logger,
  databaseUrl,
  storage,
  notifications,
  profiles,
  jobs,
}: Pick<ModuleContext, 'db' | 'env' | 'logger' | 'databaseUrl'> &
  Pick<AppServices, 'storage' | 'notifications' | 'profiles' | 'jobs'>): ServerModule<BackupsService> {
  const config = backupsConfigOf(env);
  const backups = createBackupsService({ db, databaseUrl, storage, notifications, profiles, jobs, config, logger });
  if (config.schedule && config.keyMissing)
    logger.warn('BACKUP_KEY is not set: the scheduled backups will fail until it is (see docs/deploy.md)');
  return { service: backups, routes: [backupsRoutes({ backups })] };
}
