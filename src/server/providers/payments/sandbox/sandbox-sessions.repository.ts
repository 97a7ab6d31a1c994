import { and, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxCheckoutSessions, sandboxRefunds } from '../../../db/schema';
import type { TSandboxSessionStatus } from '../../../../shared/domain/orders';

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

export function createSandboxSessionsRepository(db: Database) {
  return {
    /** Inserts the session unless one exists for the idempotency key; returns the one that stays. */
    async insertOnce(values: typeof sandboxCheckoutSessions.$inferInsert): Promise<SandboxSessionRow> {
      const [inserted] = await db
        .insert(sandboxCheckoutSessions)
        .values(values)
        .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.idempotencyKey, values.idempotencyKey));
      if (!existing) throw new Error('sandbox session vanished');
      return existing;
    },
    async find(id: string): Promise<SandboxSessionRow | null> {
      const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
      return row ?? null;
    },
    /** Closes an open session with an outcome; null when it was not open (already paid, declined or canceled). */
    async close(id: string, status: Exclude<TSandboxSessionStatus, 'open'>): Promise<SandboxSessionRow | null> {
      const [row] = await db
        .update(sandboxCheckoutSessions)
        .set({ status, completedAt: sql`now()` })
        .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
        .returning();
      return row ?? null;
    },
    /** Sessions paid and created since the date: the sandbox's captures. */
    listPaidSince(since: Date): Promise<SandboxSessionRow[]> {
      return db
        .select()
        .from(sandboxCheckoutSessions)
        .where(and(eq(sandboxCheckoutSessions.status, 'paid'), gte(sandboxCheckoutSessions.createdAt, since)));
    },
    /** Records a refund unless one exists for the idempotency key; returns the one that stays. */
    async insertRefundOnce(values: typeof sandboxRefunds.$inferInsert): Promise<{ id: string }> {
      const [inserted] = await db
        .insert(sandboxRefunds)
        .values(values)
        // Its id derives from the key too: two retries at once may collide on either.
        .onConflictDoNothing()
        .returning({ id: sandboxRefunds.id });
      if (inserted) return inserted;
      const [existing] = await db
        .select({ id: sandboxRefunds.id })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, values.idempotencyKey));
      if (!existing) throw new Error('sandbox refund vanished');
      return existing;
    },
    /** Refunded so far per payment reference. */
    async refundedByPayment(references: string[]): Promise<Map<string, number>> {
      if (references.length === 0) return new Map();
      const rows = await db
        .select({ reference: sandboxRefunds.paymentReference, total: sum(sandboxRefunds.amount).mapWith(Number) })
        .from(sandboxRefunds)
        .where(inArray(sandboxRefunds.paymentReference, references))
        .groupBy(sandboxRefunds.paymentReference);
      return new Map(rows.map((row) => [row.reference, row.total]));
    },
  };
}
