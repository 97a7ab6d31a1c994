import type { Readable } from 'node:stream';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { Database, Executor } from '../../db/client';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { TDeliverableStatus } from '../../../shared/domain/projects';
import type { TDeliverable, TDeliverableFile } from '../../../shared/schemas/deliverables';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { deliverablesErrors } from './deliverables.errors';
import { createDeliverablesRepository, type DeliverableFileRow, type DeliverableRow } from './deliverables.repository';
import { createProjectsRepository } from './projects.repository';
import type { ProjectsService, ProjectViewer } from './projects.service';

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

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What every part of the deliverables module shares: deps, repositories, DTOs, access, decisions and notices. */
export function createDeliverableContext(deps: DeliverablesDeps) {
  const { db, projects, notifications, profiles, onDeliverableChanged, activity } = deps;
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

  return {
    ...deps,
    repository,
    projectsRepository,
    names,
    toFileDto,
    refusal,
    toDtos,
    toDto,
    freelancersOf,
    changed,
    deliverableFor,
    decide,
    notifyRevision,
  };
}

export type DeliverableContext = ReturnType<typeof createDeliverableContext>;
