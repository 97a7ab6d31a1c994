import { and, asc, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { realtimeEvents } from '../db/schema/realtime';

/** The pushes kept for replay (realtime_events): written with each push, read when a client resumes. */
export function createRealtimeEventsRepository(db: Executor) {
  return {
    /** Keeps the push in the publisher's transaction (gone if it rolls back) and returns its event id. */
    async insert(channel: string, payload: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .insert(realtimeEvents)
        .values({ channel, payload })
        .returning({ id: realtimeEvents.id });
      return row!.id;
    },

    /** The pushes on these channels after `afterId`, oldest first, at most `limit`. */
    since(channels: string[], afterId: number, limit: number) {
      return db
        .select({ id: realtimeEvents.id, payload: realtimeEvents.payload })
        .from(realtimeEvents)
        .where(and(inArray(realtimeEvents.channel, channels), gt(realtimeEvents.id, afterId)))
        .orderBy(asc(realtimeEvents.id))
        .limit(limit);
    },

    /** The oldest and newest event ids still kept (null when none are). */
    async bounds(): Promise<{ oldest: number | null; newest: number | null }> {
      const [row] = await db
        .select({ oldest: min(realtimeEvents.id), newest: max(realtimeEvents.id) })
        .from(realtimeEvents);
      return { oldest: row?.oldest ?? null, newest: row?.newest ?? null };
    },

    /**
     * Drops the pushes older than `cutoff` but the newest of all: it is the position a page rendered in a quiet spell
     * resumes from, and with it kept an empty table never makes such a position look unknown.
     */
    async pruneBefore(cutoff: Date): Promise<void> {
      const newest = db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents);
      await db
        .delete(realtimeEvents)
        .where(and(lt(realtimeEvents.createdAt, cutoff), lt(realtimeEvents.id, sql`(${newest})`)));
    },
  };
}

export type RealtimeEventsRepository = ReturnType<typeof createRealtimeEventsRepository>;
