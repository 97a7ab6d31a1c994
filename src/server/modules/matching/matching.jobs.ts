import type { ModuleJob } from '../../app-services';
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
export function invitationsExpiryJob(sweep: () => Promise<unknown>): ModuleJob {
  return {
    name: INVITATIONS_EXPIRY_JOB,
    handler: async () => void (await sweep()),
    options: { cron: '* * * * *', retryLimit: 0 },
  };
}
