import type { Database, Executor } from '../../db/client';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import { formatMoney as formatAmount } from '../../../shared/domain/money';
import type { TProjectRole } from '../../../shared/domain/projects';
import type { TDispute, TProjectDisputes } from '../../../shared/schemas/disputes';
import type { TNotificationType } from '../../../shared/schemas/notifications';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService, ProjectViewer } from '../projects/projects.service';
import { disputesErrors } from './disputes.errors';
import { createDisputesRepository, type DisputeRow } from './disputes.repository';

/** One escrow movement of a dispute's resolution; the escrow service implements it (bound in app.ts). */
export type EscrowMovementInput = {
  projectId: string;
  milestoneId: string | null;
  amount: number;
  causeId: string;
  description: string;
};

/** The escrow service's release and refund, each inside the caller's transaction and idempotent on causeId. */
export type DisputeEscrow = {
  release(input: EscrowMovementInput, tx: Executor): Promise<unknown>;
  refund(input: EscrowMovementInput, tx: Executor): Promise<unknown>;
};

export type DisputesDeps = {
  db: Database;
  projects: Pick<
    ProjectsService,
    | 'accessOf'
    | 'freelancersOf'
    | 'milestonesOf'
    | 'findMilestone'
    | 'freezeMilestone'
    | 'unfreezeMilestone'
    | 'completeMilestone'
    | 'titlesOf'
    | 'milestones'
  >;
  ledger: Pick<LedgerService, 'escrowBalance'>;
  notifications: Pick<NotificationsService, 'notify'>;
  profiles: Pick<ProfilesService, 'contactsOf' | 'listAdminIds'>;
  escrow: DisputeEscrow;
  /** Evidence files go to the project-files store under `disputes/{dispute_id}/{timestamp}.{ext}`. */
  storage?: StorageProvider;
  /** Resolutions (with their refunds and releases) are recorded in the administrator activity log. */
  activity: Pick<AdminActivityService, 'record'>;
};

export const UNRESOLVED = ['open', 'answered'] as const;

/** "£1,250.00": disputes name exact amounts. */
export const formatMoney = (minor: number, currency: string) =>
  formatAmount(minor, currency, { alwaysShowMinor: true });

/** What every part of the disputes module shares: its deps, its repository, access, notices and the DTOs. */
export function createDisputeContext(deps: DisputesDeps) {
  const { projects, ledger, notifications, profiles } = deps;
  const repository = createDisputesRepository(deps.db);

  const link = (projectId: string) => `/project/${projectId}?tab=disputes`;

  async function notifyAll(
    userIds: readonly string[],
    input: { type: TNotificationType; title: string; message: string; projectId: string },
    tx: Executor,
  ) {
    for (const userId of new Set(userIds)) {
      await notifications.notify(
        {
          userId,
          type: input.type,
          title: input.title,
          message: input.message,
          relatedId: input.projectId,
          email: { link: link(input.projectId) },
        },
        tx,
      );
    }
  }

  async function freelancersOf(projectId: string): Promise<string[]> {
    return (await projects.freelancersOf([projectId])).get(projectId) ?? [];
  }

  /** A dispute the viewer may see: a participant's or an admin's; 404 for everyone else. */
  async function disputeFor(viewer: ProjectViewer, id: string) {
    const dispute = await repository.findById(id);
    if (!dispute) throw disputesErrors.notFound();
    const { project, role } = await projects.accessOf(viewer, dispute.projectId).catch(() => {
      throw disputesErrors.notFound();
    });
    return { dispute, project, role };
  }

  async function toDtos(rows: DisputeRow[], projectId: string, clientId: string): Promise<TDispute[]> {
    const ids = rows.map((row) => row.id);
    const [events, files, milestones, freelancers] = await Promise.all([
      repository.eventsOf(ids),
      repository.filesOf(ids),
      projects.milestonesOf(projectId),
      freelancersOf(projectId),
    ]);
    const contacts = await profiles.contactsOf(events.flatMap((event) => (event.authorId ? [event.authorId] : [])));
    const roleOf = (userId: string): TProjectRole =>
      userId === clientId ? 'client' : freelancers.includes(userId) ? 'freelancer' : 'admin';
    const titles = new Map(milestones.map((m) => [m.id, `Milestone ${m.milestoneNumber}: ${m.title}`]));
    return rows.map((row) => ({
      id: row.id,
      projectId: row.projectId,
      milestoneId: row.milestoneId,
      milestoneTitle: row.milestoneId ? (titles.get(row.milestoneId) ?? null) : null,
      reason: row.reason,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      resolution: row.resolution,
      refundAmount: row.refundAmount,
      resolutionNote: row.resolutionNote,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      events: events
        .filter((event) => event.disputeId === row.id)
        .map((event) => {
          const contact = event.authorId ? contacts.get(event.authorId) : undefined;
          return {
            id: event.id,
            kind: event.kind,
            body: event.body,
            authorName: contact ? (contact.fullName ?? contact.email) : null,
            authorRole: event.authorId ? roleOf(event.authorId) : null,
            createdAt: event.createdAt.toISOString(),
          };
        }),
      files: files
        .filter((file) => file.disputeId === row.id)
        .map((file) => ({
          id: file.id,
          fileName: file.fileName,
          fileSize: file.fileSize,
          fileType: file.fileType,
          uploadedAt: file.uploadedAt.toISOString(),
        })),
    }));
  }

  /** What the client may dispute now: funded, uncompleted, unfrozen milestones; or a pack's unreleased escrow. */
  async function disputableOf(
    project: { id: string; isCustom: boolean; currency: string; totalPrice: number; title: string },
    rows: DisputeRow[],
  ): Promise<TProjectDisputes['disputable']> {
    if (project.isCustom) {
      const milestones = await projects.milestonesOf(project.id);
      return milestones
        .filter((m) => m.paymentStatus === 'succeeded' && m.status !== 'completed' && !m.frozenAt)
        .map((m) => ({ milestoneId: m.id, title: `Milestone ${m.milestoneNumber}: ${m.title}`, amount: m.amount }));
    }
    if (rows.some((row) => row.status !== 'resolved')) return [];
    const balance = await ledger.escrowBalance(project.id, project.currency);
    return balance > 0 ? [{ milestoneId: null, title: project.title, amount: balance }] : [];
  }

  return { ...deps, repository, notifyAll, freelancersOf, disputeFor, toDtos, disputableOf };
}

export type DisputeContext = ReturnType<typeof createDisputeContext>;
