import { sqlNow } from '../sql-now';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * "This wasn't me" links sent to the account's address after a security change (e-mail, password, two-factor). Only
 * the SHA-256 of the link's token is stored; a link works once (`used_at`) until `expires_at`. For an e-mail change the
 * row also holds the address to restore and the new one, and the change can only be confirmed while it is unused.
 */
export const accountReverts = pgTable(
  'account_reverts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** email_change, password_change, two_factor_on or two_factor_off. */
    kind: text('kind').notNull(),
    /** SHA-256 of the token (hex). */
    tokenHash: text('token_hash').notNull().unique(),
    restoreEmail: text('restore_email'),
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_reverts_user_idx').on(t.userId)],
);
