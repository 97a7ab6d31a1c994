import { count, desc, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

export function createAnalyticsRepository(db: Executor) {
  return {
    async insert(values: NewAnalyticsEvent, executor: Executor = db): Promise<AnalyticsEventRow> {
      const [row] = await executor.insert(analyticsEvents).values(values).returning();
      return row!;
    },
    /** The newest events first (served by the created_at and (name, created_at) indexes). */
    async listNewest(limit: number, name?: string, executor: Executor = db): Promise<AnalyticsEventRow[]> {
      return executor
        .select()
        .from(analyticsEvents)
        .where(name ? eq(analyticsEvents.name, name) : undefined)
        .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
        .limit(limit);
    },
    /** Deletes events older than `days` days; returns how many went. */
    async deleteOlderThan(days: number, executor: Executor = db): Promise<number> {
      const gone = await executor
        .delete(analyticsEvents)
        .where(lt(analyticsEvents.createdAt, sql`now() - make_interval(days => ${days})`))
        .returning({ id: analyticsEvents.id });
      return gone.length;
    },
    async summary(executor: Executor = db): Promise<{ stored: number; last24Hours: number; oldestAt: Date | null }> {
      const [all] = await executor
        .select({ stored: count(), oldestAt: min(analyticsEvents.createdAt) })
        .from(analyticsEvents);
      const [recent] = await executor
        .select({ n: count() })
        .from(analyticsEvents)
        .where(gte(analyticsEvents.createdAt, sql`now() - interval '24 hours'`));
      return { stored: all?.stored ?? 0, last24Hours: recent?.n ?? 0, oldestAt: all?.oldestAt ?? null };
    },
  };
}
