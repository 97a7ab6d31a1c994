import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * First-admin setup on a fresh install: at most one row (the `id` is always true), holding the one setup link that
 * works. Only the SHA-256 of the link's token is stored; a start that issues a new link replaces it, so the old one
 * stops working. `completed_at` closes setup for good once the first admin exists.
 */
export const firstAdminSetup = pgTable(
  'first_admin_setup',
  {
    id: boolean('id').primaryKey().default(true),
    /** SHA-256 of the token (hex); the token itself is only ever in the start-up log. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    /** The instance whose start-up log holds the link (host and port), for the other instances' log lines. */
    issuedBy: text('issued_by').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    adminUserId: uuid('admin_user_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [check('first_admin_setup_single_row', sql`${t.id}`)],
);
