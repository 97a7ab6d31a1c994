import Stripe from 'stripe';
import { appError } from '../../errors';
import type { CheckoutPurpose, PaymentEvent } from './payment-provider';

/** Webhooks older than this (or from the future by more) are refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const invalidSignature = () => appError('payments.invalid_signature', 400, 'Invalid webhook signature');

/**
 * Verifies a `t=…,v1=…` signature (Stripe's scheme, HMAC-SHA256 of `t.body`) with the Stripe SDK and parses the
 * event. Both providers sign this way, so one verifier serves the real and the sandbox webhooks.
 */
export function verifySignedEvent(
  rawBody: Buffer,
  header: string | string[] | undefined,
  secret: string,
): Stripe.Event {
  if (typeof header !== 'string' || header.length === 0) throw invalidSignature();
  let event: Stripe.Event;
  try {
    // The SDK's tolerance only refuses timestamps too far in the past.
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw invalidSignature();
  }
  if (!withinTolerance(header)) throw invalidSignature();
  return event;
}

/** The signed `t=` is within ±WEBHOOK_TOLERANCE_SECONDS of now (future-dated signatures could be replayed for years). */
function withinTolerance(header: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const timestamps = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('t='))
    .map((part) => part.slice(2));
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!)) return false;
  return Math.abs(nowSeconds - Number(timestamps[0])) <= WEBHOOK_TOLERANCE_SECONDS;
}

type SessionLike = {
  id: string;
  payment_status?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  amount_total?: number | null;
  currency?: string | null;
  payment_intent?: string | { id: string } | null;
};

function purposeOf(session: SessionLike): CheckoutPurpose | null {
  const purpose = session.metadata?.purpose;
  return purpose === 'milestone' || purpose === 'order' ? purpose : null;
}

/** The payment intent's id (Stripe sends it as an id, or expanded). */
export function paymentReferenceOf(session: Pick<SessionLike, 'payment_intent'>): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

const PAID_STATUSES = new Set(['paid', 'no_payment_required']);

/** Reduces a Checkout Session event to what fulfilment needs; other events come back as `ignored`. */
export function toPaymentEvent(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const ignored: PaymentEvent = {
    id: event.id,
    type: 'ignored',
    sessionId: null,
    orderId: null,
    paid: false,
    amount: null,
    currency: null,
    purpose: null,
    paymentReference: null,
  };
  if (!event.type.startsWith('checkout.session.')) return ignored;
  const session = event.data.object as SessionLike;
  const base = {
    id: event.id,
    sessionId: session.id,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    amount: session.amount_total ?? null,
    currency: session.currency ?? null,
    purpose: purposeOf(session),
    paymentReference: paymentReferenceOf(session),
  };
  const paid = PAID_STATUSES.has(session.payment_status ?? '');
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (bank debit) completes unpaid; its async_payment_succeeded event comes later.
      return paid ? { ...base, type: 'checkout.paid', paid } : { ...ignored, ...base };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, type: 'checkout.paid', paid: true };
    case 'checkout.session.async_payment_failed':
      return { ...base, type: 'checkout.failed', paid: false };
    case 'checkout.session.expired':
      return { ...base, type: 'checkout.expired', paid: false };
    default:
      return { ...ignored, ...base };
  }
}
