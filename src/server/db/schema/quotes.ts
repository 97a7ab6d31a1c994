import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TQuoteMilestone, TQuoteStatus } from '../../../shared/domain/quotes';
import { user } from './auth';
import { customizationRequests } from './requests';

/** Feeds the readable quote number (Q-2026-000123): unique across years, never reused. */
export const customQuoteNumberSeq = pgSequence('custom_quote_number_seq', { startWith: 1 });

export const customQuotes = pgTable(
  'custom_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => customizationRequests.id, { onDelete: 'cascade' }),
    /** The client the quote is for. */
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The author: an admin, or an invited expert. */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => user.id),
    /** The expert who will deliver (joins the project on approval); null when an admin quotes without one. */
    expertId: uuid('expert_id').references(() => user.id),
    quoteNumber: text('quote_number')
      .notNull()
      .default(sql`'Q-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('custom_quote_number_seq')::text, 6, '0')`),
    projectTitle: text('project_title').notNull(),
    scopeDescription: text('scope_description').notNull(),
    status: text('status').$type<TQuoteStatus>().notNull().default('draft'),
    /** Always the sum of the milestones' amounts, in minor units. */
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    paymentStructure: text('payment_structure').notNull(),
    deliverables: jsonb('deliverables').$type<{ title: string }[]>().notNull(),
    milestones: jsonb('milestones').$type<TQuoteMilestone[]>().notNull(),
    estimatedDuration: text('estimated_duration').notNull(),
    estimatedStartDate: date('estimated_start_date', { mode: 'string' }),
    /** expires_at = sent_at + this, set each time the quote is sent. */
    validForDays: integer('valid_for_days').notNull().default(14),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the client could first see it (presenting rule); null while it is held back. */
    presentedAt: timestamp('presented_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => user.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => user.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    clientNotes: text('client_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    unique('custom_quotes_quote_number_unique').on(t.quoteNumber),
    index('custom_quotes_request_idx').on(t.requestId),
    index('custom_quotes_user_idx').on(t.userId, t.createdAt.desc()),
    index('custom_quotes_status_idx').on(t.status),
  ],
);

export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => customQuotes.id, { onDelete: 'cascade' }),
    revisionNumber: integer('revision_number').notNull(),
    changesRequested: text('changes_requested').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => user.id),
    /** The new total once the author has revised; null while the revision is outstanding. */
    revisedAmount: integer('revised_amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [unique('quote_revisions_quote_number_unique').on(t.quoteId, t.revisionNumber)],
);
