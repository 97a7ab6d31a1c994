import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const adminSettings = pgTable('admin_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
});

/**
 * Every admin settings change: who (id, and the e-mail they had then, so the row survives the account), when, the key
 * and the value before and after. Written in the same transaction as the change.
 */
export const adminSettingsAudit = pgTable(
  'admin_settings_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settingKey: text('setting_key').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value').notNull(),
    changedBy: uuid('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_settings_audit_changed_at_idx').on(table.changedAt)],
);
