import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZPageQuerySchema } from '../../../shared/schemas/paging';
import {
  ZQuoteApprovalSchema,
  ZQuoteChangesBodySchema,
  ZQuoteDetailSchema,
  ZQuoteListSchema,
  ZQuoteResponseBodySchema,
} from '../../../shared/schemas/quotes';
import { requireViewer } from '../../plugins/viewer';
import type { QuotesService } from './quotes.service';

/** The client's side: their presented quotes and their answers. (Their requests are the requests module's.) */
export function quotesRoutes({ quotes }: { quotes: QuotesService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['quotes'];

    app.get(
      '/api/quotes',
      {
        schema: {
          operationId: 'listQuotes',
          summary: 'List a page of the quotes presented to the signed-in client',
          tags,
          querystring: ZPageQuerySchema,
          response: { 200: ZQuoteListSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return quotes.pageForClient(viewer.userId, request.query);
      },
    );

    app.get(
      '/api/quotes/:id',
      {
        schema: {
          operationId: 'getQuote',
          summary: 'Read a quote',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZQuoteDetailSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return quotes.getForViewer(request.params.id, viewer);
      },
    );

    app.post(
      '/api/quotes/:id/approve',
      {
        schema: {
          operationId: 'approveQuote',
          summary: 'Approve a quote (the project starts)',
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteResponseBodySchema,
          response: { 200: ZQuoteApprovalSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return quotes.approve(request.params.id, viewer.userId, request.body.notes || undefined);
      },
    );

    app.post(
      '/api/quotes/:id/reject',
      {
        schema: {
          operationId: 'rejectQuote',
          summary: 'Reject a quote',
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteResponseBodySchema,
          response: { 200: ZQuoteDetailSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return quotes.reject(request.params.id, viewer.userId, request.body.notes || undefined);
      },
    );

    app.post(
      '/api/quotes/:id/request-changes',
      {
        schema: {
          operationId: 'requestQuoteChanges',
          summary: 'Ask for changes to a quote',
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteChangesBodySchema,
          response: { 200: ZQuoteDetailSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return quotes.requestChanges(request.params.id, viewer.userId, request.body.notes);
      },
    );
  };
}
