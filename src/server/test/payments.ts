import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  customProjectMilestones,
  customizationRequests,
  emailOutbox,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  orders,
  projectDeliverables,
  projects,
} from '../db/schema';
import { signedInUser, TEST_ORIGIN, type TestApp } from './test-app';
import { sandboxWebhookSecret, signWebhookBody } from '../providers/payments/sandbox/sandbox-payment-provider';
import { PAYMENT_WEBHOOK_PATH } from '../modules/payments/payment-webhook.routes';
import { vetExpert } from './roles';

/** The auth secret createTestApp uses; the sandbox derives its webhook secret from it. */
export const TEST_SANDBOX_SECRET = sandboxWebhookSecret('test-secret-'.padEnd(40, 'x'));

export const post = (test: TestApp, url: string, payload: unknown, cookie?: string) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

export async function firstPack(test: TestApp) {
  const [summary] = await test.app.services.catalog.listProducts();
  if (!summary) throw new Error('the seed has no packs');
  return summary;
}

/** Buys the first pack through the real route; returns the sandbox session id and the order. */
export async function startCheckout(test: TestApp, cookie: string) {
  const pack = await firstPack(test);
  const response = await post(test, '/api/payments/create-payment', { product_id: pack.id }, cookie);
  if (response.statusCode !== 200) throw new Error(`create-payment failed: ${response.statusCode} ${response.body}`);
  const url = new URL(response.json().url as string);
  const sessionId = url.pathname.split('/').pop()!;
  const [order] = await test.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return { pack, url, sessionId, order: order! };
}

type EventType = 'checkout.session.completed' | 'checkout.session.async_payment_failed' | 'checkout.session.expired';

/** A Stripe-shaped checkout event about an order, as the sandbox (or Stripe) would send it. */
export function checkoutEvent(
  order: { id: string; amount: number; currency: string },
  sessionId: string,
  type: EventType,
  overrides: Record<string, unknown> = {},
) {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        amount_total: order.amount,
        currency: order.currency,
        ...overrides,
      },
    },
  });
}

export const sendWebhook = (test: TestApp, body: string, headers: Record<string, string>) =>
  test.app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

export const sendSandboxWebhook = (test: TestApp, body: string, secret = TEST_SANDBOX_SECRET, timestamp?: number) =>
  sendWebhook(test, body, { 'sandbox-signature': signWebhookBody(body, secret, timestamp) });

/** Everything fulfilment writes for one order, counted. */
export async function fulfilmentState(test: TestApp, orderId: string) {
  const [order] = await test.db.select().from(orders).where(eq(orders.id, orderId));
  const projectRows = await test.db.select().from(projects).where(eq(projects.orderId, orderId));
  const project = projectRows[0];
  const deliverables = project
    ? await test.db.select().from(projectDeliverables).where(eq(projectDeliverables.projectId, project.id))
    : [];
  const transactions = await test.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.causeId, orderId));
  const entries = transactions.length
    ? await test.db
        .select()
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.transactionId} in ${transactions.map((t) => t.id)}`)
    : [];
  const requests = await test.db.select().from(customizationRequests).where(eq(customizationRequests.orderId, orderId));
  const paymentNotes = project
    ? await test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'payment_confirmed'), eq(notifications.relatedId, project.id)))
    : [];
  const mails = order
    ? await test.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.text} like ${`%/project/${project?.id ?? 'none'}%`}`)
    : [];
  return {
    status: order?.status,
    projects: projectRows,
    deliverables,
    transactions,
    entries,
    ledgerSum: entries.reduce((total, entry) => total + entry.amount, 0),
    escrow: entries
      .filter((entry) => entry.account === 'project_escrow')
      .reduce((total, entry) => total + entry.amount, 0),
    requests,
    paymentNotes,
    mails,
  };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A custom project (as an approved quote creates it) with milestones of £1,000.00 and £500.00 by default, each due
 * yesterday.
 */
export async function customProjectWithMilestones(test: TestApp, amounts = [100_000, 50_000]) {
  const client = await signedInUser(test);
  const expert = await signedInUser(test);
  await vetExpert(test, expert.id);
  const project = await test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: expert.id,
        quoteId: randomUUID(),
        title: 'Custom analytics build',
        totalPrice: amounts.reduce((a, b) => a + b, 0),
        currency: 'gbp',
        milestones: amounts.map((amount, index) => ({
          title: `Phase ${index + 1}`,
          description: `Work of phase ${index + 1}`,
          amount,
          dueDate: new Date(Date.now() - DAY).toISOString(),
        })),
      },
      tx,
    ),
  );
  const milestones = await test.db
    .select()
    .from(customProjectMilestones)
    .where(eq(customProjectMilestones.projectId, project.id))
    .orderBy(customProjectMilestones.milestoneNumber);
  return { client, expert, projectId: project.id, milestones };
}

/** A button on the sandbox's hosted checkout page pressed, as the tester's browser posts its form. */
export const pressSandbox = (test: TestApp, sessionId: string, button: 'pay' | 'decline' | 'cancel') =>
  test.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${sessionId}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
