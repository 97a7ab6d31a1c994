import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZMailboxMessageSchema } from '../../../shared/schemas/dev-mailbox';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { appError } from '../../errors';

type Row = typeof emailOutbox.$inferSelect;
const toDto = (row: Row) => ({
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
export function devMailboxRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/mailbox',
      {
        schema: {
          tags: ['dev'],
          querystring: z.object({ to: z.string().max(320).optional() }),
          response: { 200: z.object({ messages: z.array(ZMailboxMessageSchema) }) },
        },
      },
      async (request) => {
        const query = db.select().from(emailOutbox);
        const rows = await (request.query.to ? query.where(eq(emailOutbox.to, request.query.to)) : query)
          .orderBy(desc(emailOutbox.createdAt))
          .limit(100);
        return { messages: rows.map(toDto) };
      },
    );

    app.get(
      '/api/dev/mailbox/:id',
      { schema: { tags: ['dev'], params: ZIdParamsSchema, response: { 200: ZMailboxMessageSchema } } },
      async (request) => {
        const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, request.params.id));
        if (!row) throw appError('mailbox.not_found', 404, 'Message not found');
        return toDto(row);
      },
    );
  };
}
