import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';
import { checkoutEvent, firstPack, fulfilmentState, sendWebhook } from '../../test/payments';

const WEBHOOK_SECRET = 'whsec_test_outcome_marketplace';
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_not_called', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => test?.close());

/** A pending Stripe order as create-payment leaves it (arranged directly: no network to Stripe here). */
async function pendingStripeOrder() {
  const client = await signedInUser(test);
  const pack = await firstPack(test);
  const sessionId = `cs_test_${Math.random().toString(36).slice(2, 14)}`;
  const [order] = await test.db
    .insert(orders)
    .values({
      userId: client.id,
      productId: pack.id,
      productTitle: pack.title,
      productDeliverables: pack.deliverables,
      productTimeline: pack.timeline,
      amount: pack.basePrice,
      currency: pack.currency,
      provider: 'stripe',
      providerSessionId: sessionId,
    })
    .returning();
  return { order: order!, sessionId, pack };
}

/** Signed by the Stripe SDK's own test helper, as Stripe signs real deliveries. */
const stripeHeader = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });

describe('Stripe webhooks', () => {
  it('a correctly signed checkout.session.completed fulfils the order, once however often it is delivered', async () => {
    const { order, sessionId, pack } = await pendingStripeOrder();
    const payload = checkoutEvent(order, sessionId, 'checkout.session.completed');
    const header = stripeHeader(payload);
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, () => sendWebhook(test, payload, { 'stripe-signature': header })),
    );
    expect(deliveries.map((d) => d.statusCode)).toEqual(Array(10).fill(200));

    const state = await fulfilmentState(test, order.id);
    expect(state.status).toBe('paid');
    expect(state.projects).toHaveLength(1);
    expect(state.deliverables).toHaveLength(pack.deliverables.length);
    expect(state.transactions).toHaveLength(1);
    expect(state.ledgerSum).toBe(0);
    expect(state.escrow).toBe(order.amount);
  });

  it('refuses a wrong signature with 400 and changes nothing', async () => {
    const { order, sessionId } = await pendingStripeOrder();
    const payload = checkoutEvent(order, sessionId, 'checkout.session.completed');
    const response = await sendWebhook(test, payload, {
      'stripe-signature': stripeHeader(payload, { secret: 'whsec_someone_else' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'payments.invalid_signature', message: 'Invalid webhook signature' });
    const state = await fulfilmentState(test, order.id);
    expect(state.status).toBe('pending');
    expect(state.projects).toHaveLength(0);
    expect(state.transactions).toHaveLength(0);
  });

  it('refuses a stale timestamp (a replay captured earlier) with 400 and changes nothing', async () => {
    const { order, sessionId } = await pendingStripeOrder();
    const payload = checkoutEvent(order, sessionId, 'checkout.session.completed');
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const response = await sendWebhook(test, payload, {
      'stripe-signature': stripeHeader(payload, { timestamp: tenMinutesAgo }),
    });
    expect(response.statusCode).toBe(400);
    expect((await fulfilmentState(test, order.id)).status).toBe('pending');
  });

  it('refuses a timestamp from the future (+1 h, +10 years) like a bad signature; takes now and 299 s ago', async () => {
    const now = () => Math.floor(Date.now() / 1000);
    for (const ahead of [60 * 60, 10 * 365 * 24 * 60 * 60]) {
      const { order, sessionId } = await pendingStripeOrder();
      const timestamp = now() + ahead;
      const payload = checkoutEvent(order, sessionId, 'checkout.session.completed');
      const response = await sendWebhook(test, payload, { 'stripe-signature': stripeHeader(payload, { timestamp }) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'payments.invalid_signature',
        message: 'Invalid webhook signature',
      });
      expect((await fulfilmentState(test, order.id)).status).toBe('pending');
    }
    for (const ago of [0, 299]) {
      const { order, sessionId } = await pendingStripeOrder();
      const timestamp = now() - ago;
      const payload = checkoutEvent(order, sessionId, 'checkout.session.completed');
      const response = await sendWebhook(test, payload, { 'stripe-signature': stripeHeader(payload, { timestamp }) });
      expect(response.statusCode, response.body).toBe(200);
      expect((await fulfilmentState(test, order.id)).status).toBe('paid');
    }
  });

  it('does not take the sandbox’s signature header or serve the sandbox page in Stripe mode', async () => {
    const { order, sessionId } = await pendingStripeOrder();
    const payload = checkoutEvent(order, sessionId, 'checkout.session.completed');
    const response = await sendWebhook(test, payload, { 'sandbox-signature': stripeHeader(payload) });
    expect(response.statusCode).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` })).statusCode).toBe(404);
    const [stored] = await test.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('pending');
  });

  it('acknowledges events it does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect((await sendWebhook(test, payload, { 'stripe-signature': stripeHeader(payload) })).json()).toEqual({
      received: true,
    });
  });
});
