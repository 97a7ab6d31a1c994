import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type {
  TDeliverableStatus,
  TMilestonePaymentStatus,
  TMilestoneStatus,
  TProjectRole,
  TProjectStatus,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_client_created_idx').on(t.clientId, t.createdAt.desc()),
    index('projects_created_idx').on(t.createdAt.desc()),
  ],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    title: text('title').notNull(),
    description: text('description'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    status: text('status').$type<TDeliverableStatus>().notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_deliverables_project_idx').on(t.projectId, t.createdAt)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('custom_project_milestones_number_unique').on(t.projectId, t.milestoneNumber)],
);
