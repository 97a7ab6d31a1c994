import { sqlNow } from '../../db/sql-now';
import { and, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { milestonePayments, orders } from '../../db/schema/payments';

export type MilestonePaymentRow = typeof milestonePayments.$inferSelect;
const mp = milestonePayments;

export function createMilestonePaymentsRepository(db: Executor) {
  return {
    async insert(values: typeof mp.$inferInsert, executor: Executor = db): Promise<MilestonePaymentRow> {
      const [row] = await executor.insert(mp).values(values).returning();
      if (!row) throw new Error('milestone payment insert returned nothing');
      return row;
    },
    async attachSession(id: string, sessionId: string, executor: Executor = db): Promise<void> {
      await executor
        .update(mp)
        .set({ providerSessionId: sessionId })
        .where(and(eq(mp.id, id), sql`(${mp.providerSessionId} IS NULL OR ${mp.providerSessionId} = ${sessionId})`));
    },
    async findBySession(sessionId: string, executor: Executor = db): Promise<MilestonePaymentRow | null> {
      const [row] = await executor.select().from(mp).where(eq(mp.providerSessionId, sessionId));
      return row ?? null;
    },
    async findUnattached(id: string, executor: Executor = db): Promise<MilestonePaymentRow | null> {
      const [row] = await executor
        .select()
        .from(mp)
        .where(and(eq(mp.id, id), isNull(mp.providerSessionId), ne(mp.provider, 'bank_transfer')));
      return row ?? null;
    },
    /**
     * pending/failed/canceled → paid (it funds its milestone) or refunded (captured for a milestone already funded,
     * or a cancelled project), once: a payment already captured is never booked again. The partial unique index
     * allows one paid payment per milestone.
     */
    async markCaptured(
      id: string,
      outcome: 'paid' | 'refunded',
      capture: { sessionId: string | null; paymentReference: string | null },
      executor: Executor,
    ): Promise<MilestonePaymentRow | null> {
      const [row] = await executor
        .update(mp)
        .set({
          status: outcome,
          paidAt: sqlNow(),
          ...(capture.sessionId ? { providerSessionId: capture.sessionId } : {}),
          providerPaymentId: capture.paymentReference,
        })
        .where(and(eq(mp.id, id), notInArray(mp.status, ['paid', 'refunded'])))
        .returning();
      return row ?? null;
    },
    async markUnpaid(id: string, status: 'failed' | 'canceled', executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(mp)
        .set({ status })
        .where(and(eq(mp.id, id), eq(mp.status, 'pending')))
        .returning({ id: mp.id });
      return rows.length > 0;
    },
    /** The milestone's payments under way: open card checkouts and an awaited bank transfer. */
    async pendingForMilestone(milestoneId: string, executor: Executor = db): Promise<MilestonePaymentRow[]> {
      return executor
        .select()
        .from(mp)
        .where(and(eq(mp.milestoneId, milestoneId), eq(mp.status, 'pending')));
    },
    /** Closes checkouts a newer one replaces (canceled); returns those still pending until now. */
    async closePending(ids: string[], executor: Executor): Promise<MilestonePaymentRow[]> {
      if (ids.length === 0) return [];
      return executor
        .update(mp)
        .set({ status: 'canceled' })
        .where(and(inArray(mp.id, ids), eq(mp.status, 'pending')))
        .returning();
    },
    /**
     * Attaches the provider's session to a checkout that is still the live one; false when a newer checkout replaced
     * it meanwhile (the caller then closes the session it just opened).
     */
    async attachLiveSession(id: string, sessionId: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(mp)
        .set({ providerSessionId: sessionId })
        .where(and(eq(mp.id, id), eq(mp.status, 'pending'), isNull(mp.providerSessionId)))
        .returning({ id: mp.id });
      return rows.length > 0;
    },
    /** The payments under way for the project's milestones: checkouts not finished and transfers awaited. */
    async pendingForProject(projectId: string, executor: Executor = db): Promise<MilestonePaymentRow[]> {
      return executor
        .select()
        .from(mp)
        .where(and(eq(mp.projectId, projectId), eq(mp.status, 'pending')));
    },
    async findById(id: string, executor: Executor = db): Promise<MilestonePaymentRow | null> {
      const [row] = await executor.select().from(mp).where(eq(mp.id, id));
      return row ?? null;
    },
    /** The milestone's bank transfer still awaited (at most one: a partial unique index). */
    async findAwaitingTransfer(milestoneId: string, executor: Executor = db): Promise<MilestonePaymentRow | null> {
      const [row] = await executor
        .select()
        .from(mp)
        .where(and(eq(mp.milestoneId, milestoneId), eq(mp.provider, 'bank_transfer'), eq(mp.status, 'pending')));
      return row ?? null;
    },
    async listAwaitingTransfers(executor: Executor = db): Promise<MilestonePaymentRow[]> {
      return executor
        .select()
        .from(mp)
        .where(and(eq(mp.provider, 'bank_transfer'), eq(mp.status, 'pending')))
        .orderBy(mp.createdAt);
    },
    /** Awaited transfers requested before `before` and not yet reminded, marked reminded (each once). */
    async claimOverdueTransfers(before: Date, executor: Executor = db): Promise<MilestonePaymentRow[]> {
      return executor
        .update(mp)
        .set({ transferRemindedAt: sqlNow() })
        .where(
          and(
            eq(mp.provider, 'bank_transfer'),
            eq(mp.status, 'pending'),
            lt(mp.createdAt, before),
            isNull(mp.transferRemindedAt),
          ),
        )
        .returning();
    },
    async findPaidForMilestone(milestoneId: string, executor: Executor = db): Promise<MilestonePaymentRow | null> {
      const [row] = await executor
        .select()
        .from(mp)
        .where(and(eq(mp.milestoneId, milestoneId), eq(mp.status, 'paid')));
      return row ?? null;
    },
    /** The paid order that funded a pack project (its payment reference, or its session for the sandbox). */
    async findPaidOrder(orderId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')));
      return row ?? null;
    },
    async setOrderPaymentReference(sessionId: string, reference: string, executor: Executor = db): Promise<void> {
      await executor
        .update(orders)
        .set({ providerPaymentId: reference })
        .where(and(eq(orders.providerSessionId, sessionId), isNull(orders.providerPaymentId)));
    },
  };
}

export type MilestonePaymentsRepository = ReturnType<typeof createMilestonePaymentsRepository>;
