import type { Executor } from '../../db/client';
import { appError } from '../../errors';
import { createEscrowFreezeRepository, isUniqueViolation, type ReplacementRow } from './escrow-freeze.repository';

export type { ReplacementRow } from './escrow-freeze.repository';

/** How many open replacement requests the admin list shows, oldest first. */
const OPEN_REPLACEMENTS_LIMIT = 100;

export const escrowFreezeErrors = {
  milestoneNotFound: () => appError('projects.milestone_not_found', 404, 'Milestone not found'),
  notFunded: () =>
    appError('projects.milestone_not_disputable', 409, 'Only a funded milestone that is not completed can be disputed'),
  replacementOpen: () =>
    appError('projects.replacement_already_requested', 409, 'A replacement expert has already been requested'),
  replacementNotOpen: () => appError('projects.replacement_not_open', 409, 'This replacement request is closed'),
  replacementNotFound: () => appError('projects.replacement_not_found', 404, 'Replacement request not found'),
  notAssured: () => appError('projects.not_assured', 409, 'This project has no Outcome Assurance'),
};

/**
 * The project side of disputes (escrow freeze of a milestone, its completion when settled) and of Outcome Assurance
 * (replacement requests, the freelancer swap). Exposed on the projects service; callers pass their transaction.
 */
export function createEscrowFreeze(db: Executor) {
  const repository = createEscrowFreezeRepository(db);

  return {
    findMilestone: (projectId: string, milestoneId: string, executor?: Executor) =>
      repository.findMilestone(projectId, milestoneId, executor),

    milestonesOf: (projectId: string, executor?: Executor) => repository.milestonesOf(projectId, executor),

    /** Freezes a funded, uncompleted milestone's escrow (no auto-release); 404 unknown, 409 not disputable. */
    async freezeMilestone(projectId: string, milestoneId: string, tx: Executor) {
      const frozen = await repository.freeze(projectId, milestoneId, tx);
      if (frozen) return frozen;
      const found = await repository.findMilestone(projectId, milestoneId, tx);
      if (!found) throw escrowFreezeErrors.milestoneNotFound();
      throw escrowFreezeErrors.notFunded();
    },
    unfreezeMilestone: (projectId: string, milestoneId: string, tx: Executor) =>
      repository.unfreeze(projectId, milestoneId, tx),
    /** The milestone's escrow is settled (released and/or refunded): completed, once. */
    completeMilestone: (projectId: string, milestoneId: string, tx: Executor) =>
      repository.complete(projectId, milestoneId, tx),
    /** Titles (and clients) of these projects, by id, for admin lists. */
    async titlesOf(projectIds: readonly string[]): Promise<Map<string, string>> {
      return new Map((await repository.titlesOf(projectIds)).map((row) => [row.id, row.title]));
    },
    setAssured: (projectId: string, assured: boolean, tx: Executor) => repository.setAssured(projectId, assured, tx),

    // ---- Outcome Assurance ----

    async requestReplacement(
      input: { projectId: string; requestedBy: string; reason: string; previousExpertId: string | null },
      tx: Executor,
    ): Promise<ReplacementRow> {
      try {
        return await repository.insertReplacement({ ...input, status: 'requested' }, tx);
      } catch (error) {
        if (isUniqueViolation(error)) throw escrowFreezeErrors.replacementOpen();
        throw error;
      }
    },
    replacementsOf: (projectId: string, executor?: Executor) => repository.replacementsOf(projectId, executor),
    findReplacement: (id: string, executor?: Executor) => repository.findReplacement(id, executor),
    listOpenReplacements: () => repository.listOpenReplacements(OPEN_REPLACEMENTS_LIMIT),

    /**
     * In the caller's transaction: the open request completes (once; 409 for a second or concurrent swap), the
     * previous freelancer leaves and the new one joins. Work, files and escrow stay with the project.
     */
    async swapFreelancer(
      input: { replacementId: string; previousExpertId: string | null; newExpertId: string; adminId: string },
      tx: Executor,
    ): Promise<ReplacementRow> {
      const closed = await repository.closeReplacement(
        input.replacementId,
        {
          status: 'completed',
          previousExpertId: input.previousExpertId,
          newExpertId: input.newExpertId,
          resolvedBy: input.adminId,
        },
        tx,
      );
      if (!closed) throw escrowFreezeErrors.replacementNotOpen();
      if (input.previousExpertId) await repository.removeFreelancer(closed.projectId, input.previousExpertId, tx);
      await repository.addFreelancer(closed.projectId, input.newExpertId, tx);
      return closed;
    },
    async declineReplacement(replacementId: string, adminId: string, tx: Executor): Promise<ReplacementRow> {
      const closed = await repository.closeReplacement(replacementId, { status: 'declined', resolvedBy: adminId }, tx);
      if (!closed) throw escrowFreezeErrors.replacementNotOpen();
      return closed;
    },
  };
}
