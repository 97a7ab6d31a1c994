import type { Database, Executor } from '../../db/client';
import { appError } from '../../errors';
import { formatMoney } from '../../../shared/domain/money';
import type { TProjectRole } from '../../../shared/domain/projects';
import type { TCancelProjectBody, TProjectCancellation, TProjectCancelled } from '../../../shared/schemas/projects';
import type { TAdminActor } from '../admin-activity/admin-activity.service';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { projectsErrors } from './projects.errors';
import type { MilestoneRow, ProjectRow, createProjectsRepository } from './projects.repository';

/** What cancelling needs of escrow, disputes, payments and the rest; bound in app.ts (they are built on projects). */
export type CancellationPorts = {
  escrow: {
    /** The escrow module's refund, booked with the cancellation as its cause (ledger + credit note + provider job). */
    refund: (
      input: { projectId: string; milestoneId: string | null; amount: number; causeId: string; description: string },
      tx: Executor,
    ) => Promise<{ refunded: boolean }>;
    balanceOf: (projectId: string, currency: string, tx: Executor) => Promise<number>;
  };
  hasUnresolvedDispute: (projectId: string, tx: Executor) => Promise<boolean>;
  /** A payment under way for one of the project's milestones: an awaited bank transfer, an open checkout, or none. */
  paymentInProgress: (projectId: string, tx: Executor) => Promise<'transfer' | 'checkout' | null>;
  /** Closes the project's open checkouts at the provider, so they can no longer be paid (one paid first is funded). */
  closeOpenCheckouts: (projectId: string) => Promise<void>;
  notifications: Pick<NotificationsService, 'notify'>;
  activity: Pick<AdminActivityService, 'record'>;
  /** The matching of the request a draft pack project waits on for its expert. */
  matching: {
    /**
     * Locks the project's request row, if it has one, before the project row is locked: invitation writes lock the
     * request and then change the project, so taking the two in the same order never deadlocks.
     */
    lockRequestOf: (projectId: string, tx: Executor) => Promise<void>;
    /** The request closes with its project: pending invitations close and their experts are told. */
    projectCancelled: (project: { id: string; title: string }, tx: Executor) => Promise<void>;
  };
};

type Access = (
  viewer: { userId: string; isAdmin: boolean },
  projectId: string,
  executor?: Executor,
) => Promise<{ project: ProjectRow; role: TProjectRole }>;

export type CancelViewer = { userId: string; isAdmin: boolean } & TAdminActor;

const CANCELLABLE = ['draft', 'active'] as const;
/** Deliverable statuses that mean no work was handed in yet. */
const NOT_SUBMITTED = ['pending', 'in_progress'];

export const cancellationErrors = {
  notAllowedRole: () => appError('projects.cancel_forbidden', 403, 'Only the client or an admin can cancel a project'),
  reasonRequired: () =>
    appError('projects.cancel_reason_required', 400, 'Give a reason for cancelling (10 to 500 characters)'),
  closed: (status: string) =>
    appError('projects.cancel_closed', 409, `This project is already ${status}: it cannot be cancelled`),
  openDispute: () =>
    appError('projects.cancel_open_dispute', 409, 'Resolve the open dispute first: this project has one open'),
  transferAwaited: () =>
    appError(
      'projects.cancel_payment_in_progress',
      409,
      'A bank transfer is awaited for this project. Try again once it has been received.',
    ),
  checkoutStillOpen: () =>
    appError(
      'projects.cancel_payment_in_progress',
      409,
      'A card payment on this project could not be stopped. Try again in a few minutes.',
    ),
  clientFunded: () =>
    appError(
      'projects.cancel_funded',
      409,
      'This project has been paid for or has work submitted, so it cannot be cancelled here. Contact support or open a dispute.',
    ),
};

type Blocker = ReturnType<(typeof cancellationErrors)[keyof typeof cancellationErrors]>;

/** Funded escrow a milestone still holds: funded and not completed (released or settled by a dispute). */
const heldBy = (milestone: MilestoneRow) => milestone.fundedAt !== null && milestone.status !== 'completed';

/**
 * Cancelling a project (decision 032): an admin (draft or active, with a reason) or the client (nothing funded or paid,
 * nothing submitted). In one transaction with the project row locked: every funded milestone not released is
 * refunded in full through escrow (its ledger transaction and credit note) and closes as settled, a pack project's
 * escrow is refunded, the project turns cancelled, its request's pending invitations close (a draft pack project
 * waiting for its expert), the participants and those invited are told, and an admin's action is logged.
 */
export function createProjectCancellation({
  db,
  repository,
  accessOf,
  ports,
}: {
  db: Database;
  repository: ReturnType<typeof createProjectsRepository>;
  accessOf: Access;
  ports: CancellationPorts | undefined;
}) {
  const wired = (): CancellationPorts => {
    if (!ports) throw new Error('cancellation is not wired (CancellationPorts missing)');
    return ports;
  };

  /** What a client may no longer cancel: a pack or order, anything funded or paid, or work handed in. */
  async function paidForOrSubmitted(project: ProjectRow, milestones: MilestoneRow[], executor: Executor) {
    const paidFor =
      project.orderId !== null ||
      !project.isCustom ||
      milestones.some((milestone) => milestone.fundedAt !== null || milestone.paymentStatus === 'succeeded');
    if (paidFor) return true;
    const deliverables = await repository.deliverablesOf(project.id, executor);
    return deliverables.some((deliverable) => !NOT_SUBMITTED.includes(deliverable.status));
  }

  /**
   * The first reason the viewer may not cancel now, or null; whether an open checkout must be closed first; and what
   * cancelling refunds.
   */
  async function assess(project: ProjectRow, asAdmin: boolean, executor: Executor) {
    const milestones = await repository.milestonesOf(project.id, executor);
    const refunds = project.isCustom
      ? milestones.filter(heldBy).map((milestone) => ({ milestone, amount: milestone.amount }))
      : [];
    const packEscrow = project.isCustom ? 0 : await wired().escrow.balanceOf(project.id, project.currency, executor);
    const refundAmount = refunds.reduce((total, refund) => total + refund.amount, 0) + packEscrow;

    let blocker: Blocker | null = null;
    // An open checkout does not block: cancelling closes it first (checked last, so nothing else is in the way).
    let openCheckout = false;
    if (!(CANCELLABLE as readonly string[]).includes(project.status))
      blocker = cancellationErrors.closed(project.status.replaceAll('_', ' '));
    else if (await wired().hasUnresolvedDispute(project.id, executor)) blocker = cancellationErrors.openDispute();
    else if (!asAdmin && (await paidForOrSubmitted(project, milestones, executor)))
      blocker = cancellationErrors.clientFunded();
    else {
      const inProgress = await wired().paymentInProgress(project.id, executor);
      if (inProgress === 'transfer') blocker = cancellationErrors.transferAwaited();
      openCheckout = inProgress === 'checkout';
    }
    return { blocker, openCheckout, refunds, packEscrow, refundAmount };
  }

  /** Admins act as admins even when they take part; others as their role. */
  async function roleOf(viewer: CancelViewer, projectId: string, executor?: Executor) {
    const { project, role } = await accessOf(viewer, projectId, executor);
    return { project, asAdmin: viewer.isAdmin, mayCancel: viewer.isAdmin || role === 'client' };
  }

  return {
    /** Whether the viewer may cancel now (or why not) and the amount it would refund; 404 for non-participants. */
    async cancellationFor(viewer: CancelViewer, projectId: string): Promise<TProjectCancellation> {
      const { project, asAdmin, mayCancel } = await roleOf(viewer, projectId);
      const { blocker, refundAmount } = await assess(project, asAdmin, db);
      const refused = mayCancel ? blocker : cancellationErrors.notAllowedRole();
      return {
        allowed: refused === null,
        blockedReason: refused?.message ?? null,
        refundAmount,
        currency: project.currency,
      };
    },

    /** Cancels once: of two concurrent cancellations one applies, the other sees the cancelled project (409). */
    async cancel(viewer: CancelViewer, projectId: string, input: TCancelProjectBody): Promise<TProjectCancelled> {
      const { project: current, asAdmin, mayCancel } = await roleOf(viewer, projectId);
      if (!mayCancel) throw cancellationErrors.notAllowedRole();
      if (asAdmin && !input.reason) throw cancellationErrors.reasonRequired();
      const reason = input.reason ?? null;
      const { escrow, notifications, activity, matching } = wired();
      // A checkout left open (the client went to pay and walked away) is closed at the provider before the project is
      // locked: a provider call never runs inside the transaction. One paid in the meantime is funded, then refunded
      // below (an admin) or makes the project paid for (a client).
      const before = await assess(current, asAdmin, db);
      if (before.blocker === null && before.openCheckout) await wired().closeOpenCheckouts(projectId);

      return db.transaction(async (tx) => {
        await matching.lockRequestOf(projectId, tx);
        const project = await repository.lockById(projectId, tx);
        if (!project) throw projectsErrors.notFound();
        const { blocker, openCheckout, refunds, packEscrow, refundAmount } = await assess(project, asAdmin, tx);
        if (blocker) throw blocker;
        if (openCheckout) throw cancellationErrors.checkoutStillOpen();

        for (const { milestone, amount } of refunds) {
          await escrow.refund(
            {
              projectId,
              milestoneId: milestone.id,
              amount,
              causeId: milestone.id,
              description: `Milestone ${milestone.milestoneNumber} "${milestone.title}" of "${project.title}" refunded: project cancelled`,
            },
            tx,
          );
          // Its escrow is settled (refunded), as a dispute's resolution settles one: nothing is left to fund or release.
          await repository.markMilestoneRefunded(projectId, milestone.id, tx);
        }
        if (packEscrow > 0)
          await escrow.refund(
            {
              projectId,
              milestoneId: null,
              amount: packEscrow,
              causeId: projectId,
              description: `"${project.title}" refunded: project cancelled`,
            },
            tx,
          );

        const cancelled = await repository.cancel(projectId, { by: viewer.userId, reason, refunded: refundAmount }, tx);
        if (!cancelled) throw cancellationErrors.closed(project.status);
        await matching.projectCancelled({ id: projectId, title: project.title }, tx);
        const refundText = formatMoney(refundAmount, project.currency, { alwaysShowMinor: true });

        if (asAdmin)
          await activity.record(
            viewer,
            {
              action: 'project.cancelled',
              targetId: projectId,
              summary: `Cancelled the project “${project.title}”${refundAmount > 0 ? `: ${refundText} refunded to the client` : ''}`,
              before: { status: project.status },
              after: { status: 'cancelled', reason, refundedAmount: refundAmount, currency: project.currency },
            },
            tx,
          );

        const who = asAdmin ? 'by the TeamSmith team' : 'by the client';
        const refundLine =
          refundAmount > 0 ? ` ${refundText} held in escrow is being refunded in full to the client.` : '';
        for (const participant of await repository.participantsOf([projectId], tx)) {
          if (participant.userId === viewer.userId) continue;
          await notifications.notify(
            {
              userId: participant.userId,
              type: 'project_cancelled',
              title: 'Project cancelled',
              message: `"${project.title}" was cancelled ${who}.${reason ? ` Reason: ${reason}` : ''}${refundLine}`,
              relatedId: projectId,
              email: { link: `/project/${projectId}` },
            },
            tx,
          );
        }

        return {
          id: projectId,
          status: cancelled.status,
          cancelledAt: cancelled.cancelledAt!.toISOString(),
          cancellationReason: cancelled.cancellationReason,
          refundedAmount: refundAmount,
          currency: project.currency,
        };
      });
    },
  };
}
