import { createDisputeContext, type DisputesDeps } from './dispute-context';
import { createDisputeConversation } from './dispute-conversation';
import { createDisputeEvidence } from './dispute-evidence';
import { createDisputeReads } from './dispute-reads';
import { createDisputeResolution } from './dispute-resolution';

export type { DisputeEscrow, DisputesDeps, EscrowMovementInput } from './dispute-context';

/**
 * Disputes on funded milestones or a pack's escrow (decision 018). Each use case lives in its own file: reads,
 * the conversation (open, answer, comment), the admin's resolution, and evidence files.
 */
export function createDisputesService(deps: DisputesDeps) {
  const context = createDisputeContext(deps);
  return {
    ...createDisputeReads(context),
    ...createDisputeConversation(context),
    ...createDisputeResolution(context),
    ...createDisputeEvidence(context),
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
