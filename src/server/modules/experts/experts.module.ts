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
  ratings,
}: Pick<ModuleContext, 'db'> &
  Pick<AppServices, 'profiles' | 'notifications' | 'activity'> & {
    /** Built on projects after experts, so a port bound by app.ts. */
    ratings: Pick<AppServices['ratings'], 'publishedClientRatingsOf'>;
  }): ServerModule<ExpertsService> {
  // Client ratings feed the expert's CSAT and matching history.
  const experts = createExpertsService({
    db,
    profiles,
    notifications,
    activity,
    clientRatings: ratings.publishedClientRatingsOf,
  });
  return { service: experts, routes: [expertsRoutes({ experts }), expertsAdminRoutes({ experts })] };
}
