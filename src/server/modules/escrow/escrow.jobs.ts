import type { ModuleJob } from '../../app-services';
import { scheduledJob } from '../../jobs/scheduled-job';
import { PAYOUTS_JOB, REFUNDS_JOB } from './escrow-context';
import { previousMonth } from './escrow-fee-invoices';

export const ESCROW_SWEEP_JOB = 'escrow_sweep';
export const FEE_INVOICES_JOB = 'escrow.fee-invoices';

/**
 * Queued by a release: pays whatever is outstanding by the real time. Time-driven, so held while the demo history
 * writes a past year.
 */
export function payoutsJob(payOutstanding: () => Promise<unknown>): ModuleJob {
  return {
    name: PAYOUTS_JOB,
    handler: async () => void (await payOutstanding()),
    options: { timeDriven: true, retryLimit: 3 },
  };
}

/** Queued by a refund: the provider's refund, after the transaction that booked it commits. */
export function refundsJob(executeRefund: (refundId: string) => Promise<unknown>): ModuleJob {
  return {
    name: REFUNDS_JOB,
    handler: async ({ refundId }: { refundId: string }) => void (await executeRefund(refundId)),
    options: { retryLimit: 5 },
  };
}

/** Every fifteen minutes, what a crash left behind (a claimed payout, a pending refund) is retried. */
export const escrowSweepJob = (retryUnfinished: () => Promise<void>) =>
  scheduledJob(ESCROW_SWEEP_JOB, '*/15 * * * *', retryUnfinished);

/** The first of each month, 04:00 UTC: every expert's invoice of the platform fees withheld the month before. */
export const feeInvoicesJob = (issueForMonth: (month: string) => Promise<number>) =>
  scheduledJob(FEE_INVOICES_JOB, '0 4 1 * *', () => issueForMonth(previousMonth(new Date())), 3);
