import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDocuments,
  customProjectMilestones,
  emailOutbox,
  ledgerEntries,
  ledgerTransactions,
  milestonePayments,
  notifications,
  payouts,
  projectDeliverables,
  projects,
  refunds,
} from '../../db/schema';
import { ledgerInvariantViolations } from '../../db/ledger-invariants';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import {
  customProjectWithMilestones,
  post,
  sendSandboxWebhook,
  startCheckout,
  pressSandbox,
} from '../../test/payments';
import { pdfText } from '../../test/pdf';
import { platformFee, splitPayable } from '../escrow/escrow.service';
import { setSellerDetails } from '../../test/vat';

const mailsTo = (address: string) => test.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  // Fee invoices carry VAT once the seller has a VAT number.
  await setSellerDetails(test);
});
afterAll(() => test?.close());

const DAY = 24 * 60 * 60 * 1000;
const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
const press = (sessionId: string, button: 'pay' | 'decline' | 'cancel') => pressSandbox(test, sessionId, button);

const customProject = (amounts?: number[]) => customProjectWithMilestones(test, amounts);

async function checkout(projectId: string, milestoneId: string, cookie: string) {
  const response = await post(test, `/api/projects/${projectId}/milestones/${milestoneId}/checkout`, {}, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url as string).pathname.split('/').pop()!;
}

/** Pays in the sandbox checkout (its webhook goes through the real route). */
async function fund(projectId: string, milestoneId: string, cookie: string) {
  const sessionId = await checkout(projectId, milestoneId, cookie);
  const paid = await press(sessionId, 'pay');
  expect(paid.statusCode).toBe(303);
  return sessionId;
}

/** A deliverable of the milestone moved to a status, as H1's deliverables service does, then the port called. */
async function deliverable(
  projectId: string,
  milestoneId: string | null,
  status: 'ready_for_client' | 'approved' | 'revision_requested',
  id?: string,
) {
  return test.db.transaction(async (tx) => {
    let deliverableId = id;
    if (deliverableId)
      await tx.update(projectDeliverables).set({ status }).where(eq(projectDeliverables.id, deliverableId));
    else {
      const [inserted] = await tx
        .insert(projectDeliverables)
        .values({ projectId, milestoneId, title: 'Report', status })
        .returning({ id: projectDeliverables.id });
      deliverableId = inserted!.id;
    }
    await test.app.services.projects.milestones.onDeliverableChanged(
      { projectId, deliverableId: deliverableId!, milestoneId, status },
      tx,
    );
    return deliverableId!;
  });
}

const milestoneRow = async (id: string) =>
  (await test.db.select().from(customProjectMilestones).where(eq(customProjectMilestones.id, id)))[0]!;
const transactions = (kind: string, causeId: string) =>
  test.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.causeId, causeId)));
const escrowOf = (projectId: string) => test.app.services.ledger.escrowBalance(projectId, 'gbp');

describe('milestone funding (same checkout and webhook as pack orders)', () => {
  it('funds exactly once under webhook replays and concurrent verifies', async () => {
    const { client, expert, projectId, milestones } = await customProject();
    const m1 = milestones[0]!;
    const sessionId = await checkout(projectId, m1.id, client.cookie);
    expect((await milestoneRow(m1.id)).paymentStatus).toBe('pending');
    await press(sessionId, 'pay');

    const [payment] = await test.db
      .select()
      .from(milestonePayments)
      .where(eq(milestonePayments.providerSessionId, sessionId));
    const replay = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: payment!.id,
          metadata: { order_id: payment!.id, purpose: 'milestone' },
          amount_total: 100_000,
          currency: 'gbp',
        },
      },
    });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => sendSandboxWebhook(test, replay)),
      ...Array.from({ length: 5 }, () =>
        post(test, '/api/payments/verify-milestone-payment', { session_id: sessionId }, client.cookie),
      ),
    ]);
    for (const result of results) expect(result.statusCode, result.body).toBe(200);
    expect(results[9]!.json()).toEqual({ project_id: projectId, milestone_id: m1.id });

    const row = await milestoneRow(m1.id);
    expect(row.status).toBe('in_progress');
    expect(row.paymentStatus).toBe('succeeded');
    expect(row.fundedAt).not.toBeNull();
    const funding = await transactions('escrow_funding', m1.id);
    expect(funding).toHaveLength(1);
    expect(funding[0]!.cause).toBe('milestone');
    expect(funding[0]!.providerReference).toMatch(/^pi_sandbox_/);
    expect(await escrowOf(projectId)).toBe(100_000);
    const told = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'milestone_funded')));
    expect(told).toHaveLength(1);
    // The other milestone is still unfunded: any milestone may be funded, in any order.
    expect((await milestoneRow(milestones[1]!.id)).paymentStatus).toBe('none');
  });

  it('refuses a funded milestone (409), the expert (403) and strangers (404); declined marks it failed', async () => {
    const { client, expert, projectId, milestones } = await customProject();
    await fund(projectId, milestones[0]!.id, client.cookie);
    const again = await post(
      test,
      `/api/projects/${projectId}/milestones/${milestones[0]!.id}/checkout`,
      {},
      client.cookie,
    );
    expect(again.statusCode).toBe(409);
    const byExpert = await post(
      test,
      `/api/projects/${projectId}/milestones/${milestones[1]!.id}/checkout`,
      {},
      expert.cookie,
    );
    expect(byExpert.statusCode).toBe(403);
    const stranger = await signedInUser(test);
    expect(
      (await post(test, `/api/projects/${projectId}/milestones/${milestones[1]!.id}/checkout`, {}, stranger.cookie))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/projects/${projectId}/milestones`, stranger.cookie)).statusCode).toBe(404);

    const declined = await checkout(projectId, milestones[1]!.id, client.cookie);
    await press(declined, 'decline');
    expect((await milestoneRow(milestones[1]!.id)).paymentStatus).toBe('failed');
    const canceled = await checkout(projectId, milestones[1]!.id, client.cookie);
    await press(canceled, 'cancel');
    expect((await milestoneRow(milestones[1]!.id)).paymentStatus).toBe('canceled');
    const list = await get(`/api/projects/${projectId}/milestones`, client.cookie);
    expect(list.json().milestones.map((m: { paymentStatus: string }) => m.paymentStatus)).toEqual([
      'succeeded',
      'canceled',
    ]);
  });
});

describe('QA state, approval and release', () => {
  it('submitted when every deliverable passed QA, back to in_progress on a revision', async () => {
    const { client, projectId, milestones } = await customProject();
    const m1 = milestones[0]!;
    await fund(projectId, m1.id, client.cookie);
    const d1 = await deliverable(projectId, m1.id, 'ready_for_client');
    const d2 = await deliverable(projectId, m1.id, 'revision_requested');
    expect((await milestoneRow(m1.id)).status).toBe('in_progress');
    await deliverable(projectId, m1.id, 'ready_for_client', d2);
    let row = await milestoneRow(m1.id);
    expect(row.status).toBe('submitted');
    expect(row.qaPassedAt).not.toBeNull();
    await deliverable(projectId, m1.id, 'revision_requested', d1);
    row = await milestoneRow(m1.id);
    expect(row.status).toBe('in_progress');
    expect(row.qaPassedAt).toBeNull();
  });

  it('20 concurrent approvals release exactly once; the fee is 15% (platform_fee_percent); wrong state 409', async () => {
    const { client, expert, projectId, milestones } = await customProject();
    const m1 = milestones[0]!;
    const approve = (cookie: string, id = m1.id) =>
      post(test, `/api/projects/${projectId}/milestones/${id}/approve`, {}, cookie);
    await fund(projectId, m1.id, client.cookie);
    expect((await approve(client.cookie)).statusCode).toBe(409); // in_progress: nothing to approve yet
    await deliverable(projectId, m1.id, 'ready_for_client');
    expect((await approve(expert.cookie)).statusCode).toBe(403);

    const results = await Promise.all(Array.from({ length: 20 }, () => approve(client.cookie)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect((await milestoneRow(m1.id)).status).toBe('completed');

    const release = await transactions('escrow_release', m1.id);
    expect(release).toHaveLength(1);
    const legs = await test.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, release[0]!.id));
    // £1,000.00 released: 15% platform fee = £150.00, the expert's payable £850.00.
    expect(legs.find((leg) => leg.account === 'platform_fees')!.amount).toBe(15_000);
    expect(legs.find((leg) => leg.account === 'expert_payable')!.amount).toBe(85_000);
    expect(legs.find((leg) => leg.account === 'project_escrow')!.amount).toBe(-100_000);
    expect(await escrowOf(projectId)).toBe(0);
    const owed = await test.db.select().from(payouts).where(eq(payouts.projectId, projectId));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ userId: expert.id, amount: 85_000, status: 'waiting_account' });
    const released = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, projectId), eq(notifications.type, 'escrow_released')));
    expect(released.map((n) => n.userId).sort()).toEqual([client.id, expert.id].sort());
    expect(await ledgerInvariantViolations(test.db)).toEqual([]);
  });

  it('fee math rounds half up to a whole penny, and agency splits add up', () => {
    expect(platformFee(100_000, 15)).toBe(15_000);
    expect(platformFee(333, 15)).toBe(50); // 49.95 → 50
    expect(platformFee(1, 15)).toBe(0);
    const parts = splitPayable(8_501, [
      { userId: 'a', sharePercent: 50 },
      { userId: 'b', sharePercent: 30 },
      { userId: 'c', sharePercent: 20 },
    ]);
    expect(parts).toEqual([
      { userId: 'a', amount: 4_251 },
      { userId: 'b', amount: 2_550 },
      { userId: 'c', amount: 1_700 },
    ]);
  });

  it('completes the project (project_completed to both sides) when every milestone is completed', async () => {
    const { client, expert, projectId, milestones } = await customProject([20_000]);
    await fund(projectId, milestones[0]!.id, client.cookie);
    await deliverable(projectId, milestones[0]!.id, 'approved');
    const approved = await post(
      test,
      `/api/projects/${projectId}/milestones/${milestones[0]!.id}/approve`,
      {},
      client.cookie,
    );
    expect(approved.statusCode).toBe(200);
    const [project] = await test.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.status).toBe('completed');
    expect(project!.completedAt).not.toBeNull();
    const told = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, projectId), eq(notifications.type, 'project_completed')));
    expect(told.map((n) => n.userId).sort()).toEqual([client.id, expert.id].sort());
  });

  it('approving a milestone approves its deliverables still waiting for the client: a completed project asks nothing', async () => {
    const { client, projectId, milestones } = await customProject([20_000]);
    await fund(projectId, milestones[0]!.id, client.cookie);
    const waiting = await deliverable(projectId, milestones[0]!.id, 'ready_for_client');
    await post(test, `/api/projects/${projectId}/milestones/${milestones[0]!.id}/approve`, {}, client.cookie);
    const [project] = await test.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.status).toBe('completed');
    const [row] = await test.db.select().from(projectDeliverables).where(eq(projectDeliverables.id, waiting));
    expect(row).toMatchObject({ status: 'approved', approvedBy: client.id });
    expect(row!.approvedAt).not.toBeNull();
  });
});

describe('payouts', () => {
  it('wait for a payout account, then pay once (expert_payable → payouts)', async () => {
    const { client, expert, projectId, milestones } = await customProject([40_000]);
    await fund(projectId, milestones[0]!.id, client.cookie);
    await deliverable(projectId, milestones[0]!.id, 'ready_for_client');
    await post(test, `/api/projects/${projectId}/milestones/${milestones[0]!.id}/approve`, {}, client.cookie);
    await test.app.services.escrow.payOutstanding();
    const [waiting] = await test.db.select().from(payouts).where(eq(payouts.userId, expert.id));
    expect(waiting!.status).toBe('waiting_account');

    const before = (await get('/api/expert/earnings', expert.cookie)).json();
    expect(before).toMatchObject({ released: 34_000, paidOut: 0, payoutAccount: null });

    const setups = await Promise.all([
      post(test, '/api/expert/payout-account', {}, expert.cookie),
      post(test, '/api/expert/payout-account', {}, expert.cookie),
    ]);
    for (const setup of setups) expect(setup.statusCode, setup.body).toBe(200);
    await Promise.all([test.app.services.escrow.payOutstanding(), test.app.services.escrow.payOutstanding()]);
    const [paid] = await test.db.select().from(payouts).where(eq(payouts.userId, expert.id));
    expect(paid).toMatchObject({ status: 'paid', provider: 'sandbox' });
    expect(paid!.providerReference).toMatch(/^tr_sandbox_/);
    const booked = await transactions('payout', paid!.id);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.providerReference).toBe(paid!.providerReference);
    const after = (await get('/api/expert/earnings', expert.cookie)).json();
    expect(after).toMatchObject({ released: 34_000, paidOut: 34_000, inEscrow: 0 });
    expect(after.payoutAccount.status).toBe('active');
    expect(after.payouts).toHaveLength(1);

    // The payout has its statement: £400.00 released, £60.00 platform fee (15%), £340.00 paid out.
    const statements = await test.db
      .select()
      .from(businessDocuments)
      .where(and(eq(businessDocuments.buyerId, expert.id), eq(businessDocuments.kind, 'payout_statement')));
    expect(statements).toHaveLength(1);
    const statement = statements[0]!;
    expect(statement.number).toMatch(/^PS-\d{4}-\d{6}$/);
    expect(statement).toMatchObject({ grossAmount: 34_000, vatAmount: 0, providerReference: paid!.providerReference });
    expect((statement.lines as { grossAmount: number }[]).map((line) => line.grossAmount)).toEqual([40_000, -6_000]);
    expect((await get(`/api/documents/${statement.id}`, client.cookie)).statusCode).toBe(404);
    const pdf = await get(`/api/documents/${statement.id}/pdf`, expert.cookie);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Payout statement', statement.number, '£400.00', '-£60.00', '£340.00'])
      expect(text).toContain(expected);
    // It reaches the expert by e-mail, the PDF attached.
    await expect
      .poll(
        async () => (await mailsTo(expert.email)).flatMap((mail) => mail.attachments ?? []).map((a) => a.filename),
        { timeout: 15_000, interval: 500 },
      )
      .toContain(`${statement.number}.pdf`);

    // The month's platform fees are invoiced to the expert once: £60.00 including £10.00 VAT at 20 %.
    const month = new Date().toISOString().slice(0, 7);
    await test.app.services.escrow.issueFeeInvoicesForMonth(month);
    await test.app.services.escrow.issueFeeInvoicesForMonth(month);
    const feeInvoices = await test.db
      .select()
      .from(businessDocuments)
      .where(and(eq(businessDocuments.buyerId, expert.id), eq(businessDocuments.kind, 'fee_invoice')));
    expect(feeInvoices).toHaveLength(1);
    expect(feeInvoices[0]).toMatchObject({ grossAmount: 6_000, vatAmount: 1_000, netAmount: 5_000 });
    expect(feeInvoices[0]!.number).toMatch(/^FEE-\d{4}-\d{6}$/);
  });
});

describe('auto-release', () => {
  async function submittedMilestone(amount: number, qaPassedDaysAgo: number, frozen = false) {
    const { client, expert, projectId, milestones } = await customProject([amount]);
    await fund(projectId, milestones[0]!.id, client.cookie);
    await deliverable(projectId, milestones[0]!.id, 'ready_for_client');
    await test.db
      .update(customProjectMilestones)
      .set({ qaPassedAt: new Date(Date.now() - qaPassedDaysAgo * DAY), ...(frozen ? { frozenAt: new Date() } : {}) })
      .where(eq(customProjectMilestones.id, milestones[0]!.id));
    return { client, expert, projectId, milestone: milestones[0]! };
  }

  it('releases after 14 days (auto_release_days) without client action, once when run twice; skips frozen', async () => {
    const due = await submittedMilestone(30_000, 14.01);
    const frozen = await submittedMilestone(30_000, 20, true);
    const notYet = await submittedMilestone(30_000, 13.9);
    await test.app.services.projects.milestones.sweep();
    await test.app.services.projects.milestones.sweep();
    expect((await milestoneRow(due.milestone.id)).status).toBe('completed');
    expect(await transactions('escrow_release', due.milestone.id)).toHaveLength(1);
    expect((await milestoneRow(frozen.milestone.id)).status).toBe('submitted');
    expect(await transactions('escrow_release', frozen.milestone.id)).toHaveLength(0);
    expect((await milestoneRow(notYet.milestone.id)).status).toBe('submitted');
    const list = (await get(`/api/projects/${notYet.projectId}/milestones`, notYet.client.cookie)).json();
    expect(list.autoReleaseDays).toBe(14);
    expect(list.milestones[0].autoReleaseAt).not.toBeNull();
  });

  it('reminds the client 7, 3 and 1 days before, each once', async () => {
    const m = await submittedMilestone(10_000, 14 - 6.5); // 6.5 days left
    const reminders = () =>
      test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, m.client.id), eq(notifications.type, 'auto_release_reminder')));
    await test.app.services.projects.milestones.sweep();
    await test.app.services.projects.milestones.sweep();
    expect(await reminders()).toHaveLength(1);
    expect((await milestoneRow(m.milestone.id)).remindedDays).toEqual([7]);
    await test.db
      .update(customProjectMilestones)
      .set({ qaPassedAt: new Date(Date.now() - (14 - 2.5) * DAY) })
      .where(eq(customProjectMilestones.id, m.milestone.id));
    await test.app.services.projects.milestones.sweep();
    await test.app.services.projects.milestones.sweep();
    expect(await reminders()).toHaveLength(2);
    await test.db
      .update(customProjectMilestones)
      .set({ qaPassedAt: new Date(Date.now() - (14 - 0.5) * DAY) })
      .where(eq(customProjectMilestones.id, m.milestone.id));
    await Promise.all([test.app.services.projects.milestones.sweep(), test.app.services.projects.milestones.sweep()]);
    expect(await reminders()).toHaveLength(3);
    expect((await milestoneRow(m.milestone.id)).remindedDays).toEqual([7, 3, 1]);
  });
});

describe('refunds (disputes call escrow.refund)', () => {
  it('books once and refunds through the provider once', async () => {
    const { client, projectId, milestones } = await customProject([60_000]);
    await fund(projectId, milestones[0]!.id, client.cookie);
    const causeId = randomUUID();
    const input = { projectId, milestoneId: milestones[0]!.id, amount: 20_000, causeId, description: 'Partial refund' };
    const first = await test.db.transaction((tx) => test.app.services.escrow.refund(input, tx));
    const second = await test.db.transaction((tx) => test.app.services.escrow.refund(input, tx));
    expect(first.refunded).toBe(true);
    expect(second).toEqual({ refunded: false, refundId: first.refundId });
    await Promise.all([
      test.app.services.escrow.executeRefund(first.refundId),
      test.app.services.escrow.executeRefund(first.refundId),
    ]);
    const rows = await test.db.select().from(refunds).where(eq(refunds.projectId, projectId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
    expect(rows[0]!.providerReference).toMatch(/^re_sandbox_/);
    expect(await escrowOf(projectId)).toBe(40_000);
    // More than the escrow holds is refused; nothing is booked.
    await expect(
      test.db.transaction((tx) =>
        test.app.services.escrow.refund({ ...input, amount: 50_000, causeId: randomUUID() }, tx),
      ),
    ).rejects.toThrow();
    expect(await test.db.select().from(refunds).where(eq(refunds.projectId, projectId))).toHaveLength(1);
  });
});

describe('pack projects', () => {
  it('release the price when every deliverable is approved, then complete', async () => {
    const client = await signedInUser(test);
    const expert = await signedInUser(test);
    const { sessionId } = await startCheckout(test, client.cookie);
    await press(sessionId, 'pay');
    const verified = await post(test, '/api/payments/verify-payment', { session_id: sessionId }, client.cookie);
    const projectId = verified.json().project_id as string;
    await test.db.transaction((tx) => test.app.services.projects.assignFreelancer(projectId, expert.id, tx));
    const items = await test.db.select().from(projectDeliverables).where(eq(projectDeliverables.projectId, projectId));
    const price = await escrowOf(projectId);
    expect(price).toBeGreaterThan(0);
    for (const item of items) await deliverable(projectId, null, 'approved', item.id);
    expect(await escrowOf(projectId)).toBe(0);
    expect(await transactions('escrow_release', projectId)).toHaveLength(1);
    const [project] = await test.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.status).toBe('completed');
    const [owed] = await test.db.select().from(payouts).where(eq(payouts.projectId, projectId));
    expect(owed!.amount).toBe(price - platformFee(price, 15));
  });
});

describe('reconciliation (admin)', () => {
  it('matches the ledger with the provider records; admins only', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const user = await signedInUser(test);
    expect((await get('/api/admin/reconciliation', user.cookie)).statusCode).toBe(403);
    await test.app.services.escrow.payOutstanding();
    const response = await get('/api/admin/reconciliation', admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.invariants).toEqual([]);
    for (const row of body.rows) expect(row, row.label).toMatchObject({ matches: true });
    // Each payment booked has its VAT invoice, each refund its credit note.
    for (const row of body.documentRows) expect(row, row.label).toMatchObject({ matches: true });
    expect(body.documentRows[0].documents).toBeGreaterThan(0);
    const [{ total }] = (
      await test.db.execute<{ total: string }>(
        sql`SELECT COALESCE(SUM(amount),0)::text AS total FROM ledger_entries WHERE account = 'project_escrow'`,
      )
    ).rows as [{ total: string }];
    expect(body.escrowHeld).toBe(Number(total));
  });
});
