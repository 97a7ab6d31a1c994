import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  briefs,
  customQuotes,
  customizationRequests,
  disputes,
  expertProfiles,
  projectDeliverables,
  projects,
} from '../../db/schema';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const expertValues = (userId: string, status: 'applied' | 'vetted') => ({
  userId,
  status,
  headline: 'Data engineer',
  bio: 'Pipelines',
  yearsExperience: 5,
  hourlyMin: 50,
  hourlyMax: 90,
  weeklyHours: 20,
  country: 'GB',
  timeZone: 'Europe/London',
});

describe('GET /api/admin/workload', () => {
  it('is for admins only: 401 signed out, 403 for a client', async () => {
    const client = await signedInUser(test);
    expect((await get('/api/admin/workload')).statusCode).toBe(401);
    expect((await get('/api/admin/workload', client.cookie)).statusCode).toBe(403);
  });

  it('counts the work waiting in each queue, and nothing that is done', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const client = await signedInUser(test);
    const before = (await get('/api/admin/workload', admin.cookie)).json();
    expect(before).toEqual({ qaQueue: 0, quoteReviews: 0, disputes: 0, applications: 0, briefQa: 0 });

    const [project] = await test.db
      .insert(projects)
      .values({ title: 'Workload project', status: 'active', totalPrice: 1000, clientId: client.id })
      .returning({ id: projects.id });
    // QA: 2 submitted (waiting), approved and pending are not.
    await test.db.insert(projectDeliverables).values(
      (['submitted', 'submitted', 'approved', 'pending'] as const).map((status, i) => ({
        projectId: project!.id,
        title: `D${i}`,
        status,
      })),
    );
    // Quote reviews: pending admin review and on hold wait; sent does not.
    const [request] = await test.db
      .insert(customizationRequests)
      .values({ userId: client.id, projectTitle: 'Req', customRequirements: 'Needs' })
      .returning({ id: customizationRequests.id });
    await test.db.insert(customQuotes).values(
      (['pending_admin_review', 'on_hold', 'sent'] as const).map((status) => ({
        requestId: request!.id,
        userId: client.id,
        createdBy: admin.id,
        projectTitle: 'Quote',
        scopeDescription: 'Scope',
        status,
        totalAmount: 600000,
        paymentStructure: 'milestones',
        deliverables: [],
        milestones: [],
        estimatedDuration: '4 weeks',
      })),
    );
    // Disputes: open and answered wait; resolved does not (one unresolved per milestone).
    await test.db.insert(disputes).values(
      (['open', 'answered', 'resolved'] as const).map((status) => ({
        projectId: project!.id,
        milestoneId: randomUUID(),
        clientId: client.id,
        reason: 'Late',
        status,
        amount: 1000,
      })),
    );
    // Applications: applied waits, vetted does not.
    const applicant = await signedInUser(test);
    const vetted = await signedInUser(test);
    await test.db
      .insert(expertProfiles)
      .values([expertValues(applicant.id, 'applied'), expertValues(vetted.id, 'vetted')]);
    // Brief QA: qa_in_review waits; submitted and qa_passed do not.
    await test.db.insert(briefs).values(
      (['qa_in_review', 'submitted', 'qa_passed'] as const).map((status) => ({
        userId: client.id,
        contactName: 'Carla',
        contactEmail: client.email,
        structuredBrief: {} as never,
        status,
      })),
    );

    const response = await get('/api/admin/workload', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ qaQueue: 2, quoteReviews: 2, disputes: 2, applications: 1, briefQa: 1 });
  });
});

describe('GET /api/admin/search', () => {
  it('is for admins only: 401 signed out, 403 for a client', async () => {
    const client = await signedInUser(test);
    expect((await get('/api/admin/search?q=anything')).statusCode).toBe(401);
    expect((await get('/api/admin/search?q=anything', client.cookie)).statusCode).toBe(403);
  });

  it('refuses a query shorter than two characters', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    expect((await get('/api/admin/search?q=a', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/search', admin.cookie)).statusCode).toBe(400);
  });

  it('finds a project by a word of its title, a person by e-mail, a quote by its number and a request by id', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const client = await signedInUser(test, { fullName: 'Priya Quokka', email: 'priya.quokka@example.test' });
    const [project] = await test.db
      .insert(projects)
      .values({ title: 'Warehouse Zebrafish Dashboard', status: 'active', totalPrice: 1000, clientId: client.id })
      .returning({ id: projects.id });
    await test.db
      .insert(projects)
      .values({ title: 'Unrelated work', status: 'active', totalPrice: 1000, clientId: client.id });
    const [request] = await test.db
      .insert(customizationRequests)
      .values({ userId: client.id, projectTitle: 'Pelican onboarding flow', customRequirements: 'Needs' })
      .returning({ id: customizationRequests.id });
    const [quote] = await test.db
      .insert(customQuotes)
      .values({
        requestId: request!.id,
        userId: client.id,
        createdBy: admin.id,
        projectTitle: 'Pelican onboarding flow',
        scopeDescription: 'Scope',
        status: 'sent',
        totalAmount: 100000,
        paymentStructure: 'milestones',
        deliverables: [],
        milestones: [],
        estimatedDuration: '2 weeks',
      })
      .returning({ id: customQuotes.id, quoteNumber: customQuotes.quoteNumber });

    const search = async (q: string) => {
      const response = await get(`/api/admin/search?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    const byWord = await search('zebrafish');
    expect(byWord.projects).toEqual([
      { id: project!.id, title: 'Warehouse Zebrafish Dashboard', status: 'active', clientName: 'Priya Quokka' },
    ]);
    expect(byWord.people).toEqual([]);

    const byEmail = await search('priya.quokka@example');
    expect(byEmail.people).toEqual([
      { id: client.id, name: 'Priya Quokka', email: 'priya.quokka@example.test', expertStatus: null },
    ]);
    expect(byEmail.projects).toEqual([]);

    expect(quote!.quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);
    const byNumber = await search(quote!.quoteNumber.toLowerCase());
    expect(byNumber.quotes).toEqual([
      {
        id: quote!.id,
        quoteNumber: quote!.quoteNumber,
        projectTitle: 'Pelican onboarding flow',
        status: 'sent',
        requestId: request!.id,
      },
    ]);

    const byId = await search(request!.id);
    expect(byId.requests).toEqual([{ id: request!.id, projectTitle: 'Pelican onboarding flow', status: 'new' }]);
    expect((await search('pelican')).requests.map((row: { id: string }) => row.id)).toEqual([request!.id]);

    // Pattern characters are matched literally: "%" alone finds nothing.
    const wildcard = await search('%%');
    expect([...wildcard.projects, ...wildcard.people, ...wildcard.quotes, ...wildcard.requests]).toEqual([]);
  });
});
