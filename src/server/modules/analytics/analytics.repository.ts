import type { Executor } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export function createAnalyticsRepository(db: Executor) {
  return {
    async insert(values: NewAnalyticsEvent, executor: Executor = db): Promise<void> {
      await executor.insert(analyticsEvents).values(values);
    },
  };
}
