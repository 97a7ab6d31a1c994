import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChatMessageBodySchema,
  ZChatMessageSchema,
  ZChatPageQuerySchema,
  ZChatPageSchema,
  ZChatUnreadSchema,
} from '../../../shared/schemas/chat';
import { ZIdParamsSchema, ZOkSchema } from '../../../shared/schemas/common';
import { requireViewer } from '../../plugins/viewer';
import type { ChatService } from './chat.service';

export function chatRoutes({ chat }: { chat: ChatService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/messages',
      {
        schema: {
          operationId: 'listChatMessages',
          summary: "Read a page of a project's chat",
          tags: ['chat'],
          description: 'A page of the project chat, oldest → newest; `before` (a message id) pages back in time.',
          params: ZIdParamsSchema,
          querystring: ZChatPageQuerySchema,
          response: { 200: ZChatPageSchema },
        },
      },
      async (request) => chat.list(await requireViewer(request), request.params.id, request.query),
    );

    app.post(
      '/api/projects/:id/messages',
      {
        schema: {
          operationId: 'postChatMessage',
          summary: "Post a message in a project's chat",
          tags: ['chat'],
          params: ZIdParamsSchema,
          body: ZChatMessageBodySchema,
          response: { 201: ZChatMessageSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.code(201).send(await chat.post(viewer, request.params.id, request.body));
      },
    );

    app.post(
      '/api/projects/:id/messages/read',
      {
        schema: {
          operationId: 'markChatRead',
          summary: "Mark a project's chat read for the signed-in person",
          tags: ['chat'],
          params: ZIdParamsSchema,
          response: { 200: ZOkSchema },
        },
      },
      async (request) => {
        await chat.markRead(await requireViewer(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/chat/unread',
      {
        schema: {
          operationId: 'getChatUnreadCounts',
          summary: "Count the signed-in person's unread chat messages per project",
          tags: ['chat'],
          response: { 200: ZChatUnreadSchema },
        },
      },
      async (request) => chat.unread((await requireViewer(request)).userId),
    );
  };
}
