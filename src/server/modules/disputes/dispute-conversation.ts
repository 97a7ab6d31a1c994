import type { TDispute, TOpenDisputeBody } from '../../../shared/schemas/disputes';
import type { ProjectViewer } from '../projects/projects.service';
import { formatMoney, UNRESOLVED, type DisputeContext } from './dispute-context';
import { disputesErrors } from './disputes.errors';
import { isUniqueViolation, type DisputeRow } from './disputes.repository';

/** A client opens a dispute; the expert answers it; anyone involved comments on it. */
export function createDisputeConversation({
  db,
  repository,
  projects,
  ledger,
  profiles,
  notifyAll,
  freelancersOf,
  disputeFor,
  toDtos,
}: DisputeContext) {
  return {
    /**
     * The client disputes a funded milestone (or a pack's escrow). One transaction: the milestone's escrow freezes
     * (409 unless funded and not completed), the dispute and its first timeline event are stored (409 when one is
     * already open), the expert and the admins are told.
     */
    async open(viewer: ProjectViewer, projectId: string, input: TOpenDisputeBody): Promise<TDispute> {
      const { project, role } = await projects.accessOf(viewer, projectId);
      if (role !== 'client') throw disputesErrors.clientOnly();
      const [freelancers, adminIds] = await Promise.all([freelancersOf(projectId), profiles.listAdminIds()]);
      const row = await db.transaction(async (tx) => {
        let amount: number;
        if (input.milestoneId) {
          if (!project.isCustom) throw disputesErrors.notDisputable();
          const found = await projects.findMilestone(projectId, input.milestoneId, tx);
          if (!found) throw disputesErrors.notFound();
          if (found.frozenAt && found.paymentStatus === 'succeeded' && found.status !== 'completed')
            throw disputesErrors.alreadyOpen();
          const frozen = await projects.freezeMilestone(projectId, input.milestoneId, tx).catch((error: unknown) => {
            if ((error as { statusCode?: number }).statusCode === 409) throw disputesErrors.notDisputable();
            throw error;
          });
          amount = frozen.amount;
        } else {
          if (project.isCustom) throw disputesErrors.notDisputable();
          amount = await ledger.escrowBalance(projectId, project.currency, tx);
          if (amount <= 0) throw disputesErrors.notDisputable();
        }
        let inserted: DisputeRow;
        try {
          inserted = await repository.insert(
            {
              projectId,
              milestoneId: input.milestoneId,
              clientId: viewer.userId,
              reason: input.reason,
              amount,
              currency: project.currency,
            },
            tx,
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw disputesErrors.alreadyOpen();
          throw error;
        }
        await repository.insertEvent(
          { disputeId: inserted.id, authorId: viewer.userId, kind: 'opened', body: input.reason },
          tx,
        );
        await notifyAll(
          [...freelancers, ...adminIds.filter((id) => id !== viewer.userId)],
          {
            type: 'dispute_opened',
            title: 'Dispute opened',
            message: `The client disputed ${formatMoney(amount, project.currency)} on "${project.title}". The funds are frozen until an admin resolves it.`,
            projectId,
          },
          tx,
        );
        return inserted;
      });
      const [dto] = await toDtos([row], projectId, project.clientId);
      return dto!;
    },

    /** The expert answers: open → answered (again while answered); 409 once resolved; only the freelancer. */
    async answer(viewer: ProjectViewer, id: string, body: string): Promise<void> {
      const { dispute, project, role } = await disputeFor(viewer, id);
      if (role !== 'freelancer') throw disputesErrors.freelancerOnly();
      const adminIds = await profiles.listAdminIds();
      await db.transaction(async (tx) => {
        const moved = await repository.transition(id, UNRESOLVED, { status: 'answered' }, tx);
        if (!moved) throw disputesErrors.resolved();
        await repository.insertEvent({ disputeId: id, authorId: viewer.userId, kind: 'answer', body }, tx);
        await notifyAll(
          [dispute.clientId, ...adminIds],
          {
            type: 'dispute_updated',
            title: 'Dispute answered',
            message: `The expert answered the dispute on "${project.title}".`,
            projectId: project.id,
          },
          tx,
        );
      });
    },

    /** A participant or an admin comments on an unresolved dispute; the others are told. */
    async comment(viewer: ProjectViewer, id: string, body: string): Promise<void> {
      const { dispute, project } = await disputeFor(viewer, id);
      const [freelancers, adminIds] = await Promise.all([freelancersOf(project.id), profiles.listAdminIds()]);
      await db.transaction(async (tx) => {
        // Holds the dispute in its unresolved state while the comment is stored (no comment after a resolution).
        if (!(await repository.lockUnresolved(id, tx))) throw disputesErrors.resolved();
        await repository.insertEvent({ disputeId: id, authorId: viewer.userId, kind: 'comment', body }, tx);
        await notifyAll(
          [dispute.clientId, ...freelancers, ...adminIds].filter((userId) => userId !== viewer.userId),
          {
            type: 'dispute_updated',
            title: 'New comment on a dispute',
            message: `There is a new comment on the dispute on "${project.title}".`,
            projectId: project.id,
          },
          tx,
        );
      });
    },
  };
}
