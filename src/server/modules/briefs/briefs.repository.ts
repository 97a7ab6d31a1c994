import { sqlNow } from '../../db/sql-now';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { briefs } from '../../db/schema/briefs';
import type { TBriefStatus } from '../../../shared/domain/brief-options';

export type BriefRow = typeof briefs.$inferSelect;
export type NewBrief = typeof briefs.$inferInsert;
export type BriefChanges = Partial<Omit<NewBrief, 'id' | 'createdAt'>>;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createBriefsRepository(db: Executor) {
  return {
    async insert(values: NewBrief, executor: Executor = db): Promise<BriefRow> {
      const [row] = await executor.insert(briefs).values(values).returning();
      if (!row) throw new Error('brief insert returned nothing');
      return row;
    },

    async findById(id: string, executor: Executor = db): Promise<BriefRow | null> {
      const [row] = await executor.select().from(briefs).where(eq(briefs.id, id));
      return row ?? null;
    },

    /** Every brief of the user, oldest first, whole rows: their data export. */
    listAllOfUser(userId: string): Promise<BriefRow[]> {
      return db.select().from(briefs).where(eq(briefs.userId, userId)).orderBy(asc(briefs.createdAt));
    },

    async removeAllOfUser(userId: string, executor: Executor = db): Promise<number> {
      const rows = await executor.delete(briefs).where(eq(briefs.userId, userId)).returning({ id: briefs.id });
      return rows.length;
    },

    /** The user's briefs, newest first; search looks in the goal and context text. */
    listForUser(userId: string, filter: { search?: string; status?: TBriefStatus }): Promise<BriefRow[]> {
      const conditions: SQL[] = [eq(briefs.userId, userId)];
      if (filter.status) conditions.push(eq(briefs.status, filter.status));
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(
          or(
            ilike(sql`${briefs.structuredBrief}->>'goal'`, pattern),
            ilike(sql`${briefs.structuredBrief}->>'context'`, pattern),
          )!,
        );
      }
      return db
        .select()
        .from(briefs)
        .where(and(...conditions))
        .orderBy(desc(briefs.createdAt))
        .limit(200);
    },

    /** Oldest first: the QA queue works against the time since submission. */
    async countByStatus(statuses: TBriefStatus[], executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(briefs)
        .where(inArray(briefs.status, statuses));
      return row?.n ?? 0;
    },
    listByStatus(statuses: TBriefStatus[]): Promise<BriefRow[]> {
      return db.select().from(briefs).where(inArray(briefs.status, statuses)).orderBy(asc(briefs.createdAt)).limit(200);
    },

    /**
     * The one way a brief changes: only while it is in one of `from` (and matches `also`), so two concurrent
     * actions cannot both apply. Null when nothing matched.
     */
    async updateWhere(
      id: string,
      from: TBriefStatus[],
      changes: BriefChanges,
      executor: Executor = db,
      also?: SQL,
    ): Promise<BriefRow | null> {
      const [row] = await executor
        .update(briefs)
        .set({ ...changes, updatedAt: sqlNow() })
        .where(and(eq(briefs.id, id), inArray(briefs.status, from), also))
        .returning();
      return row ?? null;
    },

    /** Records that the brief's secure e-mail link was opened (the first time only). */
    async confirmEmail(id: string): Promise<void> {
      await db
        .update(briefs)
        .set({ emailConfirmedAt: sqlNow() })
        .where(and(eq(briefs.id, id), isNull(briefs.emailConfirmedAt)));
    },

    /**
     * Gives the user the unclaimed briefs sent with this contact e-mail whose secure link was opened (so the address's
     * owner sent them); returns their ids.
     */
    async linkUnclaimedByEmail(userId: string, email: string): Promise<string[]> {
      const rows = await db
        .update(briefs)
        .set({ userId, updatedAt: sqlNow() })
        .where(
          and(
            isNull(briefs.userId),
            isNotNull(briefs.emailConfirmedAt),
            eq(sql`lower(${briefs.contactEmail})`, email.trim().toLowerCase()),
          ),
        )
        .returning({ id: briefs.id });
      return rows.map((row) => row.id);
    },
  };
}

export type BriefsRepository = ReturnType<typeof createBriefsRepository>;

/** Conditions for `updateWhere`. */
export const briefConditions = {
  ownedBy: (userId: string) => eq(briefs.userId, userId),
  /** The structured brief still reads as it did (jsonb equality), so a concurrent edit is not overwritten. */
  structuredBriefIs: (structured: unknown) => sql`${briefs.structuredBrief} = ${JSON.stringify(structured)}::jsonb`,
};
