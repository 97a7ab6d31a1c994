import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { requestsRoutes } from './requests.routes';
import { createRequestsService, type RequestsService } from './requests.service';

/** Clients' requests for custom work, and the admin's review of them. */
export function createRequestsModule({
  db,
  activity,
  settings,
  profiles,
  later,
}: Pick<ModuleContext, 'db'> &
  Pick<AppServices, 'activity' | 'settings' | 'profiles'> & {
    /** Quotes and matching are built on requests: read through this port, called once all exist. */
    later: () => Pick<AppServices, 'quotes' | 'matching'>;
  }): ServerModule<RequestsService> {
  const requests = createRequestsService({
    db,
    activity,
    settings,
    profiles,
    // The request pages show their quotes.
    quotes: {
      countsByRequest: (requestIds) => later().quotes.countsByRequest(requestIds),
      listPresentedForRequest: (requestId) => later().quotes.listPresentedForRequest(requestId),
      listForAdmin: (requestId) => later().quotes.listForAdmin(requestId),
    },
    // Matching schedules the first shortlist when a request opens.
    onOpened: (requestId, executor) => later().matching.requestOpened(requestId, executor),
  });
  return { service: requests, routes: [requestsRoutes({ requests })] };
}
