import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import type { TLedgerAccount } from '../../../shared/domain/ledger';

export type NewLedgerTransaction = typeof ledgerTransactions.$inferInsert;
export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'transactionId'>;

export function createLedgerRepository(db: Executor) {
  return {
    /** Inserts the transaction unless one with the same kind and cause exists; null when it already did. */
    async insertTransactionOnce(values: NewLedgerTransaction, executor: Executor = db): Promise<{ id: string } | null> {
      const [row] = await executor
        .insert(ledgerTransactions)
        .values(values)
        .onConflictDoNothing({ target: [ledgerTransactions.kind, ledgerTransactions.causeId] })
        .returning({ id: ledgerTransactions.id });
      return row ?? null;
    },
    async insertEntries(transactionId: string, entries: NewLedgerEntry[], executor: Executor = db): Promise<void> {
      await executor.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, transactionId })));
    },
    /** Serialises money movements on one project's escrow until the caller's transaction ends. */
    async lockProjectEscrow(projectId: string, executor: Executor): Promise<void> {
      await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`escrow:${projectId}`}, 0))`);
    },
    async balance(
      account: TLedgerAccount,
      projectId: string,
      currency: string,
      executor: Executor = db,
    ): Promise<number> {
      const [row] = await executor
        .select({ total: sum(ledgerEntries.amount).mapWith(Number) })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.account, account),
            eq(ledgerEntries.projectId, projectId),
            eq(ledgerEntries.currency, currency),
          ),
        );
      return row?.total ?? 0;
    },
    /** Money booked into escrow per provider reference (a payment's session or payment intent). */
    async fundedByReference(references: readonly string[], executor: Executor = db): Promise<Map<string, number>> {
      if (references.length === 0) return new Map();
      const rows = await executor
        .select({ reference: ledgerTransactions.providerReference, total: sum(ledgerEntries.amount).mapWith(Number) })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerTransactions.kind, 'escrow_funding'),
            eq(ledgerEntries.account, 'project_escrow'),
            inArray(ledgerTransactions.providerReference, [...references]),
          ),
        )
        .groupBy(ledgerTransactions.providerReference);
      return new Map(rows.map((row) => [row.reference!, row.total]));
    },
    /** Sums per transaction kind, cause and account (the reconciliation view). */
    async totalsByKind(currency: string, executor: Executor = db) {
      return executor
        .select({
          kind: ledgerTransactions.kind,
          cause: ledgerTransactions.cause,
          account: ledgerEntries.account,
          total: sum(ledgerEntries.amount).mapWith(Number),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerEntries.currency, currency))
        .groupBy(ledgerTransactions.kind, ledgerTransactions.cause, ledgerEntries.account);
    },
    /** What escrow releases booked to experts on each of these projects, per currency (after the platform fee). */
    async releasedToExperts(projectIds: readonly string[], executor: Executor = db) {
      if (!projectIds.length) return [];
      return executor
        .select({
          projectId: sql<string>`${ledgerEntries.projectId}`,
          currency: ledgerEntries.currency,
          amount: sum(ledgerEntries.amount).mapWith(Number),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerTransactions.kind, 'escrow_release'),
            eq(ledgerEntries.account, 'expert_payable'),
            inArray(ledgerEntries.projectId, [...projectIds]),
          ),
        )
        .groupBy(ledgerEntries.projectId, ledgerEntries.currency);
    },
    /** Balance of an account over all projects (e.g. all escrow held). */
    async accountTotal(account: TLedgerAccount, currency: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ total: sum(ledgerEntries.amount).mapWith(Number) })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.account, account), eq(ledgerEntries.currency, currency)));
      return row?.total ?? 0;
    },
  };
}
