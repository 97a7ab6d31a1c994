import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { createFieldInterpreter } from './brief-interpretations';
import { createBriefLinkTokens } from './brief-link-token';
import { createBriefOrigins } from './brief-origins';
import { createBriefProposalsService, type BriefProposalsService } from './brief-proposals.service';
import { briefQaRoutes } from './brief-qa.routes';
import { generateProposalJob, releaseProposalJob } from './briefs.jobs';
import { briefsRoutes } from './briefs.routes';
import { createBriefsService, type BriefsService } from './briefs.service';

/**
 * Briefs: the client's intake and the proposals the AI drafts from them, which admins check (QA) before release. Both
 * read the client's words through one field interpreter and sign their links with the same tokens.
 */
export function createBriefsModule({
  db,
  logger,
  publicUrl,
  authSecret,
  ai,
  jobs,
  mailer,
  hub,
  catalog,
  settings,
  requests,
  analytics,
  experts,
  notifications,
  profiles,
  activity,
}: Pick<ModuleContext, 'db' | 'logger' | 'publicUrl' | 'authSecret'> &
  Pick<
    AppServices,
    | 'ai'
    | 'jobs'
    | 'mailer'
    | 'hub'
    | 'catalog'
    | 'settings'
    | 'requests'
    | 'analytics'
    | 'experts'
    | 'notifications'
    | 'profiles'
    | 'activity'
  >): ServerModule<BriefsService> & { proposals: BriefProposalsService } {
  const interpret = createFieldInterpreter(ai, logger);
  const tokens = createBriefLinkTokens(authSecret);
  const briefs = createBriefsService({
    db,
    interpret,
    origins: createBriefOrigins(catalog),
    tokens,
    jobs,
    mailer,
    hub,
    settings,
    requests,
    analytics,
    experts,
    publicUrl,
    logger,
  });
  const proposals = createBriefProposalsService({
    db,
    ai,
    interpret,
    tokens,
    jobs,
    mailer,
    hub,
    notifications,
    listAdminIds: () => profiles.listAdminIds(),
    activity,
    publicUrl,
    logger,
  });
  return {
    service: briefs,
    proposals,
    routes: [briefsRoutes({ briefs }), briefQaRoutes({ proposals })],
    jobs: [generateProposalJob(proposals.generateProposal), releaseProposalJob(proposals.releaseProposal)],
  };
}
