import { clock } from '../../lib/clock';
import { sizeBucket } from '../../../shared/domain/analytics';
import { checkDeliverableFileType, UPLOADABLE_DELIVERABLE_STATUSES } from '../../../shared/domain/deliverables';
import type {
  TCreateDeliverable,
  TDeliverable,
  TDeliverableFile,
  TDeliverableList,
} from '../../../shared/schemas/deliverables';
import { StorageLimitError, StorageNotFoundError } from '../../providers/storage/storage-provider';
import type { DeliverableContext, UploadInput } from './deliverable-context';
import { FileSignatureError, uploadBody } from './deliverable-uploads';
import { deliverablesErrors } from './deliverables.errors';
import type { ProjectViewer } from './projects.service';

/** The expert's side: listing, adding deliverables, uploading versions (streamed, checked) and downloading them. */
export function createDeliverableDelivery({
  db,
  storage,
  projects,
  notifications,
  profiles,
  uploadMaxBytes,
  analytics,
  repository,
  names,
  toFileDto,
  refusal,
  toDtos,
  toDto,
  changed,
  deliverableFor,
}: DeliverableContext) {
  return {
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

      const key = `${deliverable.id}/${clock.nowMs()}.${type.extension}`;
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
            { submittedAt: clock.now() },
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
                email: { link: '/admin/qa-queue' },
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
  };
}
