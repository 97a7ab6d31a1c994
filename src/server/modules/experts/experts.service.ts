import { createExpertApplications } from './expert-applications';
import { createExpertContext, type ExpertsDeps } from './expert-context';
import { createExpertDirectory } from './expert-directory';
import { createExpertLookups } from './expert-lookups';
import { createExpertVetting } from './expert-vetting';

export { combineRatings } from './expert-context';
export type { ClientRatings, ExpertsDeps, ExpertSummary, MatchCandidateFilter } from './expert-context';

/**
 * Experts (decision 014): applications, profiles, the public directory and saved experts, admin vetting, and what
 * other modules read. Each use case lives in its own file behind this one service.
 */
export function createExpertsService(deps: ExpertsDeps) {
  const context = createExpertContext(deps);
  return {
    ...createExpertLookups(context),
    ...createExpertApplications(context),
    ...createExpertDirectory(context),
    ...createExpertVetting(context),
  };
}

export type ExpertsService = ReturnType<typeof createExpertsService>;
