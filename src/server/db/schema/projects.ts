import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TDeliverableStatus,
  TFileQaDecision,
  TMilestonePaymentStatus,
  TMilestoneStatus,
  TProjectRole,
  TProjectStatus,
  TReplacementStatus,
} from '../../../shared/domain/projects';
import { user } from './auth';
import { products } from './catalog';
import { orders } from './payments';

/**
 * A piece of work for one client: from a paid pack order (is_custom false) or an approved quote (is_custom true).
 * order_id and quote_id are unique so each origin yields exactly one project, whatever races happen above.
 * quote_id has no foreign key because quotes belong to another module.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    status: text('status').$type<TProjectStatus>().notNull().default('draft'),
    isCustom: boolean('is_custom').notNull().default(false),
    currency: text('currency').notNull().default('gbp'),
    totalPrice: integer('total_price').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .references(() => orders.id, { onDelete: 'set null' })
      .unique('projects_order_unique'),
    quoteId: uuid('quote_id').unique('projects_quote_unique'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Outcome Assurance: the project came from an assured brief, so the client may ask for a replacement expert. */
    assured: boolean('assured').notNull().default(false),
    /** The client's purchase-order reference, printed on the project's invoices. */
    purchaseOrderReference: text('purchase_order_reference'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Cancellation (decision 032): when, by whom (an admin or the client) and why. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    cancellationReason: text('cancellation_reason'),
    /** Minor units the cancellation refunded to the client (funded escrow not released). */
    cancellationRefund: integer('cancellation_refund'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('projects_client_created_idx').on(t.clientId, t.createdAt.desc()),
    index('projects_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * The table also has `project_status`, a copy of the project's status that triggers keep (migration 0019, decision
 * 021) for the admin reports' active-project counts. The app never reads or writes it, so it is not mapped here.
 */
export const projectParticipants = pgTable(
  'project_participants',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<TProjectRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    unique('project_participants_pair_unique').on(t.projectId, t.userId),
    index('project_participants_user_idx').on(t.userId),
  ],
);

export const projectDeliverables = pgTable(
  'project_deliverables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Custom projects: the milestone whose escrow pays for it (null for pack projects). */
    milestoneId: uuid('milestone_id').references(() => customProjectMilestones.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    status: text('status').$type<TDeliverableStatus>().notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Human QA passed (→ ready_for_client): who and when. */
    qaApprovedBy: uuid('qa_approved_by').references(() => user.id, { onDelete: 'set null' }),
    qaApprovedAt: timestamp('qa_approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('project_deliverables_project_idx').on(t.projectId, t.createdAt),
    index('project_deliverables_status_idx').on(t.status, t.submittedAt),
    index('project_deliverables_milestone_idx').on(t.milestoneId),
  ],
);

/**
 * One uploaded version of a deliverable, stored at `{deliverable_id}/{timestamp}.{ext}` in the project-files store.
 * (deliverable, version) is unique, so two concurrent uploads cannot both become version n.
 */
export const deliverableFiles = pgTable(
  'deliverable_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => projectDeliverables.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    fileType: text('file_type').notNull(),
    storagePath: text('storage_path').notNull(),
    /** SHA-256 of the stored bytes, hex. */
    checksum: text('checksum'),
    uploadedBy: uuid('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    versionNumber: integer('version_number').notNull(),
    /** The QA decision on this version: pending until an admin (then the client) decides. */
    qaDecision: text('qa_decision').$type<TFileQaDecision>().notNull().default('pending'),
    qaNote: text('qa_note'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    unique('deliverable_files_version_unique').on(t.deliverableId, t.versionNumber),
    check('deliverable_files_size_nonnegative', sql`${t.fileSize} >= 0`),
  ],
);

export const customProjectMilestones = pgTable(
  'custom_project_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    milestoneNumber: integer('milestone_number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').$type<TMilestoneStatus>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    paymentStatus: text('payment_status').$type<TMilestonePaymentStatus>().notNull().default('none'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    /** Every deliverable of the milestone passed QA: the auto-release clock starts here. */
    qaPassedAt: timestamp('qa_passed_at', { withTimezone: true }),
    /** A dispute froze the escrow: no auto-release while set. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    /** Days-before-auto-release reminders already sent (7, 3, 1), so each goes once. */
    remindedDays: integer('reminded_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Refunded to the client when its project was cancelled (decision 032): completed, its escrow settled back. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Payments that arrived after the milestone was funded (paid twice), each refunded at once: their total. */
    duplicateRefundedAmount: integer('duplicate_refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    unique('custom_project_milestones_number_unique').on(t.projectId, t.milestoneNumber),
    check('custom_project_milestones_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Outcome Assurance: a client's request for a replacement expert. At most one open request per project; the admin
 * completes it by swapping the freelancer (files and escrow stay with the project).
 */
export const projectReplacements = pgTable(
  'project_replacements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<TReplacementStatus>().notNull().default('requested'),
    previousExpertId: uuid('previous_expert_id').references(() => user.id, { onDelete: 'set null' }),
    newExpertId: uuid('new_expert_id').references(() => user.id, { onDelete: 'set null' }),
    resolvedBy: uuid('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    uniqueIndex('project_replacements_open_unique')
      .on(t.projectId)
      .where(sql`${t.status} = 'requested'`),
  ],
);
