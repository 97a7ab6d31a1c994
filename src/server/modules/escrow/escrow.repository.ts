import { sqlNow } from '../../db/sql-now';
import { and, count, desc, eq, gt, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { TPaymentProvider } from '../../../shared/domain/orders';
import type { Executor } from '../../db/client';
import { ledgerInvariantViolations } from '../../db/ledger-invariants';
import { payoutAccounts, payouts, refunds } from '../../db/schema/escrow';

export type PayoutRow = typeof payouts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export function createEscrowRepository(db: Executor) {
  return {
    // ---- payout accounts ----
    async findAccount(userId: string, executor: Executor = db): Promise<PayoutAccountRow | null> {
      const [row] = await executor.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return row ?? null;
    },
    /** Creates the account once (a concurrent second create keeps the first); returns the stored row. */
    async upsertAccount(
      values: { userId: string; provider: TPaymentProvider; accountRef: string; status: 'onboarding' | 'active' },
      executor: Executor = db,
    ): Promise<PayoutAccountRow> {
      await executor.insert(payoutAccounts).values(values).onConflictDoNothing();
      const [row] = await executor
        .update(payoutAccounts)
        .set({ status: values.status, updatedAt: sqlNow() })
        .where(and(eq(payoutAccounts.userId, values.userId), eq(payoutAccounts.accountRef, values.accountRef)))
        .returning();
      return row ?? (await this.findAccount(values.userId, executor))!;
    },

    // ---- payouts ----
    async insertPayoutOnce(values: typeof payouts.$inferInsert, executor: Executor): Promise<PayoutRow | null> {
      const [row] = await executor.insert(payouts).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    listUnpaid(userId: string | null, executor: Executor = db): Promise<PayoutRow[]> {
      return executor
        .select()
        .from(payouts)
        .where(
          and(inArray(payouts.status, ['waiting_account', 'pending']), ...(userId ? [eq(payouts.userId, userId)] : [])),
        )
        .orderBy(payouts.createdAt);
    },
    async claim(payoutId: string, provider: TPaymentProvider, executor: Executor = db): Promise<PayoutRow | null> {
      const [row] = await executor
        .update(payouts)
        .set({ status: 'pending', provider })
        .where(and(eq(payouts.id, payoutId), inArray(payouts.status, ['waiting_account', 'pending'])))
        .returning();
      return row ?? null;
    },
    /** pending → paid, once: the one caller that gets the row books the ledger. */
    async markPaid(payoutId: string, reference: string, executor: Executor): Promise<PayoutRow | null> {
      const [row] = await executor
        .update(payouts)
        .set({ status: 'paid', providerReference: reference, paidAt: sqlNow(), failureReason: null })
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')))
        .returning();
      return row ?? null;
    },
    async markPayoutFailed(payoutId: string, reason: string, executor: Executor = db): Promise<void> {
      await executor
        .update(payouts)
        .set({ status: 'failed', failureReason: reason })
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')));
    },
    /** Payouts paid in [from, to) that had a platform fee withheld, oldest first. */
    paidWithFeeBetween(from: Date, to: Date, executor: Executor = db): Promise<PayoutRow[]> {
      return executor
        .select()
        .from(payouts)
        .where(
          and(eq(payouts.status, 'paid'), gte(payouts.paidAt, from), lt(payouts.paidAt, to), gt(payouts.feeAmount, 0)),
        )
        .orderBy(payouts.paidAt);
    },
    /** One page of the expert's payouts, newest first (the id breaks ties so pages never overlap). */
    pageForUser(userId: string, window: { limit: number; offset: number }, executor: Executor = db) {
      return executor
        .select()
        .from(payouts)
        .where(eq(payouts.userId, userId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(window.limit)
        .offset(window.offset);
    },
    /** The expert's payouts counted and summed in the database: how many, released and paid out (minor units). */
    async totalsForUser(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          count: count(),
          released: sum(payouts.amount).mapWith(Number),
          paidOut: sql<number>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'paid'), 0)`.mapWith(
            Number,
          ),
        })
        .from(payouts)
        .where(eq(payouts.userId, userId));
      return { count: row?.count ?? 0, released: row?.released ?? 0, paidOut: row?.paidOut ?? 0 };
    },

    // ---- refunds ----
    async insertRefundOnce(values: typeof refunds.$inferInsert, executor: Executor): Promise<RefundRow | null> {
      const [row] = await executor.insert(refunds).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findRefundBySource(sourceKey: string, executor: Executor = db): Promise<RefundRow | null> {
      const [row] = await executor.select().from(refunds).where(eq(refunds.sourceKey, sourceKey));
      return row ?? null;
    },
    async findRefund(id: string, executor: Executor = db): Promise<RefundRow | null> {
      const [row] = await executor.select().from(refunds).where(eq(refunds.id, id));
      return row ?? null;
    },
    /** Refunds the provider made, per payment they returned (the reconciliation's ledger side of refunds). */
    async refundedByPayment(references: readonly string[]): Promise<Map<string, number>> {
      if (references.length === 0) return new Map();
      const rows = await db
        .select({ reference: refunds.paymentReference, total: sum(refunds.amount).mapWith(Number) })
        .from(refunds)
        .where(and(eq(refunds.status, 'succeeded'), inArray(refunds.paymentReference, [...references])))
        .groupBy(refunds.paymentReference);
      return new Map(rows.map((row) => [row.reference!, row.total]));
    },
    listPendingRefunds(executor: Executor = db): Promise<RefundRow[]> {
      return executor.select().from(refunds).where(eq(refunds.status, 'pending'));
    },
    async settleRefund(
      id: string,
      outcome: { status: 'succeeded'; reference: string; paymentReference: string } | { status: 'failed' },
      executor: Executor = db,
    ): Promise<RefundRow | null> {
      const [row] = await executor
        .update(refunds)
        .set({
          status: outcome.status,
          ...(outcome.status === 'succeeded'
            ? { providerReference: outcome.reference, paymentReference: outcome.paymentReference }
            : {}),
        })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning();
      return row ?? null;
    },

    // ---- reconciliation ----
    /** Payouts the provider paid, for the Money tab's payouts row. */
    async paidOutTotal(currency: string, executor: Executor = db): Promise<number> {
      const [paidOut] = await executor
        .select({ total: sum(payouts.amount).mapWith(Number) })
        .from(payouts)
        .where(and(eq(payouts.status, 'paid'), eq(payouts.currency, currency)));
      return paidOut?.total ?? 0;
    },
    invariantViolations: (executor: Executor = db) => ledgerInvariantViolations(executor),
  };
}

export type EscrowRepository = ReturnType<typeof createEscrowRepository>;
