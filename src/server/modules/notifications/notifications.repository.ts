import { clock } from '../../lib/clock';
import { sqlNow } from '../../db/sql-now';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export function createNotificationsRepository(db: Executor) {
  // The bell's reads, prepared once: each call skips building the SQL in Node and planning it in PostgreSQL.
  const newestOfPerson = () =>
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder('userId')))
      .orderBy(desc(notifications.createdAt))
      .limit(sql.placeholder('limit'));
  const newest = newestOfPerson().prepare('notifications_newest');
  // What the bell would show, as one short row: the unread count over all, and the newest rows' ids with the moments
  // they were read. Comparing it costs one row, where reading the rows costs twenty.
  const shown = db.$with('shown').as(newestOfPerson());
  const bellState = db
    .with(shown)
    .select({
      unreadCount: sql<number>`(select count(*)::int from ${notifications} where ${and(
        eq(notifications.userId, sql.placeholder('userId')),
        isNull(notifications.readAt),
      )})`,
      fingerprint: sql<string | null>`string_agg(${shown.id}::text || ':' || coalesce(
        (extract(epoch from ${shown.readAt}) * 1000000)::bigint::text, ''), ',' order by ${shown.createdAt} desc)`,
    })
    .from(shown)
    .prepare('notifications_bell_state');

  return {
    /** The newest `limit` notifications. */
    listNewest: (userId: string, limit: number): Promise<NotificationRow[]> => newest.execute({ userId, limit }),
    /** The unread count, and a fingerprint of the newest `limit` notifications that changes when any is added or read. */
    async bellState(userId: string, limit: number): Promise<{ unreadCount: number; fingerprint: string }> {
      const [row] = await bellState.execute({ userId, limit });
      return { unreadCount: row?.unreadCount ?? 0, fingerprint: row?.fingerprint ?? '' };
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
