import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TRequestStatus } from '../../../shared/domain/requests';
import { user } from './auth';
import { products } from './catalog';

/**
 * A client's customization request: opened when a brief's proposal is accepted or a pack is ordered, then quoted.
 * brief_id / order_id are unique so opening is idempotent per origin; they carry no foreign key because the briefs
 * and orders tables belong to other modules.
 */
export const customizationRequests = pgTable(
  'customization_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    briefId: uuid('brief_id').unique('customization_requests_brief_unique'),
    orderId: uuid('order_id').unique('customization_requests_order_unique'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    projectId: uuid('project_id'),
    projectTitle: text('project_title').notNull(),
    baseTemplate: text('base_template'),
    customRequirements: text('custom_requirements').notNull(),
    budgetRange: text('budget_range'),
    timelinePreference: text('timeline_preference'),
    status: text('status').$type<TRequestStatus>().notNull().default('new'),
    /** End of the expert invitation window; quotes are presented once it passes even below the minimum count. */
    invitationWindowEndsAt: timestamp('invitation_window_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customization_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('customization_requests_status_idx').on(t.status),
  ],
);
