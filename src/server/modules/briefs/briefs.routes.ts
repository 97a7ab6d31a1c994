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
import { requireViewer } from '../../plugins/viewer';
import type { BriefsService } from './briefs.service';

export function briefsRoutes({ briefs }: { briefs: BriefsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/briefs/intake', { schema: { tags: ['briefs'], response: { 200: ZBriefIntakeSchema } } }, () =>
      briefs.intake(),
    );

    app.get(
      '/api/briefs/origin',
      {
        schema: {
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
        schema: { tags: ['briefs'], body: ZInterpretFieldRequestSchema, response: { 200: ZFieldInterpretationSchema } },
      },
      (request) => briefs.interpret(request.body.field, request.body.value),
    );

    // submit-brief.
    app.post(
      '/api/briefs',
      {
        config: { rateLimit: RATE_LIMITS.briefSubmit },
        schema: { tags: ['briefs'], body: ZSubmitBriefRequestSchema, response: { 201: ZSubmitBriefResponseSchema } },
      },
      async (request, reply) => reply.status(201).send(await briefs.submit(request.body, await request.viewer())),
    );

    app.get(
      '/api/briefs',
      { schema: { tags: ['briefs'], querystring: ZBriefListQuerySchema, response: { 200: ZBriefListSchema } } },
      async (request) => briefs.list(await requireViewer(request), request.query),
    );

    app.get(
      '/api/briefs/:id',
      {
        schema: {
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
      { schema: { tags: ['briefs'], params: ZIdParamsSchema, response: { 200: ZBriefRawSchema } } },
      async (request) => briefs.raw(request.params.id, await requireViewer(request)),
    );

    app.post(
      '/api/briefs/:id/complete',
      {
        schema: {
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
      { schema: { tags: ['briefs'], params: ZIdParamsSchema, response: { 200: ZBriefViewSchema } } },
      async (request) => briefs.accept(request.params.id, await requireViewer(request)),
    );

    app.post(
      '/api/briefs/:id/archive',
      { schema: { tags: ['briefs'], params: ZIdParamsSchema, response: { 200: ZBriefViewSchema } } },
      async (request) => briefs.archive(request.params.id, await requireViewer(request)),
    );
  };
}
