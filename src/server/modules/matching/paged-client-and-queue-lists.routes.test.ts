import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customizationRequests,
  customQuotes,
  deliverableFiles,
  projectDeliverables,
  projectParticipants,
  projects,
} from '../../db/schema';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

// The client's requests and projects, Quote Reviews and the QA Queue send one page of rows as the lists show them.
let test: TestApp;
let client: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let requestIds: string[];
let projectIds: string[];
let quoteIds: string[];
let deliverableIds: string[];

const get = (url: string, cookie: string) =>
  test.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie } });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * 21 of each, a minute apart (index 0 the oldest): the client's requests, each with a quote waiting at the approval
 * gate; the client's projects, every third active; deliverables submitted for QA in one project, the oldest with two
 * versions.
 */
beforeAll(async () => {
  test = await createTestApp();
  [client, stranger, admin] = await Promise.all([
    signedInUser(test),
    signedInUser(test),
    signedInUser(test, { isAdmin: true }),
  ]);
  const at = (index: number) => new Date(Date.now() - (21 - index) * 60_000);
  const each = <T>(make: (index: number) => T) => Array.from({ length: 21 }, (_, index) => make(index));

  const requests = await test.db
    .insert(customizationRequests)
    .values(
      each((index) => ({
        userId: client.id,
        projectTitle: `Paged request ${index}`,
        customRequirements: 'A long brief the list need not send. '.repeat(20),
        createdAt: at(index),
      })),
    )
    .returning({ id: customizationRequests.id });
  requestIds = ids(requests);
  const quotes = await test.db
    .insert(customQuotes)
    .values(
      each((index) => ({
        requestId: requestIds[index]!,
        userId: client.id,
        createdBy: admin.id,
        projectTitle: `Reviewed quote ${index}`,
        scopeDescription: 'Scope',
        status: index % 2 ? ('on_hold' as const) : ('pending_admin_review' as const),
        totalAmount: 900_000,
        paymentStructure: 'One milestone',
        deliverables: [{ title: 'Report' }],
        milestones: [{ title: 'All', description: 'Everything at once', amount: 900_000 }],
        estimatedDuration: '2 weeks',
        updatedAt: at(index),
      })),
    )
    .returning({ id: customQuotes.id });
  quoteIds = ids(quotes);

  const created = await test.db
    .insert(projects)
    .values(
      each((index) => ({
        title: `Paged project ${index}`,
        status: index % 3 ? ('completed' as const) : ('active' as const),
        totalPrice: 100_000,
        clientId: client.id,
        createdAt: at(index),
      })),
    )
    .returning({ id: projects.id });
  projectIds = ids(created);
  await test.db
    .insert(projectParticipants)
    .values(projectIds.map((projectId) => ({ projectId, userId: client.id, role: 'client' as const })));
  const deliverables = await test.db
    .insert(projectDeliverables)
    .values(
      each((index) => ({
        projectId: projectIds[0]!,
        title: `Submitted deliverable ${index}`,
        status: 'submitted' as const,
        submittedAt: at(index),
      })),
    )
    .returning({ id: projectDeliverables.id });
  deliverableIds = ids(deliverables);
  await test.db.insert(deliverableFiles).values(
    [1, 2].map((versionNumber) => ({
      deliverableId: deliverableIds[0]!,
      fileName: `report-v${versionNumber}.pdf`,
      fileSize: 2048,
      fileType: 'application/pdf',
      storagePath: `deliverables/report-v${versionNumber}.pdf`,
      uploadedBy: admin.id,
      versionNumber,
    })),
  );
});
afterAll(() => test?.close());

describe('paged client lists and admin queues', () => {
  it("the client's requests: summaries newest first, 20 then 1, past the last empty, nobody else's", async () => {
    const first = (await get('/api/requests', client.cookie)).json();
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.requests[0]).toMatchObject({ projectTitle: 'Paged request 20', presentedQuoteCount: 0 });
    expect(first.requests[0]).not.toHaveProperty('customRequirements');
    const second = (await get('/api/requests?page=2', client.cookie)).json();
    expect(ids(second.requests)).toEqual([requestIds[0]]);
    expect(new Set([...ids(first.requests), ...ids(second.requests)]).size).toBe(21);
    expect((await get('/api/requests?page=3', client.cookie)).json()).toMatchObject({ requests: [], total: 21 });
    expect((await get('/api/requests', stranger.cookie)).json()).toMatchObject({ requests: [], total: 0 });
    expect((await get(`/api/requests/${requestIds[0]}/quotes`, stranger.cookie)).statusCode).toBe(404);
  });

  it("the client's projects: 20 then 1, the active ones counted over every page, nobody else's", async () => {
    const first = (await get('/api/projects', client.cookie)).json();
    expect(first).toMatchObject({ total: 21, active: 7, page: 1, pageSize: 20 });
    expect(first.projects[0].title).toBe('Paged project 20');
    const second = (await get('/api/projects?page=2', client.cookie)).json();
    expect(second).toMatchObject({ total: 21, active: 7 });
    expect(ids(second.projects)).toEqual([projectIds[0]]);
    expect((await get('/api/projects?page=3', client.cookie)).json()).toMatchObject({ projects: [], total: 21 });
    expect((await get('/api/projects', stranger.cookie)).json()).toMatchObject({ projects: [], total: 0, active: 0 });
    expect((await get(`/api/projects/${projectIds[0]}`, stranger.cookie)).statusCode).toBe(404);
  });

  it('Quote Reviews: the longest untouched first, cards without what they do not show, admins only', async () => {
    const first = (await get('/api/admin/quotes/reviews', admin.cookie)).json();
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.quotes[0]).toMatchObject({
      id: quoteIds[0],
      status: 'pending_admin_review',
      client: { id: client.id, email: client.email },
      milestones: [{ title: 'All', amount: 900_000 }],
    });
    for (const unshown of ['revisions', 'deliverables', 'clientNotes', 'createdBy'])
      expect(first.quotes[0]).not.toHaveProperty(unshown);
    expect(first.quotes[0].milestones[0]).not.toHaveProperty('description');
    const second = (await get('/api/admin/quotes/reviews?page=2', admin.cookie)).json();
    expect(ids(second.quotes)).toEqual([quoteIds[20]]);
    expect((await get('/api/admin/quotes/reviews?page=3', admin.cookie)).json()).toMatchObject({
      quotes: [],
      total: 21,
    });
    expect((await get('/api/admin/quotes/reviews', client.cookie)).statusCode).toBe(403);
  });

  it('the QA Queue: oldest submission first with its latest version, counted in full, admins only', async () => {
    const first = (await get('/api/admin/qa-queue', admin.cookie)).json();
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.items[0]).toMatchObject({ id: deliverableIds[0], projectTitle: 'Paged project 0' });
    expect(first.items[0].latestFile).toEqual({
      id: expect.any(String),
      versionNumber: 2,
      fileName: 'report-v2.pdf',
      fileSize: 2048,
      uploadedBy: { id: admin.id, name: expect.any(String) },
    });
    expect(first.items[1].latestFile).toBeNull();
    const second = (await get('/api/admin/qa-queue?page=2', admin.cookie)).json();
    expect(ids(second.items)).toEqual([deliverableIds[20]]);
    expect((await get('/api/admin/qa-queue?page=3', admin.cookie)).json()).toMatchObject({ items: [], total: 21 });
    expect((await get('/api/admin/qa-queue', client.cookie)).statusCode).toBe(403);
  });

  it('refuses a page that is no page number with a sentence', async () => {
    const asked: [string, string][] = [
      ['/api/requests?page=0', client.cookie],
      ['/api/projects?page=abc', client.cookie],
      ['/api/admin/quotes/reviews?page=-1', admin.cookie],
      ['/api/admin/qa-queue?pageSize=51', admin.cookie],
    ];
    for (const [url, cookie] of asked) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message, url).toMatch(/^page(Size)?: [A-Z].+\.$/);
    }
  });
});
