import type { ModuleContext, ServerModule } from '../../app-services';
import { adminActivityRoutes } from './admin-activity.routes';
import { createAdminActivityService, type AdminActivityService } from './admin-activity.service';

/** Every admin action records itself here, inside its own transaction; admins read and export the log. */
export function createAdminActivityModule({ db }: Pick<ModuleContext, 'db'>): ServerModule<AdminActivityService> {
  const activity = createAdminActivityService({ db });
  return { service: activity, routes: [adminActivityRoutes({ activity })] };
}
