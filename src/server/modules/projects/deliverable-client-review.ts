import { clock } from '../../lib/clock';
import type { TDeliverable } from '../../../shared/schemas/deliverables';
import type { DeliverableContext } from './deliverable-context';
import { deliverablesErrors } from './deliverables.errors';
import type { ProjectViewer } from './projects.service';

/** The client's review of a QA-approved deliverable: approve it, or ask for a revision. */
export function createDeliverableClientReview({
  notifications,
  freelancersOf,
  deliverableFor,
  decide,
  notifyRevision,
}: DeliverableContext) {
  return {
    /** The client accepts a QA-approved deliverable: ready_for_client → approved. */
    async clientApprove(viewer: ProjectViewer, projectId: string, id: string): Promise<TDeliverable> {
      const { role, project } = await deliverableFor(viewer, projectId, id);
      if (role !== 'client') throw deliverablesErrors.clientOnly();
      if (project.status === 'cancelled') throw deliverablesErrors.projectClosed();
      return decide({
        id,
        from: 'ready_for_client',
        to: 'approved',
        set: { approvedBy: viewer.userId, approvedAt: clock.now() },
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
      const { role, project } = await deliverableFor(viewer, projectId, id);
      if (role !== 'client') throw deliverablesErrors.clientOnly();
      if (project.status === 'cancelled') throw deliverablesErrors.projectClosed();
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
}
