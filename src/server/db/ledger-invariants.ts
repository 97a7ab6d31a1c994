import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The money invariants (marketplace rules, Money): every ledger transaction balances, no project's escrow is
 * negative, every paid payout and every refund row has its ledger transaction (and the amounts agree). Returns the
 * violations as sentences; empty when all hold. Checked after every server test file and shown to admins.
 */
export async function ledgerInvariantViolations(executor: Executor): Promise<string[]> {
  const violations: string[] = [];
  const unbalanced = await executor.execute<{ id: string; kind: string; total: string }>(sql`
    SELECT t.id, t.kind, SUM(e.amount)::text AS total
    FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    GROUP BY t.id, t.kind, e.currency
    HAVING COALESCE(SUM(e.amount), 0) <> 0 OR COUNT(e.id) < 2`);
  for (const row of unbalanced.rows) violations.push(`ledger transaction ${row.id} (${row.kind}) does not balance`);

  const negative = await executor.execute<{ project_id: string; total: string }>(sql`
    SELECT project_id, SUM(amount)::text AS total FROM ledger_entries
    WHERE account = 'project_escrow' GROUP BY project_id, currency HAVING SUM(amount) < 0`);
  for (const row of negative.rows) violations.push(`escrow of project ${row.project_id} is negative (${row.total})`);

  const payouts = await executor.execute<{ id: string }>(sql`
    SELECT p.id FROM payouts p
    WHERE p.status = 'paid' AND NOT EXISTS (
      SELECT 1 FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.kind = 'payout' AND t.cause_id = p.id AND e.account = 'payouts' AND e.amount = p.amount)`);
  for (const row of payouts.rows) violations.push(`paid payout ${row.id} has no matching ledger transaction`);

  const orphanPayouts = await executor.execute<{ cause_id: string }>(sql`
    SELECT t.cause_id FROM ledger_transactions t
    WHERE t.kind = 'payout' AND NOT EXISTS (SELECT 1 FROM payouts p WHERE p.id = t.cause_id AND p.status = 'paid')`);
  for (const row of orphanPayouts.rows) violations.push(`payout transaction for ${row.cause_id} has no paid payout`);

  const refunds = await executor.execute<{ id: string }>(sql`
    SELECT r.id FROM refunds r
    WHERE NOT EXISTS (
      SELECT 1 FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.kind = 'escrow_refund' AND t.cause_id = r.id AND e.account = 'project_escrow' AND e.amount = -r.amount)`);
  for (const row of refunds.rows) violations.push(`refund ${row.id} has no matching ledger transaction`);
  return violations;
}
