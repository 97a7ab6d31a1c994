import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { settingsRoutes } from './settings.routes';
import { createSettingsService, type SettingsService } from './settings.service';

/** Platform settings an admin changes (each change in the activity log), and their admin routes. */
export function createSettingsModule({
  db,
  activity,
}: Pick<ModuleContext, 'db'> & Pick<AppServices, 'activity'>): ServerModule<SettingsService> {
  const settings = createSettingsService({ db, activity });
  return { service: settings, routes: [settingsRoutes({ settings })] };
}
