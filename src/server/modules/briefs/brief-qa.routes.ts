import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema, ZOkSchema } from '../../../shared/schemas/common';
import { ZProposalSchema } from '../../../shared/schemas/brief-ai';
import { ZBriefQaQueueSchema, ZPassBriefQaRequestSchema } from '../../../shared/schemas/briefs';
import { requireAdmin } from '../../plugins/viewer';
import type { BriefProposalsService } from './brief-proposals.service';

/** Admin Brief QA: the queue, proposal edits and the pass. A brief itself is read through GET /api/briefs/:id. */
export function briefQaRoutes({ proposals }: { proposals: BriefProposalsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/briefs/qa-queue',
      {
        schema: {
          operationId: 'listBriefQaQueue',
          summary: 'List the briefs waiting for QA',
          tags: ['briefs'],
          response: { 200: ZBriefQaQueueSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return proposals.qaQueue();
      },
    );

    app.put(
      '/api/admin/briefs/:id/proposal',
      {
        schema: {
          operationId: 'updateBriefProposal',
          summary: 'Edit the proposal of a brief in QA',
          tags: ['briefs'],
          params: ZIdParamsSchema,
          body: ZProposalSchema,
          response: { 200: z.object({ proposal: ZProposalSchema }) },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return { proposal: await proposals.updateProposal(request.params.id, request.body, admin) };
      },
    );

    app.post(
      '/api/admin/briefs/:id/pass',
      {
        schema: {
          operationId: 'passBriefQa',
          summary: "Pass a brief's QA and send its proposal to the client",
          tags: ['briefs'],
          params: ZIdParamsSchema,
          body: ZPassBriefQaRequestSchema,
          response: { 200: ZOkSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        await proposals.pass(request.params.id, admin, request.body.proposal);
        return { ok: true as const };
      },
    );
  };
}
