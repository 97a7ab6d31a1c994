import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { TSandboxSessionStatus } from '../../../../shared/domain/orders';
import { toPaymentEvent, verifySignedEvent } from '../checkout-events';
import type { CheckoutPurpose, PaymentProvider, SessionState } from '../payment-provider';
import { createSandboxSessionsRepository, type SandboxSessionRow } from './sandbox-sessions.repository';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** The sandbox's webhook secret, derived from the auth secret so every instance agrees without more configuration. */
export function sandboxWebhookSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('sandbox-payments-webhook').digest('hex');
}

/** Signs a body the way Stripe does (`t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`). */
export function signWebhookBody(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export type SandboxOutcome = 'paid' | 'declined' | 'canceled';

const EVENT_TYPE: Record<SandboxOutcome, string> = {
  paid: 'checkout.session.completed',
  declined: 'checkout.session.async_payment_failed',
  canceled: 'checkout.session.expired',
};

/** The sandbox keeps no metadata column: the purpose is the idempotency key's prefix (`checkout-milestone-…`). */
export const SANDBOX_MILESTONE_KEY_PREFIX = 'checkout-milestone-';
const sandboxPurposeOf = (session: SandboxSessionRow): CheckoutPurpose =>
  session.idempotencyKey.startsWith(SANDBOX_MILESTONE_KEY_PREFIX) ? 'milestone' : 'order';

/** The sandbox's stand-in for a payment intent: derived from the session, so every instance agrees. */
export const sandboxPaymentReference = (sessionId: string) => `pi_sandbox_${sessionId.replace(/^cs_sandbox_/, '')}`;

/** The Stripe-shaped event the sandbox sends when a tester closes a session. */
function eventFor(session: SandboxSessionRow, outcome: SandboxOutcome) {
  return {
    id: `evt_sandbox_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: EVENT_TYPE[outcome],
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        status: outcome === 'canceled' ? 'expired' : 'complete',
        payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
        client_reference_id: session.orderId,
        metadata: { order_id: session.orderId, purpose: sandboxPurposeOf(session) },
        amount_total: session.amount,
        currency: session.currency,
        payment_intent: outcome === 'paid' ? sandboxPaymentReference(session.id) : null,
      },
    },
  };
}

function stateOf(session: SandboxSessionRow, publicUrl: string): SessionState {
  const status: Record<TSandboxSessionStatus, SessionState['status']> = {
    open: 'open',
    paid: 'complete',
    declined: 'complete',
    canceled: 'expired',
    expired: 'expired',
  };
  return {
    paid: session.status === 'paid',
    status: status[session.status],
    failed: session.status === 'declined',
    orderId: session.orderId,
    amount: session.amount,
    currency: session.currency,
    paymentReference: session.status === 'paid' ? sandboxPaymentReference(session.id) : null,
    url: session.status === 'open' ? checkoutUrl(publicUrl, session.id) : null,
  };
}

const checkoutUrl = (publicUrl: string, sessionId: string) => `${publicUrl}/sandbox/checkout/${sessionId}`;

/**
 * The built-in provider: a hosted checkout page served by this server (see sandbox-checkout.routes.ts) whose Pay,
 * Decline and Cancel buttons report through a signed webhook, exactly as Stripe's events arrive.
 */
export function createSandboxPaymentProvider({
  db,
  publicUrl,
  webhookSecret,
}: {
  db: Database;
  publicUrl: string;
  webhookSecret: string;
}) {
  const sessions = createSandboxSessionsRepository(db);

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createCheckoutSession(input) {
      const session = await sessions.insertOnce({
        id: `cs_sandbox_${randomBytes(18).toString('base64url')}`,
        orderId: input.orderId,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        productName: input.productName,
        customerEmail: input.customerEmail,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      return { sessionId: session.id, url: checkoutUrl(publicUrl, session.id) };
    },

    async retrieveSession(sessionId) {
      const session = await sessions.find(sessionId);
      if (!session) throw new Error(`no sandbox session ${sessionId}`);
      return stateOf(session, publicUrl);
    },

    /** As Stripe: an open session is closed unpaid; one the tester already closed is read as it is. */
    async expireSession(sessionId) {
      const session = (await sessions.close(sessionId, 'expired')) ?? (await sessions.find(sessionId));
      if (!session) throw new Error(`no sandbox session ${sessionId}`);
      return stateOf(session, publicUrl);
    },

    verifyWebhook(rawBody, headers) {
      return toPaymentEvent(verifySignedEvent(rawBody, headers[SANDBOX_SIGNATURE_HEADER], webhookSecret));
    },

    /** No money moves in the sandbox, but the refund is kept (once per key), as Stripe keeps it, for reconciliation. */
    async refund(input) {
      if (!input.paymentReference || input.amount <= 0) throw new Error('sandbox refund needs a payment and an amount');
      const refund = await sessions.insertRefundOnce({
        id: `re_sandbox_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`,
        idempotencyKey: input.idempotencyKey,
        paymentReference: input.paymentReference,
        amount: input.amount,
        currency: input.currency,
      });
      return { reference: refund.id };
    },

    async listCaptures(since) {
      const paid = await sessions.listPaidSince(since);
      const refunded = await sessions.refundedByPayment(paid.map((session) => sandboxPaymentReference(session.id)));
      return paid.map((session) => {
        const reference = sandboxPaymentReference(session.id);
        return {
          sessionId: session.id,
          paymentReference: reference,
          purpose: sandboxPurposeOf(session),
          payableId: session.orderId,
          amount: session.amount,
          currency: session.currency,
          capturedAt: session.completedAt ?? session.createdAt,
          refunded: refunded.get(reference) ?? 0,
        };
      });
    },
  };

  return {
    ...provider,
    findSession: (id: string) => sessions.find(id),

    /**
     * Closes an open session with the tester's choice and returns the signed webhook to deliver; null when the
     * session was no longer open (a second click, or another tab got there first).
     */
    async close(
      id: string,
      outcome: SandboxOutcome,
    ): Promise<{ session: SandboxSessionRow; body: string; signature: string } | null> {
      const session = await sessions.close(id, outcome);
      if (!session) return null;
      const body = JSON.stringify(eventFor(session, outcome));
      return { session, body, signature: signWebhookBody(body, webhookSecret) };
    },

    /** The redirect target for a successful payment: the success url with the session id filled in. */
    successUrlOf: (session: SandboxSessionRow) =>
      session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)),
  };
}

export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;
