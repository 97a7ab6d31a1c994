import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZAdminQuoteListSchema, ZAdminQuoteSchema, ZQuoteDraftSchema } from '../../../shared/schemas/quotes';
import { requireAdmin, type RequestViewer } from '../../plugins/viewer';
import type { QuotesService } from './quotes.service';

/** The admin area: quote authoring and revision, and the threshold gate (Quote Reviews). */
export function quotesAdminRoutes({ quotes }: { quotes: QuotesService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    // Admins author for themselves; an invited expert's route will pass their own id as author and expert.
    const asAuthor = (admin: RequestViewer) => ({ userId: admin.userId, expertId: null, admin });

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
        return quotes.revise(request.params.id, request.body, { ...admin, admin });
      },
    );

    app.post(
      '/api/admin/quotes/:id/approve',
      { schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminQuoteSchema } } },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.approveForSending(request.params.id, admin);
      },
    );

    app.post(
      '/api/admin/quotes/:id/hold',
      { schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminQuoteSchema } } },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.hold(request.params.id, admin);
      },
    );
  };
}
