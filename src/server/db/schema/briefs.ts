import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TBriefOrigin, TBriefStatus } from '../../../shared/domain/brief-options';
import type { TProposal, TStructuredBrief } from '../../../shared/schemas/brief-ai';
import { user } from './auth';

/**
 * A client's bespoke brief: what they asked for (structured_brief), the proposal drafted for it (proposal_json) and
 * where it stands (status). user_id is null for a guest until they sign in with the same verified e-mail.
 * origin_id is a product uuid (catalog) or a capability card id (capability), so it is text without a foreign key.
 */
export const briefs = pgTable(
  'briefs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<TBriefStatus>().notNull().default('submitted'),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    company: text('company'),
    structuredBrief: jsonb('structured_brief').$type<TStructuredBrief>().notNull(),
    proposalJson: jsonb('proposal_json').$type<TProposal>(),
    assuredMode: boolean('assured_mode').notNull().default(false),
    origin: text('origin').$type<TBriefOrigin>().notNull().default('bespoke'),
    originId: text('origin_id'),
    /** A saved expert the client asked for (checked when the brief is submitted); passed on to the request. */
    preferredExpertId: uuid('preferred_expert_id'),
    qaReviewedBy: uuid('qa_reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    qaReviewedAt: timestamp('qa_reviewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * When the secure link e-mailed to contact_email was first opened: proof that whoever holds that address sent it.
     * Only such guest briefs are linked to the account with that e-mail at sign-in.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('briefs_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('briefs_status_created_idx').on(t.status, t.createdAt),
    // Sign-in linking looks up unclaimed briefs by e-mail.
    index('briefs_unclaimed_email_idx')
      .on(sql`lower(${t.contactEmail})`)
      .where(sql`${t.userId} IS NULL`),
    check(
      'briefs_status_check',
      sql`${t.status} IN ('draft', 'submitted', 'proposal_ready', 'qa_in_review', 'qa_passed', 'accepted', 'archived')`,
    ),
    check('briefs_origin_check', sql`${t.origin} IN ('capability', 'catalog', 'bespoke')`),
  ],
);
