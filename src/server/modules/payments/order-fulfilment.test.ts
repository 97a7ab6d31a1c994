import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, sandboxCheckoutSessions } from '../../db/schema';
import { signedInUser, type TestApp, createTestApp } from '../../test/test-app';
import { checkoutEvent, fulfilmentState, post, sendSandboxWebhook, startCheckout } from '../../test/payments';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

/** Exactly one fulfilment: paid order, one project with the pack's deliverables, one balanced escrow booking, one request, one notification. */
async function expectFulfilledOnce(
  orderId: string,
  pack: { title: string; basePrice: number; deliverables: string[] },
) {
  const state = await fulfilmentState(test, orderId);
  expect(state.status).toBe('paid');
  expect(state.projects).toHaveLength(1);
  expect(state.projects[0]).toMatchObject({
    title: pack.title,
    totalPrice: pack.basePrice,
    isCustom: false,
    status: 'draft',
  });
  expect(state.deliverables.map((d) => d.title).sort()).toEqual([...pack.deliverables].sort());
  expect(state.deliverables.every((d) => d.status === 'pending')).toBe(true);
  expect(state.transactions).toHaveLength(1);
  expect(state.entries).toHaveLength(2);
  expect(state.ledgerSum).toBe(0);
  expect(state.escrow).toBe(pack.basePrice);
  expect(state.requests).toHaveLength(1);
  expect(state.requests[0]).toMatchObject({ projectId: state.projects[0]!.id, baseTemplate: pack.title });
  expect(state.paymentNotes).toHaveLength(1);
  expect(state.mails).toHaveLength(1);
  return state;
}

/** A webhook the endpoint took (2xx), whatever it decided to do with it. */
async function accepted(delivery: ReturnType<typeof sendSandboxWebhook>) {
  expect((await delivery).statusCode).toBe(200);
}

describe('order fulfilment', () => {
  it('the same paid webhook delivered ten times (at once and again one by one) fulfils once', async () => {
    const client = await signedInUser(test);
    const { pack, sessionId, order } = await startCheckout(test, client.cookie);
    const body = checkoutEvent(order, sessionId, 'checkout.session.completed');

    const concurrent = await Promise.all(Array.from({ length: 10 }, () => sendSandboxWebhook(test, body)));
    expect(concurrent.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i++) expect((await sendSandboxWebhook(test, body)).statusCode).toBe(200);

    const state = await expectFulfilledOnce(order.id, pack);
    expect(state.projects[0]!.clientId).toBe(client.id);
    expect(state.transactions[0]).toMatchObject({ cause: 'order', providerReference: sessionId });
  });

  it('out of order: a late decline or expiry cannot undo a payment, and a payment after a decline still fulfils once', async () => {
    const client = await signedInUser(test);
    const first = await startCheckout(test, client.cookie);
    await accepted(sendSandboxWebhook(test, checkoutEvent(first.order, first.sessionId, 'checkout.session.completed')));
    await accepted(
      sendSandboxWebhook(test, checkoutEvent(first.order, first.sessionId, 'checkout.session.async_payment_failed')),
    );
    await accepted(sendSandboxWebhook(test, checkoutEvent(first.order, first.sessionId, 'checkout.session.expired')));
    await accepted(sendSandboxWebhook(test, checkoutEvent(first.order, first.sessionId, 'checkout.session.completed')));
    await expectFulfilledOnce(first.order.id, first.pack);

    const second = await startCheckout(test, client.cookie);
    await accepted(
      sendSandboxWebhook(test, checkoutEvent(second.order, second.sessionId, 'checkout.session.async_payment_failed')),
    );
    expect((await fulfilmentState(test, second.order.id)).status).toBe('failed');
    await accepted(
      sendSandboxWebhook(test, checkoutEvent(second.order, second.sessionId, 'checkout.session.completed')),
    );
    await expectFulfilledOnce(second.order.id, second.pack);
  });

  it('early: a payment event that arrives before the session id was stored on the order still fulfils it', async () => {
    const client = await signedInUser(test);
    const { pack, sessionId, order } = await startCheckout(test, client.cookie);
    await test.db.update(orders).set({ providerSessionId: null }).where(eq(orders.id, order.id));
    await accepted(sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed')));
    await expectFulfilledOnce(order.id, pack);
    const [stored] = await test.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.providerSessionId).toBe(sessionId);
  });

  it('an unpaid completion (a delayed payment method) is not fulfilled until the payment succeeds', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    await sendSandboxWebhook(
      test,
      checkoutEvent(order, sessionId, 'checkout.session.completed', { payment_status: 'unpaid' }),
    );
    const state = await fulfilmentState(test, order.id);
    expect(state.status).toBe('pending');
    expect(state.projects).toHaveLength(0);
  });

  it('a payment for a different amount than the order is not fulfilled', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    const response = await sendSandboxWebhook(
      test,
      checkoutEvent(order, sessionId, 'checkout.session.completed', { amount_total: 100 }),
    );
    expect(response.statusCode).toBe(200);
    const state = await fulfilmentState(test, order.id);
    expect(state.status).toBe('pending');
    expect(state.transactions).toHaveLength(0);
  });

  it('raced: webhooks and verify-payment calls at the same time fulfil once and all answer the same project', async () => {
    const client = await signedInUser(test);
    const { pack, sessionId, order } = await startCheckout(test, client.cookie);
    // The tester pressed Pay: the sandbox session is paid, so verify-payment's provider check says paid too.
    await test.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'paid' })
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    const body = checkoutEvent(order, sessionId, 'checkout.session.completed');

    const webhooks = Array.from({ length: 10 }, () => sendSandboxWebhook(test, body));
    const verifies = Array.from({ length: 5 }, () =>
      post(test, '/api/payments/verify-payment', { session_id: sessionId }, client.cookie),
    );
    const [hooks, checks] = await Promise.all([Promise.all(webhooks), Promise.all(verifies)]);

    expect(hooks.every((r) => r.statusCode === 200)).toBe(true);
    expect(checks.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const state = await expectFulfilledOnce(order.id, pack);
    expect(new Set(checks.map((r) => r.json().project_id))).toEqual(new Set([state.projects[0]!.id]));
  });

  it('keeps the pack as bought: deliverables come from the order, in the pack’s order', async () => {
    const client = await signedInUser(test);
    const { pack, sessionId, order } = await startCheckout(test, client.cookie);
    expect(pack.deliverables.length).toBeGreaterThan(3);
    expect(order.productDeliverables).toEqual(pack.deliverables);
    await sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed'));
    const state = await fulfilmentState(test, order.id);
    const detail = await test.app.services.projects.getForViewer(
      { userId: client.id, isAdmin: false },
      state.projects[0]!.id,
    );
    expect(detail.deliverables.map((d) => d.title)).toEqual(pack.deliverables);
  });
});
