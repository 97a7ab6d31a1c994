import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { quotesAdminRoutes } from './quotes-admin.routes';
import { quotesSweepJob } from './quotes.jobs';
import { quotesRoutes } from './quotes.routes';
import { createQuotesService, type QuotesService } from './quotes.service';

/**
 * Quotes for requests: written and sent by admins (routes later in the API document), accepted by clients; expired and
 * presented by a sweep every minute.
 */
export function createQuotesModule({
  later,
  ...deps
}: Pick<ModuleContext, 'db'> &
  Pick<AppServices, 'activity' | 'notifications' | 'settings' | 'requests' | 'projects' | 'profiles' | 'analytics'> & {
    /** Experts, matching and briefs are built after quotes: read through this port. */
    later: () => Pick<AppServices, 'experts' | 'matching' | 'briefs'>;
  }): ServerModule<QuotesService> & { adminRoutes: FastifyPluginAsyncZod[] } {
  const quotes = createQuotesService({
    ...deps,
    expertSummaries: (ids) => later().experts.summariesOf(ids),
    // An approval closes the request's pending invitations in its transaction.
    requestApproved: (request, tx) => later().matching.requestApproved(request, tx),
    // Projects from assured briefs are assured.
    briefAssured: (briefId, executor) => later().briefs.isAssured(briefId, executor),
  });
  return {
    service: quotes,
    routes: [quotesRoutes({ quotes })],
    adminRoutes: [quotesAdminRoutes({ quotes })],
    jobs: [quotesSweepJob(quotes.sweep)],
  };
}
