import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { ratingsRoutes } from './ratings.routes';
import { createRatingsService, type RatingsService } from './ratings.service';

/** Ratings both sides give once a project completes, and their routes. */
export function createRatingsModule({
  db,
  projects,
  profiles,
  notifications,
}: Pick<ModuleContext, 'db'> &
  Pick<AppServices, 'projects' | 'profiles' | 'notifications'>): ServerModule<RatingsService> {
  const ratings = createRatingsService({ db, projects, profiles, notifications });
  return { service: ratings, routes: [ratingsRoutes({ ratings })] };
}
