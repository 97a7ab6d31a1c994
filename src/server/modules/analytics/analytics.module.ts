import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService, type AnalyticsService } from './analytics.service';

/** Product events: stored when capture is on, pushed to the admins' live monitor (admin:analytics). */
export function createAnalyticsModule({
  db,
  logger,
  hub,
  settings,
  jobs,
  profiles,
}: Pick<ModuleContext, 'db' | 'logger'> &
  Pick<AppServices, 'hub' | 'settings' | 'jobs' | 'profiles'>): ServerModule<AnalyticsService> {
  const analytics = createAnalyticsService({
    db,
    hub,
    settings,
    jobs,
    isAdmin: async (userId) => (await profiles.listAdminIds()).includes(userId),
    logger,
  });
  return { service: analytics, routes: [analyticsRoutes({ analytics })] };
}
