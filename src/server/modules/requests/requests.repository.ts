import { clock } from '../../lib/clock';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customizationRequests } from '../../db/schema/requests';
import type { TRequestStatus } from '../../../shared/domain/requests';

export type RequestRow = typeof customizationRequests.$inferSelect;
export type NewRequest = typeof customizationRequests.$inferInsert;

/** Requests in one of `statuses` that were not closed with a cancelled project. */
const unclosedIn = (statuses: readonly TRequestStatus[]) =>
  and(inArray(customizationRequests.status, [...statuses]), isNull(customizationRequests.closedAt));

export function createRequestsRepository(db: Executor) {
  return {
    /** Admin quick search: requests whose title contains the text (trigram-indexed, 0030) or whose id is `id`. */
    async searchForAdmin(text: string, id: string | null, limit: number, executor: Executor = db) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return executor
        .select({
          id: customizationRequests.id,
          projectTitle: customizationRequests.projectTitle,
          status: customizationRequests.status,
        })
        .from(customizationRequests)
        .where(
          or(ilike(customizationRequests.projectTitle, pattern), ...(id ? [eq(customizationRequests.id, id)] : [])),
        )
        .orderBy(desc(customizationRequests.createdAt))
        .limit(limit);
    },
    /** Inserts unless a request for the same brief or order exists; returns the id of the one that stays. */
    async insertOnce(values: NewRequest, origin: 'brief' | 'order', executor: Executor = db): Promise<{ id: string }> {
      const target = origin === 'brief' ? customizationRequests.briefId : customizationRequests.orderId;
      const [inserted] = await executor
        .insert(customizationRequests)
        .values(values)
        .onConflictDoNothing({ target })
        .returning({ id: customizationRequests.id });
      if (inserted) return inserted;
      const originId = origin === 'brief' ? values.briefId : values.orderId;
      if (!originId) throw new Error(`request opened from a ${origin} without its id`);
      const [existing] = await executor
        .select({ id: customizationRequests.id })
        .from(customizationRequests)
        .where(eq(target, originId));
      if (!existing) throw new Error(`request for ${origin} ${originId} vanished`);
      return existing;
    },

    async findById(id: string, executor: Executor = db): Promise<RequestRow | null> {
      const [row] = await executor.select().from(customizationRequests).where(eq(customizationRequests.id, id));
      return row ?? null;
    },

    async findByProjectId(projectId: string, executor: Executor = db): Promise<RequestRow | null> {
      const [row] = await executor
        .select()
        .from(customizationRequests)
        .where(eq(customizationRequests.projectId, projectId));
      return row ?? null;
    },

    /** Reads the request and holds its row lock until the transaction ends: every quote write on it queues here. */
    async lockById(id: string, tx: Executor): Promise<RequestRow | null> {
      const [row] = await tx.select().from(customizationRequests).where(eq(customizationRequests.id, id)).for('update');
      return row ?? null;
    },

    async listByIds(ids: readonly string[], executor: Executor = db): Promise<RequestRow[]> {
      if (ids.length === 0) return [];
      return executor
        .select()
        .from(customizationRequests)
        .where(inArray(customizationRequests.id, [...new Set(ids)]));
    },

    /** The industry of the request each project came from. */
    async industriesByProject(
      projectIds: readonly string[],
      executor: Executor = db,
    ): Promise<{ projectId: string | null; industry: string | null }[]> {
      if (projectIds.length === 0) return [];
      return executor
        .select({ projectId: customizationRequests.projectId, industry: customizationRequests.industry })
        .from(customizationRequests)
        .where(inArray(customizationRequests.projectId, [...new Set(projectIds)]));
    },

    /** Writes what matching reads of the request (an admin's edit before computing). */
    async updateMatchingInputs(
      id: string,
      values: Pick<NewRequest, 'requiredSkills' | 'skillSources' | 'industry' | 'outcomeTags'>,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(customizationRequests)
        .set({ ...values, updatedAt: clock.now() })
        .where(eq(customizationRequests.id, id));
    },

    /** Moves the invitation window to `until` unless it already ends later. */
    async extendInvitationWindow(id: string, until: Date, executor: Executor = db): Promise<void> {
      await executor
        .update(customizationRequests)
        .set({
          invitationWindowEndsAt: sql`greatest(coalesce(${customizationRequests.invitationWindowEndsAt}, ${until}), ${until})`,
          updatedAt: clock.now(),
        })
        .where(eq(customizationRequests.id, id));
    },

    listForUser(userId: string): Promise<RequestRow[]> {
      return db
        .select()
        .from(customizationRequests)
        .where(eq(customizationRequests.userId, userId))
        .orderBy(desc(customizationRequests.createdAt));
    },

    /** One page of the user's requests, newest first (the id breaks ties so pages never overlap), and how many. */
    async pageForUser(userId: string, window: { limit: number; offset: number }) {
      const where = eq(customizationRequests.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(customizationRequests)
          .where(where)
          .orderBy(desc(customizationRequests.createdAt), desc(customizationRequests.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(customizationRequests).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Requests in these statuses not closed with a cancelled project, newest first. */
    listByStatus(statuses: readonly TRequestStatus[], limit: number, offset = 0): Promise<RequestRow[]> {
      return db
        .select()
        .from(customizationRequests)
        .where(unclosedIn(statuses))
        .orderBy(desc(customizationRequests.createdAt), desc(customizationRequests.id))
        .limit(limit)
        .offset(offset);
    },
    async countByStatus(statuses: readonly TRequestStatus[]): Promise<number> {
      const [row] = await db.select({ value: count() }).from(customizationRequests).where(unclosedIn(statuses));
      return row?.value ?? 0;
    },

    /** Closes the project's request with it (once); null when the project came from no request. */
    async closeWithProject(projectId: string, executor: Executor = db): Promise<RequestRow | null> {
      const [row] = await executor
        .update(customizationRequests)
        .set({ closedAt: clock.now(), updatedAt: clock.now() })
        .where(and(eq(customizationRequests.projectId, projectId), isNull(customizationRequests.closedAt)))
        .returning();
      return row ?? null;
    },

    /** Moves the request only from one of `from`; null when it was elsewhere. */
    async transition(
      id: string,
      from: readonly TRequestStatus[],
      values: { status: TRequestStatus; projectId?: string },
      executor: Executor = db,
    ): Promise<RequestRow | null> {
      const [row] = await executor
        .update(customizationRequests)
        .set({ ...values, updatedAt: clock.now() })
        .where(and(eq(customizationRequests.id, id), inArray(customizationRequests.status, [...from])))
        .returning();
      return row ?? null;
    },
  };
}
