import { sqlNow } from '../../db/sql-now';
import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { matchFeedback, matchingSnapshots, matchInvitations } from '../../db/schema/matching';
import type { TInvitationStatus } from '../../../shared/domain/invitations';

export type SnapshotRow = typeof matchingSnapshots.$inferSelect;
export type NewSnapshot = typeof matchingSnapshots.$inferInsert;
export type InvitationRow = typeof matchInvitations.$inferSelect;
export type NewInvitation = typeof matchInvitations.$inferInsert;

export type FeedbackRow = typeof matchFeedback.$inferSelect;

/** An invitation's status as it stands now: pending past its deadline is expired even before the sweep marks it. */
const statusNow = () =>
  sql<TInvitationStatus>`case when ${matchInvitations.status} = 'pending' and ${matchInvitations.expiresAt} <= ${sqlNow()} then 'expired' else ${matchInvitations.status}::text end`;

export function createMatchingRepository(db: Executor) {
  return {
    // ---- Feedback ----

    /** Marks (or re-marks, with the new reason) a candidate not a fit; returns the row as it stands. */
    async upsertNotAFit(values: typeof matchFeedback.$inferInsert, executor: Executor): Promise<FeedbackRow> {
      const [row] = await executor
        .insert(matchFeedback)
        .values(values)
        .onConflictDoUpdate({
          target: [matchFeedback.requestId, matchFeedback.expertId],
          set: { reason: values.reason, markedBy: values.markedBy, markedAt: sqlNow() },
        })
        .returning();
      return row!;
    },
    listNotAFit(requestIds: readonly string[], executor: Executor = db): Promise<FeedbackRow[]> {
      if (requestIds.length === 0) return Promise.resolve([]);
      return executor
        .select()
        .from(matchFeedback)
        .where(inArray(matchFeedback.requestId, [...requestIds]));
    },
    allNotAFit(executor: Executor = db): Promise<FeedbackRow[]> {
      return executor.select().from(matchFeedback).orderBy(desc(matchFeedback.markedAt));
    },

    /** Invitations with the snapshot they were sent from: was the invited expert the engine's first choice? */
    async invitationsWithSnapshot(executor: Executor = db) {
      return executor
        .select({
          expertId: matchInvitations.expertId,
          status: matchInvitations.status,
          score: matchInvitations.score,
          candidates: matchingSnapshots.candidates,
        })
        .from(matchInvitations)
        .innerJoin(matchingSnapshots, eq(matchingSnapshots.id, matchInvitations.snapshotId));
    },

    // ---- Snapshots ----

    async insertSnapshot(values: NewSnapshot, executor: Executor = db): Promise<SnapshotRow> {
      const [row] = await executor.insert(matchingSnapshots).values(values).returning();
      if (!row) throw new Error('snapshot insert returned nothing');
      return row;
    },

    /** The newest snapshot of a request (spec §7: by request_id, newest first, one row). */
    async newestSnapshot(requestId: string, executor: Executor = db): Promise<SnapshotRow | null> {
      const [row] = await executor
        .select()
        .from(matchingSnapshots)
        .where(eq(matchingSnapshots.requestId, requestId))
        .orderBy(desc(matchingSnapshots.createdAt), desc(matchingSnapshots.id))
        .limit(1);
      return row ?? null;
    },

    /** The newest snapshot of each request, in one query. */
    /** Of each request's newest snapshot, only what a list row shows: when, how many candidates, the best score. */
    async newestSnapshotSummaries(
      requestIds: readonly string[],
    ): Promise<Map<string, { createdAt: Date; candidateCount: number; bestScore: number | null }>> {
      if (requestIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([matchingSnapshots.requestId], {
          requestId: matchingSnapshots.requestId,
          createdAt: matchingSnapshots.createdAt,
          candidateCount: sql<number>`jsonb_array_length(${matchingSnapshots.candidates})::int`,
          // Candidates are stored best first.
          bestScore: sql<number | null>`(${matchingSnapshots.candidates} -> 0 ->> 'score')::float8`,
        })
        .from(matchingSnapshots)
        .where(inArray(matchingSnapshots.requestId, [...requestIds]))
        .orderBy(matchingSnapshots.requestId, desc(matchingSnapshots.createdAt), desc(matchingSnapshots.id));
      return new Map(rows.map(({ requestId, ...summary }) => [requestId, summary]));
    },

    // ---- Invitations ----

    /** Inserts the invitations not sent before (one per request and expert); returns those inserted. */
    insertInvitations(values: NewInvitation[], executor: Executor): Promise<InvitationRow[]> {
      if (values.length === 0) return Promise.resolve([]);
      return executor
        .insert(matchInvitations)
        .values(values)
        .onConflictDoNothing({ target: [matchInvitations.requestId, matchInvitations.expertId] })
        .returning();
    },

    async findInvitation(id: string, executor: Executor = db): Promise<InvitationRow | null> {
      const [row] = await executor.select().from(matchInvitations).where(eq(matchInvitations.id, id));
      return row ?? null;
    },

    /** Every invitation of these requests, newest first. */
    async listForRequests(requestIds: readonly string[], executor: Executor = db): Promise<InvitationRow[]> {
      if (requestIds.length === 0) return [];
      return executor
        .select()
        .from(matchInvitations)
        .where(inArray(matchInvitations.requestId, [...requestIds]))
        .orderBy(desc(matchInvitations.sentAt));
    },

    /** One page of the expert's invitations (in `status` as it stands now, when named), newest first. */
    pageForExpert(
      expertId: string,
      status: TInvitationStatus | undefined,
      window: { limit: number; offset: number },
    ): Promise<InvitationRow[]> {
      const inStatus = status === undefined ? undefined : sql`${statusNow()} = ${status}`;
      return db
        .select()
        .from(matchInvitations)
        .where(and(eq(matchInvitations.expertId, expertId), inStatus))
        .orderBy(desc(matchInvitations.sentAt), desc(matchInvitations.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    /** How many invitations the expert has in each status as it stands now. */
    async countsForExpert(expertId: string): Promise<Record<TInvitationStatus, number>> {
      const rows = await db
        .select({ status: statusNow(), count: count() })
        .from(matchInvitations)
        .where(eq(matchInvitations.expertId, expertId))
        .groupBy(sql`1`);
      const counts = { pending: 0, accepted: 0, declined: 0, expired: 0 };
      for (const row of rows) counts[row.status] = row.count;
      return counts;
    },

    /** The expert's accepted invitation on a request, if any. */
    async findAccepted(requestId: string, expertId: string, executor: Executor = db): Promise<InvitationRow | null> {
      const [row] = await executor
        .select()
        .from(matchInvitations)
        .where(
          and(
            eq(matchInvitations.requestId, requestId),
            eq(matchInvitations.expertId, expertId),
            eq(matchInvitations.status, 'accepted'),
          ),
        );
      return row ?? null;
    },

    /**
     * Answers a pending invitation that is the expert's and not past its deadline, in one conditional statement: of
     * two concurrent answers exactly one applies; null for the other (or when any condition fails).
     */
    async answer(
      id: string,
      expertId: string,
      to: Extract<TInvitationStatus, 'accepted' | 'declined'>,
      declineReason: string | null,
      executor: Executor,
    ): Promise<InvitationRow | null> {
      const [row] = await executor
        .update(matchInvitations)
        .set({ status: to, respondedAt: sqlNow(), declineReason })
        .where(
          and(
            eq(matchInvitations.id, id),
            eq(matchInvitations.expertId, expertId),
            eq(matchInvitations.status, 'pending'),
            gt(matchInvitations.expiresAt, sqlNow()),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Closes the request's other pending invitations (its pack project got an expert); returns them. */
    closePending(requestId: string, executor: Executor): Promise<InvitationRow[]> {
      return executor
        .update(matchInvitations)
        .set({ status: 'expired', respondedAt: sqlNow() })
        .where(and(eq(matchInvitations.requestId, requestId), eq(matchInvitations.status, 'pending')))
        .returning();
    },

    /** Marks pending invitations past their deadline expired; returns them. Safe to run concurrently. */
    expirePastDue(executor: Executor = db): Promise<InvitationRow[]> {
      return executor
        .update(matchInvitations)
        .set({ status: 'expired' })
        .where(and(eq(matchInvitations.status, 'pending'), lte(matchInvitations.expiresAt, sqlNow())))
        .returning();
    },

    /** Pending invitations of the request that can still be answered. */
    async countOpen(requestId: string, executor: Executor): Promise<number> {
      const [row] = await executor
        .select({ value: count() })
        .from(matchInvitations)
        .where(
          and(
            eq(matchInvitations.requestId, requestId),
            eq(matchInvitations.status, 'pending'),
            gt(matchInvitations.expiresAt, sqlNow()),
          ),
        );
      return row?.value ?? 0;
    },

    // ---- Performance ----

    async countByStatus(): Promise<Record<TInvitationStatus, number>> {
      const rows = await db
        .select({ status: matchInvitations.status, value: count() })
        .from(matchInvitations)
        .groupBy(matchInvitations.status);
      const counts: Record<TInvitationStatus, number> = { pending: 0, accepted: 0, declined: 0, expired: 0 };
      for (const row of rows) counts[row.status] = row.value;
      return counts;
    },

    /** Per request with invitations: when the first one went out. */
    async firstInvitedByRequest(): Promise<{ requestId: string; firstSentAt: Date }[]> {
      const rows = await db
        .select({ requestId: matchInvitations.requestId, firstSentAt: sql<Date>`min(${matchInvitations.sentAt})` })
        .from(matchInvitations)
        .groupBy(matchInvitations.requestId);
      return rows.map((row) => ({ requestId: row.requestId, firstSentAt: new Date(row.firstSentAt) }));
    },

    /** Invitation scores of the requests, for comparing the chosen expert with the shortlist. */
    listScored(requestIds: readonly string[]): Promise<Pick<InvitationRow, 'requestId' | 'expertId' | 'score'>[]> {
      if (requestIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          requestId: matchInvitations.requestId,
          expertId: matchInvitations.expertId,
          score: matchInvitations.score,
        })
        .from(matchInvitations)
        .where(inArray(matchInvitations.requestId, [...requestIds]));
    },

    /** Ids of requests that have invitations. */
    async invitedRequestIds(): Promise<string[]> {
      const rows = await db.selectDistinct({ requestId: matchInvitations.requestId }).from(matchInvitations);
      return rows.map((row) => row.requestId);
    },
  };
}

export type MatchingRepository = ReturnType<typeof createMatchingRepository>;
