import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  ZAdminQuoteListSchema,
  ZAdminQuoteSchema,
  ZAdminRequestDetailSchema,
  ZQuoteDraftSchema,
} from '../../../shared/schemas/quotes';
import { ZAdminRequestListSchema } from '../../../shared/schemas/requests';
import { requireAdmin } from '../../plugins/viewer';
import type { QuotesService } from './quotes.service';

/** The admin area: open requests, quote authoring and revision, and the threshold gate (Quote Reviews). */
export function quotesAdminRoutes({ quotes }: { quotes: QuotesService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const asAuthor = (admin: { userId: string }) => ({ userId: admin.userId, isAdmin: true, expertId: null });

    app.get(
      '/api/admin/requests',
      { schema: { tags, response: { 200: ZAdminRequestListSchema } } },
      async (request) => {
        await requireAdmin(request);
        return quotes.listOpenRequests();
      },
    );

    app.get(
      '/api/admin/requests/:id',
      { schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminRequestDetailSchema } } },
      async (request) => {
        await requireAdmin(request);
        return quotes.getRequestForAdmin(request.params.id);
      },
    );

    app.post(
      '/api/admin/requests/:id/review',
      { schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminRequestDetailSchema } } },
      async (request) => {
        await requireAdmin(request);
        return quotes.markRequestReviewed(request.params.id);
      },
    );

    app.post(
      '/api/admin/requests/:id/quotes',
      { schema: { tags, params: ZIdParamsSchema, body: ZQuoteDraftSchema, response: { 201: ZAdminQuoteSchema } } },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        return reply.status(201).send(await quotes.create(request.params.id, request.body, asAuthor(admin)));
      },
    );

    app.get(
      '/api/admin/quotes/reviews',
      { schema: { tags, response: { 200: ZAdminQuoteListSchema } } },
      async (request) => {
        await requireAdmin(request);
        return quotes.listAwaitingReview();
      },
    );

    app.get(
      '/api/admin/quotes/:id',
      { schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminQuoteSchema } } },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.getForAuthor(request.params.id, admin);
      },
    );

    app.put(
      '/api/admin/quotes/:id',
      { schema: { tags, params: ZIdParamsSchema, body: ZQuoteDraftSchema, response: { 200: ZAdminQuoteSchema } } },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.revise(request.params.id, request.body, admin);
      },
    );

    app.post(
      '/api/admin/quotes/:id/approve',
      { schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminQuoteSchema } } },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.approveForSending(request.params.id, admin.userId);
      },
    );

    app.post(
      '/api/admin/quotes/:id/hold',
      { schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminQuoteSchema } } },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.hold(request.params.id, admin.userId);
      },
    );
  };
}
