import { sqlNow } from '../sql-now';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TMeetingProvider } from '../../../shared/domain/collaboration';
import { user } from './auth';
import { projects } from './projects';

/** A project meeting: a real Jitsi room, a Google Meet event (or the placeholder), or a Zoom/Teams/manual link. */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's identifier: the Jitsi room name, the Google Calendar event id; null for pasted links. */
    meetingId: text('meeting_id'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    provider: text('provider').$type<TMeetingProvider>().notNull(),
    joinUrl: text('join_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    recordingConsent: boolean('recording_consent').notNull().default(false),
    organizerUserId: uuid('organizer_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The calendar SEQUENCE: 0 when scheduled, one more at each reschedule or cancellation (RFC 5545 3.8.7.4). */
    sequence: integer('sequence').notNull().default(0),
    /** Set once when the meeting is cancelled; a cancelled meeting leaves the lists and cannot change again. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('meetings_project_starts_idx').on(t.projectId, t.startsAt),
    index('meetings_starts_idx').on(t.startsAt.desc()),
  ],
);

/** A user's connected Google account, used to create real Google Meet events through the Calendar API. */
export const googleConnections = pgTable('google_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  googleEmail: text('google_email'),
  /** Encrypted at rest with the server's secret (never returned by the API). */
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});
