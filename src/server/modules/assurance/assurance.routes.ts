import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminReplacementListSchema,
  ZCompleteReplacementBodySchema,
  ZProjectAssuranceSchema,
  ZReplacementRequestBodySchema,
  ZReplacementSchema,
  ZReplacementShortlistSchema,
} from '../../../shared/schemas/assurance';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { AssuranceService } from './assurance.service';

const tags = ['assurance'];

/** Outcome Assurance: the project's block, the client's replacement request, the admin's shortlist and swap. */
export function assuranceRoutes({ assurance }: { assurance: AssuranceService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/assurance',
      {
        schema: {
          operationId: 'getProjectAssurance',
          summary: "Read a project's Outcome Assurance and its replacement requests",
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZProjectAssuranceSchema },
        },
      },
      async (request) => assurance.forProject(await requireViewer(request), request.params.id),
    );

    app.post(
      '/api/projects/:id/replacements',
      {
        schema: {
          operationId: 'requestReplacement',
          summary: 'Ask for a replacement expert on an assured project',
          tags,
          params: ZIdParamsSchema,
          body: ZReplacementRequestBodySchema,
          response: { 201: ZReplacementSchema },
        },
      },
      async (request, reply) => {
        const row = await assurance.request(await requireViewer(request), request.params.id, request.body.reason);
        return reply.code(201).send(row);
      },
    );

    app.get(
      '/api/admin/replacements',
      {
        schema: {
          operationId: 'listOpenReplacements',
          summary: 'List open replacement requests',
          tags,
          response: { 200: ZAdminReplacementListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return assurance.listOpen();
      },
    );

    app.post(
      '/api/admin/replacements/:id/shortlist',
      {
        schema: {
          operationId: 'shortlistReplacement',
          summary: 'Shortlist candidate experts for a replacement request',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZReplacementShortlistSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return assurance.shortlist(request.params.id, admin.userId);
      },
    );

    app.post(
      '/api/admin/replacements/:id/complete',
      {
        schema: {
          operationId: 'completeReplacement',
          summary: 'Swap the chosen replacement expert into the project',
          tags,
          params: ZIdParamsSchema,
          body: ZCompleteReplacementBodySchema,
          response: { 200: ZReplacementSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return assurance.complete(request.params.id, request.body.newExpertId, admin);
      },
    );
  };
}
