import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZAdminRequestDetailSchema, ZRequestQuotesSchema } from '../../../shared/schemas/quotes';
import { ZPageQuerySchema } from '../../../shared/schemas/paging';
import { ZAdminRequestListSchema, ZRequestPageSchema } from '../../../shared/schemas/requests';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { RequestsService } from './requests.service';

/** Customization requests: the client's list and quote comparison, and the admins' open requests. */
export function requestsRoutes({ requests }: { requests: RequestsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['requests'];

    app.get(
      '/api/requests',
      {
        schema: {
          operationId: 'listRequests',
          summary: "List a page of the signed-in client's requests",
          tags,
          querystring: ZPageQuerySchema,
          response: { 200: ZRequestPageSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return requests.pageForClient(viewer.userId, request.query);
      },
    );

    app.get(
      '/api/requests/:id/quotes',
      {
        schema: {
          operationId: 'getRequestQuotes',
          summary: "Compare the quotes on one of the signed-in client's requests",
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZRequestQuotesSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return requests.getQuotesForClient(request.params.id, viewer.userId);
      },
    );

    app.get(
      '/api/admin/requests',
      {
        schema: {
          operationId: 'listOpenRequests',
          summary: 'List the open requests',
          tags,
          response: { 200: ZAdminRequestListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return requests.listOpenForAdmin();
      },
    );

    app.get(
      '/api/admin/requests/:id',
      {
        schema: {
          operationId: 'getAdminRequest',
          summary: 'Read a request with its quotes',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAdminRequestDetailSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return requests.getForAdmin(request.params.id);
      },
    );

    app.post(
      '/api/admin/requests/:id/review',
      {
        schema: {
          operationId: 'markRequestReviewed',
          summary: 'Mark a request reviewed',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAdminRequestDetailSchema },
        },
      },
      async (request) => {
        return requests.markReviewed(request.params.id, await requireAdmin(request));
      },
    );
  };
}
