import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZMailboxMessageSchema } from '../../../shared/schemas/dev-mailbox';
import { appError } from '../../errors';
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
 * newcomer without an SMTP server can open confirmation and secure links.
 */
export function devMailboxRoutes({ mailer }: { mailer: Mailer }): FastifyPluginAsyncZod {
  return async (app) => {
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
