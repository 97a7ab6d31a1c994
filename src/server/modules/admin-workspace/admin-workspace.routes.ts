import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminSearchQuerySchema,
  ZAdminSearchResultsSchema,
  ZAdminWorkloadSchema,
} from '../../../shared/schemas/admin-workspace';
import { requireAdmin } from '../../plugins/viewer';
import type { AdminWorkspaceService } from './admin-workspace.service';

const tags = ['admin'];

/** The admin workspace: waiting-work counts and the quick search. Signed out 401, non-admin 403, as other admin routes. */
export function adminWorkspaceRoutes({ workspace }: { workspace: AdminWorkspaceService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/workload',
      {
        schema: {
          operationId: 'getAdminWorkload',
          summary: 'Count the work waiting in each admin queue',
          tags,
          response: { 200: ZAdminWorkloadSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return workspace.workload();
      },
    );

    app.get(
      '/api/admin/search',
      {
        schema: {
          operationId: 'searchAdmin',
          summary: 'Find projects, people, quotes, requests and agencies by title, name, e-mail, quote number or id',
          tags,
          querystring: ZAdminSearchQuerySchema,
          response: { 200: ZAdminSearchResultsSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return workspace.search(request.query.q);
      },
    );
  };
}
