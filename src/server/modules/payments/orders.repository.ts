import { sqlNow } from '../../db/sql-now';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/payments';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export function createOrdersRepository(db: Executor) {
  return {
    /**
     * The buyer's pending order for the pack started since `since`, else a new one: one transaction-scoped advisory
     * lock per buyer and pack, so a double click (or two tabs) gets the same order and so the same checkout.
     */
    async pendingOrInsert(values: NewOrder, since: Date): Promise<{ order: OrderRow; reused: boolean }> {
      return (db as Executor).transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order:${values.userId}:${values.productId}`}, 0))`,
        );
        const [pending] = await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.userId, values.userId),
              eq(orders.productId, values.productId),
              eq(orders.status, 'pending'),
              gt(orders.createdAt, since),
            ),
          )
          .orderBy(desc(orders.createdAt))
          .limit(1);
        if (pending) return { order: pending, reused: true };
        const [row] = await tx.insert(orders).values(values).returning();
        if (!row) throw new Error('order insert returned nothing');
        return { order: row, reused: false };
      });
    },
    async insert(values: NewOrder, executor: Executor = db): Promise<OrderRow> {
      const [row] = await executor.insert(orders).values(values).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },
    async attachSession(orderId: string, sessionId: string, executor: Executor = db): Promise<void> {
      await executor
        .update(orders)
        .set({ providerSessionId: sessionId })
        .where(
          and(eq(orders.id, orderId), or(isNull(orders.providerSessionId), eq(orders.providerSessionId, sessionId))),
        );
    },
    async findBySession(sessionId: string, executor: Executor = db): Promise<OrderRow | null> {
      const [row] = await executor.select().from(orders).where(eq(orders.providerSessionId, sessionId));
      return row ?? null;
    },
    /** The order an event names when its session id was not stored yet (the create call's reply still in flight). */
    async findUnattached(orderId: string, executor: Executor = db): Promise<OrderRow | null> {
      const [row] = await executor
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), isNull(orders.providerSessionId)));
      return row ?? null;
    },

    /**
     * The one state change fulfilment hangs on: pending/failed/canceled → paid, once. A concurrent caller blocks on
     * the row lock, re-reads the row after the first commits, finds it paid and gets null.
     */
    async markPaid(orderId: string, sessionId: string, executor: Executor): Promise<OrderRow | null> {
      const [row] = await executor
        .update(orders)
        .set({ status: 'paid', paidAt: sqlNow(), providerSessionId: sessionId })
        .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')))
        .returning();
      return row ?? null;
    },
    /** pending → failed | canceled; never touches a paid order, so a late decline or expiry cannot undo a payment. */
    async markUnpaid(orderId: string, status: 'failed' | 'canceled', executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(orders)
        .set({ status })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** The user's paid orders, newest first. */
    listPaidForUser(userId: string, executor: Executor = db): Promise<OrderRow[]> {
      return executor
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
        .orderBy(desc(orders.createdAt));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
