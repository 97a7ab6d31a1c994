import type { Logger } from 'pino';
import type { Executor } from '../../db/client';
import { clock } from '../../lib/clock';
import type { PaymentProvider, ProviderCapture } from '../../providers/payments/payment-provider';
import type { TCaptureCheck, TProviderReconciliation } from '../../../shared/schemas/escrow';
import type { LedgerService } from '../ledger/ledger.service';
import { createPaymentReconciliationRepository, type ReconciliationRunRow } from './payment-reconciliation.repository';

/** How far back each run asks the provider (Stripe keeps sessions longer; refunds and disputes settle within this). */
export const RECONCILIATION_WINDOW_DAYS = 35;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The run keeps the rows a person may need to read; matched captures are only counted. */
const MAX_ROWS = 200;

/** What settling an unbooked capture did: booked it, refunded it (booked and refunded, or at the provider), or not. */
export type SettleOutcome = 'booked' | 'refunded' | 'not_settled';

export type ProviderReconciliationDeps = {
  db: Executor;
  provider: PaymentProvider;
  ledger: Pick<LedgerService, 'fundedByReference'>;
  /** Refunds the provider made per payment, as escrow recorded them (bound in app.ts: escrow is built on payments). */
  refundedByPayment: (references: readonly string[]) => Promise<Map<string, number>>;
  /** Books a capture the ledger does not have, as its webhook would, or refunds it when nothing it pays for is known. */
  settle: (capture: ProviderCapture) => Promise<SettleOutcome>;
  logger: Logger;
};

type Compared = { capture: ProviderCapture; booked: number; ledgerRefunded: number };

/**
 * Captured = booked + refunded, per capture: the provider's own list of what it captured and refunded (Stripe's
 * checkout sessions with their charges; the sandbox's sessions) beside the ledger. A capture the ledger has not booked
 * is booked or refunded by the run itself, through the same path as a late webhook; whatever still differs is kept
 * with its age for a person, counted in `payments_unreconciled`.
 */
export function createProviderReconciliation(deps: ProviderReconciliationDeps) {
  const { provider, ledger, logger } = deps;
  const runs = createPaymentReconciliationRepository(deps.db);

  async function compare(captures: ProviderCapture[]): Promise<Compared[]> {
    const booked = await ledger.fundedByReference(captures.flatMap((c) => [c.sessionId, c.paymentReference]));
    const refunded = await deps.refundedByPayment(captures.map((c) => c.paymentReference));
    return captures.map((capture) => ({
      capture,
      booked: (booked.get(capture.sessionId) ?? 0) + (booked.get(capture.paymentReference) ?? 0),
      ledgerRefunded: refunded.get(capture.paymentReference) ?? 0,
    }));
  }

  /** Booked in full and refunded as the ledger says; or never booked because the run refunded it all at the provider. */
  const reconciled = ({ capture, booked, ledgerRefunded }: Compared) =>
    (booked === capture.amount && capture.refunded === ledgerRefunded) ||
    (booked === 0 && capture.refunded === capture.amount);

  const toRow = (compared: Compared, status: TCaptureCheck['status'], note: string, now: Date): TCaptureCheck => ({
    sessionId: compared.capture.sessionId,
    paymentReference: compared.capture.paymentReference,
    purpose: compared.capture.purpose,
    amount: compared.capture.amount,
    currency: compared.capture.currency,
    capturedAt: compared.capture.capturedAt.toISOString(),
    ageHours: Math.max(0, Math.floor((now.getTime() - compared.capture.capturedAt.getTime()) / HOUR_MS)),
    booked: compared.booked,
    providerRefunded: compared.capture.refunded,
    ledgerRefunded: compared.ledgerRefunded,
    status,
    note,
  });

  function describe(compared: Compared): string {
    const { capture, booked, ledgerRefunded } = compared;
    if (booked !== capture.amount) return `The ledger booked ${booked} of the ${capture.amount} captured.`;
    return `The provider refunded ${capture.refunded}; the ledger recorded ${ledgerRefunded} refunded.`;
  }

  async function run(trigger: 'schedule' | 'admin'): Promise<ReconciliationRunRow> {
    const startedAt = clock.now();
    const since = new Date(startedAt.getTime() - RECONCILIATION_WINDOW_DAYS * DAY_MS);
    const first = await compare(await provider.listCaptures(since));
    const settled = new Map<string, SettleOutcome>();
    for (const compared of first) {
      // Only money the ledger never saw is settled here; a refund on its way is left to the refund job.
      if (reconciled(compared) || compared.booked !== 0 || compared.capture.refunded !== 0) continue;
      try {
        settled.set(compared.capture.sessionId, await deps.settle(compared.capture));
      } catch (error) {
        logger.error({ err: error, sessionId: compared.capture.sessionId }, 'settling an unbooked capture failed');
      }
    }
    // Read again from the provider: what the run refunded there shows in its own records.
    const final = settled.size ? await compare(await provider.listCaptures(since)) : first;
    const finishedAt = clock.now();
    const rows: TCaptureCheck[] = [];
    let unreconciledCount = 0;
    let unreconciledAmount = 0;
    for (const compared of final) {
      const outcome = settled.get(compared.capture.sessionId);
      const ok = reconciled(compared);
      if (!ok) {
        unreconciledCount += 1;
        unreconciledAmount += compared.capture.amount;
        rows.push(toRow(compared, 'unmatched', describe(compared), finishedAt));
      } else if (outcome === 'booked')
        rows.push(toRow(compared, 'booked_now', 'Captured but not booked: booked by this run.', finishedAt));
      else if (outcome === 'refunded')
        rows.push(
          toRow(compared, 'refunded_now', 'Captured for nothing left to pay: refunded by this run.', finishedAt),
        );
    }
    const sum = (pick: (compared: Compared) => number) => final.reduce((total, c) => total + pick(c), 0);
    const saved = await runs.insertRun({
      provider: provider.name,
      trigger,
      startedAt,
      finishedAt,
      currency: 'gbp',
      capturedCount: final.length,
      capturedAmount: sum((c) => c.capture.amount),
      // Accounted for: booked into the ledger, or (nothing here paid through it) refunded whole at the provider.
      bookedAmount: sum((c) => (c.booked === 0 ? c.capture.refunded : c.booked)),
      refundedAmount: sum((c) => (c.booked === 0 ? 0 : c.capture.refunded)),
      ledgerRefundedAmount: sum((c) => c.ledgerRefunded),
      unreconciledCount,
      unreconciledAmount,
      rows: rows.slice(0, MAX_ROWS),
    });
    if (unreconciledCount > 0)
      logger.error({ unreconciledCount, unreconciledAmount }, 'provider captures the ledger does not account for');
    return saved;
  }

  const toDto = (row: ReconciliationRunRow): TProviderReconciliation & { id: string } => ({
    id: row.id,
    finishedAt: row.finishedAt.toISOString(),
    trigger: row.trigger,
    windowDays: RECONCILIATION_WINDOW_DAYS,
    capturedCount: row.capturedCount,
    capturedAmount: row.capturedAmount,
    bookedAmount: row.bookedAmount,
    refundedAmount: row.refundedAmount,
    ledgerRefundedAmount: row.ledgerRefundedAmount,
    unreconciledCount: row.unreconciledCount,
    unreconciledAmount: row.unreconciledAmount,
    rows: row.rows as TCaptureCheck[],
  });

  return {
    /** One run now; returns what it found. */
    run: async (trigger: 'schedule' | 'admin') => toDto(await run(trigger)),
    async latest() {
      const row = await runs.latestRun();
      return row ? toDto(row) : null;
    },
  };
}

export type ProviderReconciliation = ReturnType<typeof createProviderReconciliation>;
