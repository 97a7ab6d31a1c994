import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { assuranceRoutes } from './assurance.routes';
import { createAssuranceService, type AssuranceService } from './assurance.service';

/** Assured projects: a freelancer's replacement, found through matching and swapped in by an admin. */
export function createAssuranceModule(
  deps: Pick<ModuleContext, 'db'> &
    Pick<AppServices, 'projects' | 'requests' | 'matching' | 'experts' | 'profiles' | 'notifications' | 'activity'>,
): ServerModule<AssuranceService> {
  const assurance = createAssuranceService(deps);
  return { service: assurance, routes: [assuranceRoutes({ assurance })] };
}
