import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  ZAdminProjectListSchema,
  ZCancelProjectBodySchema,
  ZProjectCancellationSchema,
  ZProjectCancelledSchema,
  ZProjectDetailSchema,
  ZProjectPageSchema,
} from '../../../shared/schemas/projects';
import { ZPageQuerySchema } from '../../../shared/schemas/paging';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { ProjectsService } from './projects.service';

export function projectsRoutes({ projects }: { projects: ProjectsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects',
      {
        schema: {
          operationId: 'listProjects',
          summary: "List a page of the signed-in person's projects",
          tags: ['projects'],
          querystring: ZPageQuerySchema,
          response: { 200: ZProjectPageSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return projects.pageForUser(viewer.userId, request.query);
      },
    );

    app.get(
      '/api/projects/:id',
      {
        schema: {
          operationId: 'getProject',
          summary: 'Read a project (its participants and admins)',
          tags: ['projects'],
          params: ZIdParamsSchema,
          response: { 200: ZProjectDetailSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return projects.getForViewer(viewer, request.params.id);
      },
    );

    app.get(
      '/api/projects/:id/cancellation',
      {
        schema: {
          operationId: 'getProjectCancellation',
          summary: 'Whether the viewer may cancel the project now, and what it would refund',
          tags: ['projects'],
          params: ZIdParamsSchema,
          response: { 200: ZProjectCancellationSchema },
        },
      },
      async (request) => projects.cancellationFor(await requireViewer(request), request.params.id),
    );

    app.post(
      '/api/projects/:id/cancel',
      {
        schema: {
          operationId: 'cancelProject',
          summary: 'Cancel a project: an admin (with a reason) or its client while nothing is paid; refunds escrow',
          tags: ['projects'],
          params: ZIdParamsSchema,
          body: ZCancelProjectBodySchema,
          response: { 200: ZProjectCancelledSchema },
        },
      },
      async (request) => projects.cancel(await requireViewer(request), request.params.id, request.body),
    );

    app.get(
      '/api/admin/projects',
      {
        schema: {
          operationId: 'listAdminProjects',
          summary: 'List the newest projects',
          tags: ['projects'],
          response: { 200: ZAdminProjectListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return projects.listNewestForAdmin();
      },
    );
  };
}
