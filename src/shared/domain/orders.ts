/**
 * Pack orders and milestone payments: created pending with a checkout session, then paid, failed (declined) or
 * canceled (expired, or closed because a newer checkout replaced it). `refunded`: the money was captured for something
 * already paid (a second payment for one milestone, a payment after the project was cancelled), booked and refunded
 * at once.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'refunded'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** How a milestone is paid: through the card provider's checkout, or by bank transfer against its invoice. */
export type TMilestonePaymentRail = TPaymentProvider | 'bank_transfer';

/**
 * A sandbox checkout session: open until the tester pays, declines or cancels on the sandbox page, or the marketplace
 * expires it (a newer checkout replaced it, or its project was cancelled), as Stripe's expire does.
 */
export const SANDBOX_SESSION_STATUSES = ['open', 'paid', 'declined', 'canceled', 'expired'] as const;
export type TSandboxSessionStatus = (typeof SANDBOX_SESSION_STATUSES)[number];
