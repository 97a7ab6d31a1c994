import { z } from 'zod';
import { PAYOUT_ACCOUNT_STATUSES, PAYOUT_STATUSES } from '../domain/escrow';
import { ZPageInfoSchema } from './paging';

const ZDate = z.iso.datetime({ offset: true });

export const ZPayoutSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string().nullable(),
  milestoneId: z.uuid().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  providerReference: z.string().nullable(),
  createdAt: ZDate,
  paidAt: ZDate.nullable(),
});
export type TPayout = z.infer<typeof ZPayoutSchema>;

export const ZEarningsSchema = z.object({
  currency: z.string(),
  /** Funded, not yet released, on the expert's projects. */
  inEscrow: z.number().int(),
  /** Released to the expert (after the platform fee). */
  released: z.number().int(),
  paidOut: z.number().int(),
  payoutAccount: z
    .object({ provider: z.string(), status: z.enum(PAYOUT_ACCOUNT_STATUSES), createdAt: ZDate })
    .nullable(),
  /** One page of the payout history, newest first (`?page=`, `?pageSize=`); `payoutsPage` says which of how many. */
  payouts: z.array(ZPayoutSchema),
  payoutsPage: ZPageInfoSchema,
});
export type TEarnings = z.infer<typeof ZEarningsSchema>;

export const ZPayoutAccountSetupSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  onboardingUrl: z.url().nullable(),
  paid: z.number().int(),
});
export type TPayoutAccountSetup = z.infer<typeof ZPayoutAccountSetupSchema>;

const ZComparison = z.object({
  label: z.string(),
  ledger: z.number().int(),
  provider: z.number().int(),
  matches: z.boolean(),
});
/** One capture the provider reconciliation did not find matched, with what it did about it. */
export const ZCaptureCheckSchema = z.object({
  sessionId: z.string(),
  paymentReference: z.string(),
  purpose: z.enum(['order', 'milestone']).nullable(),
  amount: z.number().int(),
  currency: z.string(),
  capturedAt: z.iso.datetime({ offset: true }),
  /** Whole hours between the capture and the run. */
  ageHours: z.number().int().nonnegative(),
  booked: z.number().int(),
  providerRefunded: z.number().int(),
  ledgerRefunded: z.number().int(),
  /** booked_now / refunded_now: the run booked it (or refunded it through the provider); unmatched: a person looks. */
  status: z.enum(['booked_now', 'refunded_now', 'unmatched']),
  note: z.string(),
});
export type TCaptureCheck = z.infer<typeof ZCaptureCheckSchema>;

/** The latest provider reconciliation: what the provider captured and refunded beside what the ledger booked. */
export const ZProviderReconciliationSchema = z.object({
  finishedAt: z.iso.datetime({ offset: true }),
  trigger: z.enum(['schedule', 'admin']),
  windowDays: z.number().int().positive(),
  capturedCount: z.number().int(),
  capturedAmount: z.number().int(),
  bookedAmount: z.number().int(),
  refundedAmount: z.number().int(),
  ledgerRefundedAmount: z.number().int(),
  unreconciledCount: z.number().int(),
  unreconciledAmount: z.number().int(),
  rows: z.array(ZCaptureCheckSchema),
});
export type TProviderReconciliation = z.infer<typeof ZProviderReconciliationSchema>;

export const ZReconciliationSchema = z.object({
  currency: z.string(),
  provider: z.string(),
  /** Null until the reconciliation job first ran. */
  providerRun: ZProviderReconciliationSchema.nullable(),
  rows: z.array(ZComparison),
  /** The ledger beside the documents issued for the same money (invoices for payments, credit notes for refunds). */
  documentRows: z.array(
    z.object({ label: z.string(), ledger: z.number().int(), documents: z.number().int(), matches: z.boolean() }),
  ),
  escrowHeld: z.number().int(),
  platformFees: z.number().int(),
  expertPayable: z.number().int(),
  invariants: z.array(z.string()),
});
export type TReconciliation = z.infer<typeof ZReconciliationSchema>;
