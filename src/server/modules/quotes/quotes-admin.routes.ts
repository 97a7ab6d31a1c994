import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZPageQuerySchema } from '../../../shared/schemas/paging';
import { ZAdminQuoteSchema, ZQuoteDraftSchema, ZQuoteReviewPageSchema } from '../../../shared/schemas/quotes';
import { requireAdmin, type RequestViewer } from '../../plugins/viewer';
import type { QuotesService } from './quotes.service';

/** The admin area: quote authoring and revision, and the threshold gate (Quote Reviews). */
export function quotesAdminRoutes({ quotes }: { quotes: QuotesService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['quotes'];
    // Admins author for themselves; an invited expert's route will pass their own id as author and expert.
    const asAuthor = (admin: RequestViewer) => ({ userId: admin.userId, expertId: null, admin });

    app.post(
      '/api/admin/requests/:id/quotes',
      {
        schema: {
          operationId: 'createAdminQuote',
          summary: 'Write a quote on a request as an admin',
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteDraftSchema,
          response: { 201: ZAdminQuoteSchema },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        return reply.status(201).send(await quotes.create(request.params.id, request.body, asAuthor(admin)));
      },
    );

    app.post(
      '/api/admin/requests/:id/quote-drafts',
      {
        schema: {
          operationId: 'saveAdminQuoteDraft',
          summary: 'Save a quote on a request as a draft, to submit later',
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteDraftSchema,
          response: { 201: ZAdminQuoteSchema },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        return reply
          .status(201)
          .send(await quotes.create(request.params.id, request.body, asAuthor(admin), { asDraft: true }));
      },
    );

    app.put(
      '/api/admin/quotes/:id/draft',
      {
        schema: {
          operationId: 'updateAdminQuoteDraft',
          summary: 'Change a draft quote (it stays a draft)',
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteDraftSchema,
          response: { 200: ZAdminQuoteSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.updateDraft(request.params.id, request.body, { ...admin, admin });
      },
    );

    app.post(
      '/api/admin/quotes/:id/submit',
      {
        schema: {
          operationId: 'submitAdminQuoteDraft',
          summary: 'Submit a draft quote through the approval threshold',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAdminQuoteSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.submitDraft(request.params.id, { ...admin, admin });
      },
    );

    app.get(
      '/api/admin/quotes/reviews',
      {
        schema: {
          operationId: 'listQuotesAwaitingReview',
          summary: 'List a page of the quotes waiting for review',
          tags,
          querystring: ZPageQuerySchema,
          response: { 200: ZQuoteReviewPageSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return quotes.pageAwaitingReview(request.query);
      },
    );

    app.get(
      '/api/admin/quotes/:id',
      {
        schema: {
          operationId: 'getAdminQuote',
          summary: 'Read a quote as its author',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAdminQuoteSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.getForAuthor(request.params.id, admin);
      },
    );

    app.put(
      '/api/admin/quotes/:id',
      {
        schema: {
          operationId: 'reviseAdminQuote',
          summary: 'Revise a quote',
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteDraftSchema,
          response: { 200: ZAdminQuoteSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.revise(request.params.id, request.body, { ...admin, admin });
      },
    );

    app.post(
      '/api/admin/quotes/:id/approve',
      {
        schema: {
          operationId: 'approveQuoteForSending',
          summary: 'Approve a quote in review so it is sent to the client',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAdminQuoteSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.approveForSending(request.params.id, admin);
      },
    );

    app.post(
      '/api/admin/quotes/:id/hold',
      {
        schema: {
          operationId: 'holdQuote',
          summary: 'Hold a quote in review back from the client',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAdminQuoteSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return quotes.hold(request.params.id, admin);
      },
    );
  };
}
