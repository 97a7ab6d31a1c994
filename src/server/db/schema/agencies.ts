import { sqlNow } from '../sql-now';
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TAgencyMemberStatus, TAgencyRole } from '../../../shared/domain/agencies';
import { user } from './auth';

/** An agency, owned by an expert; matched and invited like an expert through its owner. */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('agencies_owner_idx').on(t.ownerId)],
);

/** The roster: members are invited by e-mail and accept; user_id is set once they do. */
export const agencyMembers = pgTable(
  'agency_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<TAgencyRole>().notNull(),
    status: text('status').$type<TAgencyMemberStatus>().notNull().default('invited'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [unique('agency_members_email_unique').on(t.agencyId, t.email), index('agency_members_user_idx').on(t.userId)],
);

/** Who of the agency works on a project and their share of its payouts (whole percent; the shares total 100). */
export const agencyProjectShares = pgTable(
  'agency_project_shares',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sharePercent: integer('share_percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('agency_project_shares_agency_idx').on(t.agencyId)],
);
