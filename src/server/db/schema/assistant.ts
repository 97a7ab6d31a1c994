import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TAssistantRole, TInsightStatus } from '../../../shared/domain/collaboration';
import { user } from './auth';
import { projects } from './projects';

/** A TeamSmith AI conversation, kept per project and user. */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('assistant_sessions_project_user_idx').on(t.projectId, t.userId, t.updatedAt.desc())],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    role: text('role').$type<TAssistantRole>().notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('assistant_messages_session_created_idx').on(t.sessionId, t.createdAt)],
);

/**
 * Risks and suggestions generated from a project's data and conversations. source_key names the finding (e.g.
 * `overdue:{milestoneId}`) so a refresh updates it instead of adding a duplicate, and a dismissed one stays dismissed.
 */
export const projectInsights = pgTable(
  'project_insights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    insightType: text('insight_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    confidenceScore: real('confidence_score').notNull(),
    status: text('status').$type<TInsightStatus>().notNull().default('active'),
    statusChangedBy: uuid('status_changed_by').references(() => user.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    unique('project_insights_source_unique').on(t.projectId, t.sourceKey),
    index('project_insights_project_status_idx').on(t.projectId, t.status),
    check('project_insights_confidence_range', sql`${t.confidenceScore} >= 0 AND ${t.confidenceScore} <= 1`),
  ],
);
