import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAdminQuote, TQuoteDraft } from '../../../shared/schemas/quotes';
import {
  customizationRequests,
  customProjectMilestones,
  customQuotes,
  emailOutbox,
  notifications,
  projects,
  quoteRevisions,
} from '../../db/schema';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signedInUser(test, { isAdmin: true, fullName: 'Quote Admin' });
});
afterAll(() => test?.close());

/** Settings the rules read; each test starts from the defaults except presenting at one sent quote. */
async function setSetting(
  key: 'min_quotes_before_presenting' | 'max_quotes_per_request' | 'quote_approval_threshold',
  value: unknown,
) {
  await test.app.services.settings.update(key, value, { userId: admin.id, email: admin.email, ip: null });
}
beforeEach(async () => {
  await setSetting('quote_approval_threshold', { amount: 5000, currency: 'gbp' });
  await setSetting('min_quotes_before_presenting', { value: 1 });
  await setSetting('max_quotes_per_request', { value: 3 });
});

const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });
const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  test.app.inject({ method: 'POST', url, headers: headers(cookie), payload });
const put = (url: string, cookie: string, payload: object) =>
  test.app.inject({ method: 'PUT', url, headers: headers(cookie), payload });

function draft(milestoneAmounts: number[], overrides: Partial<TQuoteDraft> = {}): TQuoteDraft {
  return {
    projectTitle: 'CRM rollout',
    scopeDescription: 'Set up the CRM and migrate contacts.',
    paymentStructure: 'Per milestone',
    deliverables: [{ title: 'Configured CRM' }, { title: 'Migration report' }],
    milestones: milestoneAmounts.map((amount, index) => ({
      title: `Milestone ${index + 1}`,
      description: `Step ${index + 1}`,
      amount,
    })),
    estimatedDuration: '4 weeks',
    estimatedStartDate: '2026-09-01',
    validForDays: 14,
    ...overrides,
  };
}

async function clientWithRequest() {
  const client = await signedInUser(test, { fullName: 'Quote Client' });
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
  return { client, requestId };
}

async function author(requestId: string, amounts: number[], overrides: Partial<TQuoteDraft> = {}) {
  const response = await post(`/api/admin/requests/${requestId}/quotes`, admin.cookie, draft(amounts, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string; quoteNumber: string; totalAmount: number } & Pick<
    TAdminQuote,
    'presentedAt' | 'presentation'
  >;
}

/** A quote the client can see and answer: below the threshold, presented at one quote. */
async function sentQuote(amounts = [100_000, 150_000]) {
  const { client, requestId } = await clientWithRequest();
  const quote = await author(requestId, amounts);
  expect(quote.status).toBe('sent');
  return { client, requestId, quote };
}

const notificationsOf = (userId: string, type: string) =>
  test.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('quote authoring and the approval threshold', () => {
  it('sends a quote below the threshold at once: numbered, totalled, the client notified and e-mailed', async () => {
    const { client, requestId } = await clientWithRequest();
    const quote = await author(requestId, [100_000, 250_000]);
    expect(quote).toMatchObject({ status: 'sent', totalAmount: 350_000 });
    expect(quote.quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);

    const received = await notificationsOf(client.id, 'quote_received');
    expect(received).toHaveLength(1);
    expect(received[0]!.relatedId).toBe(quote.id);
    const [mail] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email));
    expect(mail?.text).toContain(`/quote/${quote.id}`);

    const [request] = await test.db.select().from(customizationRequests).where(eq(customizationRequests.id, requestId));
    expect(request!.status).toBe('quoted');
    const [row] = await test.db.select().from(customQuotes).where(eq(customQuotes.id, quote.id));
    expect(row!.expiresAt!.getTime() - row!.sentAt!.getTime()).toBe(14 * 24 * 3_600_000);
    expect(row!.reviewedBy).toBeNull();
  });

  it('holds a quote exactly at the threshold for admin review, notifying admins, hidden from the client', async () => {
    const { client, requestId } = await clientWithRequest();
    const quote = await author(requestId, [200_000, 300_000]); // £5,000.00 = threshold 5000 × 100
    expect(quote.status).toBe('pending_admin_review');
    expect((await notificationsOf(admin.id, 'admin_review_required')).some((n) => n.relatedId === quote.id)).toBe(true);
    expect(await notificationsOf(client.id, 'quote_received')).toHaveLength(0);
    expect((await get(`/api/quotes/${quote.id}`, client.cookie)).statusCode).toBe(404);
    expect((await get('/api/quotes', client.cookie)).json().quotes).toHaveLength(0);

    const one = await author(requestId, [499_999]); // a penny below goes straight out
    expect(one.status).toBe('sent');
  });

  it('lets an admin hold, then approve for sending, recording the gate apart from the client approval', async () => {
    const { client, requestId } = await clientWithRequest();
    const quote = await author(requestId, [600_000]);
    const reviews = await get('/api/admin/quotes/reviews', admin.cookie);
    expect(reviews.json().quotes.map((q: { id: string }) => q.id)).toContain(quote.id);

    const held = await post(`/api/admin/quotes/${quote.id}/hold`, admin.cookie);
    expect(held.json().status).toBe('on_hold');
    const heldAgain = await post(`/api/admin/quotes/${quote.id}/hold`, admin.cookie);
    expect(heldAgain.statusCode).toBe(409);
    expect(heldAgain.json().error.code).toBe('quotes.not_awaiting_review');

    const approved = await post(`/api/admin/quotes/${quote.id}/approve`, admin.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'sent', approvedAt: null });
    expect(approved.json().reviewedAt).not.toBeNull();
    const [row] = await test.db.select().from(customQuotes).where(eq(customQuotes.id, quote.id));
    expect(row).toMatchObject({ reviewedBy: admin.id, approvedBy: null });
    expect(await notificationsOf(client.id, 'quote_received')).toHaveLength(1);
    expect((await post(`/api/admin/quotes/${quote.id}/approve`, admin.cookie)).statusCode).toBe(409);
    // Each admin action once in the activity log: written, held (the refused second hold writes nothing), approved.
    expect(await activityEntries(test, 'quote.created', quote.id)).toHaveLength(1);
    expect(await activityEntries(test, 'quote.held', quote.id)).toHaveLength(1);
    const [sent, ...more] = await activityEntries(test, 'quote.approved_for_sending', quote.id);
    expect(more).toHaveLength(0);
    expect(sent).toMatchObject({ actorId: admin.id, before: { status: 'on_hold' }, after: { status: 'sent' } });
  });

  it('keeps authoring and the gate to admins', async () => {
    const { client, requestId } = await clientWithRequest();
    expect((await post(`/api/admin/requests/${requestId}/quotes`, client.cookie, draft([1000]))).statusCode).toBe(403);
    expect((await get('/api/admin/requests', client.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/quotes/reviews', client.cookie)).statusCode).toBe(403);
    const quote = await author(requestId, [600_000]);
    expect((await post(`/api/admin/quotes/${quote.id}/approve`, client.cookie)).statusCode).toBe(403);
  });

  it('validates the draft: at least one milestone, whole positive pence', async () => {
    const { requestId } = await clientWithRequest();
    expect((await post(`/api/admin/requests/${requestId}/quotes`, admin.cookie, draft([]))).statusCode).toBe(400);
    expect((await post(`/api/admin/requests/${requestId}/quotes`, admin.cookie, draft([10.5]))).statusCode).toBe(400);
    expect((await post(`/api/admin/requests/${requestId}/quotes`, admin.cookie, draft([0]))).statusCode).toBe(400);
  });

  it('refuses more than max_quotes_per_request quotes, and quotes for pack-order requests', async () => {
    const { requestId } = await clientWithRequest();
    await setSetting('max_quotes_per_request', { value: 2 });
    await author(requestId, [1000]);
    await author(requestId, [2000]);
    const third = await post(`/api/admin/requests/${requestId}/quotes`, admin.cookie, draft([3000]));
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('quotes.limit_reached');

    await test.db
      .update(customizationRequests)
      .set({ orderId: randomUUID() })
      .where(eq(customizationRequests.id, requestId));
    await setSetting('max_quotes_per_request', { value: 3 });
    const forOrder = await post(`/api/admin/requests/${requestId}/quotes`, admin.cookie, draft([3000]));
    expect(forOrder.json().error.code).toBe('quotes.request_not_open');
  });

  it('lists open requests for admins with their quoting state', async () => {
    const { requestId } = await clientWithRequest();
    await setSetting('min_quotes_before_presenting', { value: 2 });
    await author(requestId, [1000]);
    const list = await get('/api/admin/requests', admin.cookie);
    const row = list.json().requests.find((r: { id: string }) => r.id === requestId);
    expect(row).toMatchObject({
      status: 'quoted',
      quoteCount: 1,
      sentQuoteCount: 1,
      presenting: false,
      minQuotesBeforePresenting: 2,
      client: { fullName: 'Quote Client' },
    });
    const reviewed = await clientWithRequest();
    const marked = await post(`/api/admin/requests/${reviewed.requestId}/review`, admin.cookie);
    expect(marked.json().request.status).toBe('reviewed');
    expect((await post(`/api/admin/requests/${reviewed.requestId}/review`, admin.cookie)).statusCode).toBe(409);
    expect(await activityEntries(test, 'request.reviewed', reviewed.requestId)).toHaveLength(1);
  });
});

describe('the presenting rule', () => {
  it("shows a request's quotes only once the minimum number has been sent", async () => {
    await setSetting('min_quotes_before_presenting', { value: 2 });
    const { client, requestId } = await clientWithRequest();
    const first = await author(requestId, [100_000]);
    // The author's answer says where the rule stands, so the page can say when the client will see it.
    expect(first).toMatchObject({ status: 'sent', presentedAt: null, presentation: { sentCount: 1, minQuotes: 2 } });
    expect(Date.parse(first.presentation!.windowEndsAt)).toBeGreaterThan(Date.now());
    expect((await get('/api/quotes', client.cookie)).json().quotes).toHaveLength(0);
    expect((await get(`/api/quotes/${first.id}`, client.cookie)).statusCode).toBe(404);
    expect((await post(`/api/quotes/${first.id}/approve`, client.cookie)).statusCode).toBe(404);

    const second = await author(requestId, [120_000]);
    expect(second.presentedAt).not.toBeNull();
    expect(second.presentation).toMatchObject({ sentCount: 2, minQuotes: 2 });
    expect((await get('/api/quotes', client.cookie)).json().quotes).toHaveLength(2);
    expect(await notificationsOf(client.id, 'quote_received')).toHaveLength(2);

    const compared = await get(`/api/requests/${requestId}/quotes`, client.cookie);
    expect(compared.json().quotes.map((q: { totalAmount: number }) => q.totalAmount)).toEqual([100_000, 120_000]);
    const stranger = await signedInUser(test);
    expect((await get(`/api/requests/${requestId}/quotes`, stranger.cookie)).statusCode).toBe(404);
    expect((await get('/api/requests', client.cookie)).json().requests[0]).toMatchObject({
      id: requestId,
      presentedQuoteCount: 2,
    });
  });

  it('shows a lone quote once the invitation window has passed (the sweep job)', async () => {
    await setSetting('min_quotes_before_presenting', { value: 2 });
    const { client, requestId } = await clientWithRequest();
    const quote = await author(requestId, [100_000]);
    expect((await test.app.services.quotes.sweep()).presented).toBe(0);
    await test.db
      .update(customizationRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(customizationRequests.id, requestId));
    expect((await test.app.services.quotes.sweep()).presented).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/quotes/${quote.id}`, client.cookie)).statusCode).toBe(200);
    expect(await notificationsOf(client.id, 'quote_received')).toHaveLength(1);
  });
});

describe('client answers', () => {
  it('shows a quote only to its client (404 for anyone else), with the request fields', async () => {
    const { client, quote } = await sentQuote();
    const own = await get(`/api/quotes/${quote.id}`, client.cookie);
    expect(own.json()).toMatchObject({
      status: 'sent',
      isExpired: false,
      request: { baseTemplate: 'CRM Integration Pack', customRequirements: 'Goal: one CRM for sales' },
    });
    const stranger = await signedInUser(test);
    expect((await get(`/api/quotes/${quote.id}`, stranger.cookie)).statusCode).toBe(404);
    for (const action of ['approve', 'reject'])
      expect((await post(`/api/quotes/${quote.id}/${action}`, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await post(`/api/quotes/${quote.id}/request-changes`, stranger.cookie, { notes: 'cheaper' })).statusCode,
    ).toBe(404);
    expect((await get(`/api/quotes/${randomUUID()}`, client.cookie)).statusCode).toBe(404);
  });

  it('rejects: status rejected and quote_rejected to the author; a second answer is refused', async () => {
    const { client, quote } = await sentQuote();
    const rejected = await post(`/api/quotes/${quote.id}/reject`, client.cookie, { notes: 'Too slow' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', clientNotes: 'Too slow' });
    expect((await notificationsOf(admin.id, 'quote_rejected')).some((n) => n.relatedId === quote.id)).toBe(true);
    const again = await post(`/api/quotes/${quote.id}/approve`, client.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('quotes.not_actionable');
  });

  it("requires notes to request changes, numbers revisions, and takes the author's revision back through the threshold", async () => {
    const { client, quote } = await sentQuote([100_000]);
    const blank = await post(`/api/quotes/${quote.id}/request-changes`, client.cookie, { notes: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await get(`/api/quotes/${quote.id}`, client.cookie)).json().status).toBe('sent');

    const first = await post(`/api/quotes/${quote.id}/request-changes`, client.cookie, { notes: 'Add training' });
    expect(first.json()).toMatchObject({
      status: 'modified',
      clientNotes: 'Add training',
      revisions: [{ revisionNumber: 1, changesRequested: 'Add training', revisedAmount: null }],
    });
    expect((await post(`/api/quotes/${quote.id}/approve`, client.cookie)).json().error.code).toBe(
      'quotes.not_actionable',
    );

    const revised = await put(`/api/admin/quotes/${quote.id}`, admin.cookie, draft([100_000, 50_000]));
    expect(revised.json()).toMatchObject({ status: 'sent', totalAmount: 150_000 });
    expect(await activityEntries(test, 'quote.revised', quote.id)).toMatchObject([
      { actorId: admin.id, after: { totalAmount: 150_000 } },
    ]);
    const received = await notificationsOf(client.id, 'quote_received');
    expect(received.map((n) => n.title)).toContain('Revised quote received');

    await post(`/api/quotes/${quote.id}/request-changes`, client.cookie, { notes: 'Now add support' });
    const bigger = await put(`/api/admin/quotes/${quote.id}`, admin.cookie, draft([500_000]));
    expect(bigger.json().status).toBe('pending_admin_review');
    const revisions = await test.db
      .select()
      .from(quoteRevisions)
      .where(eq(quoteRevisions.quoteId, quote.id))
      .orderBy(quoteRevisions.revisionNumber);
    expect(revisions.map((r) => [r.revisionNumber, r.revisedAmount])).toEqual([
      [1, 150_000],
      [2, 500_000],
    ]);
    const notRevisable = await put(`/api/admin/quotes/${quote.id}`, admin.cookie, draft([1000]));
    expect(notRevisable.json().error.code).toBe('quotes.not_revisable');
  });

  it('accepts multi-byte notes up to the 5,000-character limit: the live push stays small, the notes stored intact', async () => {
    const notes = ['é'.repeat(5000), '€'.repeat(3000), '😀'.repeat(2000)];
    for (const note of notes) {
      const rejecting = await sentQuote();
      const rejected = await post(`/api/quotes/${rejecting.quote.id}/reject`, rejecting.client.cookie, { notes: note });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().clientNotes).toBe(note);
      const [storedRejected] = await test.db.select().from(customQuotes).where(eq(customQuotes.id, rejecting.quote.id));
      expect(storedRejected?.clientNotes).toBe(note);

      const changing = await sentQuote();
      const changed = await post(`/api/quotes/${changing.quote.id}/request-changes`, changing.client.cookie, {
        notes: note,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ status: 'modified', clientNotes: note });
      const [revision] = await test.db
        .select()
        .from(quoteRevisions)
        .where(eq(quoteRevisions.quoteId, changing.quote.id));
      expect(revision?.changesRequested).toBe(note);
    }
  });

  it('refuses answers on an expired quote with a clear code, and the sweep marks it expired', async () => {
    const { client, quote } = await sentQuote();
    await test.db
      .update(customQuotes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(customQuotes.id, quote.id));
    expect((await get(`/api/quotes/${quote.id}`, client.cookie)).json()).toMatchObject({
      status: 'sent',
      isExpired: true,
    });
    for (const [action, body] of [
      ['approve', {}],
      ['reject', {}],
      ['request-changes', { notes: 'please' }],
    ] as const) {
      const response = await post(`/api/quotes/${quote.id}/${action}`, client.cookie, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('quotes.expired');
    }
    expect((await test.app.services.quotes.sweep()).expired).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/quotes/${quote.id}`, client.cookie)).json()).toMatchObject({
      status: 'expired',
      isExpired: true,
    });
    expect((await post(`/api/quotes/${quote.id}/approve`, client.cookie)).json().error.code).toBe('quotes.expired');
  });

  it('approves in one go: the custom project with its milestones, the request approved, other quotes closed', async () => {
    const { client, requestId, quote } = await sentQuote([100_000, 150_000]);
    const other = await author(requestId, [90_000]);
    const approved = await post(`/api/quotes/${quote.id}/approve`, client.cookie, { notes: 'Go ahead' });
    expect(approved.statusCode, approved.body).toBe(200);
    const { projectId, quote: body } = approved.json();
    expect(body).toMatchObject({ status: 'approved', clientNotes: 'Go ahead' });
    expect(body.approvedAt).not.toBeNull();

    const [project] = await test.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({
      quoteId: quote.id,
      isCustom: true,
      totalPrice: 250_000,
      clientId: client.id,
      title: 'CRM rollout',
    });
    const milestones = await test.db
      .select()
      .from(customProjectMilestones)
      .where(eq(customProjectMilestones.projectId, projectId))
      .orderBy(customProjectMilestones.milestoneNumber);
    expect(milestones.map((m) => [m.milestoneNumber, m.title, m.amount])).toEqual([
      [1, 'Milestone 1', 100_000],
      [2, 'Milestone 2', 150_000],
    ]);
    const [request] = await test.db.select().from(customizationRequests).where(eq(customizationRequests.id, requestId));
    expect(request).toMatchObject({ status: 'approved', projectId });
    const [row] = await test.db.select().from(customQuotes).where(eq(customQuotes.id, quote.id));
    expect(row!.approvedBy).toBe(client.id);
    expect((await notificationsOf(admin.id, 'quote_approved')).some((n) => n.relatedId === quote.id)).toBe(true);
    expect((await get(`/api/quotes/${other.id}`, client.cookie)).json().status).toBe('rejected');
    expect((await post(`/api/admin/requests/${requestId}/quotes`, admin.cookie, draft([1000]))).json().error.code).toBe(
      'quotes.request_not_open',
    );
  });

  it('creates exactly one project when the same quote is approved 20 times at once', async () => {
    const { client, quote } = await sentQuote();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(`/api/quotes/${quote.id}/approve`, client.cookie)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await test.db.select().from(projects).where(eq(projects.quoteId, quote.id))).toHaveLength(1);
    expect((await notificationsOf(admin.id, 'quote_approved')).filter((n) => n.relatedId === quote.id)).toHaveLength(1);
  });
});
