import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TDisputeEventKind, TDisputeResolution, TDisputeStatus } from '../../../shared/domain/disputes';
import { user } from './auth';

/**
 * A client's dispute of a funded milestone (or a pack project's escrow: milestone_id null). At most one unresolved
 * dispute per project and milestone. project_id / milestone_id have no foreign keys: projects belong to another module.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').notNull(),
    milestoneId: uuid('milestone_id'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<TDisputeStatus>().notNull().default('open'),
    /** The escrow amount in dispute when it opened, minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    resolution: text('resolution').$type<TDisputeResolution>(),
    refundAmount: integer('refund_amount'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('disputes_project_idx').on(t.projectId, t.createdAt.desc()),
    uniqueIndex('disputes_open_unique')
      .on(t.projectId, sql`coalesce(${t.milestoneId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} <> 'resolved'`),
    check('disputes_refund_nonnegative', sql`${t.refundAmount} IS NULL OR ${t.refundAmount} >= 0`),
  ],
);

/** The dispute's timeline: opening, evidence, the expert's answer, comments, the resolution. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TDisputeEventKind>().notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('dispute_events_dispute_idx').on(t.disputeId, t.createdAt)],
);

/** Evidence files of a dispute, in the project-files store under `disputes/{dispute_id}/{timestamp}.{ext}`. */
export const disputeFiles = pgTable('dispute_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  disputeId: uuid('dispute_id')
    .notNull()
    .references(() => disputes.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  fileType: text('file_type').notNull(),
  storagePath: text('storage_path').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});
