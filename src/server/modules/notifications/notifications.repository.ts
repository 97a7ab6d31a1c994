import { clock } from '../../lib/clock';
import { sqlNow } from '../../db/sql-now';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export function createNotificationsRepository(db: Executor) {
  // The bell's read, prepared once: each call skips building the SQL in Node and planning it in PostgreSQL. Each row
  // carries the unread count over all the person's notifications (the window counts before the limit applies), so
  // the bell is one round trip; with no row there is nothing unread.
  const newest = db
    .select({
      notification: notifications,
      unread: sql<number>`(count(*) filter (where ${isNull(notifications.readAt)}) over ())::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_newest');

  return {
    /** The newest `limit` notifications, and how many of all the person's are unread. */
    async listNewest(userId: string, limit: number): Promise<{ rows: NotificationRow[]; unreadCount: number }> {
      const rows = await newest.execute({ userId, limit });
      return { rows: rows.map((row) => row.notification), unreadCount: rows[0]?.unread ?? 0 };
    },
    async insert(values: NewNotification, executor: Executor = db): Promise<NotificationRow> {
      const [row] = await executor.insert(notifications).values(values).returning();
      if (!row) throw new Error('notification insert returned nothing');
      return row;
    },
    /** Marks one of the user's notifications read (keeping the first read time); null when it is not theirs. */
    async markRead(userId: string, id: string): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${sqlNow()})` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row ?? null;
    },
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: clock.now() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async removeAllFor(userId: string, executor: Executor = db): Promise<void> {
      await executor.delete(notifications).where(eq(notifications.userId, userId));
    },
  };
}
