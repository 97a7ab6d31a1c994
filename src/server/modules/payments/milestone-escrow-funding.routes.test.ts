import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { milestonePayments, notifications, refunds } from '../../db/schema';
import { signedInUser } from '../../test/test-app';
import { post, sendSandboxWebhook } from '../../test/payments';
import {
  test,
  get,
  press,
  customProject,
  checkout,
  fund,
  milestoneRow,
  transactions,
  escrowOf,
} from './milestone-escrow.test-support';

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
