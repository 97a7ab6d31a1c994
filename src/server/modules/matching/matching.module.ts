import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { matchingAdminRoutes } from './matching-admin.routes';
import { matchingExpertRoutes } from './matching-expert.routes';
import { firstSnapshotJob, invitationsExpiryJob } from './matching.jobs';
import { createMatchingService, type MatchingService } from './matching.service';

/**
 * Matching: shortlists of experts for a request (the first computed in a job when it opens), their invitations
 * (expired by a sweep every minute), and the expert's side of them.
 */
export function createMatchingModule({
  later,
  ...deps
}: Pick<ModuleContext, 'db'> &
  Pick<
    AppServices,
    | 'activity'
    | 'jobs'
    | 'settings'
    | 'requests'
    | 'projects'
    | 'quotes'
    | 'experts'
    | 'profiles'
    | 'notifications'
    | 'hub'
  > & {
    /** Agencies are matched and invited through their owners; agencies is built after matching. */
    later: () => Pick<AppServices, 'agencies'>;
  }): ServerModule<MatchingService> {
  const matching = createMatchingService({
    ...deps,
    agencies: { agenciesOwnedBy: (ownerIds) => later().agencies.agenciesOwnedBy(ownerIds) },
  });
  return {
    service: matching,
    routes: [matchingAdminRoutes({ matching }), matchingExpertRoutes({ matching })],
    jobs: [firstSnapshotJob(matching.computeFirstSnapshot), invitationsExpiryJob(matching.sweepInvitations)],
  };
}
