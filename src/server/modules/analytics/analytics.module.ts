import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { analyticsRetentionJob } from './analytics.jobs';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService, type AnalyticsService } from './analytics.service';

/**
 * Product events: stored when capture is on, pushed to the admins' live monitor (admin:analytics); those past the
 * retention setting are deleted daily.
 */
export function createAnalyticsModule({
  db,
  logger,
  hub,
  settings,
  profiles,
}: Pick<ModuleContext, 'db' | 'logger'> &
  Pick<AppServices, 'hub' | 'settings' | 'profiles'>): ServerModule<AnalyticsService> {
  const analytics = createAnalyticsService({
    db,
    hub,
    settings,
    isAdmin: async (userId) => (await profiles.listAdminIds()).includes(userId),
    logger,
  });
  return {
    service: analytics,
    routes: [analyticsRoutes({ analytics })],
    jobs: [analyticsRetentionJob(analytics.sweep)],
  };
}
