import type { Database, Executor } from '../../db/client';
import { createAnalyticsRepository } from './analytics.repository';

export type AnalyticsEventInput = {
  name: string;
  userId: string | null;
  properties?: Record<string, string | number | boolean | null>;
};

/** Stores analytics events (name, user, properties, time); the admin live monitor reads them. */
export function createAnalyticsService({ db }: { db: Database }) {
  const repository = createAnalyticsRepository(db);
  return {
    /** Records one event; pass the caller's transaction so it is kept only if the change it describes commits. */
    record(event: AnalyticsEventInput, executor: Executor = db): Promise<void> {
      return repository.insert(
        { name: event.name, userId: event.userId, properties: event.properties ?? {} },
        executor,
      );
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
