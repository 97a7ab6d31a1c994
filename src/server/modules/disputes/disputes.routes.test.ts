import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputes as disputesTable } from '../../db/schema/disputes';
import { refunds } from '../../db/schema/escrow';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { notifications } from '../../db/schema/notifications';
import { customProjectMilestones, projectDeliverables, projectParticipants, projects } from '../../db/schema/projects';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

type Cookie = string | undefined;
const call = (method: 'GET' | 'POST', url: string, cookie: Cookie, payload?: object) =>
  test.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** A custom project (client + expert) with two milestones of £2,000 and £4,000. */
async function setup() {
  const client = await signedInUser(test, { fullName: 'Carla Client' });
  const expert = await signedInUser(test, { fullName: 'Eve Expert' });
  const admin = await signedInUser(test, { fullName: 'Ada Admin', isAdmin: true });
  const stranger = await signedInUser(test);
  const project = await test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: expert.id,
        quoteId: randomUUID(),
        title: 'Churn model',
        totalPrice: 600_000,
        currency: 'gbp',
        milestones: [
          { title: 'Discovery', description: 'Interviews', amount: 200_000 },
          { title: 'Model', description: 'Build and validate', amount: 400_000 },
        ],
      },
      tx,
    ),
  );
  const milestones = await test.db
    .select()
    .from(customProjectMilestones)
    .where(eq(customProjectMilestones.projectId, project.id))
    .orderBy(customProjectMilestones.milestoneNumber);
  return { client, expert, admin, stranger, projectId: project.id, milestones };
}

/** The milestone's checkout succeeded: payment status succeeded and its amount in the project's escrow. */
async function fund(projectId: string, milestone: { id: string; amount: number }, clientId: string) {
  await test.db.transaction(async (tx) => {
    await tx
      .update(customProjectMilestones)
      .set({ paymentStatus: 'succeeded', fundedAt: new Date(), status: 'in_progress' })
      .where(eq(customProjectMilestones.id, milestone.id));
    await test.app.services.ledger.record(
      {
        kind: 'milestone_funding',
        cause: 'milestone',
        causeId: milestone.id,
        providerReference: `test_${milestone.id}`,
        description: 'Milestone funded (test)',
        currency: 'gbp',
        legs: [
          { account: 'client_funding', amount: -milestone.amount, userId: clientId },
          { account: 'project_escrow', amount: milestone.amount, projectId },
        ],
      },
      tx,
    );
  });
}

const escrowOf = (projectId: string) => test.app.services.ledger.escrowBalance(projectId, 'gbp');

describe('disputes', { timeout: 120_000 }, () => {
  it('only the client opens, only on a funded milestone; a second open is 409; strangers get 404', async () => {
    const { client, expert, admin, stranger, projectId, milestones } = await setup();
    const [first, second] = milestones;
    const url = `/api/projects/${projectId}/disputes`;
    const body = { milestoneId: first!.id, reason: 'The interviews were not done' };

    // Not funded yet: 409 and nothing frozen.
    expect((await call('POST', url, client.cookie, body)).statusCode).toBe(409);
    await fund(projectId, first!, client.id);

    expect((await call('POST', url, stranger.cookie, body)).statusCode).toBe(404);
    expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', url, expert.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', url, admin.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', url, client.cookie, { ...body, reason: '' })).statusCode).toBe(400);
    expect((await call('POST', url, client.cookie, { ...body, reason: 'x'.repeat(5001) })).statusCode).toBe(400);
    // The unfunded second milestone stays undisputable.
    expect((await call('POST', url, client.cookie, { ...body, milestoneId: second!.id })).statusCode).toBe(409);

    const opened = await call('POST', url, client.cookie, body);
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ status: 'open', amount: 200_000, milestoneId: first!.id });
    const [frozen] = await test.db
      .select()
      .from(customProjectMilestones)
      .where(eq(customProjectMilestones.id, first!.id));
    expect(frozen!.frozenAt).not.toBeNull();

    expect((await call('POST', url, client.cookie, body)).statusCode).toBe(409);

    const expertNotes = await test.db.select().from(notifications).where(eq(notifications.userId, expert.id));
    expect(expertNotes.map((n) => [n.type, n.relatedId])).toContainEqual(['dispute_opened', projectId]);

    const view = (await call('GET', url, client.cookie)).json();
    expect(view.disputes).toHaveLength(1);
    expect(view.disputes[0].events.map((e: { kind: string }) => e.kind)).toEqual(['opened']);
    expect(view.can.open).toBe(false);
  });

  it('only the freelancer answers; participants and admins comment; the timeline shows them in order', async () => {
    const { client, expert, admin, stranger, projectId, milestones } = await setup();
    await fund(projectId, milestones[0]!, client.id);
    const opened = await call('POST', `/api/projects/${projectId}/disputes`, client.cookie, {
      milestoneId: milestones[0]!.id,
      reason: 'Late and incomplete',
    });
    const id = opened.json().id as string;

    expect((await call('POST', `/api/disputes/${id}/answer`, client.cookie, { body: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/api/disputes/${id}/answer`, admin.cookie, { body: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/api/disputes/${id}/answer`, stranger.cookie, { body: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/api/disputes/${id}/comments`, stranger.cookie, { body: 'x' })).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/disputes/${id}/answer`, expert.cookie, { body: 'All interviews are in the file' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/disputes/${id}/comments`, client.cookie, { body: 'Two are missing' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/disputes/${id}/comments`, admin.cookie, { body: 'Looking into it' })).statusCode,
    ).toBe(200);

    const view = (await call('GET', `/api/projects/${projectId}/disputes`, expert.cookie)).json();
    expect(view.disputes[0].status).toBe('answered');
    expect(view.disputes[0].events.map((e: { kind: string; authorRole: string }) => [e.kind, e.authorRole])).toEqual([
      ['opened', 'client'],
      ['answer', 'freelancer'],
      ['comment', 'client'],
      ['comment', 'admin'],
    ]);
    expect(view.can).toMatchObject({ answer: true, comment: true, resolve: false, open: false });
  });

  it('the client adds evidence files; participants download them, strangers get 404', async () => {
    const { client, expert, stranger, projectId, milestones } = await setup();
    await fund(projectId, milestones[0]!, client.id);
    const id = (
      await call('POST', `/api/projects/${projectId}/disputes`, client.cookie, {
        milestoneId: milestones[0]!.id,
        reason: 'See the attached log',
      })
    ).json().id as string;
    const upload = (cookie: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/disputes/${id}/files?name=${encodeURIComponent('build log.txt')}`,
        headers: { cookie, 'content-type': 'text/plain' },
        payload: 'step 3 failed\n',
      });
    expect((await upload(stranger.cookie)).statusCode).toBe(404);
    expect((await upload(expert.cookie)).statusCode).toBe(403);
    const stored = await upload(client.cookie);
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ fileName: 'build log.txt', fileSize: 14, fileType: 'text/plain' });

    const fileUrl = `/api/disputes/${id}/files/${stored.json().id}`;
    const download = await call('GET', fileUrl, expert.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('step 3 failed\n');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('GET', fileUrl, stranger.cookie)).statusCode).toBe(404);
    const view = (await call('GET', `/api/projects/${projectId}/disputes`, client.cookie)).json();
    expect(view.disputes[0].files).toHaveLength(1);
    expect(view.disputes[0].events.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'evidence']);
  });

  it('only admins resolve; 20 concurrent resolutions resolve once; a partial refund books refund + release that sum to the disputed amount', async () => {
    const { client, expert, admin, projectId, milestones } = await setup();
    const milestone = milestones[0]!;
    await fund(projectId, milestone, client.id);
    const id = (
      await call('POST', `/api/projects/${projectId}/disputes`, client.cookie, {
        milestoneId: milestone.id,
        reason: 'Half of it is missing',
      })
    ).json().id as string;
    const url = `/api/admin/disputes/${id}/resolve`;

    expect((await call('POST', url, client.cookie, { resolution: 'release' })).statusCode).toBe(403);
    expect((await call('POST', url, expert.cookie, { resolution: 'release' })).statusCode).toBe(403);
    // 0 < refund < disputed amount.
    for (const refundAmount of [0, 200_000, 250_000])
      expect((await call('POST', url, admin.cookie, { resolution: 'partial_refund', refundAmount })).statusCode).toBe(
        400,
      );

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', url, admin.cookie, { resolution: 'partial_refund', refundAmount: 75_000 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await activityEntries(test, 'dispute.resolved', id)).toMatchObject([
      { actorEmail: admin.email, after: { resolution: 'partial_refund', refundAmount: 75_000 } },
    ]);
    // A later full refund is refused too: refunds happen once.
    expect((await call('POST', url, admin.cookie, { resolution: 'full_refund' })).statusCode).toBe(409);

    const [row] = await test.db.select().from(disputesTable).where(eq(disputesTable.id, id));
    expect(row).toMatchObject({ status: 'resolved', resolution: 'partial_refund', refundAmount: 75_000 });

    // £750 refunded, £1,250 released: together the £2,000 in dispute; escrow empty; every transaction balances.
    const refundRows = await test.db.select().from(refunds).where(eq(refunds.projectId, projectId));
    expect(refundRows.map((r) => r.amount)).toEqual([75_000]);
    expect(await escrowOf(projectId)).toBe(0);
    const legs = await test.db
      .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerEntries.projectId, projectId));
    const escrowOut = legs.filter((l) => l.account === 'project_escrow' && l.amount < 0).map((l) => -l.amount);
    expect(escrowOut.sort((a, b) => a - b)).toEqual([75_000, 125_000]);
    const all = await test.db
      .select({ transactionId: ledgerEntries.transactionId, amount: ledgerEntries.amount })
      .from(ledgerEntries);
    const byTransaction = new Map<string, number>();
    for (const leg of all)
      byTransaction.set(leg.transactionId, (byTransaction.get(leg.transactionId) ?? 0) + leg.amount);
    expect([...byTransaction.values()].every((total) => total === 0)).toBe(true);

    // Unfrozen and completed; both sides told.
    const [settled] = await test.db
      .select()
      .from(customProjectMilestones)
      .where(eq(customProjectMilestones.id, milestone.id));
    expect(settled).toMatchObject({ frozenAt: null, status: 'completed' });
    for (const userId of [client.id, expert.id]) {
      const notes = await test.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(notes.filter((n) => n.type === 'dispute_resolved' && n.relatedId === projectId)).toHaveLength(1);
    }
    const view = (await call('GET', `/api/projects/${projectId}/disputes`, client.cookie)).json();
    expect(view.disputes[0].events.at(-1)).toMatchObject({ kind: 'resolved' });
    expect((await call('POST', `/api/disputes/${id}/comments`, client.cookie, { body: 'late' })).statusCode).toBe(409);
  });

  it('a full refund returns the whole milestone to the client once; a release pays the expert', async () => {
    const { client, admin, projectId, milestones } = await setup();
    await fund(projectId, milestones[0]!, client.id);
    await fund(projectId, milestones[1]!, client.id);
    const open = async (milestoneId: string) =>
      (
        await call('POST', `/api/projects/${projectId}/disputes`, client.cookie, {
          milestoneId,
          reason: 'Not delivered',
        })
      ).json().id as string;
    const first = await open(milestones[0]!.id);
    const second = await open(milestones[1]!.id);
    expect(await escrowOf(projectId)).toBe(600_000);

    expect(
      (await call('POST', `/api/admin/disputes/${first}/resolve`, admin.cookie, { resolution: 'full_refund' }))
        .statusCode,
    ).toBe(200);
    expect(await escrowOf(projectId)).toBe(400_000);
    expect(
      (await call('POST', `/api/admin/disputes/${second}/resolve`, admin.cookie, { resolution: 'release' })).statusCode,
    ).toBe(200);
    expect(await escrowOf(projectId)).toBe(0);
    const refundRows = await test.db.select().from(refunds).where(eq(refunds.projectId, projectId));
    expect(refundRows.map((r) => r.amount)).toEqual([200_000]);

    // Both milestones are settled, so the project completes.
    const [done] = await test.db.select().from(projects).where(eq(projects.id, projectId));
    expect(done!.status).toBe('completed');

    const list = (await call('GET', '/api/admin/disputes', admin.cookie)).json();
    expect(list.disputes.some((d: { projectId: string }) => d.projectId === projectId)).toBe(false);
    expect((await call('GET', '/api/admin/disputes', client.cookie)).statusCode).toBe(403);
  });

  it("a pack project's unreleased escrow can be disputed (milestone null) and refunded once", async () => {
    const client = await signedInUser(test);
    const expert = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const [project] = await test.db
      .insert(projects)
      .values({ title: 'CRM pack', status: 'active', isCustom: false, totalPrice: 395_000, clientId: client.id })
      .returning();
    const projectId = project!.id;
    await test.db.insert(projectParticipants).values([
      { projectId, userId: client.id, role: 'client' },
      { projectId, userId: expert.id, role: 'freelancer' },
    ]);
    const url = `/api/projects/${projectId}/disputes`;
    // Nothing in escrow yet: 409.
    expect((await call('POST', url, client.cookie, { milestoneId: null, reason: 'Not delivered' })).statusCode).toBe(
      409,
    );
    await test.db.transaction((tx) =>
      test.app.services.ledger.record(
        {
          kind: 'order_funding',
          cause: 'order',
          causeId: randomUUID(),
          providerReference: 'test_order',
          description: 'Pack bought (test)',
          currency: 'gbp',
          legs: [
            { account: 'client_funding', amount: -395_000, userId: client.id },
            { account: 'project_escrow', amount: 395_000, projectId },
          ],
        },
        tx,
      ),
    );
    // A milestone id on a pack project is refused.
    expect(
      (await call('POST', url, client.cookie, { milestoneId: randomUUID(), reason: 'Not delivered' })).statusCode,
    ).toBe(409);
    const opened = await call('POST', url, client.cookie, { milestoneId: null, reason: 'Not delivered' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ amount: 395_000, milestoneId: null });
    expect((await call('POST', url, client.cookie, { milestoneId: null, reason: 'Again' })).statusCode).toBe(409);

    // The escrow is frozen: even with every deliverable approved, nothing is released while the dispute is open.
    const [deliverable] = await test.db
      .insert(projectDeliverables)
      .values({ projectId, title: 'CRM setup', status: 'approved' })
      .returning();
    await test.db.transaction((tx) =>
      test.app.services.projects.milestones.onDeliverableChanged(
        { projectId, deliverableId: deliverable!.id, milestoneId: null, status: 'approved' },
        tx,
      ),
    );
    expect(await escrowOf(projectId)).toBe(395_000);

    const resolveUrl = `/api/admin/disputes/${opened.json().id}/resolve`;
    expect((await call('POST', resolveUrl, admin.cookie, { resolution: 'full_refund' })).statusCode).toBe(200);
    expect((await call('POST', resolveUrl, admin.cookie, { resolution: 'full_refund' })).statusCode).toBe(409);
    expect(await escrowOf(projectId)).toBe(0);
    const refundRows = await test.db.select().from(refunds).where(eq(refunds.projectId, projectId));
    expect(refundRows.map((r) => r.amount)).toEqual([395_000]);
  });
});
