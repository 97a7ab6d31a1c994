import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZFieldInterpretationSchema, ZInterpretFieldRequestSchema } from '../../../shared/schemas/brief-ai';
import {
  ZBriefIntakeSchema,
  ZBriefListQuerySchema,
  ZBriefListSchema,
  ZBriefOriginPrefillSchema,
  ZBriefOriginQuerySchema,
  ZBriefRawSchema,
  ZBriefReadQuerySchema,
  ZBriefViewSchema,
  ZCompleteBriefRequestSchema,
  ZSubmitBriefRequestSchema,
  ZSubmitBriefResponseSchema,
} from '../../../shared/schemas/briefs';
import { RATE_LIMITS } from '../../config/limits';
import { OPTIONAL_SESSION } from '../../plugins/openapi';
import { requireViewer } from '../../plugins/viewer';
import type { BriefsService } from './briefs.service';

export function briefsRoutes({ briefs }: { briefs: BriefsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/briefs/intake',
      {
        schema: {
          operationId: 'getBriefIntake',
          summary: "Read the brief builder's questions and choices",
          security: [],
          tags: ['briefs'],
          response: { 200: ZBriefIntakeSchema },
        },
      },
      () => briefs.intake(),
    );

    app.get(
      '/api/briefs/origin',
      {
        schema: {
          operationId: 'getBriefOriginPrefill',
          summary: 'Prefill a brief from where the client started (a pack or a capability)',
          security: [],
          tags: ['briefs'],
          querystring: ZBriefOriginQuerySchema,
          response: { 200: ZBriefOriginPrefillSchema },
        },
      },
      (request) => briefs.prefill(request.query),
    );

    // brief-sensemaking: public (the builder works for guests), so limited per address.
    app.post(
      '/api/briefs/interpret',
      {
        config: { rateLimit: RATE_LIMITS.briefInterpret },
        schema: {
          operationId: 'interpretBriefField',
          summary: 'Interpret the free text of one brief builder field',
          security: [],
          tags: ['briefs'],
          body: ZInterpretFieldRequestSchema,
          response: { 200: ZFieldInterpretationSchema },
        },
      },
      (request) => briefs.interpret(request.body.field, request.body.value),
    );

    // submit-brief.
    app.post(
      '/api/briefs',
      {
        config: { rateLimit: RATE_LIMITS.briefSubmit },
        schema: {
          operationId: 'submitBrief',
          summary: 'Submit a brief, signed in or as a guest',
          security: OPTIONAL_SESSION,
          tags: ['briefs'],
          body: ZSubmitBriefRequestSchema,
          response: { 201: ZSubmitBriefResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await briefs.submit(request.body, await request.viewer())),
    );

    app.get(
      '/api/briefs',
      {
        schema: {
          operationId: 'listBriefs',
          summary: "List the signed-in client's briefs",
          tags: ['briefs'],
          querystring: ZBriefListQuerySchema,
          response: { 200: ZBriefListSchema },
        },
      },
      async (request) => briefs.list(await requireViewer(request), request.query),
    );

    app.get(
      '/api/briefs/:id',
      {
        schema: {
          operationId: 'getBrief',
          summary: 'Read a brief (its owner, an admin, or anyone with its secure link token)',
          security: OPTIONAL_SESSION,
          tags: ['briefs'],
          params: ZIdParamsSchema,
          querystring: ZBriefReadQuerySchema,
          response: { 200: ZBriefViewSchema },
        },
      },
      async (request) => briefs.view(request.params.id, await request.viewer(), request.query.token),
    );

    app.get(
      '/api/briefs/:id/raw',
      {
        schema: {
          operationId: 'getBriefRaw',
          summary: 'Read a brief exactly as submitted (its owner or an admin)',
          tags: ['briefs'],
          params: ZIdParamsSchema,
          response: { 200: ZBriefRawSchema },
        },
      },
      async (request) => briefs.raw(request.params.id, await requireViewer(request)),
    );

    app.post(
      '/api/briefs/:id/complete',
      {
        schema: {
          operationId: 'completeBrief',
          summary: "Answer a brief's remaining questions",
          tags: ['briefs'],
          params: ZIdParamsSchema,
          body: ZCompleteBriefRequestSchema,
          response: { 200: ZBriefViewSchema },
        },
      },
      async (request) => briefs.complete(request.params.id, await requireViewer(request), request.body.answers),
    );

    app.post(
      '/api/briefs/:id/accept',
      {
        schema: {
          operationId: 'acceptBriefProposal',
          summary: "Accept a brief's proposal",
          tags: ['briefs'],
          params: ZIdParamsSchema,
          response: { 200: ZBriefViewSchema },
        },
      },
      async (request) => briefs.accept(request.params.id, await requireViewer(request)),
    );

    app.post(
      '/api/briefs/:id/archive',
      {
        schema: {
          operationId: 'archiveBrief',
          summary: 'Archive a brief',
          tags: ['briefs'],
          params: ZIdParamsSchema,
          response: { 200: ZBriefViewSchema },
        },
      },
      async (request) => briefs.archive(request.params.id, await requireViewer(request)),
    );
  };
}
