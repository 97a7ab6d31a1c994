import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuoteDraft } from '../../../shared/schemas/quotes';
import { customQuotes, notifications } from '../../db/schema';
import { activityEntries } from '../../test/admin-activity';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signedInUser(test, { isAdmin: true, fullName: 'Draft Admin' });
  const actor = { userId: admin.id, email: admin.email, ip: null };
  await test.app.services.settings.update('quote_approval_threshold', { amount: 5000, currency: 'gbp' }, actor);
  await test.app.services.settings.update('min_quotes_before_presenting', { value: 1 }, actor);
  await test.app.services.settings.update('max_quotes_per_request', { value: 2 }, actor);
});
afterAll(() => test?.close());

const headers = (cookie?: string) => ({ ...(cookie ? { cookie } : {}), origin: TEST_ORIGIN });
const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie?: string, payload?: object) =>
  test.app.inject({ method: 'POST', url, headers: headers(cookie), ...(payload ? { payload } : {}) });
const put = (url: string, cookie: string | undefined, payload: object) =>
  test.app.inject({ method: 'PUT', url, headers: headers(cookie), payload });

const draft = (amounts: number[], title = 'CRM rollout'): TQuoteDraft => ({
  projectTitle: title,
  scopeDescription: 'Set up the CRM and migrate contacts.',
  paymentStructure: 'Per milestone',
  deliverables: [{ title: 'Configured CRM' }],
  milestones: amounts.map((amount, index) => ({ title: `Milestone ${index + 1}`, description: '', amount })),
  estimatedDuration: '4 weeks',
  estimatedStartDate: null,
  validForDays: 14,
});

async function clientWithRequest() {
  const client = await signedInUser(test, { fullName: 'Draft Client' });
  const { id: requestId } = await test.db.transaction((tx) =>
    test.app.services.requests.openFromBrief(
      {
        userId: client.id,
        briefId: randomUUID(),
        projectTitle: 'CRM rollout',
        baseTemplate: null,
        customRequirements: 'Goal: one CRM for sales',
        budgetRange: '5k-15k',
        timelinePreference: '1-2-months',
      },
      tx,
    ),
  );
  return { client, requestId };
}

async function saveDraft(requestId: string, amounts: number[], title?: string) {
  const response = await post(`/api/admin/requests/${requestId}/quote-drafts`, admin.cookie, draft(amounts, title));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string; quoteNumber: string; totalAmount: number };
}

const statusOf = async (id: string) =>
  (await test.db.select({ status: customQuotes.status }).from(customQuotes).where(eq(customQuotes.id, id)))[0]!.status;

describe('quote drafts', () => {
  it('saves a draft the client does not see, edits it, then submits it below the threshold: sent', async () => {
    const { client, requestId } = await clientWithRequest();
    const saved = await saveDraft(requestId, [100_000]);
    expect(saved).toMatchObject({ status: 'draft', totalAmount: 100_000 });
    expect(saved.quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);
    expect((await get(`/api/quotes/${saved.id}`, client.cookie)).statusCode).toBe(404);
    expect((await get('/api/quotes', client.cookie)).json().quotes).toHaveLength(0);
    expect((await get(`/api/admin/requests/${requestId}`, admin.cookie)).json().quotes).toEqual([
      expect.objectContaining({ id: saved.id, status: 'draft' }),
    ]);

    const edited = await put(`/api/admin/quotes/${saved.id}/draft`, admin.cookie, draft([120_000, 80_000], 'CRM v2'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'draft', totalAmount: 200_000, projectTitle: 'CRM v2' });
    expect(await statusOf(saved.id)).toBe('draft');

    const submitted = await post(`/api/admin/quotes/${saved.id}/submit`, admin.cookie);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'sent', totalAmount: 200_000 });
    expect((await get('/api/quotes', client.cookie)).json().quotes).toHaveLength(1);
    const received = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'quote_received')));
    expect(received.map((row) => row.relatedId)).toEqual([saved.id]);
    expect((await activityEntries(test, 'quote.created', saved.id)).map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/^Saved quote Q-\d{4}-\d{6} for “CRM rollout” as a draft$/),
      expect.stringMatching(/^Submitted draft quote Q-\d{4}-\d{6} for “CRM v2”$/),
    ]);
    expect(await activityEntries(test, 'quote.revised', saved.id)).toHaveLength(1);

    // No longer a draft: editing or submitting it again is refused.
    for (const response of [
      await post(`/api/admin/quotes/${saved.id}/submit`, admin.cookie),
      await put(`/api/admin/quotes/${saved.id}/draft`, admin.cookie, draft([1_000])),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('This quote is no longer a draft.');
    }
  });

  it('a submitted draft at the threshold waits for admin review', async () => {
    const { requestId } = await clientWithRequest();
    const saved = await saveDraft(requestId, [500_000]);
    const submitted = await post(`/api/admin/quotes/${saved.id}/submit`, admin.cookie);
    expect(submitted.json().status).toBe('pending_admin_review');
  });

  it('counts drafts towards max_quotes_per_request; validates; admins only; unknown quotes 404', async () => {
    const { client, requestId } = await clientWithRequest();
    const saved = await saveDraft(requestId, [100_000]);
    await saveDraft(requestId, [90_000]);
    const third = await post(`/api/admin/requests/${requestId}/quote-drafts`, admin.cookie, draft([80_000]));
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe('This request already has the maximum of 2 quotes.');

    expect(await post(`/api/admin/requests/${requestId}/quote-drafts`, admin.cookie, draft([]))).toMatchObject({
      statusCode: 400,
    });
    expect((await post(`/api/admin/requests/${requestId}/quote-drafts`, undefined, draft([1_000]))).statusCode).toBe(
      401,
    );
    expect(
      (await post(`/api/admin/requests/${requestId}/quote-drafts`, client.cookie, draft([1_000]))).statusCode,
    ).toBe(403);
    expect((await post(`/api/admin/quotes/${saved.id}/submit`, client.cookie)).statusCode).toBe(403);
    expect((await put(`/api/admin/quotes/${saved.id}/draft`, client.cookie, draft([1_000]))).statusCode).toBe(403);
    expect((await post(`/api/admin/quotes/${randomUUID()}/submit`, admin.cookie)).statusCode).toBe(404);
    expect((await put(`/api/admin/quotes/${randomUUID()}/draft`, admin.cookie, draft([1_000]))).statusCode).toBe(404);
    expect(
      (await post(`/api/admin/requests/${randomUUID()}/quote-drafts`, admin.cookie, draft([1_000]))).statusCode,
    ).toBe(404);
    expect(await statusOf(saved.id)).toBe('draft');
  });
});
