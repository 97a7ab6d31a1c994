import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  ZDeclineInvitationBodySchema,
  ZExpertInvitationListSchema,
  ZExpertInvitationQuerySchema,
  ZExpertInvitationSchema,
} from '../../../shared/schemas/matching';
import { ZPageQuerySchema } from '../../../shared/schemas/paging';
import { ZProjectPageSchema } from '../../../shared/schemas/projects';
import {
  ZExpertQuoteListSchema,
  ZExpertQuoteQuerySchema,
  ZExpertQuoteSchema,
  ZQuoteDraftSchema,
} from '../../../shared/schemas/quotes';
import { requireViewer } from '../../plugins/viewer';
import type { MatchingService } from './matching.service';

/**
 * The expert's area: their invitations (others' are 404), answering them, quoting on accepted ones, their quotes and
 * projects. Everything is scoped to the signed-in person; nobody sees another expert's invitations or quotes.
 */
export function matchingExpertRoutes({ matching }: { matching: MatchingService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['matching'];

    app.get(
      '/api/expert/invitations',
      {
        schema: {
          operationId: 'listMyInvitations',
          summary: "List a page of the signed-in expert's invitations to quote (of one status when `status` names it)",
          tags,
          querystring: ZExpertInvitationQuerySchema,
          response: { 200: ZExpertInvitationListSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return matching.listInvitations(viewer.userId, request.query);
      },
    );

    app.get(
      '/api/expert/invitations/:id',
      {
        schema: {
          operationId: 'getMyInvitation',
          summary: "Read one of the signed-in expert's invitations",
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZExpertInvitationSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return matching.getInvitation(request.params.id, viewer.userId);
      },
    );

    app.post(
      '/api/expert/invitations/:id/accept',
      {
        schema: {
          operationId: 'acceptInvitation',
          summary: 'Accept an invitation to quote',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZExpertInvitationSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return matching.acceptInvitation(request.params.id, viewer.userId);
      },
    );

    app.post(
      '/api/expert/invitations/:id/decline',
      {
        schema: {
          operationId: 'declineInvitation',
          summary: 'Decline an invitation to quote',
          tags,
          params: ZIdParamsSchema,
          body: ZDeclineInvitationBodySchema,
          response: { 200: ZExpertInvitationSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return matching.declineInvitation(request.params.id, viewer.userId, request.body.reason);
      },
    );

    app.post(
      '/api/expert/requests/:id/quotes',
      {
        schema: {
          operationId: 'createExpertQuote',
          summary: 'Write a quote on a request the expert was invited to',
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteDraftSchema,
          response: { 201: ZExpertQuoteSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.status(201).send(await matching.createQuote(request.params.id, request.body, viewer.userId));
      },
    );

    app.get(
      '/api/expert/quotes',
      {
        schema: {
          operationId: 'listMyQuotes',
          summary: "List a page of the signed-in expert's quotes (on one request when `requestId` names it)",
          tags,
          querystring: ZExpertQuoteQuerySchema,
          response: { 200: ZExpertQuoteListSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return matching.listQuotes(viewer.userId, request.query);
      },
    );

    app.get(
      '/api/expert/quotes/:id',
      {
        schema: {
          operationId: 'getMyQuote',
          summary: "Read one of the signed-in expert's quotes",
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZExpertQuoteSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return matching.getQuote(request.params.id, viewer.userId);
      },
    );

    app.put(
      '/api/expert/quotes/:id',
      {
        schema: {
          operationId: 'reviseMyQuote',
          summary: "Revise one of the signed-in expert's quotes",
          tags,
          params: ZIdParamsSchema,
          body: ZQuoteDraftSchema,
          response: { 200: ZExpertQuoteSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return matching.reviseQuote(request.params.id, request.body, viewer.userId);
      },
    );

    app.get(
      '/api/expert/projects',
      {
        schema: {
          operationId: 'listMyExpertProjects',
          summary: "List a page of the signed-in expert's projects",
          tags,
          querystring: ZPageQuerySchema,
          response: { 200: ZProjectPageSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return matching.listProjects(viewer.userId, request.query);
      },
    );
  };
}
