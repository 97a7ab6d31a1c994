import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { MAIL_BOUNCES_API, ZMailBounceListSchema, ZMyMailBounceSchema } from '../../../shared/schemas/mail-bounces';
import { requireAdmin, requireViewer } from '../../plugins/viewer';
import type { MailBouncesService } from './mail-bounces.service';

/** Bounced addresses: the admins' list and clearing, and the signed-in person's own address. */
export function mailBouncesRoutes({ mailBounces }: { mailBounces: MailBouncesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MAIL_BOUNCES_API.list,
      {
        schema: {
          operationId: 'listMailBounces',
          summary: 'Addresses that get no optional e-mail: hard bounces and complaints',
          description: 'The newest 50, newest first, with the reason and when. Admins only.',
          tags: ['admin'],
          response: { 200: ZMailBounceListSchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return { bounces: await mailBounces.list() };
      },
    );

    app.delete(
      MAIL_BOUNCES_API.clear,
      {
        schema: {
          operationId: 'clearMailBounce',
          summary: 'Let optional e-mail go to a bounced address again',
          description: 'Recorded in the activity log. Admins only; 404 when the address is no longer listed.',
          tags: ['admin'],
          params: ZIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        await mailBounces.clear(request.params.id, admin);
        return reply.status(204).send(null);
      },
    );

    app.get(
      MAIL_BOUNCES_API.mine,
      {
        schema: {
          operationId: 'getMyMailBounce',
          summary: 'Whether e-mail to my address bounced (or I reported it as spam)',
          tags: ['account'],
          response: { 200: ZMyMailBounceSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return { bounce: await mailBounces.ofAddress(viewer.email) };
      },
    );

    app.delete(
      MAIL_BOUNCES_API.mine,
      {
        schema: {
          operationId: 'clearMyMailBounce',
          summary: 'Try my address again: optional e-mail goes to it again',
          tags: ['account'],
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        await mailBounces.clearOwn(viewer.email);
        return reply.status(204).send(null);
      },
    );
  };
}
