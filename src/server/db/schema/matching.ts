import { sqlNow } from '../sql-now';
import { index, integer, jsonb, pgTable, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TInvitationStatus } from '../../../shared/domain/invitations';
import { user } from './auth';

/**
 * A ranked shortlist computed for a request: the newest one is shown, force_recompute adds a new one.
 * request_id carries no foreign key: requests belong to another module. candidates holds the top candidates with
 * score, profile summary, breakdown and reason, as computed then.
 */
export const matchingSnapshots = pgTable(
  'matching_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    candidates: jsonb('candidates').$type<unknown[]>().notNull(),
    eligibleCount: integer('eligible_count').notNull(),
    blockedReason: text('blocked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('matching_snapshots_request_idx').on(t.requestId, t.createdAt.desc())],
);

/**
 * An invitation to an expert (or an agency, through its owner) to take on a request. One per request and expert:
 * invited once is enough. Pending ones expire at expires_at (invite_response_sla_hours after sending).
 */
export const matchInvitations = pgTable(
  'match_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id'),
    snapshotId: uuid('snapshot_id').references(() => matchingSnapshots.id, { onDelete: 'set null' }),
    score: real('score'),
    status: text('status').$type<TInvitationStatus>().notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => user.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    unique('match_invitations_request_expert_unique').on(t.requestId, t.expertId),
    index('match_invitations_expert_idx').on(t.expertId, t.sentAt.desc()),
    index('match_invitations_pending_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * An admin's judgement that a candidate is not a fit for a request, with the reason: shown on the candidate and
 * counted on the Performance tab, the engine's feedback from the people who use it. One per request and expert (a
 * second mark replaces the reason).
 */
export const matchFeedback = pgTable(
  'match_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The candidate's score in the snapshot the admin judged. */
    score: real('score'),
    /** Their rank in that snapshot, 1 = the engine's first choice. */
    rank: integer('rank'),
    reason: text('reason').notNull(),
    markedBy: uuid('marked_by').references(() => user.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [unique('match_feedback_request_expert_unique').on(t.requestId, t.expertId)],
);
