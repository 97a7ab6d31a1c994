import type { ModuleJob } from '../../app-services';
import { BRIEF_JOBS, type BriefJobData } from './brief-lifecycle';

/** Queued when a brief is submitted or completed: the AI drafts its proposal, which then waits for QA. */
export function generateProposalJob(generateProposal: (data: BriefJobData) => Promise<void>): ModuleJob {
  return { name: BRIEF_JOBS.generateProposal, handler: generateProposal };
}

/** Queued when an admin passes QA: the proposal is released to the client, told in the app or by e-mail. */
export function releaseProposalJob(releaseProposal: (data: BriefJobData) => Promise<void>): ModuleJob {
  return { name: BRIEF_JOBS.releaseProposal, handler: releaseProposal };
}
