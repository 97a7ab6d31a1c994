import { and, eq } from 'drizzle-orm';
import { adminActivity } from '../db/schema';
import type { TestApp } from './test-app';

/** The activity log's entries of one action on one target, oldest first (for tests of the actions that write them). */
export function activityEntries(test: Pick<TestApp, 'db'>, action: string, targetId: string) {
  return test.db
    .select()
    .from(adminActivity)
    .where(and(eq(adminActivity.action, action), eq(adminActivity.targetId, targetId)))
    .orderBy(adminActivity.occurredAt);
}
