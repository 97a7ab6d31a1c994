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
};

export type PaymentProvider = {
  readonly name: TPaymentProvider;
  createCheckoutSession: (input: CheckoutSessionInput) => Promise<CheckoutSession>;
  retrieveSession: (sessionId: string) => Promise<SessionState>;
  /** Checks the signature over the raw body; throws `payments.invalid_signature` (400) when it does not hold. */
  verifyWebhook: (rawBody: Buffer, headers: Record<string, string | string[] | undefined>) => PaymentEvent;
};
