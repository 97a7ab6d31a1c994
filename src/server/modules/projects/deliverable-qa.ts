import { clock } from '../../lib/clock';
import type { TDeliverable, TQaQueue } from '../../../shared/schemas/deliverables';
import { pageWindow, type TPageQuery } from '../../../shared/schemas/paging';
import type { TAdminActor } from '../admin-activity/admin-activity.service';
import { iso, type DeliverableContext } from './deliverable-context';
import type { ProjectViewer } from './projects.service';

/** Human QA by an admin: the queue, passing a submission to the client, or asking for a revision. */
export function createDeliverableQa({
  notifications,
  repository,
  projectsRepository,
  toDtos,
  freelancersOf,
  decide,
  notifyRevision,
}: DeliverableContext) {
  return {
    /** One page of the submitted deliverables waiting for human QA, oldest first, each with its latest version. */
    async qaQueue(query: TPageQuery): Promise<TQaQueue> {
      const { rows, total } = await repository.qaQueuePage(pageWindow(query));
      const dtos = await toDtos(rows.map((row) => row.deliverable));
      const items = rows.map((row, index) => {
        const latest = dtos[index]!.files[0];
        return {
          id: row.deliverable.id,
          projectId: row.deliverable.projectId,
          projectTitle: row.projectTitle,
          title: row.deliverable.title,
          submittedAt: iso(row.deliverable.submittedAt),
          latestFile: latest
            ? {
                id: latest.id,
                versionNumber: latest.versionNumber,
                fileName: latest.fileName,
                fileSize: latest.fileSize,
                uploadedBy: latest.uploadedBy,
              }
            : null,
        };
      });
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    /** Human QA passed: submitted → ready_for_client; the client is asked to approve, the expert told. */
    qaApprove(admin: ProjectViewer & TAdminActor, id: string): Promise<TDeliverable> {
      return decide({
        id,
        from: 'submitted',
        to: 'ready_for_client',
        set: { qaApprovedBy: admin.userId, qaApprovedAt: clock.now() },
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
  };
}
