import { sqlNow } from '../sql-now';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Addresses that get no optional mail: the receiving server refused them for good (at RCPT time or in a delivery
 * status notification), or their owner reported our mail as spam (a feedback report). One row per address
 * (lower-cased); clearing the row (the admin, or the owner's "Try again") lets optional mail go again.
 */
export const emailBounces = pgTable(
  'email_bounces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    address: text('address').notNull(),
    kind: text('kind', { enum: ['hard-bounce', 'complaint'] }).notNull(),
    /** How we learnt it: the SMTP server's refusal, a delivery status notification, or a feedback report. */
    source: text('source', { enum: ['smtp', 'dsn', 'arf'] }).notNull(),
    /** The server's words (e.g. "550 5.1.1 User unknown") or the complaint's feedback type. */
    reason: text('reason').notNull(),
    /** The SMTP reply code (550) and the enhanced status (5.1.1) when the report gave them. */
    smtpCode: integer('smtp_code'),
    status: text('status'),
    /** The message that bounced; kept as a plain id so trimming the outbox never loses the bounce. */
    outboxId: uuid('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [uniqueIndex('email_bounces_address_idx').on(t.address)],
);
