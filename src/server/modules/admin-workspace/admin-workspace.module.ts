import type { AppServices, ServerModule } from '../../app-services';
import { adminWorkspaceRoutes } from './admin-workspace.routes';
import { createAdminWorkspaceService, type AdminWorkspaceService } from './admin-workspace.service';

/** The admin workspace: waiting-work counts beside each queue and the quick search across modules. */
export function createAdminWorkspaceModule(
  deps: Pick<
    AppServices,
    'projects' | 'quotes' | 'disputes' | 'experts' | 'briefs' | 'profiles' | 'requests' | 'agencies'
  >,
): ServerModule<AdminWorkspaceService> {
  const workspace = createAdminWorkspaceService(deps);
  return { service: workspace, routes: [adminWorkspaceRoutes({ workspace })] };
}
