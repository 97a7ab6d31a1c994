import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActivity,
  customProjectMilestones,
  ledgerTransactions,
  milestonePayments,
  sandboxCheckoutSessions,
  sandboxRefunds,
} from '../../db/schema';
import { customProjectWithMilestones, post } from '../../test/payments';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  test = await createTestApp();
  admin = await signedInUser(test, { isAdmin: true });
});
afterAll(() => test?.close());

const reconcile = (cookie: string) => post(test, '/api/admin/reconciliation/run', {}, cookie);
const metric = async () => {
  const text = (await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const value = (measure: string) =>
    Number(new RegExp(`^payments_unreconciled\\{measure="${measure}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
  return { count: value('count'), amount: value('amount_minor') };
};

/** A session the provider shows paid: as the sandbox keeps it, whatever our side knows of it. */
async function paidAtProvider(values: { orderId: string; amount: number; milestone: boolean }) {
  const id = `cs_sandbox_planted${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await test.db.insert(sandboxCheckoutSessions).values({
    id,
    orderId: values.orderId,
    idempotencyKey: `${values.milestone ? 'checkout-milestone-' : 'checkout-order-'}planted-${randomUUID()}`,
    amount: values.amount,
    currency: 'gbp',
    productName: 'Planted',
    customerEmail: 'someone@example.test',
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/no',
    status: 'paid',
    completedAt: new Date(Date.now() - 3 * 60 * 60 * 1000),
  });
  return id;
}

describe('reconciliation against the provider', () => {
  it('is for admins only', async () => {
    const client = await signedInUser(test);
    expect((await reconcile(client.cookie)).statusCode).toBe(403);
  });

  it('refunds a capture planted only in the provider, once, and then counts it reconciled', async () => {
    const sessionId = await paidAtProvider({ orderId: randomUUID(), amount: 33_300, milestone: true });
    const run = await reconcile(admin.cookie);
    expect(run.statusCode, run.body).toBe(200);
    const row = run.json().rows.find((r: { sessionId: string }) => r.sessionId === sessionId);
    expect(row).toMatchObject({ status: 'refunded_now', amount: 33_300, providerRefunded: 33_300, booked: 0 });
    expect(row.ageHours).toBe(3);
    expect(run.json().unreconciledCount).toBe(0);

    const again = (await reconcile(admin.cookie)).json();
    expect(again.rows.some((r: { sessionId: string }) => r.sessionId === sessionId)).toBe(false);
    const refunds = await test.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentReference, `pi_sandbox_${sessionId.replace(/^cs_sandbox_/, '')}`));
    expect(refunds.map((refund) => refund.amount)).toEqual([33_300]);
    const entries = await test.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'payment.reconciliation_run'));
    expect(entries.length).toBeGreaterThanOrEqual(2);
  });

  it('books a capture whose webhook never came: the milestone is funded by the run', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [45_000]);
    const milestoneId = milestones[0]!.id;
    const opened = await post(test, `/api/projects/${projectId}/milestones/${milestoneId}/checkout`, {}, client.cookie);
    const sessionId = new URL(opened.json().url).pathname.split('/').pop()!;
    // Paid at the provider; the webhook was lost.
    await test.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'paid', completedAt: new Date() })
      .where(eq(sandboxCheckoutSessions.id, sessionId));

    const run = (await reconcile(admin.cookie)).json();
    expect(run.rows.find((r: { sessionId: string }) => r.sessionId === sessionId)).toMatchObject({
      status: 'booked_now',
      booked: 45_000,
    });
    const [milestone] = await test.db
      .select()
      .from(customProjectMilestones)
      .where(eq(customProjectMilestones.id, milestoneId));
    expect(milestone!.paymentStatus).toBe('succeeded');
    const fundings = await test.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'escrow_funding'), eq(ledgerTransactions.causeId, milestoneId)));
    expect(fundings).toHaveLength(1);
    const [payment] = await test.db
      .select()
      .from(milestonePayments)
      .where(eq(milestonePayments.milestoneId, milestoneId));
    expect(payment!.status).toBe('paid');
  });

  it('keeps what it cannot settle for a person: listed with its age, counted in payments_unreconciled', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [20_000]);
    const milestoneId = milestones[0]!.id;
    await post(test, `/api/projects/${projectId}/milestones/${milestoneId}/checkout`, {}, client.cookie);
    const [payment] = await test.db
      .select()
      .from(milestonePayments)
      .where(eq(milestonePayments.milestoneId, milestoneId));
    // The provider captured a different amount than the milestone's: never funded automatically.
    const sessionId = await paidAtProvider({ orderId: payment!.id, amount: 19_999, milestone: true });
    await test.db
      .update(milestonePayments)
      .set({ providerSessionId: sessionId })
      .where(eq(milestonePayments.id, payment!.id));

    const run = (await reconcile(admin.cookie)).json();
    expect(run.unreconciledCount).toBe(1);
    expect(run.unreconciledAmount).toBe(19_999);
    expect(run.rows.find((r: { sessionId: string }) => r.sessionId === sessionId)).toMatchObject({
      status: 'unmatched',
      booked: 0,
      ageHours: 3,
    });
    expect(await metric()).toEqual({ count: 1, amount: 19_999 });

    const money = await test.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    const body = money.json();
    expect(body.providerRun.unreconciledCount).toBe(1);
    const captured = body.rows.find((r: { label: string }) => r.label.startsWith('Payments the provider captured'));
    expect(captured.provider - captured.ledger).toBe(19_999);
    expect(captured.matches).toBe(false);
  });
});
