import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMilestoneListSchema, ZMilestoneParamsSchema, ZMilestoneSchema } from '../../../shared/schemas/milestones';
import { ZPurchaseOrderInputSchema, ZPurchaseOrderSchema } from '../../../shared/schemas/billing';
import { requireViewer } from '../../plugins/viewer';
import type { ProjectsService } from './projects.service';

/**
 * The Milestones tab: the list, the client's approval (→ escrow released) and their PO reference for invoices.
 * Funding lives in payments.
 */
export function milestonesRoutes({
  projects,
}: {
  projects: Pick<ProjectsService, 'milestones' | 'setPurchaseOrder'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:projectId/milestones',
      {
        schema: {
          operationId: 'listMilestones',
          summary: "List a project's milestones",
          tags: ['projects'],
          params: z.object({ projectId: z.uuid() }),
          response: { 200: ZMilestoneListSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return projects.milestones.list(viewer, request.params.projectId);
      },
    );

    app.post(
      '/api/projects/:projectId/milestones/:milestoneId/approve',
      {
        schema: {
          operationId: 'approveMilestone',
          summary: 'Approve a milestone as the client (releases its escrow)',
          tags: ['projects'],
          params: ZMilestoneParamsSchema,
          response: { 200: ZMilestoneSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return projects.milestones.approve(viewer, request.params.projectId, request.params.milestoneId);
      },
    );

    app.put(
      '/api/projects/:projectId/purchase-order',
      {
        schema: {
          operationId: 'setPurchaseOrder',
          summary: "Set the project's PO reference printed on invoices",
          tags: ['projects'],
          params: z.object({ projectId: z.uuid() }),
          body: ZPurchaseOrderInputSchema,
          response: { 200: ZPurchaseOrderSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return projects.setPurchaseOrder(viewer, request.params.projectId, request.body.reference);
      },
    );
  };
}
