import { sqlNow } from '../sql-now';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A small attachment kept with the message: text as is (a meeting's .ics invitation), binary as base64 (a document's
 * PDF).
 */
export type EmailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

/**
 * Every e-mail the product sends, written in the same transaction as the change that caused it.
 * With SMTP configured a dispatcher delivers `queued` rows; without it they stay `stored` for the local mailbox.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<EmailAttachment[]>(),
    /** Extra message headers (List-Unsubscribe on mail a preference can turn off). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt.desc()), index('email_outbox_status_idx').on(t.status)],
);
