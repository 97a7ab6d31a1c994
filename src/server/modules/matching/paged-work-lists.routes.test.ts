import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customizationRequests,
  customQuotes,
  matchInvitations,
  projectParticipants,
  projects,
  quoteRevisions,
} from '../../db/schema';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

// The expert's invitations, quotes and projects and the client's quotes send one page of rows as the lists show them.
let test: TestApp;
let client: Awaited<ReturnType<typeof signedInUser>>;
let expert: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let quoteIds: string[];

const HOUR = 3_600_000;
const get = (url: string, cookie: string) =>
  test.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie } });

/**
 * 23 requests of the client, each with an invitation of the expert and a presented quote by them, a minute apart:
 * the oldest invitation pending past its deadline, the next accepted, the other 21 pending; the newest quote modified.
 */
beforeAll(async () => {
  test = await createTestApp();
  [client, expert, stranger] = await Promise.all([signedInUser(test), signedInUser(test), signedInUser(test)]);
  const start = Date.now() - 2 * HOUR;
  const at = (index: number) => new Date(start + index * 60_000);
  const requests = await test.db
    .insert(customizationRequests)
    .values(
      Array.from({ length: 23 }, (_, index) => ({
        userId: client.id,
        projectTitle: `Paged request ${index}`,
        customRequirements: 'A long brief the lists need not send. '.repeat(20),
      })),
    )
    .returning({ id: customizationRequests.id });
  await test.db.insert(matchInvitations).values(
    requests.map(({ id }, index) => ({
      requestId: id,
      expertId: expert.id,
      status: index === 1 ? ('accepted' as const) : ('pending' as const),
      sentAt: at(index),
      expiresAt: new Date(index === 0 ? Date.now() - HOUR : Date.now() + 24 * HOUR),
    })),
  );
  const quotes = await test.db
    .insert(customQuotes)
    .values(
      requests.map(({ id }, index) => ({
        requestId: id,
        userId: client.id,
        createdBy: expert.id,
        expertId: expert.id,
        projectTitle: `Paged quote ${index}`,
        scopeDescription: 'Scope',
        status: index === 22 ? ('modified' as const) : ('sent' as const),
        totalAmount: 100_000,
        paymentStructure: 'One milestone',
        deliverables: [{ title: 'Report' }],
        milestones: [{ title: 'All', description: '', amount: 100_000 }],
        estimatedDuration: '2 weeks',
        sentAt: at(index),
        presentedAt: at(index),
        createdAt: at(index),
      })),
    )
    .returning({ id: customQuotes.id });
  quoteIds = quotes.map((quote) => quote.id);
  await test.db
    .insert(quoteRevisions)
    .values({ quoteId: quoteIds[22]!, revisionNumber: 1, changesRequested: 'Shorter, please', requestedBy: client.id });
});
afterAll(() => test?.close());

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('paged work lists', () => {
  it("the expert's invitations: a page of one status, newest first, counted by status as it stands now", async () => {
    const first = (await get('/api/expert/invitations?status=pending', expert.cookie)).json();
    expect(first).toMatchObject({
      total: 21,
      page: 1,
      pageSize: 20,
      counts: { pending: 21, accepted: 1, declined: 0, expired: 1 },
    });
    expect(first.invitations).toHaveLength(20);
    expect(first.invitations[0].request).toEqual({
      id: expect.any(String),
      projectTitle: 'Paged request 22',
      origin: 'brief',
      budgetMin: null,
      budgetMax: null,
      budgetRange: null,
      currency: 'gbp',
    });

    const second = (await get('/api/expert/invitations?status=pending&page=2', expert.cookie)).json();
    expect(second.invitations.map((row: { request: { projectTitle: string } }) => row.request.projectTitle)).toEqual([
      'Paged request 2',
    ]);
    const expired = (await get('/api/expert/invitations?status=expired', expert.cookie)).json();
    expect(expired.invitations.map((row: { status: string }) => row.status)).toEqual(['pending']);
    expect((await get('/api/expert/invitations?page=2', expert.cookie)).json()).toMatchObject({ total: 23 });

    const past = (await get('/api/expert/invitations?status=pending&page=3', expert.cookie)).json();
    expect(past).toMatchObject({ invitations: [], total: 21, page: 3 });
    expect((await get('/api/expert/invitations', stranger.cookie)).json()).toMatchObject({ invitations: [], total: 0 });
  });

  it("the expert's quotes: a page of summaries, one request's on asking, another's quote 404", async () => {
    const first = (await get('/api/expert/quotes', expert.cookie)).json();
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20, approvalThreshold: expect.any(Number) });
    expect(first.quotes[0]).toMatchObject({
      id: quoteIds[22],
      status: 'modified',
      changesRequested: 'Shorter, please',
    });
    expect(first.quotes[0]).not.toHaveProperty('milestones');
    expect(first.quotes[1]).toMatchObject({ status: 'sent', changesRequested: null });

    const second = (await get('/api/expert/quotes?page=2', expert.cookie)).json();
    expect(ids(second.quotes)).toEqual([quoteIds[2], quoteIds[1], quoteIds[0]]);
    expect((await get('/api/expert/quotes?page=3', expert.cookie)).json()).toMatchObject({ quotes: [], total: 23 });

    const requestId = first.quotes[5].requestId;
    const oneRequest = (await get(`/api/expert/quotes?requestId=${requestId}`, expert.cookie)).json();
    expect(ids(oneRequest.quotes)).toEqual([first.quotes[5].id]);

    expect((await get(`/api/expert/quotes/${quoteIds[3]}`, expert.cookie)).json().milestones).toHaveLength(1);
    expect((await get(`/api/expert/quotes/${quoteIds[3]}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get('/api/expert/quotes', stranger.cookie)).json()).toMatchObject({ quotes: [], total: 0 });
  });

  it("the client's quotes: pages that differ, past the last empty, nobody else's", async () => {
    const first = (await get('/api/quotes', client.cookie)).json();
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    const second = (await get('/api/quotes?page=2', client.cookie)).json();
    expect(ids(second.quotes)).toEqual([quoteIds[2], quoteIds[1], quoteIds[0]]);
    expect(new Set([...ids(first.quotes), ...ids(second.quotes)]).size).toBe(23);
    expect((await get('/api/quotes?page=4', client.cookie)).json()).toMatchObject({ quotes: [], total: 23 });
    expect((await get('/api/quotes', stranger.cookie)).json()).toMatchObject({ quotes: [], total: 0 });
    expect((await get(`/api/quotes/${quoteIds[0]}`, stranger.cookie)).statusCode).toBe(404);
  });

  it("the expert's projects: 21 delivered, 20 then 1, nobody else's", async () => {
    const delivered = await test.db
      .insert(projects)
      .values(
        Array.from({ length: 21 }, (_, index) => ({
          title: `Paged project ${index}`,
          totalPrice: 100_000,
          clientId: client.id,
          createdAt: new Date(Date.now() - (21 - index) * 60_000),
        })),
      )
      .returning({ id: projects.id });
    await test.db
      .insert(projectParticipants)
      .values(delivered.map(({ id }) => ({ projectId: id, userId: expert.id, role: 'freelancer' as const })));

    const first = (await get('/api/expert/projects', expert.cookie)).json();
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.projects[0].title).toBe('Paged project 20');
    const second = (await get('/api/expert/projects?page=2', expert.cookie)).json();
    expect(second.projects.map((project: { title: string }) => project.title)).toEqual(['Paged project 0']);
    expect((await get('/api/expert/projects?page=3', expert.cookie)).json()).toMatchObject({ projects: [], total: 21 });
    expect((await get('/api/expert/projects', stranger.cookie)).json()).toMatchObject({ projects: [], total: 0 });
    expect((await get('/api/expert/projects?pageSize=51', expert.cookie)).statusCode).toBe(400);
  });

  it('refuses a page that is no page number with a sentence', async () => {
    for (const url of ['/api/quotes?page=0', '/api/expert/quotes?page=abc', '/api/expert/invitations?page=-1']) {
      const response = await get(url, url.startsWith('/api/quotes') ? client.cookie : expert.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message, url).toMatch(/^page: [A-Z].+\.$/);
    }
    const unknown = await get('/api/expert/invitations?status=lost', expert.cookie);
    expect(unknown.statusCode).toBe(400);
  });
});
