import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { expertsAdminRoutes } from './experts-admin.routes';
import { expertsRoutes } from './experts.routes';
import { createExpertsService, type ExpertsService } from './experts.service';

/** Experts: applications, vetting, profiles and the admin's decisions. */
export function createExpertsModule({
  db,
  profiles,
  notifications,
  activity,
  later,
}: Pick<ModuleContext, 'db'> &
  Pick<AppServices, 'profiles' | 'notifications' | 'activity'> & {
    /** Ratings is built on projects, after experts: read through this port. */
    later: () => Pick<AppServices, 'ratings'>;
  }): ServerModule<ExpertsService> {
  // Client ratings feed the expert's CSAT and matching history.
  const experts = createExpertsService({
    db,
    profiles,
    notifications,
    activity,
    clientRatings: (ids, executor) => later().ratings.publishedClientRatingsOf(ids, executor),
  });
  return { service: experts, routes: [expertsRoutes({ experts }), expertsAdminRoutes({ experts })] };
}
