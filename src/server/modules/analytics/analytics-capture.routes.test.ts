import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, customProjectMilestones, orders, projectDeliverables } from '../../db/schema';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';
import { sandboxWebhookSecret, signWebhookBody } from '../../providers/payments/sandbox/sandbox-payment-provider';

/** Server-side events are recorded where the change happens, inside its transaction, with no personal data. */
let test: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'analytics-capture-'));
  test = await createTestApp({ DATA_DIR: dataDir });
  admin = await signedInUser(test, { isAdmin: true });
});
afterAll(async () => {
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: object, cookie?: string) =>
  test.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

const eventsOf = (name: string, userId?: string) =>
  test.db
    .select()
    .from(analyticsEvents)
    .where(
      userId ? and(eq(analyticsEvents.name, name), eq(analyticsEvents.userId, userId)) : eq(analyticsEvents.name, name),
    );

/** Buys the first pack through the route, as the browser does; returns the sandbox session and the order's figures. */
async function startCheckout(cookie: string) {
  const [pack] = await test.app.services.catalog.listProducts();
  const response = await post('/api/payments/create-payment', { product_id: pack!.id }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const sessionId = new URL(response.json().url as string).pathname.split('/').pop()!;
  const [order] = await test.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return { order: order!, sessionId };
}

/** The sandbox's signed "checkout completed" webhook for an order (the same code path as Stripe's). */
function sendCompleted(order: { id: string; amount: number; currency: string }, sessionId: string, eventId: string) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        amount_total: order.amount,
        currency: order.currency,
      },
    },
  });
  const secret = sandboxWebhookSecret('test-secret-'.padEnd(40, 'x'));
  return test.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signWebhookBody(body, secret) },
    payload: body,
  });
}

describe('server-side analytics events', () => {
  it('records a sign-up and a sign-in, without the e-mail address', async () => {
    const email = `new.${randomUUID().slice(0, 8)}@example.test`;
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password: 'a-strong-pass',
      name: 'Nora',
      callbackURL: '/',
    });
    expect(signUp.statusCode).toBe(200);
    const userId = signUp.json().user.id as string;
    const [signedUp] = await eventsOf('sign_up', userId);
    expect(signedUp?.properties).toEqual({});

    const user = await signedInUser(test);
    // The sign-in follow-up runs after the response.
    await expect.poll(async () => (await eventsOf('sign_in', user.id)).length).toBe(1);
    const all = JSON.stringify(await test.db.select().from(analyticsEvents));
    expect(all).not.toContain(email);
    expect(all).not.toContain(user.email);
  });

  it('records checkout started, and completed exactly once however often the webhook comes', async () => {
    const client = await signedInUser(test);
    const { order, sessionId } = await startCheckout(client.cookie);
    const [started] = await eventsOf('checkout_started', client.id);
    expect(started?.properties).toMatchObject({ kind: 'pack', amount: order.amount, currency: order.currency });

    const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
    expect((await sendCompleted(order, sessionId, eventId)).statusCode).toBe(200);
    expect((await sendCompleted(order, sessionId, eventId)).statusCode).toBe(200);
    const completed = await eventsOf('checkout_completed', client.id);
    expect(completed).toHaveLength(1);
    expect(completed[0]!.properties).toMatchObject({ kind: 'pack', order_id: order.id });
  });

  it('records quote actions (admin hold and approve at the gate, client approve), then a deliverable upload and a chat message', async () => {
    const client = await signedInUser(test);
    const { id: requestId } = await test.db.transaction((tx) =>
      test.app.services.requests.openFromBrief(
        {
          userId: client.id,
          briefId: randomUUID(),
          projectTitle: 'CRM rollout',
          baseTemplate: 'CRM Integration Pack',
          customRequirements: 'Goal: one CRM for sales',
          budgetRange: '5k-15k',
          timelinePreference: '1-2-months',
        },
        tx,
      ),
    );
    await test.app.services.settings.update(
      'min_quotes_before_presenting',
      { value: 1 },
      { userId: admin.id, email: admin.email, ip: null },
    );
    // £10,000: above the default threshold (5000), so it waits for an admin.
    const draft = {
      projectTitle: 'CRM rollout',
      scopeDescription: 'Set up the CRM.',
      paymentStructure: 'Per milestone',
      deliverables: [{ title: 'Configured CRM' }],
      milestones: [{ title: 'Milestone 1', description: 'Step 1', amount: 1_000_000 }],
      estimatedDuration: '4 weeks',
      estimatedStartDate: '2026-09-01',
      validForDays: 14,
    };
    const authored = await post(`/api/admin/requests/${requestId}/quotes`, draft, admin.cookie);
    expect(authored.statusCode, authored.body).toBe(201);
    const quoteId = authored.json().id as string;

    expect((await post(`/api/admin/quotes/${quoteId}/hold`, {}, admin.cookie)).statusCode).toBe(200);
    // A hold that does not apply (already on hold) records nothing: the event is inside the change's transaction.
    expect((await post(`/api/admin/quotes/${quoteId}/hold`, {}, admin.cookie)).statusCode).toBe(409);
    expect((await post(`/api/admin/quotes/${quoteId}/approve`, {}, admin.cookie)).statusCode).toBe(200);
    const approval = await post(`/api/quotes/${quoteId}/approve`, {}, client.cookie);
    expect(approval.statusCode).toBe(200);
    const projectId = approval.json().projectId as string;

    const held = (await eventsOf('quote_held', admin.id)).filter((event) =>
      JSON.stringify(event.properties).includes(quoteId),
    );
    expect(held).toHaveLength(1);
    expect(await eventsOf('quote_admin_approved', admin.id)).toHaveLength(1);
    const [approved] = await eventsOf('quote_approved', client.id);
    expect(approved?.properties).toMatchObject({ quote_id: quoteId, project_id: projectId });

    // The admin uploads the deliverable (its milestone funded): recorded by size bucket and type, not by file name.
    await test.db
      .update(customProjectMilestones)
      .set({ paymentStatus: 'succeeded', fundedAt: new Date(), status: 'in_progress' })
      .where(eq(customProjectMilestones.projectId, projectId));
    const [deliverable] = await test.db
      .select()
      .from(projectDeliverables)
      .where(eq(projectDeliverables.projectId, projectId));
    const uploaded = await test.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/deliverables/${deliverable!.id}/files`,
      headers: {
        cookie: admin.cookie,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('Client Nora Smith report.pdf'),
        'x-file-type': 'application/pdf',
      },
      payload: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41)]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [upload] = await eventsOf('deliverable_uploaded', admin.id);
    expect(upload?.properties).toEqual({ project_id: projectId, version: 1, size: '<1MB', type: 'application/pdf' });
    expect(JSON.stringify(upload)).not.toContain('Nora');

    // A chat message, sent twice (a retry with the same id): recorded once, without its text.
    const message = { id: randomUUID(), message: 'Hello Nora, the report is up' };
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await post(`/api/projects/${projectId}/messages`, message, admin.cookie)).statusCode).toBe(201);
    const sent = await eventsOf('chat_message_sent', admin.id);
    expect(sent.map((event) => event.properties)).toEqual([{ project_id: projectId }]);
  });
});
