import { sqlNow } from '../sql-now';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    properties: jsonb('properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt.desc()),
    index('analytics_events_name_created_idx').on(t.name, t.createdAt.desc()),
  ],
);
