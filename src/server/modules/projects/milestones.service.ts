import { clock } from '../../lib/clock';
import type { Database, Executor } from '../../db/client';
import { formatMoney } from '../../../shared/domain/money';
import type { TDeliverableStatus, TProjectRole } from '../../../shared/domain/projects';
import type { TMilestone, TMilestoneList } from '../../../shared/schemas/milestones';
import { appError } from '../../errors';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SettingsService } from '../settings/settings.service';
import { createMilestonesRepository, type MilestoneRow } from './milestones.repository';
import type { ProjectRow } from './projects.repository';
import { plural } from '../../../shared/domain/plural';

/** Reminders to the client before an automatic release, in days (marketplace rules: 7, 3 and 1 days before). */
export const AUTO_RELEASE_REMINDER_DAYS = [7, 3, 1] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const milestonesErrors = {
  notFound: () => appError('projects.milestone_not_found', 404, 'Milestone not found'),
  clientOnly: () => appError('projects.client_only', 403, 'Only the client can do this'),
  notCustom: () => appError('projects.not_custom', 409, 'This project has no milestones'),
  alreadyFunded: () => appError('projects.milestone_funded', 409, 'This milestone is already funded'),
  projectClosed: (status: string) =>
    appError('projects.project_closed', 409, `This project is ${status}: its milestones can no longer be funded`),
  notSubmitted: () =>
    appError('projects.milestone_not_submitted', 409, 'Only a milestone whose deliverables passed QA can be approved'),
};

/** What a deliverable change tells the milestones (H1's deliverables service calls this inside its transaction). */
export type DeliverableChange = {
  projectId: string;
  deliverableId: string;
  milestoneId: string | null;
  status: TDeliverableStatus;
};

export type ReleaseRequest = {
  projectId: string;
  milestoneId: string | null;
  amount: number;
  causeId: string;
  description: string;
};

/** What milestones need of escrow and the rest; bound in app.ts (escrow is built on projects). */
export type MilestonesPorts = {
  notifications: Pick<NotificationsService, 'notify'>;
  settings: Pick<SettingsService, 'get'>;
  escrow: {
    release: (input: ReleaseRequest, tx: Executor) => Promise<{ released: boolean }>;
    balanceOf: (projectId: string, currency: string, tx: Executor) => Promise<number>;
    /** After the releasing transaction commits: pay what can be paid now. */
    afterRelease: () => Promise<void>;
  };
  /** An unresolved dispute freezes a pack project's escrow (custom milestones carry frozen_at instead). */
  hasUnresolvedDispute: (projectId: string, tx: Executor) => Promise<boolean>;
};

type Access = (
  viewer: { userId: string; isAdmin: boolean },
  projectId: string,
  executor?: Executor,
) => Promise<{ project: ProjectRow; role: TProjectRole }>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const READY: readonly TDeliverableStatus[] = ['ready_for_client', 'approved'];

/**
 * Milestones of custom projects: pending (unfunded) → in_progress (funded) → submitted (every deliverable passed QA;
 * the auto-release clock starts) → completed (the client approves, or auto-release): escrow released. Pack projects
 * have none: their escrow is released when every deliverable is approved. The project completes when everything is.
 */
export function createMilestonesService({
  db,
  accessOf,
  ports,
}: {
  db: Database;
  accessOf: Access;
  ports: MilestonesPorts | undefined;
}) {
  const repository = createMilestonesRepository(db);
  const wired = (): MilestonesPorts => {
    if (!ports) throw new Error('milestones are not wired (MilestonesPorts missing)');
    return ports;
  };

  async function autoReleaseDays(executor?: Executor): Promise<number> {
    return (await wired().settings.get('auto_release_days', executor)).value;
  }

  function toDto(row: MilestoneRow, currency: string, days: number): TMilestone {
    const autoReleaseAt =
      row.status === 'submitted' && row.qaPassedAt && !row.frozenAt
        ? new Date(row.qaPassedAt.getTime() + days * DAY_MS).toISOString()
        : null;
    return {
      id: row.id,
      milestoneNumber: row.milestoneNumber,
      title: row.title,
      description: row.description,
      status: row.status,
      amount: row.amount,
      currency,
      dueDate: iso(row.dueDate),
      paymentStatus: row.paymentStatus,
      fundedAt: iso(row.fundedAt),
      qaPassedAt: iso(row.qaPassedAt),
      frozenAt: iso(row.frozenAt),
      completedAt: iso(row.completedAt),
      refundedAt: iso(row.refundedAt),
      duplicateRefundedAmount: row.duplicateRefundedAmount,
      autoReleaseAt,
    };
  }

  async function notifyAll(
    projectId: string,
    message: { type: 'escrow_released' | 'project_completed'; title: string; message: string; email: boolean },
    tx: Executor,
  ) {
    for (const participant of await repository.participants(projectId, tx))
      await wired().notifications.notify(
        {
          userId: participant.userId,
          type: message.type,
          title: message.title,
          message: message.message,
          relatedId: projectId,
          ...(message.email ? { email: { link: `/project/${projectId}` } } : {}),
        },
        tx,
      );
  }

  /** Completes the project once every milestone is completed (custom) — pack projects pass `force` on release. */
  async function completeProjectIfDone(projectId: string, tx: Executor, force = false): Promise<boolean> {
    if (!force) {
      const milestones = await repository.listForProject(projectId, tx);
      if (!milestones.length || milestones.some((milestone) => milestone.status !== 'completed')) return false;
    }
    const project = await repository.completeProject(projectId, tx);
    if (!project) return false;
    await notifyAll(
      projectId,
      {
        type: 'project_completed',
        title: 'Project completed',
        message: `"${project.title}" is complete: all work was approved and paid. Please rate your experience.`,
        email: true,
      },
      tx,
    );
    return true;
  }

  /** Releases a completed milestone's escrow (inside the completing transaction) and completes the project if done. */
  async function releaseMilestone(
    project: ProjectRow,
    milestone: MilestoneRow,
    how: string,
    tx: Executor,
    approvedBy: string | null = null,
  ) {
    await repository.approveWaitingDeliverables(milestone.id, approvedBy, tx);
    await wired().escrow.release(
      {
        projectId: project.id,
        milestoneId: milestone.id,
        amount: milestone.amount,
        causeId: milestone.id,
        description: `Milestone ${milestone.milestoneNumber} "${milestone.title}" of "${project.title}" released (${how})`,
      },
      tx,
    );
    await completeProjectIfDone(project.id, tx);
  }

  async function sweep(now = clock.now()): Promise<{ released: number; reminded: number }> {
    const days = await autoReleaseDays();
    let released = 0;
    let reminded = 0;
    for (const milestone of await repository.listAwaitingClient()) {
      const releaseAt = milestone.qaPassedAt!.getTime() + days * DAY_MS;
      if (releaseAt <= now.getTime()) {
        const done = await db.transaction(async (tx) => {
          const completed = await repository.complete(milestone.id, tx, new Date(now.getTime() - days * DAY_MS));
          if (!completed) return false;
          const project = await repository.lockProject(completed.projectId, tx);
          await releaseMilestone(project!, completed, `automatically, ${plural(days, 'day')} after QA passed`, tx);
          return true;
        });
        if (done) released += 1;
        continue;
      }
      const daysLeft = Math.ceil((releaseAt - now.getTime()) / DAY_MS);
      const due = AUTO_RELEASE_REMINDER_DAYS.filter((day) => daysLeft <= day && !milestone.remindedDays.includes(day));
      if (!due.length) continue;
      const sent = await db.transaction(async (tx) => {
        // All due reminders are recorded at once; the client gets one message, for the nearest.
        const marked = await repository.addReminded(milestone.id, due, tx);
        if (!marked) return false;
        const project = await repository.lockProject(marked.projectId, tx);
        const client = project!.clientId;
        await wired().notifications.notify(
          {
            userId: client,
            type: 'auto_release_reminder',
            title: 'Milestone will be released automatically',
            message: `Milestone ${marked.milestoneNumber} "${marked.title}" of "${project!.title}" will be released to the expert in ${plural(daysLeft, 'day')} unless you approve it or raise a dispute.`,
            relatedId: marked.projectId,
            email: { link: `/project/${marked.projectId}` },
          },
          tx,
        );
        return true;
      });
      if (sent) reminded += 1;
    }
    if (released) await wired().escrow.afterRelease();
    return { released, reminded };
  }

  return {
    /** The Milestones tab: every participant (and admins) see them, with the auto-release time when it runs. */
    async list(viewer: { userId: string; isAdmin: boolean }, projectId: string): Promise<TMilestoneList> {
      const { project, role } = await accessOf(viewer, projectId);
      const days = await autoReleaseDays();
      const rows = await repository.listForProject(projectId);
      return {
        milestones: rows.map((row) => toDto(row, project.currency, days)),
        viewerRole: role,
        autoReleaseDays: days,
        purchaseOrderReference: project.purchaseOrderReference,
      };
    },

    /** The client's milestone to fund: 404 unknown/not theirs, 403 not the client, 409 already funded. */
    async forFunding(viewer: { userId: string; isAdmin: boolean }, projectId: string, milestoneId: string) {
      const { project, role } = await accessOf(viewer, projectId);
      if (role !== 'client') throw milestonesErrors.clientOnly();
      if (project.status === 'cancelled' || project.status === 'completed')
        throw milestonesErrors.projectClosed(project.status);
      const milestone = await repository.find(projectId, milestoneId);
      if (!milestone) throw milestonesErrors.notFound();
      if (milestone.fundedAt || milestone.paymentStatus === 'succeeded') throw milestonesErrors.alreadyFunded();
      return { project, milestone };
    },

    find: (projectId: string, milestoneId: string, executor?: Executor) =>
      repository.find(projectId, milestoneId, executor),
    markFunded: (milestoneId: string, tx: Executor) => repository.markFunded(milestoneId, tx),
    /** A payment that arrived after the milestone was funded, refunded at once: shown on the milestone. */
    recordDuplicateRefund: (milestoneId: string, amount: number, tx: Executor) =>
      repository.addDuplicateRefund(milestoneId, amount, tx),
    setPaymentStatus: (
      milestoneId: string,
      status: 'pending' | 'awaiting_transfer' | 'failed' | 'canceled',
      executor?: Executor,
    ) => repository.setPaymentStatus(milestoneId, status, executor),
    participantsOf: (projectId: string, executor?: Executor) => repository.participants(projectId, executor),
    projectOf: (projectId: string, executor?: Executor) => repository.findProject(projectId, executor),
    /** The project row locked for the transaction (a payment booked against a project being cancelled waits). */
    lockProject: (projectId: string, tx: Executor) => repository.lockProject(projectId, tx),

    /**
     * The client approves a submitted milestone: completed and its escrow released, once (the conditional update
     * takes the row lock; of concurrent approvals exactly one applies, the others get 409).
     */
    async approve(viewer: { userId: string; isAdmin: boolean }, projectId: string, milestoneId: string) {
      const { role } = await accessOf(viewer, projectId);
      if (role !== 'client') throw milestonesErrors.clientOnly();
      const result = await db.transaction(async (tx) => {
        const completed = await repository.complete(milestoneId, tx);
        if (!completed || completed.projectId !== projectId) {
          if (!(await repository.find(projectId, milestoneId, tx))) throw milestonesErrors.notFound();
          throw milestonesErrors.notSubmitted();
        }
        const project = await repository.lockProject(projectId, tx);
        await releaseMilestone(project!, completed, 'approved by the client', tx, viewer.userId);
        return toDto(completed, project!.currency, await autoReleaseDays(tx));
      });
      await wired().escrow.afterRelease();
      return result;
    },

    /**
     * The port H1's deliverables service calls after every deliverable status change, inside its transaction:
     * recomputes the milestone's QA state, and for pack projects releases the escrow once every deliverable is
     * approved (then the project completes).
     */
    async onDeliverableChanged(change: DeliverableChange, tx: Executor): Promise<void> {
      if (change.milestoneId) {
        const milestone = await repository.lock(change.milestoneId, tx);
        if (!milestone) return;
        const statuses = (await repository.deliverableStatusesOfMilestone(change.milestoneId, tx)).map((d) => d.status);
        if (statuses.length && statuses.every((status) => READY.includes(status)))
          await repository.markSubmitted(change.milestoneId, tx);
        else if (statuses.some((status) => !READY.includes(status)))
          await repository.markBackInProgress(change.milestoneId, tx);
        return;
      }
      const project = await repository.lockProject(change.projectId, tx);
      if (!project || project.isCustom || change.status !== 'approved') return;
      const statuses = (await repository.deliverableStatusesOfProject(project.id, tx)).map((d) => d.status);
      if (!statuses.length || statuses.some((status) => status !== 'approved')) return;
      // Frozen by a dispute: its resolution moves the money (release or refund) instead.
      if (await wired().hasUnresolvedDispute(project.id, tx)) return;
      const amount = await wired().escrow.balanceOf(project.id, project.currency, tx);
      if (amount > 0)
        await wired().escrow.release(
          {
            projectId: project.id,
            milestoneId: null,
            amount,
            causeId: project.id,
            description: `"${project.title}": every deliverable approved, escrow of ${formatMoney(amount, project.currency)} released`,
          },
          tx,
        );
      await completeProjectIfDone(project.id, tx, true);
    },

    /** After a dispute settles a milestone (H3), the project completes if every milestone now is. */
    completeProjectIfDone: (projectId: string, tx: Executor) => completeProjectIfDone(projectId, tx),

    /** The auto-release cron's work (also callable directly): releases due milestones and sends reminders, once each. */
    sweep,
  };
}

export type MilestonesService = ReturnType<typeof createMilestonesService>;
