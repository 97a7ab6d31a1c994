/** Payouts to experts: they wait for a payout account, then go to the provider (Stripe Connect or the sandbox). */
export const PAYOUT_STATUSES = ['waiting_account', 'pending', 'paid', 'failed'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** An expert's payout account: onboarding until the provider reports it can receive transfers. */
export const PAYOUT_ACCOUNT_STATUSES = ['onboarding', 'active'] as const;
export type TPayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];
