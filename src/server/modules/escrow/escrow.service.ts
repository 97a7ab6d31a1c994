import type { Executor } from '../../db/client';
import { createEscrowContext, type EscrowDeps } from './escrow-context';
import { createFeeInvoices } from './escrow-fee-invoices';
import { createEscrowMovements } from './escrow-movements';
import { createEscrowPayouts } from './escrow-payouts';
import { createEscrowReconciliation } from './escrow-reconciliation';

export { platformFee, splitPayable } from './escrow-context';
export type { EscrowDeps, EscrowMovement } from './escrow-context';

/**
 * Escrow: release (escrow → platform fee + expert payable, one payout per expert), refund (escrow → client, then the
 * provider's refund after commit), payouts (expert payable → paid out, once an expert has a payout account), the
 * expert's earnings and the admin reconciliation. Every movement is one balanced ledger transaction.
 */
export function createEscrowService(deps: EscrowDeps) {
  const context = createEscrowContext(deps);
  const { ledger, repository } = context;
  const movements = createEscrowMovements(context);
  const payouts = createEscrowPayouts(context);
  const { executeRefund } = movements;
  const { payOutstanding } = payouts;

  return {
    ...movements,
    ...payouts,
    ...createFeeInvoices(context),
    ...createEscrowReconciliation(context),
    balanceOf: (projectId: string, currency: string, tx: Executor) => ledger.escrowBalance(projectId, currency, tx),
    /** Refunds made through the provider, per payment they returned. */
    refundedByPayment: (references: readonly string[]) => repository.refundedByPayment(references),
    /** Anything a crash left behind (a claimed payout, a pending refund), retried with the same idempotency keys. */
    async retryUnfinished(): Promise<void> {
      await payOutstanding();
      for (const pending of await repository.listPendingRefunds()) await executeRefund(pending.id);
    },
  };
}

export type EscrowService = ReturnType<typeof createEscrowService>;
