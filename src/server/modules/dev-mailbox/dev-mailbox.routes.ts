import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZMailboxMessageSchema } from '../../../shared/schemas/dev-mailbox';
import { appError } from '../../errors';
import { isDirectLoopback } from '../../lib/loopback';
import type { Mailer, OutboxRow } from '../../providers/email/mailer';

const MAILBOX_LIMIT = 100;

const toDto = (row: OutboxRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The local mailbox: every e-mail the product wrote to its outbox. Registered only outside production, so that a
 * newcomer without an SMTP server can open confirmation and secure links; it answers only direct requests from this
 * machine, since those links sign in (a development server on a shared network must not hand them out).
 */
export function devMailboxRoutes({ mailer }: { mailer: Mailer }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isDirectLoopback(request)) throw appError('not_found', 404, 'Not found');
    });
    app.get(
      '/api/dev/mailbox',
      {
        schema: {
          operationId: 'listMailboxMessages',
          summary: 'List the e-mails in the local outbox, optionally to one address (not in production)',
          security: [],
          tags: ['dev'],
          querystring: z.object({ to: z.string().max(320).optional() }),
          response: { 200: z.object({ messages: z.array(ZMailboxMessageSchema) }) },
        },
      },
      async (request) => {
        const rows = await mailer.listOutbox(MAILBOX_LIMIT, request.query.to);
        return { messages: rows.map(toDto) };
      },
    );

    app.get(
      '/api/dev/mailbox/:id',
      {
        schema: {
          operationId: 'getMailboxMessage',
          summary: 'Read one e-mail from the local outbox (not in production)',
          security: [],
          tags: ['dev'],
          params: ZIdParamsSchema,
          response: { 200: ZMailboxMessageSchema },
        },
      },
      async (request) => {
        const row = await mailer.findInOutbox(request.params.id);
        if (!row) throw appError('mailbox.not_found', 404, 'Message not found');
        return toDto(row);
      },
    );
  };
}
