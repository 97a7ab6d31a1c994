import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, sandboxCheckoutSessions } from '../../db/schema';
import { signWebhookBody } from '../../providers/payments/sandbox/sandbox-payment-provider';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';
import {
  checkoutEvent,
  firstPack,
  fulfilmentState,
  post,
  sendSandboxWebhook,
  startCheckout,
  TEST_SANDBOX_SECRET,
  pressSandbox,
} from '../../test/payments';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const verify = (sessionId: string, cookie?: string) =>
  post(test, '/api/payments/verify-payment', { session_id: sessionId }, cookie);
const sandboxPage = (sessionId: string) => test.app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });
/** What the page's HTML form sends when a button is pressed. */
const press = (sessionId: string, button: 'pay' | 'decline' | 'cancel') => pressSandbox(test, sessionId, button);

describe('POST /api/payments/create-payment', () => {
  it('needs a session (401)', async () => {
    const pack = await firstPack(test);
    const response = await post(test, '/api/payments/create-payment', { product_id: pack.id });
    expect(response.statusCode).toBe(401);
    expect(await test.db.select().from(orders)).toHaveLength(0);
  });

  it('answers 404 for an unknown or inactive pack, 400 for a malformed id', async () => {
    const client = await signedInUser(test);
    const unknown = await post(test, '/api/payments/create-payment', { product_id: randomUUID() }, client.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Product not found');

    const pack = await firstPack(test);
    await test.db.update(products).set({ isActive: false }).where(eq(products.id, pack.id));
    try {
      expect(
        (await post(test, '/api/payments/create-payment', { product_id: pack.id }, client.cookie)).statusCode,
      ).toBe(404);
    } finally {
      await test.db.update(products).set({ isActive: true }).where(eq(products.id, pack.id));
    }
    expect((await post(test, '/api/payments/create-payment', { product_id: 'nope' }, client.cookie)).statusCode).toBe(
      400,
    );
  });

  it('creates a pending order priced from the pack and returns the sandbox checkout url', async () => {
    const client = await signedInUser(test);
    const { pack, url, sessionId, order } = await startCheckout(test, client.cookie);
    expect(url.origin).toBe('http://localhost:3999');
    expect(url.pathname).toBe(`/sandbox/checkout/${sessionId}`);
    expect(order).toMatchObject({
      userId: client.id,
      productId: pack.id,
      amount: pack.basePrice,
      currency: pack.currency,
      status: 'pending',
      provider: 'sandbox',
      productTitle: pack.title,
    });
  });
});

describe('the sandbox checkout page', () => {
  it('is marked test mode and shows the pack and amount', async () => {
    const client = await signedInUser(test, { email: `buyer-${randomUUID().slice(0, 6)}@example.test` });
    const { pack, sessionId } = await startCheckout(test, client.cookie);
    const page = await sandboxPage(sessionId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain(pack.title.replaceAll('&', '&amp;'));
    expect(page.body).toContain(client.email);
    expect(page.body).toMatch(/Pay £[\d,]+\.\d\d/);
    expect((await sandboxPage('cs_sandbox_doesnotexist0000')).statusCode).toBe(404);
  });

  it('Pay reports through the webhook and sends the tester to the success page; pressing again changes nothing', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    const paid = await press(sessionId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3999/payment-success?session_id=${sessionId}`);
    const state = await fulfilmentState(test, order.id);
    expect(state.status).toBe('paid');
    expect(state.projects).toHaveLength(1);

    const again = await press(sessionId, 'pay');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/sandbox/checkout/${sessionId}`);
    expect((await sandboxPage(sessionId)).body).toContain('already paid');
    expect((await fulfilmentState(test, order.id)).projects).toHaveLength(1);
  });

  it('Decline marks the order failed and shows a declined message with a way back', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    const declined = await press(sessionId, 'decline');
    expect(declined.statusCode).toBe(303);
    const page = await sandboxPage(sessionId);
    expect(page.body).toContain('Payment declined');
    expect(page.body).toContain('href="http://localhost:3999/catalog"');
    expect((await fulfilmentState(test, order.id)).status).toBe('failed');
    // Paying after a decline is not possible: the session is closed.
    expect((await press(sessionId, 'pay')).headers.location).toBe(`/sandbox/checkout/${sessionId}`);
    expect((await fulfilmentState(test, order.id)).projects).toHaveLength(0);
  });

  it('Cancel marks the order canceled and goes to the cancel page', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    const canceled = await press(sessionId, 'cancel');
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe('http://localhost:3999/payment-canceled');
    expect((await fulfilmentState(test, order.id)).status).toBe('canceled');
  });
});

describe('POST /api/payments/verify-payment', () => {
  it('answers only the order’s owner: 401 signed out, 404 for anyone else or an unknown session', async () => {
    const owner = await signedInUser(test);
    const other = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, owner.cookie);
    await press(sessionId, 'pay');

    expect((await verify(sessionId)).statusCode).toBe(401);
    const foreign = await verify(sessionId, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Order not found');
    expect((await verify('cs_sandbox_unknown', owner.cookie)).statusCode).toBe(404);

    const own = await verify(sessionId, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ project_id: (await fulfilmentState(test, order.id)).projects[0]!.id });
  });

  it('fulfils on verify when the webhook has not arrived yet', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    // Close the session as the provider would, without delivering the webhook.
    await test.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'paid' })
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    const response = await verify(sessionId, client.cookie);
    expect(response.statusCode).toBe(200);
    expect((await fulfilmentState(test, order.id)).status).toBe('paid');
  });

  it('explains an unpaid, declined or canceled checkout, and a missing session id', async () => {
    const client = await signedInUser(test);
    const open = await startCheckout(test, client.cookie);
    const pending = await verify(open.sessionId, client.cookie);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe('Payment has not been completed yet.');

    await press(open.sessionId, 'decline');
    const declined = await verify(open.sessionId, client.cookie);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Your payment was declined. You have not been charged.');

    const canceled = await startCheckout(test, client.cookie);
    await press(canceled.sessionId, 'cancel');
    expect((await verify(canceled.sessionId, client.cookie)).json().error.code).toBe('payments.canceled');

    expect((await post(test, '/api/payments/verify-payment', {}, client.cookie)).statusCode).toBe(400);
    expect((await verify('   ', client.cookie)).statusCode).toBe(400);
  });
});

describe('the webhook endpoint', () => {
  it('refuses a wrong signature, a stale timestamp and a missing header with 400 and changes nothing', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    const body = checkoutEvent(order, sessionId, 'checkout.session.completed');

    const forged = await sendSandboxWebhook(test, body, 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('payments.invalid_signature');
    const stale = await sendSandboxWebhook(test, body, TEST_SANDBOX_SECRET, Math.floor(Date.now() / 1000) - 10 * 60);
    expect(stale.statusCode).toBe(400);
    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);

    const state = await fulfilmentState(test, order.id);
    expect(state.status).toBe('pending');
    expect(state.projects).toHaveLength(0);
  });

  it('refuses a sandbox signature dated in the future (+1 h, +10 years) as invalid; takes one 299 s old', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    const body = checkoutEvent(order, sessionId, 'checkout.session.completed');
    const now = () => Math.floor(Date.now() / 1000);
    for (const ahead of [60 * 60, 10 * 365 * 24 * 60 * 60]) {
      const response = await sendSandboxWebhook(test, body, TEST_SANDBOX_SECRET, now() + ahead);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('payments.invalid_signature');
      expect((await fulfilmentState(test, order.id)).status).toBe('pending');
    }
    const recent = await sendSandboxWebhook(test, body, TEST_SANDBOX_SECRET, now() - 299);
    expect(recent.statusCode, recent.body).toBe(200);
    expect((await fulfilmentState(test, order.id)).status).toBe('paid');
  });

  it('a signed body altered after signing is refused and changes nothing', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    const body = checkoutEvent(order, sessionId, 'checkout.session.completed');
    const signature = signWebhookBody(body, TEST_SANDBOX_SECRET);
    const altered = body.replace(`"amount_total":${order.amount}`, '"amount_total":1');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: altered,
    });
    expect(response.statusCode).toBe(400);
    const state = await fulfilmentState(test, order.id);
    expect(state.status).toBe('pending');
    expect(state.projects).toHaveLength(0);
  });
});

describe('GET /api/orders', () => {
  it('lists only the user’s paid orders with their projects', async () => {
    const client = await signedInUser(test);
    const other = await signedInUser(test);
    const paid = await startCheckout(test, client.cookie);
    await press(paid.sessionId, 'pay');
    await startCheckout(test, client.cookie); // abandoned: stays pending, not listed
    await startCheckout(test, other.cookie);

    const response = await test.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: client.cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json().orders;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: paid.order.id,
      status: 'paid',
      amount: paid.pack.basePrice,
      currency: 'gbp',
      productTitle: paid.pack.title,
    });
    expect(list[0].projectId).toBe((await fulfilmentState(test, paid.order.id)).projects[0]!.id);
    expect((await test.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});
