import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TChatMessageKind } from '../../../shared/domain/collaboration';
import { user } from './auth';
import { projects } from './projects';

/** A project's chat: plain messages and the announcements posted when a meeting is created from the chat. */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TChatMessageKind>().notNull().default('message'),
    message: text('message').notNull(),
    /** The meeting an announcement is about (no foreign key: meetings belong to another module). */
    meetingId: uuid('meeting_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('project_messages_project_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    check('project_messages_not_blank', sql`length(btrim(${t.message})) > 0`),
  ],
);

/** How far each participant has read a project's chat; unread = messages by others after last_read_at. */
export const projectMessageReads = pgTable(
  'project_message_reads',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);
