import { sqlNow } from '../../db/sql-now';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customQuotes, quoteRevisions } from '../../db/schema/quotes';
import type { TQuoteStatus } from '../../../shared/domain/quotes';

export type QuoteRow = typeof customQuotes.$inferSelect;
export type NewQuote = typeof customQuotes.$inferInsert;
export type RevisionRow = typeof quoteRevisions.$inferSelect;

/** Set a timestamp column to the database's now(), in the same statement as the change it records. */
export const NOW = Symbol('now');
type Stamped = 'approvedAt' | 'reviewedAt';
/** Column values for a transition; `approvedAt` and `reviewedAt` are only ever stamped with NOW. */
export type QuoteChanges = Partial<Omit<NewQuote, Stamped>> & { [K in Stamped]?: typeof NOW };

/** Extra conditions a client's answer needs besides the status: their quote, presented, not past expiry. */
export type TransitionGuard = { userId?: string; presented?: boolean; unexpired?: boolean };

const toColumns = (changes: QuoteChanges) =>
  Object.fromEntries(Object.entries(changes).map(([column, value]) => [column, value === NOW ? sqlNow() : value])) as {
    [K in keyof NewQuote]?: NewQuote[K] | SQL;
  };

type PageWindow = { limit: number; offset: number };

export function createQuotesRepository(db: Executor) {
  /**
   * The quotes `where` selects, one window of them in `order` (newest first unless told; the id breaks ties so pages
   * never overlap), and their count.
   */
  async function pageOf(
    where: SQL | undefined,
    window: PageWindow,
    order: SQL[] = [desc(customQuotes.createdAt), desc(customQuotes.id)],
  ): Promise<{ rows: QuoteRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(customQuotes)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
      db.select({ total: count() }).from(customQuotes).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  return {
    /** Admin quick search: quotes whose number or title contains the text (trigram-indexed) or whose id is `id`. */
    async searchForAdmin(text: string, id: string | null, limit: number, executor: Executor = db) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return (
        executor
          .select({
            id: customQuotes.id,
            quoteNumber: customQuotes.quoteNumber,
            projectTitle: customQuotes.projectTitle,
            status: customQuotes.status,
            requestId: customQuotes.requestId,
          })
          .from(customQuotes)
          .where(
            or(
              ilike(customQuotes.quoteNumber, pattern),
              ilike(customQuotes.projectTitle, pattern),
              ...(id ? [eq(customQuotes.id, id)] : []),
            ),
          )
          // An exact quote number first, then the newest.
          .orderBy(sql`${customQuotes.quoteNumber} = upper(${text}) desc`, desc(customQuotes.createdAt))
          .limit(limit)
      );
    },
    /** How many quotes are in any of these statuses (the admin header's Pending Quotes). */
    async countInStatuses(statuses: readonly TQuoteStatus[], executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: count() })
        .from(customQuotes)
        .where(inArray(customQuotes.status, [...statuses]));
      return row?.count ?? 0;
    },
    async insert(values: NewQuote, executor: Executor = db): Promise<QuoteRow> {
      const [row] = await executor.insert(customQuotes).values(values).returning();
      if (!row) throw new Error('quote insert returned nothing');
      return row;
    },

    async findById(id: string, executor: Executor = db): Promise<QuoteRow | null> {
      const [row] = await executor.select().from(customQuotes).where(eq(customQuotes.id, id));
      return row ?? null;
    },

    /** One page of the client's presented quotes, newest first, and how many there are. */
    pagePresentedForUser(userId: string, window: PageWindow) {
      return pageOf(and(eq(customQuotes.userId, userId), isNotNull(customQuotes.presentedAt)), window);
    },

    /** Every presented quote of the client (their data export). */
    listPresentedForUser(userId: string): Promise<QuoteRow[]> {
      return db
        .select()
        .from(customQuotes)
        .where(and(eq(customQuotes.userId, userId), isNotNull(customQuotes.presentedAt)))
        .orderBy(desc(customQuotes.createdAt));
    },

    listPresentedForRequest(requestId: string): Promise<QuoteRow[]> {
      return db
        .select()
        .from(customQuotes)
        .where(and(eq(customQuotes.requestId, requestId), isNotNull(customQuotes.presentedAt)))
        .orderBy(customQuotes.totalAmount);
    },

    /** Newest first. */
    listForRequest(requestId: string, executor: Executor = db): Promise<QuoteRow[]> {
      return executor
        .select()
        .from(customQuotes)
        .where(eq(customQuotes.requestId, requestId))
        .orderBy(desc(customQuotes.createdAt));
    },

    /** Oldest first: the admin review queue is worked in arrival order. */
    /** One page of the quotes in `statuses`, the longest untouched first (the id breaks ties), and how many. */
    pageByStatus(statuses: readonly TQuoteStatus[], window: PageWindow) {
      return pageOf(inArray(customQuotes.status, [...statuses]), window, [
        asc(customQuotes.updatedAt),
        asc(customQuotes.id),
      ]);
    },

    /** Per request: all quotes, those ever sent, and those the client can see. */
    async countsByRequest(
      requestIds: string[],
    ): Promise<Map<string, { total: number; sent: number; presented: number }>> {
      const counts = new Map<string, { total: number; sent: number; presented: number }>();
      if (requestIds.length === 0) return counts;
      const rows = await db
        .select({
          requestId: customQuotes.requestId,
          total: count(),
          sent: count(customQuotes.sentAt),
          presented: count(customQuotes.presentedAt),
        })
        .from(customQuotes)
        .where(inArray(customQuotes.requestId, requestIds))
        .groupBy(customQuotes.requestId);
      for (const row of rows) counts.set(row.requestId, { total: row.total, sent: row.sent, presented: row.presented });
      return counts;
    },

    async countForRequest(
      requestId: string,
      executor: Executor,
    ): Promise<{ total: number; sent: number; presented: number }> {
      const [row] = await executor
        .select({ total: count(), sent: count(customQuotes.sentAt), presented: count(customQuotes.presentedAt) })
        .from(customQuotes)
        .where(eq(customQuotes.requestId, requestId));
      return row ?? { total: 0, sent: 0, presented: 0 };
    },

    /**
     * Moves one quote only when it is in one of `from` (and the guard holds), so concurrent actions cannot both
     * apply: the second finds the status already changed and gets null.
     */
    async transition(
      id: string,
      from: readonly TQuoteStatus[],
      changes: QuoteChanges & { status: TQuoteStatus },
      executor: Executor,
      guard: TransitionGuard = {},
    ): Promise<QuoteRow | null> {
      const conditions = [eq(customQuotes.id, id), inArray(customQuotes.status, [...from])];
      if (guard.userId) conditions.push(eq(customQuotes.userId, guard.userId));
      if (guard.presented) conditions.push(isNotNull(customQuotes.presentedAt));
      if (guard.unexpired) conditions.push(gt(customQuotes.expiresAt, sqlNow()));
      const [row] = await executor
        .update(customQuotes)
        .set({ ...toColumns(changes), updatedAt: sqlNow() })
        .where(and(...conditions))
        .returning();
      return row ?? null;
    },

    /** Sends: status sent, sent now, expiring valid_for_days later. */
    async send(
      id: string,
      from: readonly TQuoteStatus[],
      gate: { reviewedBy: string } | null,
      executor: Executor,
    ): Promise<QuoteRow | null> {
      const [row] = await executor
        .update(customQuotes)
        .set({
          status: 'sent',
          sentAt: sqlNow(),
          expiresAt: sql`${sqlNow()} + make_interval(days => ${customQuotes.validForDays})`,
          ...(gate ? { reviewedBy: gate.reviewedBy, reviewedAt: sqlNow() } : {}),
          updatedAt: sqlNow(),
        })
        .where(and(eq(customQuotes.id, id), inArray(customQuotes.status, [...from])))
        .returning();
      return row ?? null;
    },

    /** Shows the request's sent, not yet shown quotes to the client; returns the ones newly shown. */
    presentSent(requestId: string, executor: Executor): Promise<QuoteRow[]> {
      return executor
        .update(customQuotes)
        .set({ presentedAt: sqlNow() })
        .where(
          and(eq(customQuotes.requestId, requestId), isNotNull(customQuotes.sentAt), isNull(customQuotes.presentedAt)),
        )
        .returning();
    },

    /** Requests holding sent quotes the client cannot see yet: the sweep checks their invitation windows. */
    async requestIdsWithUnpresented(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ requestId: customQuotes.requestId })
        .from(customQuotes)
        .where(and(isNotNull(customQuotes.sentAt), isNull(customQuotes.presentedAt)));
      return rows.map((row) => row.requestId);
    },

    /** Marks sent quotes past their expiry as expired. */
    expirePastDue(executor: Executor = db): Promise<QuoteRow[]> {
      return executor
        .update(customQuotes)
        .set({ status: 'expired', updatedAt: sqlNow() })
        .where(and(eq(customQuotes.status, 'sent'), lte(customQuotes.expiresAt, sqlNow())))
        .returning();
    },

    /** One page of the quotes this user wrote (on one request, when named), newest first, and how many there are. */
    pageByAuthor(userId: string, requestId: string | undefined, window: PageWindow) {
      const onRequest = requestId === undefined ? undefined : eq(customQuotes.requestId, requestId);
      return pageOf(and(eq(customQuotes.createdBy, userId), onRequest), window);
    },

    /** Whether the expert has a quote on the request that is still in play (not rejected or expired). */
    async hasLiveQuote(requestId: string, expertId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: customQuotes.id })
        .from(customQuotes)
        .where(
          and(
            eq(customQuotes.requestId, requestId),
            eq(customQuotes.expertId, expertId),
            notInArray(customQuotes.status, ['rejected', 'expired']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Experts with a quote (any status) on the request. */
    async expertIdsForRequest(requestId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .selectDistinct({ expertId: customQuotes.expertId })
        .from(customQuotes)
        .where(and(eq(customQuotes.requestId, requestId), isNotNull(customQuotes.expertId)));
      return rows.flatMap((row) => (row.expertId ? [row.expertId] : []));
    },

    /** Per expert: quotes written, and how many clients approved or rejected. */
    async outcomesByExpert(): Promise<{ expertId: string; total: number; approved: number; rejected: number }[]> {
      const rows = await db
        .select({
          expertId: customQuotes.expertId,
          total: count(),
          approved: sql<number>`count(*) filter (where ${customQuotes.status} = 'approved')::int`,
          rejected: sql<number>`count(*) filter (where ${customQuotes.status} = 'rejected')::int`,
        })
        .from(customQuotes)
        .where(isNotNull(customQuotes.expertId))
        .groupBy(customQuotes.expertId);
      return rows.flatMap((row) => (row.expertId ? [{ ...row, expertId: row.expertId }] : []));
    },

    /** The first time a quote of each request was sent. */
    async firstSentByRequest(requestIds: readonly string[]): Promise<Map<string, Date>> {
      if (requestIds.length === 0) return new Map();
      const rows = await db
        .select({ requestId: customQuotes.requestId, firstSentAt: min(customQuotes.sentAt) })
        .from(customQuotes)
        .where(and(inArray(customQuotes.requestId, [...requestIds]), isNotNull(customQuotes.sentAt)))
        .groupBy(customQuotes.requestId);
      return new Map(rows.flatMap((row) => (row.firstSentAt ? [[row.requestId, row.firstSentAt] as const] : [])));
    },

    async listRevisions(quoteIds: string[]): Promise<RevisionRow[]> {
      if (quoteIds.length === 0) return [];
      return db
        .select()
        .from(quoteRevisions)
        .where(inArray(quoteRevisions.quoteId, quoteIds))
        .orderBy(desc(quoteRevisions.revisionNumber));
    },

    async insertRevision(
      values: { quoteId: string; changesRequested: string; requestedBy: string },
      executor: Executor,
    ): Promise<RevisionRow> {
      const [{ value: existing } = { value: 0 }] = await executor
        .select({ value: count() })
        .from(quoteRevisions)
        .where(eq(quoteRevisions.quoteId, values.quoteId));
      const [row] = await executor
        .insert(quoteRevisions)
        .values({ ...values, revisionNumber: existing + 1 })
        .returning();
      if (!row) throw new Error('revision insert returned nothing');
      return row;
    },

    /** Records the author's new total on the change request it answers (the newest still open). */
    async recordRevisedAmount(quoteId: string, amount: number, executor: Executor): Promise<void> {
      const [open] = await executor
        .select({ id: quoteRevisions.id })
        .from(quoteRevisions)
        .where(and(eq(quoteRevisions.quoteId, quoteId), isNull(quoteRevisions.revisedAmount)))
        .orderBy(desc(quoteRevisions.revisionNumber))
        .limit(1);
      if (open)
        await executor.update(quoteRevisions).set({ revisedAmount: amount }).where(eq(quoteRevisions.id, open.id));
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
