import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentReconciliationRuns } from '../../db/schema/payments';

export type ReconciliationRunRow = typeof paymentReconciliationRuns.$inferSelect;

export function createPaymentReconciliationRepository(db: Executor) {
  return {
    async insertRun(values: typeof paymentReconciliationRuns.$inferInsert): Promise<ReconciliationRunRow> {
      const [row] = await db.insert(paymentReconciliationRuns).values(values).returning();
      if (!row) throw new Error('reconciliation run insert returned nothing');
      return row;
    },
    async latestRun(): Promise<ReconciliationRunRow | null> {
      const [row] = await db
        .select()
        .from(paymentReconciliationRuns)
        .orderBy(desc(paymentReconciliationRuns.finishedAt))
        .limit(1);
      return row ?? null;
    },
  };
}
