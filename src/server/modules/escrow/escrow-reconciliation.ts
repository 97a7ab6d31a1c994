import type { TReconciliation } from '../../../shared/schemas/escrow';
import { CURRENCY, type EscrowContext } from './escrow-context';

/** The admin Money tab: ledger totals beside the provider's records, and the ledger invariants. */
export function createEscrowReconciliation(deps: EscrowContext) {
  const { ledger, payments, repository, documents } = deps;
  return {
    /** The admin's reconciliation: ledger totals beside the provider's records, and the invariants. */
    async reconciliation(): Promise<TReconciliation> {
      const byKind = await ledger.totalsByKind(CURRENCY);
      const ledgerSum = (kind: string, account: string, cause?: string) =>
        byKind
          .filter((row) => row.kind === kind && row.account === account && (!cause || row.cause === cause))
          .reduce((total, row) => total + row.total, 0);
      const run = await payments.latestReconciliation();
      const paidOut = await repository.paidOutTotal(CURRENCY);
      const window = run ? `, last ${run.windowDays} days` : '';
      const rows = [
        // The provider's own records of what it captured and refunded (the reconciliation job), not our rows.
        {
          label: `Payments the provider captured${window}`,
          ledger: run?.bookedAmount ?? 0,
          provider: run?.capturedAmount ?? 0,
        },
        {
          label: `Refunds the provider made${window}`,
          ledger: run?.ledgerRefundedAmount ?? 0,
          provider: run?.refundedAmount ?? 0,
        },
        { label: 'Payouts to experts', ledger: ledgerSum('payout', 'payouts'), provider: paidOut },
      ].map((row) => ({ ...row, matches: row.ledger === row.provider }));
      // Every payment booked has its VAT invoice and every refund its credit note (decision 024).
      const issued = await documents.totals(CURRENCY);
      const documentRows = [
        {
          label: 'Payments booked / VAT invoices paid',
          ledger: ledgerSum('escrow_funding', 'project_escrow'),
          documents: issued.invoiced,
        },
        // Signed as the books count them: money refunded and credit notes are both negative.
        {
          label: 'Refunds booked / credit notes issued',
          ledger: ledgerSum('escrow_refund', 'project_escrow'),
          documents: issued.credited,
        },
      ].map((row) => ({ ...row, matches: row.ledger === row.documents }));
      return {
        currency: CURRENCY,
        provider: deps.paymentProvider.name,
        providerRun: run,
        rows,
        documentRows,
        escrowHeld: await ledger.accountTotal('project_escrow', CURRENCY),
        platformFees: await ledger.accountTotal('platform_fees', CURRENCY),
        expertPayable: await ledger.accountTotal('expert_payable', CURRENCY),
        invariants: await repository.invariantViolations(),
      };
    },
  };
}
