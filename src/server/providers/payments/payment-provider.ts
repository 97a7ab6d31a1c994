import type { TPaymentProvider } from '../../../shared/domain/orders';

export type CheckoutSessionInput = {
  orderId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  productName: string;
  customerEmail: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider with the session's id. */
  successUrl: string;
  cancelUrl: string;
  /** The same key always yields the same session, so a retried create never opens a second one. */
  idempotencyKey: string;
  /** What is paid for: a pack order (default) or a custom project's milestone; carried in the session's metadata. */
  purpose?: CheckoutPurpose;
};

/** Lets the shared webhook tell a milestone payment from a pack order (the session's `metadata.purpose`). */
export type CheckoutPurpose = 'order' | 'milestone';

export type RefundInput = {
  /** The provider's reference of the original payment (Stripe: the payment intent). */
  paymentReference: string;
  amount: number;
  currency: string;
  /** The same key always yields the same refund, so a retried refund never pays twice. */
  idempotencyKey: string;
};

export type CheckoutSession = { sessionId: string; url: string };

export type SessionState = {
  paid: boolean;
  /** open | complete | expired, as Stripe names them. */
  status: 'open' | 'complete' | 'expired';
  /** True when the payment was refused (a declined card); such a session is never paid. */
  failed: boolean;
  orderId: string | null;
  amount: number | null;
  currency: string | null;
  /** The payment's own reference once paid (Stripe: the payment intent); refunds go through it. */
  paymentReference: string | null;
  /** Where the customer pays, while the session is open. */
  url: string | null;
};

/** A payment the provider captured, as its own records say (the reconciliation's provider side). */
export type ProviderCapture = {
  sessionId: string;
  paymentReference: string;
  /** The session's metadata: what it paid for, and the order's or milestone payment's id. */
  purpose: CheckoutPurpose | null;
  payableId: string | null;
  amount: number;
  currency: string;
  capturedAt: Date;
  /** How much of it the provider has refunded so far. */
  refunded: number;
};

/** A provider event reduced to what fulfilment needs. */
export type PaymentEvent = {
  id: string;
  type: 'checkout.paid' | 'checkout.failed' | 'checkout.expired' | 'ignored';
  sessionId: string | null;
  orderId: string | null;
  paid: boolean;
  amount: number | null;
  currency: string | null;
  /** From the session's metadata; null when the session did not say (then both kinds are looked up by session). */
  purpose: CheckoutPurpose | null;
  paymentReference: string | null;
};

export type PaymentProvider = {
  readonly name: TPaymentProvider;
  createCheckoutSession: (input: CheckoutSessionInput) => Promise<CheckoutSession>;
  retrieveSession: (sessionId: string) => Promise<SessionState>;
  /**
   * Closes an open checkout so it can no longer be paid (Stripe: expire) and returns the session's state after:
   * expired, or complete when the customer paid (or was declined) first.
   */
  expireSession: (sessionId: string) => Promise<SessionState>;
  /** Checks the signature over the raw body; throws `payments.invalid_signature` (400) when it does not hold. */
  verifyWebhook: (rawBody: Buffer, headers: Record<string, string | string[] | undefined>) => PaymentEvent;
  /** Refunds (part of) a payment; idempotent on the key. Returns the provider's refund reference. */
  refund: (input: RefundInput) => Promise<{ reference: string }>;
  /** Every payment captured through a checkout session created since `since`, with what was refunded of it. */
  listCaptures: (since: Date) => Promise<ProviderCapture[]>;
};
