import Stripe from 'stripe';
import { paymentReferenceOf, toPaymentEvent, verifySignedEvent } from './checkout-events';
import type { PaymentProvider, ProviderCapture, SessionState } from './payment-provider';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Passed to the SDK (e.g. host/port of a local stand-in API); normally empty. */
  config?: Stripe.StripeConfig;
};

function stateOf(session: Stripe.Checkout.Session): SessionState {
  return {
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    failed: false,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    amount: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentReference: paymentReferenceOf(session),
    url: session.status === 'open' ? (session.url ?? null) : null,
  };
}

/** A completed, paid session as a capture, with the refunds on its charge (expanded in the list call). */
function captureOf(session: Stripe.Checkout.Session): ProviderCapture | null {
  const intent = session.payment_intent;
  const reference = paymentReferenceOf(session);
  if (!reference || session.payment_status !== 'paid') return null;
  const charge = typeof intent === 'object' && intent ? intent.latest_charge : null;
  const purpose = session.metadata?.purpose;
  return {
    sessionId: session.id,
    paymentReference: reference,
    purpose: purpose === 'milestone' || purpose === 'order' ? purpose : null,
    payableId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? '',
    capturedAt: new Date(session.created * 1000),
    refunded: typeof charge === 'object' && charge ? charge.amount_refunded : 0,
  };
}

/** Stripe Checkout Sessions; webhooks verified on the raw body with the SDK. */
export function createStripePaymentProvider({
  secretKey,
  webhookSecret,
  config,
}: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...config });

  const provider: PaymentProvider = {
    name: 'stripe',

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amount,
                product_data: { name: input.productName },
              },
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.orderId,
          metadata: { order_id: input.orderId, purpose: input.purpose ?? 'order' },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },

    async retrieveSession(sessionId) {
      return stateOf(await stripe.checkout.sessions.retrieve(sessionId));
    },

    async expireSession(sessionId) {
      try {
        return stateOf(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: it was paid or closed first; read what it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return provider.retrieveSession(sessionId);
        throw error;
      }
    },

    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentReference, amount: input.amount },
        { idempotencyKey: input.idempotencyKey },
      );
      return { reference: refund.id };
    },

    async listCaptures(since) {
      const captures: ProviderCapture[] = [];
      const pages = stripe.checkout.sessions.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        status: 'complete',
        limit: 100,
        expand: ['data.payment_intent.latest_charge'],
      });
      for await (const session of pages) {
        const capture = captureOf(session);
        if (capture) captures.push(capture);
      }
      return captures;
    },

    verifyWebhook(rawBody, headers) {
      return toPaymentEvent(verifySignedEvent(rawBody, headers['stripe-signature'], webhookSecret));
    },
  };
  return provider;
}
