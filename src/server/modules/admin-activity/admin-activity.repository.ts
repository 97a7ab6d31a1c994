import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { adminActivity } from '../../db/schema/admin-activity';

export type AdminActivityRow = typeof adminActivity.$inferSelect;
export type NewAdminActivityRow = typeof adminActivity.$inferInsert;

export type AdminActivityFilter = {
  actorId?: string;
  action?: string;
  targetType?: string;
  /** Inclusive start and exclusive end instants. */
  from?: Date;
  until?: Date;
  q?: string;
};

/** `%` and `_` in a search are the characters themselves, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function whereOf(filter: AdminActivityFilter): SQL | undefined {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : null;
  return and(
    filter.actorId ? eq(adminActivity.actorId, filter.actorId) : undefined,
    filter.action ? eq(adminActivity.action, filter.action) : undefined,
    filter.targetType ? eq(adminActivity.targetType, filter.targetType) : undefined,
    filter.from ? gte(adminActivity.occurredAt, filter.from) : undefined,
    filter.until ? lt(adminActivity.occurredAt, filter.until) : undefined,
    pattern
      ? or(
          ilike(adminActivity.summary, pattern),
          ilike(adminActivity.targetId, pattern),
          ilike(adminActivity.actorEmail, pattern),
        )
      : undefined,
  );
}

const newestFirst = [desc(adminActivity.occurredAt), desc(adminActivity.id)];

export function createAdminActivityRepository(db: Database) {
  return {
    /** Appends one entry with the caller's transaction, so it commits or rolls back with the action. */
    async insert(row: NewAdminActivityRow, executor: Executor): Promise<void> {
      await executor.insert(adminActivity).values(row);
    },

    async page(filter: AdminActivityFilter, limit: number, offset: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adminActivity)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(adminActivity).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The next batch after `after` (newest first), for exports that walk the log without holding a cursor open. */
    async batchAfter(
      filter: AdminActivityFilter,
      after: { occurredAt: Date; id: string } | null,
      limit: number,
    ): Promise<AdminActivityRow[]> {
      const keyset = after
        ? sql`(${adminActivity.occurredAt}, ${adminActivity.id}) < (${after.occurredAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return db
        .select()
        .from(adminActivity)
        .where(and(whereOf(filter), keyset))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    async countUpTo(filter: AdminActivityFilter, max: number): Promise<number> {
      const limited = db
        .select({ id: adminActivity.id })
        .from(adminActivity)
        .where(whereOf(filter))
        .limit(max)
        .as('limited');
      const [row] = await db.select({ value: count() }).from(limited);
      return row?.value ?? 0;
    },

    /** Everyone who has acted, by the e-mail they had when they last acted. */
    async admins(): Promise<{ actorId: string | null; email: string }[]> {
      return db
        .selectDistinctOn([adminActivity.actorId, adminActivity.actorEmail], {
          actorId: adminActivity.actorId,
          email: adminActivity.actorEmail,
        })
        .from(adminActivity)
        .orderBy(adminActivity.actorId, adminActivity.actorEmail);
    },

    /** The newest entries of one action (the Settings tab's change history is the log's `setting.changed` part). */
    async newestOf(action: string, limit: number): Promise<AdminActivityRow[]> {
      return db
        .select()
        .from(adminActivity)
        .where(eq(adminActivity.action, action))
        .orderBy(...newestFirst)
        .limit(limit);
    },
  };
}
