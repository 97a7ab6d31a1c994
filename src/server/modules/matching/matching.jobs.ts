import type { ModuleJob } from '../../app-services';
import { scheduledJob } from '../../jobs/scheduled-job';
import { MATCHING_COMPUTE_JOB } from './matching-compute';

export const INVITATIONS_EXPIRY_JOB = 'matching_invitations_expiry';

/** Queued when a request opens (matching-compute.ts): its first shortlist, computed in the background. */
export function firstSnapshotJob(computeFirstSnapshot: (requestId: string) => Promise<void>): ModuleJob {
  return {
    name: MATCHING_COMPUTE_JOB,
    handler: async ({ requestId }: { requestId: string }) => computeFirstSnapshot(requestId),
  };
}

/** Every minute, pending invitations past their deadline expire; safe on several instances at once. */
export const invitationsExpiryJob = (sweep: () => Promise<unknown>) =>
  scheduledJob(INVITATIONS_EXPIRY_JOB, '* * * * *', sweep);
