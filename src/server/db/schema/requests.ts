import { sqlNow } from '../sql-now';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TSkillRead } from '../../../shared/domain/matching/read-skills';
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
    // What matching reads: derived from the brief's interpretation or the pack when the request opens.
    industry: text('industry'),
    requiredSkills: text('required_skills').array().notNull().default([]),
    /** Where each required skill was read in the brief (field and the client's phrase); empty for a pack. */
    skillSources: jsonb('skill_sources').$type<TSkillRead[]>().notNull().default([]),
    outcomeTags: text('outcome_tags').array().notNull().default([]),
    /** Estimated effort, to compare an expert's hourly band with the budget. */
    estimatedHours: integer('estimated_hours'),
    /** Budget band in minor units of `currency`. */
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    currency: text('currency').notNull().default('gbp'),
    /** Sensitive work: conflicted experts are excluded; with sensitive_single_provider_only one invitation at a time. */
    sensitive: boolean('sensitive').notNull().default(false),
    /** An expert the client asked for (one of their saved experts). */
    preferredExpertId: uuid('preferred_expert_id'),
    /** End of the expert invitation window; quotes are presented once it passes even below the minimum count. */
    invitationWindowEndsAt: timestamp('invitation_window_ends_at', { withTimezone: true }),
    /**
     * Set when the request's project is cancelled (a pack order's draft project, decision 032): the request closes
     * with it, whatever its status, and leaves every open list.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('customization_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('customization_requests_status_idx').on(t.status),
  ],
);
