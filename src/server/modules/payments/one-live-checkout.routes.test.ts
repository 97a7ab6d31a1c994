import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDocuments,
  customProjectMilestones,
  emailOutbox,
  ledgerTransactions,
  milestonePayments,
  notifications,
  orders,
  refunds,
  sandboxCheckoutSessions,
  sandboxRefunds,
} from '../../db/schema';
import { ledgerInvariantViolations } from '../../db/ledger-invariants';
import { milestoneCheckoutCompleted } from '../../test/checkout-events';
import { customProjectWithMilestones, firstPack, post, sendSandboxWebhook, pressSandbox } from '../../test/payments';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  // No job workers: these tests run the refund, payout and reminder handlers themselves, so a worker must not win the race.
  test = await createTestApp({ RUN_JOBS: 'false' });
});
afterAll(() => test?.close());

const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const openCheckout = (projectId: string, milestoneId: string, cookie: string) =>
  post(test, `/api/projects/${projectId}/milestones/${milestoneId}/checkout`, {}, cookie);
const press = (sessionId: string, button: 'pay' | 'cancel') => pressSandbox(test, sessionId, button);
const checkoutPage = (sessionId: string) => test.app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });
const paymentsOf = (milestoneId: string) =>
  test.db.select().from(milestonePayments).where(eq(milestonePayments.milestoneId, milestoneId));
const milestoneRow = async (id: string) =>
  (await test.db.select().from(customProjectMilestones).where(eq(customProjectMilestones.id, id)))[0]!;
const fundingsOf = (causeId: string) =>
  test.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'escrow_funding'), eq(ledgerTransactions.causeId, causeId)));

/** The provider captured a payment our side had closed (Stripe: paid a moment before the expire landed). */
async function capturedAnyway(sessionId: string, payment: { id: string; amount: number }) {
  await test.db
    .update(sandboxCheckoutSessions)
    .set({ status: 'paid' })
    .where(eq(sandboxCheckoutSessions.id, sessionId));
  return milestoneCheckoutCompleted(sessionId, payment);
}

describe('one live checkout per milestone', () => {
  it('five checkouts at once, all paid: one funds the milestone, none is left pending or unbooked', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [120_000]);
    const milestoneId = milestones[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => openCheckout(projectId, milestoneId, client.cookie)),
    );
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const opened = answers.filter((answer) => answer.statusCode === 200).map((answer) => sessionOf(answer.json().url));
    expect(opened.length).toBeGreaterThanOrEqual(1);

    // Every session the provider ever opened for it, paid in turn: only one can still be paid.
    const sessions = await test.db.select().from(sandboxCheckoutSessions);
    const mine = sessions.filter((session) => session.amount === 120_000);
    for (const session of mine) await press(session.id, 'pay');
    const after = await test.db.select().from(sandboxCheckoutSessions);
    expect(after.filter((session) => session.amount === 120_000 && session.status === 'paid')).toHaveLength(1);
    expect(after.filter((session) => session.amount === 120_000 && session.status === 'open')).toHaveLength(0);

    const rows = await paymentsOf(milestoneId);
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(0);
    expect(await fundingsOf(milestoneId)).toHaveLength(1);
    expect((await milestoneRow(milestoneId)).paymentStatus).toBe('succeeded');
    expect(await ledgerInvariantViolations(test.db)).toEqual([]);
  });

  it('a checkout opened before a second one can no longer be paid: the sandbox says it expired, as Stripe does', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [40_000]);
    const milestoneId = milestones[0]!.id;
    const first = sessionOf((await openCheckout(projectId, milestoneId, client.cookie)).json().url);
    const second = sessionOf((await openCheckout(projectId, milestoneId, client.cookie)).json().url);
    expect(second).not.toBe(first);

    const refused = await press(first, 'pay');
    expect(refused.statusCode).toBe(303);
    expect((await checkoutPage(first)).body).toContain('This Checkout Session has expired.');
    expect((await press(second, 'pay')).statusCode).toBe(303);

    const rows = await paymentsOf(milestoneId);
    expect(rows.map((row) => row.status).sort()).toEqual(['canceled', 'paid']);
    const again = await openCheckout(projectId, milestoneId, client.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This milestone is already funded');
  });

  it('a payment the provider captured after the milestone was funded is booked and refunded exactly once', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [75_000]);
    const milestoneId = milestones[0]!.id;
    const late = sessionOf((await openCheckout(projectId, milestoneId, client.cookie)).json().url);
    const kept = sessionOf((await openCheckout(projectId, milestoneId, client.cookie)).json().url);
    await press(kept, 'pay');
    const latePayment = (await paymentsOf(milestoneId)).find((row) => row.providerSessionId === late)!;

    const event = await capturedAnyway(late, latePayment);
    const [one, two] = [await sendSandboxWebhook(test, event), await sendSandboxWebhook(test, event)];
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);

    const row = (await paymentsOf(milestoneId)).find((payment) => payment.id === latePayment.id)!;
    expect(row.status).toBe('refunded');
    expect(await fundingsOf(milestoneId)).toHaveLength(1);
    expect(await fundingsOf(latePayment.id)).toHaveLength(1);
    const refundRows = await test.db.select().from(refunds).where(eq(refunds.projectId, projectId));
    expect(refundRows).toHaveLength(1);
    expect(refundRows[0]).toMatchObject({ amount: 75_000, provider: 'sandbox', status: 'pending' });
    expect(refundRows[0]!.paymentReference).toBe(`pi_sandbox_${late.replace(/^cs_sandbox_/, '')}`);

    expect(await test.app.services.escrow.executeRefund(refundRows[0]!.id)).toBe('succeeded');
    expect(await test.app.services.escrow.executeRefund(refundRows[0]!.id)).toBe('skipped');
    const providerRefunds = await test.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentReference, refundRows[0]!.paymentReference!));
    expect(providerRefunds.map((refund) => refund.amount)).toEqual([75_000]);

    expect((await milestoneRow(milestoneId)).duplicateRefundedAmount).toBe(75_000);
    const kinds = (
      await test.db.select().from(businessDocuments).where(eq(businessDocuments.milestoneId, milestoneId))
    ).map((document) => document.kind);
    expect(kinds.filter((kind) => kind === 'credit_note')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'receipt')).toHaveLength(2);
    const told = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'payment_refunded')));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Paid twice — refunded');
    expect(told[0]!.message).toContain('£750.00');
    const mails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email));
    expect(mails.some((mail) => mail.subject.includes('Paid twice — refunded'))).toBe(true);

    const list = await test.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/milestones`,
      headers: { origin: TEST_ORIGIN, cookie: client.cookie },
    });
    expect(list.json().milestones[0].duplicateRefundedAmount).toBe(75_000);
    expect(await ledgerInvariantViolations(test.db)).toEqual([]);
  });
});

describe('card and bank transfer exclude each other', () => {
  async function allowTransfer(email: string) {
    const admin = await signedInUser(test, { isAdmin: true });
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/admin/bank-transfer/clients',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { email, enabled: true },
    });
    expect(response.statusCode).toBe(200);
    return admin;
  }

  it('choosing transfer closes the open card checkout; while the transfer is awaited a card checkout is refused', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [30_000]);
    await allowTransfer(client.email);
    const milestoneId = milestones[0]!.id;
    const card = sessionOf((await openCheckout(projectId, milestoneId, client.cookie)).json().url);
    const transfer = await post(
      test,
      `/api/projects/${projectId}/milestones/${milestoneId}/bank-transfer`,
      {},
      client.cookie,
    );
    expect(transfer.statusCode, transfer.body).toBe(200);

    await press(card, 'pay');
    expect((await checkoutPage(card)).body).toContain('This Checkout Session has expired.');
    const refused = await openCheckout(projectId, milestoneId, client.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('payments.awaiting_transfer');
    expect((await milestoneRow(milestoneId)).paymentStatus).toBe('awaiting_transfer');
  });

  it('a transfer that arrives after a card payment funded the milestone is recorded and queued for refund, not refused', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test, [60_000]);
    const admin = await allowTransfer(client.email);
    const milestoneId = milestones[0]!.id;
    const card = sessionOf((await openCheckout(projectId, milestoneId, client.cookie)).json().url);
    const cardPayment = (await paymentsOf(milestoneId))[0]!;
    const transfer = (
      await post(test, `/api/projects/${projectId}/milestones/${milestoneId}/bank-transfer`, {}, client.cookie)
    ).json();
    // The card was paid at the provider just before it was closed: its webhook funds the milestone.
    expect((await sendSandboxWebhook(test, await capturedAnyway(card, cardPayment))).statusCode).toBe(200);
    expect((await milestoneRow(milestoneId)).paymentStatus).toBe('succeeded');

    const url = `/api/admin/bank-transfers/${transfer.paymentId}/received`;
    const body = { amount: 60_000, receivedOn: '2026-11-20', bankReference: transfer.reference };
    const received = await post(test, url, body, admin.cookie);
    expect(received.statusCode, received.body).toBe(200);
    expect((await post(test, url, body, admin.cookie)).statusCode).toBe(409);

    const rows = await paymentsOf(milestoneId);
    expect(rows.find((row) => row.id === transfer.paymentId)!.status).toBe('refunded');
    const refundRows = await test.db.select().from(refunds).where(eq(refunds.projectId, projectId));
    expect(refundRows).toEqual([
      expect.objectContaining({ amount: 60_000, provider: 'bank_transfer', status: 'pending', paymentReference: null }),
    ]);
    // A person sends it back: the provider job leaves it queued.
    expect(await test.app.services.escrow.executeRefund(refundRows[0]!.id)).toBe('skipped');
    expect(await fundingsOf(milestoneId)).toHaveLength(1);
    expect(await ledgerInvariantViolations(test.db)).toEqual([]);
  });
});

describe('a double click on Buy', () => {
  it('opens one order and one checkout', async () => {
    const buyer = await signedInUser(test);
    const pack = await firstPack(test);
    const answers = await Promise.all(
      [1, 2].map(() => post(test, '/api/payments/create-payment', { product_id: pack.id }, buyer.cookie)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().url).toBe(answers[1]!.json().url);
    expect(await test.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);

    // Once that checkout is closed, Buy starts a new order.
    await press(sessionOf(answers[0]!.json().url), 'cancel');
    const later = await post(test, '/api/payments/create-payment', { product_id: pack.id }, buyer.cookie);
    expect(later.json().url).not.toBe(answers[0]!.json().url);
    expect(await test.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(2);
  });
});
