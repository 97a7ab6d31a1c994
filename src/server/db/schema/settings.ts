import { sqlNow } from '../sql-now';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const adminSettings = pgTable('admin_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
});
