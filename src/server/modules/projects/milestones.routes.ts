import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMilestoneListSchema, ZMilestoneParamsSchema, ZMilestoneSchema } from '../../../shared/schemas/milestones';
import { requireViewer } from '../../plugins/viewer';
import type { ProjectsService } from './projects.service';

/** The Milestones tab: the list, and the client's approval (→ escrow released). Funding lives in payments. */
export function milestonesRoutes({
  projects,
}: {
  projects: Pick<ProjectsService, 'milestones'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:projectId/milestones',
      {
        schema: {
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
      { schema: { tags: ['projects'], params: ZMilestoneParamsSchema, response: { 200: ZMilestoneSchema } } },
      async (request) => {
        const viewer = await requireViewer(request);
        return projects.milestones.approve(viewer, request.params.projectId, request.params.milestoneId);
      },
    );
  };
}
