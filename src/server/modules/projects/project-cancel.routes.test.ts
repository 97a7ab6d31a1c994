import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDocuments,
  customProjectMilestones,
  emailOutbox,
  ledgerEntries,
  ledgerTransactions,
  milestonePayments,
  notifications,
  projects,
  refunds,
  sandboxCheckoutSessions,
} from '../../db/schema';
import { ledgerInvariantViolations } from '../../db/ledger-invariants';
import { activityEntries } from '../../test/admin-activity';
import {
  checkoutEvent,
  customProjectWithMilestones,
  post,
  sendSandboxWebhook,
  pressSandbox,
} from '../../test/payments';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  // No job workers: these tests run the refund, payout and reminder handlers themselves, so a worker must not win the race.
  test = await createTestApp({ RUN_JOBS: 'false' });
});
afterAll(() => test?.close());

const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
const cancel = (projectId: string, cookie: string | undefined, payload: object = {}) =>
  post(test, `/api/projects/${projectId}/cancel`, payload, cookie);
const press = (sessionId: string, button: 'pay' | 'cancel') => pressSandbox(test, sessionId, button);

const REASON = 'The client withdrew the budget for this work.';

async function checkout(projectId: string, milestoneId: string, cookie: string) {
  const response = await post(test, `/api/projects/${projectId}/milestones/${milestoneId}/checkout`, {}, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url as string).pathname.split('/').pop()!;
}

/** Pays the milestone through the sandbox checkout; its webhook goes through the real route. */
async function fund(projectId: string, milestoneId: string, cookie: string) {
  const sessionId = await checkout(projectId, milestoneId, cookie);
  expect((await press(sessionId, 'pay')).statusCode).toBe(303);
  return sessionId;
}

/** Milestones of £1,000.00 and £500.00; the first funded by card. */
async function fundedProject() {
  const setup = await customProjectWithMilestones(test);
  await fund(setup.projectId, setup.milestones[0]!.id, setup.client.cookie);
  return setup;
}

const escrowOf = (projectId: string) => test.app.services.ledger.escrowBalance(projectId, 'gbp');
const projectRow = async (id: string) => (await test.db.select().from(projects).where(eq(projects.id, id)))[0]!;
const sandboxStatusOf = async (sessionId: string) =>
  (await test.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)))[0]!.status;
const refundsOf = (projectId: string) => test.db.select().from(refunds).where(eq(refunds.projectId, projectId));

describe('cancelling a project', { timeout: 120_000 }, () => {
  it('an admin cancels a funded project: the funded milestone is refunded in full with its credit note', async () => {
    const { client, expert, projectId, milestones } = await fundedProject();
    const admin = await signedInUser(test, { isAdmin: true });
    expect(await escrowOf(projectId)).toBe(100_000);

    const preview = (await get(`/api/projects/${projectId}/cancellation`, admin.cookie)).json();
    expect(preview).toEqual({ allowed: true, blockedReason: null, refundAmount: 100_000, currency: 'gbp' });

    const response = await cancel(projectId, admin.cookie, { reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: projectId,
      status: 'cancelled',
      cancellationReason: REASON,
      refundedAmount: 100_000,
    });

    const project = await projectRow(projectId);
    expect(project.status).toBe('cancelled');
    expect(project.cancelledBy).toBe(admin.id);
    expect(await escrowOf(projectId)).toBe(0);

    const [refund] = await refundsOf(projectId);
    expect(refund).toMatchObject({ amount: 100_000, milestoneId: milestones[0]!.id, userId: client.id });
    const [booked] = await test.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'escrow_refund'), eq(ledgerTransactions.causeId, refund!.id)));
    expect(booked!.cause).toBe('cancellation');
    // After commit the provider refunds the card payment, once.
    expect(await test.app.services.escrow.executeRefund(refund!.id)).toBe('succeeded');
    expect(await test.app.services.escrow.executeRefund(refund!.id)).toBe('skipped');
    const legs = await test.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, booked!.id));
    expect(legs.map((leg) => [leg.account, leg.amount]).sort()).toEqual([
      ['client_funding', 100_000],
      ['project_escrow', -100_000],
    ]);
    expect(await ledgerInvariantViolations(test.db)).toEqual([]);

    const creditNotes = await test.db
      .select()
      .from(businessDocuments)
      .where(and(eq(businessDocuments.projectId, projectId), eq(businessDocuments.kind, 'credit_note')));
    expect(creditNotes.map((note) => note.grossAmount)).toEqual([100_000]);

    // The refunded milestone is settled; the unfunded one stays as it was.
    const rows = await test.db
      .select()
      .from(customProjectMilestones)
      .where(eq(customProjectMilestones.projectId, projectId))
      .orderBy(customProjectMilestones.milestoneNumber);
    expect(rows.map((row) => [row.status, row.paymentStatus, row.refundedAt !== null])).toEqual([
      ['completed', 'succeeded', true],
      ['pending', 'none', false],
    ]);
    // The project page tells a refund from completed work (its Progress card counts only the latter).
    const page = await get(`/api/projects/${projectId}`, client.cookie);
    expect(
      (page.json().milestones as { status: string; refunded: boolean }[]).map((m) => [m.status, m.refunded]),
    ).toEqual([
      ['completed', true],
      ['pending', false],
    ]);

    const [entry] = await activityEntries(test, 'project.cancelled', projectId);
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'cancelled', reason: REASON } });

    for (const person of [client, expert]) {
      const notes = await test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, person.id), eq(notifications.type, 'project_cancelled')));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.relatedId).toBe(projectId);
      const mails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, person.email));
      expect(mails.some((mail) => mail.subject.includes('Project cancelled'))).toBe(true);
    }

    const detail = (await get(`/api/projects/${projectId}`, client.cookie)).json();
    expect(detail).toMatchObject({ status: 'cancelled', cancellationReason: REASON, cancellationRefund: 100_000 });
    expect(detail.cancelledAt).toBe(project.cancelledAt!.toISOString());

    // A cancelled project cannot be cancelled again, nor funded.
    expect((await cancel(projectId, admin.cookie, { reason: REASON })).statusCode).toBe(409);
    const again = await post(
      test,
      `/api/projects/${projectId}/milestones/${milestones[1]!.id}/checkout`,
      {},
      client.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('cancelled');
  });

  it('the client cancels a project with nothing funded; once a milestone is funded they are sent to support', async () => {
    const unpaid = await customProjectWithMilestones(test);
    const preview = (await get(`/api/projects/${unpaid.projectId}/cancellation`, unpaid.client.cookie)).json();
    expect(preview).toMatchObject({ allowed: true, refundAmount: 0 });
    const done = await cancel(unpaid.projectId, unpaid.client.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'cancelled', cancellationReason: null, refundedAmount: 0 });
    expect(await refundsOf(unpaid.projectId)).toEqual([]);
    expect(await activityEntries(test, 'project.cancelled', unpaid.projectId)).toEqual([]);
    // The expert hears of it; the client, who did it, gets no notification.
    const told = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, unpaid.projectId), eq(notifications.type, 'project_cancelled')));
    expect(told.map((note) => note.userId)).toEqual([unpaid.expert.id]);

    const funded = await fundedProject();
    const blocked = (await get(`/api/projects/${funded.projectId}/cancellation`, funded.client.cookie)).json();
    expect(blocked.allowed).toBe(false);
    expect(blocked.blockedReason).toContain('Contact support or open a dispute');
    const refused = await cancel(funded.projectId, funded.client.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Contact support or open a dispute');
    expect((await projectRow(funded.projectId)).status).toBe('active');

    // The expert may not cancel.
    expect((await cancel(funded.projectId, funded.expert.cookie)).statusCode).toBe(403);
  });

  it('refuses while a dispute is open or a bank transfer is awaited', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const disputed = await fundedProject();
    const opened = await post(
      test,
      `/api/projects/${disputed.projectId}/disputes`,
      { milestoneId: disputed.milestones[0]!.id, reason: 'The interviews were not done' },
      disputed.client.cookie,
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const refused = await cancel(disputed.projectId, admin.cookie, { reason: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Resolve the open dispute first');

    const transferring = await customProjectWithMilestones(test);
    const allowed = await test.app.inject({
      method: 'PUT',
      url: '/api/admin/bank-transfer/clients',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { email: transferring.client.email, enabled: true },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const transfer = await post(
      test,
      `/api/projects/${transferring.projectId}/milestones/${transferring.milestones[0]!.id}/bank-transfer`,
      {},
      transferring.client.cookie,
    );
    expect(transfer.statusCode, transfer.body).toBe(200);
    const preview = (await get(`/api/projects/${transferring.projectId}/cancellation`, admin.cookie)).json();
    expect(preview).toMatchObject({
      allowed: false,
      blockedReason: 'A bank transfer is awaited for this project. Try again once it has been received.',
    });
    const awaited = await cancel(transferring.projectId, admin.cookie, { reason: REASON });
    expect(awaited.statusCode).toBe(409);
    expect(awaited.json().error.message).toBe(
      'A bank transfer is awaited for this project. Try again once it has been received.',
    );
    expect((await projectRow(transferring.projectId)).status).toBe('active');
  });

  it('a checkout left open does not block: cancelling closes it, and it can no longer be paid', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test);
    const sessionId = await checkout(projectId, milestones[0]!.id, client.cookie);
    const preview = (await get(`/api/projects/${projectId}/cancellation`, client.cookie)).json();
    expect(preview).toEqual({ allowed: true, blockedReason: null, refundAmount: 0, currency: 'gbp' });

    const response = await cancel(projectId, client.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', refundedAmount: 0 });
    const [payment] = await test.db
      .select()
      .from(milestonePayments)
      .where(eq(milestonePayments.providerSessionId, sessionId));
    expect(payment!.status).toBe('canceled');
    const [milestone] = await test.db
      .select()
      .from(customProjectMilestones)
      .where(eq(customProjectMilestones.id, milestones[0]!.id));
    expect(milestone!.paymentStatus).toBe('canceled');
    // The provider's page no longer takes the payment: the session is closed.
    expect(await sandboxStatusOf(sessionId)).toBe('expired');
    await press(sessionId, 'pay');
    expect(await sandboxStatusOf(sessionId)).toBe('expired');
    expect(await escrowOf(projectId)).toBe(0);
  });

  it('an admin cancels while a checkout was paid a moment before: it is funded once, then refunded', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const sessionId = await checkout(projectId, milestones[0]!.id, client.cookie);
    // Paid at the provider, its webhook not yet delivered.
    await test.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'paid' })
      .where(eq(sandboxCheckoutSessions.id, sessionId));

    const response = await cancel(projectId, admin.cookie, { reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', refundedAmount: 100_000 });
    expect(await escrowOf(projectId)).toBe(0);
    expect((await refundsOf(projectId)).map((refund) => refund.amount)).toEqual([100_000]);
    expect(await ledgerInvariantViolations(test.db)).toEqual([]);
  });

  it('two concurrent cancellations: one 200, one 409, one refund', async () => {
    const { projectId } = await fundedProject();
    const admin = await signedInUser(test, { isAdmin: true });
    const other = await signedInUser(test, { isAdmin: true });
    const answers = await Promise.all([
      cancel(projectId, admin.cookie, { reason: REASON }),
      cancel(projectId, other.cookie, { reason: REASON }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(projectId)).toHaveLength(1);
    expect(await escrowOf(projectId)).toBe(0);
    expect(await activityEntries(test, 'project.cancelled', projectId)).toHaveLength(1);
  });

  it('a payment completed after the cancellation is not funded: booked and refunded at once', async () => {
    const { client, projectId, milestones } = await customProjectWithMilestones(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const sessionId = await checkout(projectId, milestones[0]!.id, client.cookie);
    expect((await press(sessionId, 'cancel')).statusCode).toBe(303);
    expect((await cancel(projectId, admin.cookie, { reason: REASON })).statusCode).toBe(200);

    const [payment] = await test.db
      .select()
      .from(milestonePayments)
      .where(eq(milestonePayments.providerSessionId, sessionId));
    const event = checkoutEvent(
      { id: payment!.id, amount: payment!.amount, currency: payment!.currency },
      sessionId,
      'checkout.session.completed',
      { metadata: { order_id: payment!.id, purpose: 'milestone' } },
    );
    expect((await sendSandboxWebhook(test, event)).statusCode).toBe(200);
    expect((await sendSandboxWebhook(test, event)).statusCode).toBe(200);

    const [milestone] = await test.db
      .select()
      .from(customProjectMilestones)
      .where(eq(customProjectMilestones.id, milestones[0]!.id));
    expect(milestone!.fundedAt).toBeNull();
    expect(await escrowOf(projectId)).toBe(0);
    const booked = await refundsOf(projectId);
    // Booked to go back to the card, waiting for its job.
    expect(booked.map((refund) => [refund.amount, refund.status, refund.provider])).toEqual([
      [100_000, 'pending', 'sandbox'],
    ]);
    expect(await test.app.services.escrow.executeRefund(booked[0]!.id)).toBe('succeeded');
    const documents = await test.db
      .select({ kind: businessDocuments.kind })
      .from(businessDocuments)
      .where(
        and(
          eq(businessDocuments.projectId, projectId),
          inArray(businessDocuments.kind, ['invoice', 'receipt', 'credit_note']),
        ),
      );
    expect(documents.map((document) => document.kind).sort()).toEqual(['credit_note', 'invoice', 'receipt']);
    expect(await ledgerInvariantViolations(test.db)).toEqual([]);
  });

  it('answers 404 to non-participants, 400 to bad input, 401 signed out', async () => {
    const { projectId, client } = await customProjectWithMilestones(test);
    const stranger = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    expect((await cancel(projectId, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/projects/${projectId}/cancellation`, stranger.cookie)).statusCode).toBe(404);
    expect((await cancel(projectId, undefined)).statusCode).toBe(401);
    expect((await cancel(projectId, admin.cookie, { reason: 'short' })).statusCode).toBe(400);
    expect((await cancel(projectId, admin.cookie, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await cancel(projectId, admin.cookie)).statusCode).toBe(400);
    expect((await cancel(projectId, client.cookie, { reason: 42 })).statusCode).toBe(400);
    expect((await cancel('not-a-uuid', admin.cookie, { reason: REASON })).statusCode).toBe(400);
    expect((await projectRow(projectId)).status).toBe('active');
  });
});
