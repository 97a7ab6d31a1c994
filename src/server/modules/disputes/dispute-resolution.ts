import type { TDispute, TResolveDisputeBody } from '../../../shared/schemas/disputes';
import type { TAdminActor } from '../admin-activity/admin-activity.service';
import type { ProjectViewer } from '../projects/projects.service';
import { formatMoney, UNRESOLVED, type DisputeContext } from './dispute-context';
import { disputesErrors } from './disputes.errors';
import { NOW } from './disputes.repository';

/** An admin's resolution: release, partial or full refund through escrow, once, recorded in the activity log. */
export function createDisputeResolution({
  db,
  repository,
  projects,
  escrow,
  activity,
  notifyAll,
  freelancersOf,
  disputeFor,
  toDtos,
}: DisputeContext) {
  /**
   * Resolutions of one dispute run one at a time in this instance: concurrent ones would otherwise each hold a pooled
   * connection while queuing on the dispute's row lock, and the escrow movement needs connections too. The
   * conditional update inside the transaction still decides across instances.
   */
  const resolving = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = resolving.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    resolving.set(key, settled);
    void settled.then(() => {
      if (resolving.get(key) === settled) resolving.delete(key);
    });
    return next;
  }

  async function resolveNow(
    viewer: ProjectViewer & TAdminActor,
    id: string,
    input: TResolveDisputeBody,
  ): Promise<TDispute> {
    const { dispute, project } = await disputeFor(viewer, id);
    if (dispute.status === 'resolved') throw disputesErrors.resolved();

    const refundAmount =
      input.resolution === 'full_refund'
        ? dispute.amount
        : input.resolution === 'partial_refund'
          ? input.refundAmount
          : 0;
    if (input.resolution === 'partial_refund' && refundAmount >= dispute.amount) throw disputesErrors.invalidRefund();
    const releaseAmount = dispute.amount - refundAmount;
    const freelancers = await freelancersOf(project.id);
    const row = await db.transaction(async (tx) => {
      const resolved = await repository.transition(
        id,
        UNRESOLVED,
        {
          status: 'resolved',
          resolution: input.resolution,
          refundAmount,
          resolutionNote: input.note || null,
          resolvedBy: viewer.userId,
          resolvedAt: NOW(),
        },
        tx,
      );
      if (!resolved) throw disputesErrors.resolved();
      const movement = { projectId: project.id, milestoneId: dispute.milestoneId, causeId: dispute.id };
      if (refundAmount > 0)
        await escrow.refund(
          { ...movement, amount: refundAmount, description: `Dispute refund on "${project.title}"` },
          tx,
        );
      if (releaseAmount > 0)
        await escrow.release(
          { ...movement, amount: releaseAmount, description: `Dispute release on "${project.title}"` },
          tx,
        );
      if (dispute.milestoneId) {
        await projects.unfreezeMilestone(project.id, dispute.milestoneId, tx);
        await projects.completeMilestone(project.id, dispute.milestoneId, tx);
        // The settled milestone may have been the last one: the project then completes.
        await projects.milestones.completeProjectIfDone(project.id, tx);
      }
      const outcome =
        input.resolution === 'release'
          ? `${formatMoney(releaseAmount, dispute.currency)} was released to the expert`
          : input.resolution === 'full_refund'
            ? `${formatMoney(refundAmount, dispute.currency)} was refunded to the client`
            : `${formatMoney(refundAmount, dispute.currency)} was refunded to the client and ${formatMoney(releaseAmount, dispute.currency)} released to the expert`;
      await repository.insertEvent(
        {
          disputeId: id,
          authorId: viewer.userId,
          kind: 'resolved',
          body: [`${outcome}.`, input.note].filter(Boolean).join(' '),
        },
        tx,
      );
      await activity.record(
        viewer,
        {
          action: 'dispute.resolved',
          targetId: id,
          summary: `Resolved the dispute on “${project.title}”: ${outcome}`,
          before: { status: dispute.status, amount: dispute.amount, currency: dispute.currency },
          after: {
            status: 'resolved',
            resolution: input.resolution,
            refundAmount,
            releaseAmount,
            note: input.note || null,
          },
        },
        tx,
      );
      await notifyAll(
        [dispute.clientId, ...freelancers],
        {
          type: 'dispute_resolved',
          title: 'Dispute resolved',
          message: `The dispute on "${project.title}" was resolved: ${outcome}.`,
          projectId: project.id,
        },
        tx,
      );
      return resolved;
    });
    const [dto] = await toDtos([row], project.id, project.clientId);
    return dto!;
  }

  return {
    /**
     * An admin resolves, in one transaction: the dispute moves to resolved once (409 for a second or concurrent
     * resolution), the escrow is refunded and/or released through the escrow service (a partial refund releases the
     * rest to the expert), the milestone unfreezes and completes, and both sides are told.
     */
    resolve(viewer: ProjectViewer & TAdminActor, id: string, input: TResolveDisputeBody): Promise<TDispute> {
      return oneAtATime(id, () => resolveNow(viewer, id, input));
    },
  };
}
