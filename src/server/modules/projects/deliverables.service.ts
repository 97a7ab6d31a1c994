import type { Readable } from 'node:stream';
import type { AnalyticsService } from '../analytics/analytics.service';
import { sizeBucket } from '../../../shared/domain/analytics';
import type { Database, Executor } from '../../db/client';
import { appError } from '../../errors';
import {
  StorageLimitError,
  StorageNotFoundError,
  type StorageProvider,
} from '../../providers/storage/storage-provider';
import { checkDeliverableFileType, UPLOADABLE_DELIVERABLE_STATUSES } from '../../../shared/domain/deliverables';
import type { TDeliverableStatus } from '../../../shared/domain/projects';
import type {
  TCreateDeliverable,
  TDeliverable,
  TDeliverableFile,
  TDeliverableList,
  TQaQueue,
} from '../../../shared/schemas/deliverables';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { FileSignatureError, uploadBody } from './deliverable-uploads';
import { createDeliverablesRepository, type DeliverableFileRow, type DeliverableRow } from './deliverables.repository';
import { createProjectsRepository } from './projects.repository';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import type { ProjectsService, ProjectViewer } from './projects.service';

const MB = 1024 * 1024;
/** The QA Queue shows at most this many submissions (oldest first). */
const QA_QUEUE_LIMIT = 200;

export const deliverablesErrors = {
  notFound: () => appError('deliverables.not_found', 404, 'Deliverable not found'),
  fileNotFound: () => appError('deliverables.file_not_found', 404, 'File not found'),
  deliveryOnly: () => appError('deliverables.delivery_only', 403, 'Only the expert or an admin can do this'),
  clientOnly: () => appError('deliverables.client_only', 403, 'Only the client can do this'),
  wrongState: (status: TDeliverableStatus) =>
    appError('deliverables.wrong_state', 409, `This deliverable is ${status.replaceAll('_', ' ')}: not possible now`),
  projectClosed: () => appError('deliverables.project_closed', 409, 'This project is closed'),
  projectNotActive: () =>
    appError(
      'deliverables.project_not_active',
      409,
      'Uploads open once an expert is assigned and the project is active',
    ),
  milestoneNotFunded: (number: number) =>
    appError(
      'deliverables.milestone_not_funded',
      409,
      `Milestone ${number} is not funded yet: work on it starts once the client funds it`,
    ),
  milestoneNotFound: () =>
    appError('deliverables.milestone_not_found', 400, 'That milestone is not part of this project'),
  noMilestones: () => appError('deliverables.no_milestones', 400, 'Only custom projects have milestones'),
  fileNameRequired: () => appError('deliverables.file_name_required', 400, 'The file name is missing'),
  emptyFile: () => appError('deliverables.empty_file', 400, 'The file is empty'),
  badType: (message: string) => appError('deliverables.file_type', 415, message),
  tooLarge: (maxBytes: number) =>
    appError('deliverables.file_too_large', 413, `The file is larger than the ${Math.round(maxBytes / MB)} MB limit`),
};

/** What changed, told to the milestones/escrow side inside the same transaction (bound in app.ts). */
export type DeliverableChange = {
  projectId: string;
  deliverableId: string;
  milestoneId: string | null;
  status: TDeliverableStatus;
};

export type DeliverablesDeps = {
  db: Database;
  storage: StorageProvider;
  projects: Pick<ProjectsService, 'accessOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  profiles: Pick<ProfilesService, 'contactsOf' | 'listAdminIds'>;
  /** UPLOAD_MAX_MB in bytes. */
  uploadMaxBytes: number;
  onDeliverableChanged?: (change: DeliverableChange, tx: Executor) => Promise<void>;
  /** Completed uploads are recorded as product events (size bucket and type, never the file name). */
  analytics?: Pick<AnalyticsService, 'record'>;
  /** QA decisions are admin actions, recorded in the administrator activity log inside their transaction. */
  activity: Pick<AdminActivityService, 'record'>;
};

export type UploadInput = {
  fileName: string;
  declaredType: string;
  /** From Content-Length when the client sent it: a too-large file is refused before a byte is read. */
  contentLength: number | null;
  body: Readable;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createDeliverablesService({
  db,
  storage,
  projects,
  notifications,
  profiles,
  uploadMaxBytes,
  onDeliverableChanged,
  analytics,
  activity,
}: DeliverablesDeps) {
  const repository = createDeliverablesRepository(db);
  const projectsRepository = createProjectsRepository(db);

  async function names(userIds: (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
    const contacts = await profiles.contactsOf(ids);
    return new Map([...contacts].map(([id, contact]) => [id, contact.fullName ?? contact.email]));
  }

  function toFileDto(row: DeliverableFileRow, nameOf: Map<string, string>): TDeliverableFile {
    return {
      id: row.id,
      versionNumber: row.versionNumber,
      fileName: row.fileName,
      fileSize: row.fileSize,
      fileType: row.fileType,
      checksum: row.checksum,
      uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: nameOf.get(row.uploadedBy) ?? 'Former user' } : null,
      uploadedAt: row.uploadedAt.toISOString(),
      qaDecision: row.qaDecision,
      qaNote: row.qaNote,
    };
  }

  async function toDtos(rows: DeliverableRow[]): Promise<TDeliverable[]> {
    const files = await repository.filesOf(rows.map((row) => row.id));
    const nameOf = await names(files.map((file) => file.uploadedBy));
    return rows.map((row) => ({
      id: row.id,
      projectId: row.projectId,
      milestoneId: row.milestoneId,
      title: row.title,
      description: row.description,
      dueDate: iso(row.dueDate),
      status: row.status,
      submittedAt: iso(row.submittedAt),
      qaApprovedAt: iso(row.qaApprovedAt),
      approvedAt: iso(row.approvedAt),
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt.toISOString(),
      files: files.filter((file) => file.deliverableId === row.id).map((file) => toFileDto(file, nameOf)),
    }));
  }

  async function toDto(row: DeliverableRow): Promise<TDeliverable> {
    return (await toDtos([row]))[0]!;
  }

  async function freelancersOf(projectId: string, tx: Executor): Promise<string[]> {
    const participants = await projectsRepository.participantsOf([projectId], tx);
    return participants.filter((p) => p.role === 'freelancer').map((p) => p.userId);
  }

  /** A refused transition: 404 when the deliverable is gone, else 409 naming where it is. */
  async function refusal(id: string, tx: Executor): Promise<Error> {
    const current = await repository.findById(id, tx);
    return current ? deliverablesErrors.wrongState(current.status) : deliverablesErrors.notFound();
  }

  async function changed(row: DeliverableRow, tx: Executor): Promise<void> {
    await onDeliverableChanged?.(
      { projectId: row.projectId, deliverableId: row.id, milestoneId: row.milestoneId, status: row.status },
      tx,
    );
  }

  async function deliverableFor(viewer: ProjectViewer, projectId: string, id: string) {
    const access = await projects.accessOf(viewer, projectId);
    const deliverable = await repository.findInProject(projectId, id);
    if (!deliverable) throw deliverablesErrors.notFound();
    return { ...access, deliverable };
  }

  /** QA and client decisions: one conditional update, the version's decision, the notices, the port; one transaction. */
  async function decide(input: {
    id: string;
    from: TDeliverableStatus;
    to: TDeliverableStatus;
    set: Parameters<typeof repository.transition>[3];
    decision: 'approved' | 'needs_revision' | null;
    note: string | null;
    notices: (row: DeliverableRow, tx: Executor) => Promise<void>;
    /** An admin's QA decision, for the activity log. */
    byAdmin?: { admin: TAdminActor; action: 'deliverable.qa_approved' | 'deliverable.qa_revision_requested' };
  }): Promise<TDeliverable> {
    const row = await db.transaction(async (tx) => {
      const moved = await repository.transition(input.id, [input.from], input.to, input.set, tx);
      if (!moved) throw await refusal(input.id, tx);
      if (input.decision) await repository.decideLatestVersion(moved.id, input.decision, input.note, tx);
      if (input.byAdmin)
        await activity.record(
          input.byAdmin.admin,
          {
            action: input.byAdmin.action,
            targetId: moved.id,
            summary:
              input.byAdmin.action === 'deliverable.qa_approved'
                ? `Passed QA of “${moved.title}”`
                : `Asked for a revision of “${moved.title}”: ${input.note ?? ''}`,
            before: { status: input.from },
            after: { status: input.to, ...(input.note ? { reason: input.note } : {}) },
          },
          tx,
        );
      await input.notices(moved, tx);
      await changed(moved, tx);
      return moved;
    });
    return toDto(row);
  }

  return {
    uploadMaxBytes,

    async list(viewer: ProjectViewer, projectId: string): Promise<TDeliverableList> {
      const { role } = await projects.accessOf(viewer, projectId);
      const rows = await repository.listForProject(projectId);
      return { deliverables: await toDtos(rows), viewerRole: role, uploadMaxBytes };
    },

    /** The expert (or an admin) adds a deliverable; on custom projects it may belong to one of the milestones. */
    async create(viewer: ProjectViewer, projectId: string, input: TCreateDeliverable): Promise<TDeliverable> {
      const { project, role } = await projects.accessOf(viewer, projectId);
      if (role === 'client') throw deliverablesErrors.deliveryOnly();
      if (project.status === 'completed' || project.status === 'cancelled') throw deliverablesErrors.projectClosed();
      let milestoneId: string | null = null;
      if (input.milestoneId) {
        if (!project.isCustom) throw deliverablesErrors.noMilestones();
        const milestone = await repository.findMilestone(projectId, input.milestoneId);
        if (!milestone) throw deliverablesErrors.milestoneNotFound();
        milestoneId = milestone.id;
      }
      const row = await repository.insert({
        projectId,
        milestoneId,
        title: input.title.trim(),
        description: input.description?.trim() || null,
        dueDate: input.dueDate ? new Date(input.dueDate) : null,
        status: 'pending',
      });
      return toDto(row);
    },

    /**
     * A new version of the deliverable. The file is streamed to storage first (never held in memory; over the limit
     * nothing is kept), then one transaction moves the deliverable to submitted, records version n + 1 and tells the
     * admins; if that transaction fails the stored file is deleted again.
     */
    async upload(viewer: ProjectViewer, projectId: string, id: string, input: UploadInput): Promise<TDeliverableFile> {
      const { project, role, deliverable } = await deliverableFor(viewer, projectId, id);
      if (role === 'client') throw deliverablesErrors.deliveryOnly();
      if (!(UPLOADABLE_DELIVERABLE_STATUSES as readonly string[]).includes(deliverable.status))
        throw deliverablesErrors.wrongState(deliverable.status);
      if (project.status !== 'active') throw deliverablesErrors.projectNotActive();
      if (deliverable.milestoneId) {
        const milestone = await repository.findMilestone(projectId, deliverable.milestoneId);
        if (milestone && milestone.paymentStatus !== 'succeeded')
          throw deliverablesErrors.milestoneNotFunded(milestone.milestoneNumber);
      }
      const type = checkDeliverableFileType(input.fileName, input.declaredType);
      if (!type.ok) throw deliverablesErrors.badType(type.message);
      if (input.contentLength !== null && input.contentLength > uploadMaxBytes)
        throw deliverablesErrors.tooLarge(uploadMaxBytes);
      if (input.contentLength === 0) throw deliverablesErrors.emptyFile();

      const key = `${deliverable.id}/${Date.now()}.${type.extension}`;
      let stored: { size: number; checksum: string };
      try {
        stored = await storage.put(key, uploadBody(input.body, type.extension), {
          contentType: type.contentType,
          maxBytes: uploadMaxBytes,
        });
      } catch (error) {
        if (error instanceof StorageLimitError) throw deliverablesErrors.tooLarge(uploadMaxBytes);
        if (error instanceof FileSignatureError) throw deliverablesErrors.badType(error.message);
        throw error;
      }
      try {
        if (stored.size === 0) throw deliverablesErrors.emptyFile();
        const adminIds = await profiles.listAdminIds();
        const file = await db.transaction(async (tx) => {
          const moved = await repository.transition(
            deliverable.id,
            UPLOADABLE_DELIVERABLE_STATUSES,
            'submitted',
            { submittedAt: new Date() },
            tx,
          );
          if (!moved) throw await refusal(deliverable.id, tx);
          const file = await repository.insertNextVersion(
            {
              deliverableId: deliverable.id,
              fileName: input.fileName,
              fileSize: stored.size,
              fileType: type.contentType,
              storagePath: key,
              checksum: stored.checksum,
              uploadedBy: viewer.userId,
            },
            tx,
          );
          for (const adminId of adminIds)
            await notifications.notify(
              {
                userId: adminId,
                type: 'deliverable_submitted',
                title: 'Deliverable submitted for QA',
                message: `"${moved.title}" (version ${file.versionNumber}) on "${project.title}" is waiting for quality review.`,
                relatedId: project.id,
                email: { link: '/admin?tab=qa-queue' },
              },
              tx,
            );
          await changed(moved, tx);
          await analytics?.record(
            {
              name: 'deliverable_uploaded',
              userId: viewer.userId,
              properties: {
                project_id: project.id,
                version: file.versionNumber,
                size: sizeBucket(stored.size),
                type: type.contentType,
              },
            },
            tx,
          );
          return file;
        });
        return toFileDto(file, await names([file.uploadedBy]));
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /** A stored version, for a participant or an admin (404 for everyone else). */
    async download(viewer: ProjectViewer, projectId: string, id: string, fileId: string) {
      const { deliverable } = await deliverableFor(viewer, projectId, id);
      const file = await repository.findFile(deliverable.id, fileId);
      if (!file) throw deliverablesErrors.fileNotFound();
      try {
        const object = await storage.get(file.storagePath);
        return { stream: object.stream, size: object.size, contentType: file.fileType, fileName: file.fileName };
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw deliverablesErrors.fileNotFound();
        throw error;
      }
    },

    /** Submitted deliverables waiting for human QA, oldest first. */
    async qaQueue(): Promise<TQaQueue> {
      const rows = await repository.qaQueue(QA_QUEUE_LIMIT);
      const dtos = await toDtos(rows.map((row) => row.deliverable));
      return {
        items: rows.map((row, index) => ({
          id: row.deliverable.id,
          projectId: row.deliverable.projectId,
          projectTitle: row.projectTitle,
          title: row.deliverable.title,
          submittedAt: iso(row.deliverable.submittedAt),
          latestFile: dtos[index]!.files[0] ?? null,
        })),
      };
    },

    /** Human QA passed: submitted → ready_for_client; the client is asked to approve, the expert told. */
    qaApprove(admin: ProjectViewer & TAdminActor, id: string): Promise<TDeliverable> {
      return decide({
        id,
        from: 'submitted',
        to: 'ready_for_client',
        set: { qaApprovedBy: admin.userId, qaApprovedAt: new Date() },
        decision: 'approved',
        note: null,
        byAdmin: { admin, action: 'deliverable.qa_approved' },
        notices: async (row, tx) => {
          const project = await projectsRepository.findById(row.projectId, tx);
          if (!project) return;
          await notifications.notify(
            {
              userId: project.clientId,
              type: 'deliverable_approved',
              title: 'Deliverable approved',
              message: `"${row.title}" on "${project.title}" passed quality review and is ready for your approval.`,
              relatedId: project.id,
              email: { link: `/project/${project.id}` },
            },
            tx,
          );
          for (const expertId of await freelancersOf(row.projectId, tx))
            await notifications.notify(
              {
                userId: expertId,
                type: 'deliverable_approved',
                title: 'Deliverable passed QA',
                message: `"${row.title}" on "${project.title}" passed quality review and went to the client.`,
                relatedId: project.id,
                email: { link: `/project/${project.id}` },
              },
              tx,
            );
        },
      });
    },

    /** Human QA asks for changes: submitted → revision_requested, with the reason; the expert is told. */
    qaRequestRevision(admin: ProjectViewer & TAdminActor, id: string, reason: string): Promise<TDeliverable> {
      return decide({
        id,
        from: 'submitted',
        to: 'revision_requested',
        set: { rejectionReason: reason },
        decision: 'needs_revision',
        note: reason,
        byAdmin: { admin, action: 'deliverable.qa_revision_requested' },
        notices: (row, tx) => notifyRevision(row, reason, 'Quality review', tx),
      });
    },

    /** The client accepts a QA-approved deliverable: ready_for_client → approved. */
    async clientApprove(viewer: ProjectViewer, projectId: string, id: string): Promise<TDeliverable> {
      const { role } = await deliverableFor(viewer, projectId, id);
      if (role !== 'client') throw deliverablesErrors.clientOnly();
      return decide({
        id,
        from: 'ready_for_client',
        to: 'approved',
        set: { approvedBy: viewer.userId, approvedAt: new Date() },
        decision: 'approved',
        note: null,
        notices: async (row, tx) => {
          for (const expertId of await freelancersOf(row.projectId, tx))
            await notifications.notify(
              {
                userId: expertId,
                type: 'deliverable_approved',
                title: 'Deliverable approved',
                message: `The client approved "${row.title}".`,
                relatedId: row.projectId,
                email: { link: `/project/${row.projectId}` },
              },
              tx,
            );
        },
      });
    },

    /** The client asks for changes to a QA-approved deliverable: ready_for_client → revision_requested. */
    async clientRequestRevision(
      viewer: ProjectViewer,
      projectId: string,
      id: string,
      reason: string,
    ): Promise<TDeliverable> {
      const { role } = await deliverableFor(viewer, projectId, id);
      if (role !== 'client') throw deliverablesErrors.clientOnly();
      return decide({
        id,
        from: 'ready_for_client',
        to: 'revision_requested',
        set: { rejectionReason: reason },
        decision: 'needs_revision',
        note: reason,
        notices: (row, tx) => notifyRevision(row, reason, 'The client', tx),
      });
    },
  };

  async function notifyRevision(row: DeliverableRow, reason: string, who: string, tx: Executor): Promise<void> {
    for (const expertId of await freelancersOf(row.projectId, tx))
      await notifications.notify(
        {
          userId: expertId,
          type: 'deliverable_rejected',
          title: 'Revision requested',
          message: `${who} asked for a revision of "${row.title}": ${reason}`,
          relatedId: row.projectId,
          email: { link: `/project/${row.projectId}` },
        },
        tx,
      );
  }
}

export type DeliverablesService = ReturnType<typeof createDeliverablesService>;
