import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Database, Executor } from '../../db/client';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import { formatMoney as formatAmount } from '../../../shared/domain/money';
import type { TProjectRole } from '../../../shared/domain/projects';
import type {
  TAdminDisputeList,
  TDispute,
  TOpenDisputeBody,
  TProjectDisputes,
  TResolveDisputeBody,
} from '../../../shared/schemas/disputes';
import type { TNotificationType } from '../../../shared/schemas/notifications';
import { DISPUTE_EVIDENCE_MAX_FILES, DISPUTE_EVIDENCE_MAX_MB } from '../../../shared/domain/limits';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { StorageLimitError } from '../../providers/storage/storage-provider';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService, ProjectViewer } from '../projects/projects.service';
import { disputesErrors } from './disputes.errors';
import { createDisputesRepository, isUniqueViolation, NOW, type DisputeRow } from './disputes.repository';

/** How many unresolved disputes the admin list shows, oldest first. */
const ADMIN_LIST_LIMIT = 100;

/** One escrow movement of a dispute's resolution; H2's escrow service implements it (bound in app.ts). */
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

const UNRESOLVED = ['open', 'answered'] as const;

/** "£1,250.00": disputes name exact amounts. */
const formatMoney = (minor: number, currency: string) => formatAmount(minor, currency, { alwaysShowMinor: true });

export function createDisputesService({
  db,
  projects,
  ledger,
  notifications,
  profiles,
  escrow,
  storage,
  activity,
}: DisputesDeps) {
  const repository = createDisputesRepository(db);

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
          resolvedAt: NOW,
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
    /** The project's disputes with their timelines, and what the viewer may do; 404 for non-participants. */
    async listForProject(viewer: ProjectViewer, projectId: string): Promise<TProjectDisputes> {
      const { project, role } = await projects.accessOf(viewer, projectId);
      const rows = await repository.listForProject(projectId);
      const [disputes, disputable] = await Promise.all([
        toDtos(rows, projectId, project.clientId),
        role === 'client' ? disputableOf(project, rows) : Promise.resolve([]),
      ]);
      const unresolved = rows.some((row) => row.status !== 'resolved');
      return {
        disputes,
        disputable,
        can: {
          open: role === 'client' && disputable.length > 0,
          answer: role === 'freelancer' && unresolved,
          comment: unresolved,
          resolve: viewer.isAdmin && unresolved,
        },
      };
    },

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

    /**
     * An admin resolves, in one transaction: the dispute moves to resolved once (409 for a second or concurrent
     * resolution), the escrow is refunded and/or released through the escrow service (a partial refund releases the
     * rest to the expert), the milestone unfreezes and completes, and both sides are told.
     */
    resolve(viewer: ProjectViewer & TAdminActor, id: string, input: TResolveDisputeBody): Promise<TDispute> {
      return oneAtATime(id, () => resolveNow(viewer, id, input));
    },

    /** Unresolved disputes, oldest first, for the admin Disputes tab. */
    async listUnresolvedForAdmin(): Promise<TAdminDisputeList> {
      const rows = await repository.listUnresolved(ADMIN_LIST_LIMIT);
      const [titles, contacts] = await Promise.all([
        projects.titlesOf(rows.map((row) => row.projectId)),
        profiles.contactsOf(rows.map((row) => row.clientId)),
      ]);
      return {
        disputes: rows.map((row) => {
          const contact = contacts.get(row.clientId);
          return {
            id: row.id,
            projectId: row.projectId,
            projectTitle: titles.get(row.projectId) ?? 'Project',
            milestoneTitle: null,
            status: row.status,
            amount: row.amount,
            currency: row.currency,
            clientName: contact ? (contact.fullName ?? contact.email) : null,
            reason: row.reason,
            createdAt: row.createdAt.toISOString(),
          };
        }),
      };
    },

    /** For escrow's pack release: a project with an unresolved dispute keeps its escrow. */
    hasUnresolvedDispute: (projectId: string, executor?: Executor) => repository.hasUnresolved(projectId, executor),

    /** The client adds an evidence file to their unresolved dispute (streamed to storage, size-limited). */
    async addEvidence(
      viewer: ProjectViewer,
      id: string,
      file: { fileName: string; contentType: string; stream: Readable },
    ): Promise<TDispute['files'][number]> {
      const { dispute, role } = await disputeFor(viewer, id);
      if (role !== 'client') throw disputesErrors.clientOnly();
      if (dispute.status === 'resolved') throw disputesErrors.resolved();
      if (!storage) throw disputesErrors.noStorage();
      if ((await repository.countFiles(id)) >= DISPUTE_EVIDENCE_MAX_FILES) throw disputesErrors.tooManyFiles();
      const ext =
        path
          .extname(file.fileName)
          .slice(1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '') || 'bin';
      const key = `disputes/${id}/${Date.now()}.${ext}`;
      let stored;
      try {
        stored = await storage.put(key, file.stream, {
          contentType: file.contentType,
          maxBytes: DISPUTE_EVIDENCE_MAX_MB * 1024 * 1024,
        });
      } catch (error) {
        if (error instanceof StorageLimitError) throw disputesErrors.fileTooLarge();
        throw error;
      }
      try {
        const row = await db.transaction(async (tx) => {
          if (!(await repository.lockUnresolved(id, tx))) throw disputesErrors.resolved();
          const inserted = await repository.insertFile(
            {
              disputeId: id,
              fileName: file.fileName,
              fileSize: stored.size,
              fileType: file.contentType,
              storagePath: key,
              uploadedBy: viewer.userId,
            },
            tx,
          );
          await repository.insertEvent(
            { disputeId: id, authorId: viewer.userId, kind: 'evidence', body: file.fileName },
            tx,
          );
          return inserted;
        });
        return {
          id: row.id,
          fileName: row.fileName,
          fileSize: row.fileSize,
          fileType: row.fileType,
          uploadedAt: row.uploadedAt.toISOString(),
        };
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /** An evidence file, for participants and admins (404 for everyone else). */
    async evidenceFile(viewer: ProjectViewer, id: string, fileId: string) {
      await disputeFor(viewer, id);
      const file = await repository.findFile(id, fileId);
      if (!file || !storage) throw disputesErrors.notFound();
      const stored = await storage.get(file.storagePath);
      return { ...stored, fileName: file.fileName, contentType: file.fileType };
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
