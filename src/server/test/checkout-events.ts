import { sandboxPaymentReference } from '../providers/payments/sandbox/sandbox-payment-provider';

/**
 * A Stripe-shaped `checkout.session.completed` event for a milestone payment's sandbox session, as the provider sends
 * it when it captured the payment (also one our side had closed: a provider race). Used by tests and journeys alike.
 */
export function milestoneCheckoutCompleted(sessionId: string, payment: { id: string; amount: number }): string {
  return JSON.stringify({
    id: `evt_late_${sessionId.slice(-12)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: payment.id,
        metadata: { order_id: payment.id, purpose: 'milestone' },
        amount_total: payment.amount,
        currency: 'gbp',
        payment_intent: sandboxPaymentReference(sessionId),
      },
    },
  });
}
