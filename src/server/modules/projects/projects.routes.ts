import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZAdminProjectListSchema, ZProjectDetailSchema, ZProjectListSchema } from '../../../shared/schemas/projects';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { ProjectsService } from './projects.service';

export function projectsRoutes({ projects }: { projects: ProjectsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects',
      {
        schema: {
          operationId: 'listProjects',
          summary: "List the signed-in person's projects",
          tags: ['projects'],
          response: { 200: ZProjectListSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return projects.listForUser(viewer.userId);
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
