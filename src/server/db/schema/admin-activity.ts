import { sqlNow } from '../sql-now';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The administrator activity log: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). The actor is kept as
 * an id and the e-mail they had then, with no foreign key: a deleted admin's entries must stay as they were, and a
 * foreign key's ON DELETE SET NULL would be an UPDATE the log refuses.
 */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('admin_activity_occurred_at_idx').on(table.occurredAt.desc(), table.id.desc()),
    index('admin_activity_actor_idx').on(table.actorId, table.occurredAt.desc()),
    index('admin_activity_action_idx').on(table.action, table.occurredAt.desc()),
    index('admin_activity_target_idx').on(table.targetType, table.targetId),
  ],
);
