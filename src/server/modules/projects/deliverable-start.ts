import type { TDeliverable } from '../../../shared/schemas/deliverables';
import type { DeliverableContext } from './deliverable-context';
import { deliverablesErrors } from './deliverables.errors';
import type { ProjectViewer } from './projects.service';

/** The expert says work on a deliverable has begun: pending → in_progress (the client sees it on the project page). */
export function createDeliverableStart({ repository, deliverableFor, decide }: DeliverableContext) {
  return {
    /**
     * Only the project's expert, on an active project, once the deliverable's milestone is funded (work starts after
     * funding); 409 when the deliverable is not pending.
     */
    async startWork(viewer: ProjectViewer, projectId: string, id: string): Promise<TDeliverable> {
      const { project, role, deliverable } = await deliverableFor(viewer, projectId, id);
      if (role !== 'freelancer') throw deliverablesErrors.expertOnly();
      if (deliverable.status !== 'pending') throw deliverablesErrors.wrongState(deliverable.status);
      if (project.status !== 'active') throw deliverablesErrors.projectNotActive();
      if (deliverable.milestoneId) {
        const milestone = await repository.findMilestone(projectId, deliverable.milestoneId);
        if (milestone && milestone.paymentStatus !== 'succeeded')
          throw deliverablesErrors.milestoneNotFunded(milestone.milestoneNumber);
      }
      return decide({
        id,
        from: 'pending',
        to: 'in_progress',
        set: {},
        decision: null,
        note: null,
        notices: async () => undefined,
      });
    },
  };
}
