import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSISTANT_SEND_FAILED } from '../../../shared/domain/collaboration';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  ZAiChatBodySchema,
  ZAiChatReplySchema,
  ZAssistantMessageListSchema,
  ZAssistantSessionListSchema,
  ZInsightListSchema,
  ZInsightSchema,
  ZInsightStatusBodySchema,
  type TAiChatStreamEvent,
} from '../../../shared/schemas/assistant';
import { ASSISTANT_RATE_LIMIT } from '../../config/limits';
import { isAppError } from '../../errors';
import { rawResponse } from '../../plugins/openapi';
import { requireViewer } from '../../plugins/viewer';
import type { AssistantService } from './assistant.service';

const tags = ['assistant'];

/** Questions are limited per signed-in user (their id), falling back to the address for anyone else. */
async function perUser(request: FastifyRequest): Promise<string> {
  const viewer = await request.viewer().catch(() => null);
  return viewer ? `user:${viewer.userId}` : `ip:${request.ip}`;
}

/**
 * TeamSmith AI: `POST /api/ai-chat` (spec §7: body message, sessionId, projectId; returns message, sessionId) answers
 * as JSON, or as Server-Sent Events (`session`, `delta`…, then `done` or `error`) when the client accepts
 * `text/event-stream`. Conversations and insights of a project: its participants and admins only (404 otherwise).
 */
export function assistantRoutes({ assistant }: { assistant: AssistantService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/ai-chat',
      {
        config: { rateLimit: { ...ASSISTANT_RATE_LIMIT, keyGenerator: perUser } },
        schema: {
          operationId: 'askAssistant',
          summary: 'Ask TeamSmith AI a question about a project',
          description:
            'Answers as JSON, or as Server-Sent Events (`session`, `delta`…, then `done` or `error`) when the request accepts `text/event-stream`.',
          tags,
          body: ZAiChatBodySchema,
          response: {
            200: {
              description: 'The reply as JSON, or as Server-Sent Events when the request accepts `text/event-stream`.',
              content: {
                'application/json': { schema: ZAiChatReplySchema },
                ...rawResponse(
                  'text/event-stream',
                  'Events whose data is JSON: `session`, `delta`… then `done` (the whole reply) or `error`.',
                ).content,
              },
            },
          },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const streaming = (request.headers.accept ?? '').includes('text/event-stream');
        if (!streaming) return assistant.ask(viewer, request.body);

        const res = reply.raw;
        let open = false;
        const send = (event: TAiChatStreamEvent) => {
          if (open && !res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
        };
        try {
          const result = await assistant.ask(viewer, request.body, {
            // Access and the session are checked by now: from here on the reply is a stream.
            onSession: (sessionId) => {
              reply.hijack();
              res.writeHead(200, {
                'content-type': 'text/event-stream; charset=utf-8',
                'cache-control': 'no-cache, no-transform',
                connection: 'keep-alive',
                'x-accel-buffering': 'no',
              });
              open = true;
              send({ type: 'session', sessionId });
            },
            onChunk: (text) => send({ type: 'delta', text }),
          });
          send({ type: 'done', message: result.message, sessionId: result.sessionId });
        } catch (error) {
          if (!open) throw error;
          request.log.error({ err: error }, 'assistant reply failed');
          // A reply broken midway says so; anything else is the spec's generic failure.
          send({ type: 'error', message: isAppError(error) ? error.message : ASSISTANT_SEND_FAILED });
        }
        res.end();
        return reply;
      },
    );

    app.get(
      '/api/projects/:id/assistant/sessions',
      {
        schema: {
          operationId: 'listAssistantSessions',
          summary: "List the signed-in person's TeamSmith AI conversations on a project",
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAssistantSessionListSchema },
        },
      },
      async (request) => assistant.listSessions(await requireViewer(request), request.params.id),
    );

    app.get(
      '/api/projects/:id/assistant/messages',
      {
        schema: {
          operationId: 'listAssistantMessages',
          summary: 'Read the messages of a TeamSmith AI conversation on a project',
          tags,
          params: ZIdParamsSchema,
          querystring: z.object({ sessionId: z.uuid().optional() }),
          response: { 200: ZAssistantMessageListSchema },
        },
      },
      async (request) => assistant.messages(await requireViewer(request), request.params.id, request.query.sessionId),
    );

    app.get(
      '/api/projects/:id/insights',
      {
        schema: {
          operationId: 'listProjectInsights',
          summary: "List a project's AI insights (risks and suggestions)",
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZInsightListSchema },
        },
      },
      async (request) => assistant.listInsights(await requireViewer(request), request.params.id),
    );

    app.patch(
      '/api/projects/:id/insights/:insightId',
      {
        schema: {
          operationId: 'setInsightStatus',
          summary: 'Mark a project insight implemented or dismissed',
          tags,
          params: z.object({ id: z.uuid(), insightId: z.uuid() }),
          body: ZInsightStatusBodySchema,
          response: { 200: ZInsightSchema },
        },
      },
      async (request) =>
        assistant.setInsightStatus(
          await requireViewer(request),
          request.params.id,
          request.params.insightId,
          request.body,
        ),
    );
  };
}
