import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  businessDocuments,
  customProjectMilestones,
  ledgerEntries,
  notifications,
  payouts,
  projectDeliverables,
  projects,
} from '../../db/schema';
import { ledgerInvariantViolations } from '../../db/ledger-invariants';
import { signedInUser } from '../../test/test-app';
import { post, startCheckout } from '../../test/payments';
import { pdfText } from '../../test/pdf';
import { platformFee, splitPayable } from '../escrow/escrow.service';
import {
  mailsTo,
  test,
  DAY,
  get,
  press,
  customProject,
  fund,
  deliverable,
  milestoneRow,
  transactions,
  escrowOf,
} from './milestone-escrow.test-support';

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
