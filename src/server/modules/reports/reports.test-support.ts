// What the reports route tests share: the app on a fresh database for the importing test file (each test file runs
// in its own module graph) with an admin, a client and the projects, quotes, milestones, deliverables, meetings and
// ratings the reports list, made once before the file's tests.
import { afterAll, beforeAll, expect } from 'vitest';
import {
  agencies,
  agencyProjectShares,
  customizationRequests,
  customProjectMilestones,
  customQuotes,
  deliverableFiles,
  expertProfiles,
  meetings,
  milestonePayments,
  projectDeliverables,
  projectParticipants,
  projectRatings,
  projects,
} from '../../db/schema';
import { createTestApp, createUser, signedInUser, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

export let test: TestApp;
export let admin: { cookie: string; id: string };
export let client: { cookie: string; id: string };
export let p1: string;
export let agencyId: string;
export const freelancers: Record<'f1' | 'f2' | 'f3', string> = { f1: '', f2: '', f3: '' };

export const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
export const list = async (url: string) => {
  const response = await get(url, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { rows: Record<string, unknown>[]; total: number; page: number; pageSize: number };
};

beforeAll(async () => {
  test = await createTestApp();
  admin = await signedInUser(test, { isAdmin: true, fullName: 'Ada Admin' });
  client = await signedInUser(test, { fullName: 'Clara Client' });

  // 27 active projects to page through, and 4 whose titles test CSV quoting and formula neutralising.
  const rows = await test.db
    .insert(projects)
    .values([
      ...Array.from({ length: 27 }, (_, i) => ({
        title: `Paging project ${String(i + 1).padStart(2, '0')}`,
        status: 'active' as const,
        totalPrice: 10_000 + i,
        clientId: client.id,
        createdAt: ago(40 - i),
      })),
      { title: 'Comma, "quoted"\nsecond line', status: 'completed' as const, totalPrice: 500, clientId: client.id },
      { title: '=HYPERLINK("http://evil")', status: 'draft' as const, totalPrice: 500, clientId: client.id },
      { title: '+plus', status: 'on_hold' as const, totalPrice: 500, clientId: client.id },
      { title: '-minus', status: 'on_hold' as const, totalPrice: 500, clientId: client.id },
      { title: '@at', status: 'on_hold' as const, totalPrice: 500, clientId: client.id },
    ])
    .returning({ id: projects.id });
  p1 = rows[26]!.id; // "Paging project 27", the newest of the paging ones
  const [agency] = await test.db
    .insert(agencies)
    .values({ name: 'Northwind Agency', ownerId: admin.id })
    .returning({ id: agencies.id });
  agencyId = agency!.id;
  await test.db
    .insert(agencyProjectShares)
    .values({ agencyId, projectId: rows[0]!.id, userId: admin.id, sharePercent: 100 });

  // Freelancers: F1 rated 5 and 4 by clients (4.5, Excellent), F2 rated 3 (Needs Improvement), F3 unrated (No Data).
  const names = { f1: 'Fiona Falcon', f2: 'George Gannet', f3: 'Hana Heron' };
  const bands = { f1: [5000, 8000], f2: [2000, 3000], f3: [10_000, 15_000] } as const;
  for (const key of ['f1', 'f2', 'f3'] as const) {
    const user = await createUser(test, { fullName: names[key], email: `${key}@reports.test` });
    freelancers[key] = user.id;
    await test.db.insert(expertProfiles).values({
      userId: user.id,
      status: 'vetted',
      headline: 'Expert',
      bio: 'Bio',
      skills: ['Strategy', 'Pricing'],
      yearsExperience: 5,
      hourlyMin: bands[key][0],
      hourlyMax: bands[key][1],
      weeklyHours: 20,
      country: 'GB',
      timeZone: 'Europe/London',
    });
  }
  await test.db.insert(projectParticipants).values([
    { projectId: p1, userId: freelancers.f1, role: 'freelancer' },
    { projectId: rows[27]!.id, userId: freelancers.f1, role: 'freelancer' }, // completed: not active
  ]);
  await test.db.insert(projectRatings).values([
    { projectId: rows[0]!.id, raterId: client.id, rateeId: freelancers.f1, raterRole: 'client', score: 5 },
    { projectId: rows[1]!.id, raterId: client.id, rateeId: freelancers.f1, raterRole: 'client', score: 4 },
    { projectId: rows[2]!.id, raterId: client.id, rateeId: freelancers.f2, raterRole: 'client', score: 3 },
    // A freelancer's rating of the client is not CSAT.
    { projectId: rows[0]!.id, raterId: freelancers.f1, rateeId: client.id, raterRole: 'freelancer', score: 1 },
  ]);

  // Milestones of P1: two paid (£100 this month, £50 two months ago), both completed with due dates (one on
  // time, one late); one overdue with a pending Stripe payment; one with no due date and no payment.
  const milestoneRows = await test.db
    .insert(customProjectMilestones)
    .values([
      {
        projectId: p1,
        milestoneNumber: 1,
        title: 'Design phase',
        status: 'completed',
        amount: 10_000,
        dueDate: ago(1),
        completedAt: ago(2),
        paymentStatus: 'succeeded',
        fundedAt: new Date(now),
      },
      {
        projectId: p1,
        milestoneNumber: 2,
        title: 'Build phase',
        status: 'completed',
        amount: 5000,
        dueDate: ago(80),
        completedAt: ago(70),
        paymentStatus: 'succeeded',
        fundedAt: new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() - 2, 15)),
      },
      {
        projectId: p1,
        milestoneNumber: 3,
        title: 'Launch =cmd',
        status: 'in_progress',
        amount: 3000,
        dueDate: ago(3),
        paymentStatus: 'pending',
      },
      { projectId: p1, milestoneNumber: 4, title: 'Handover', status: 'pending', amount: 2000 },
    ])
    .returning({ id: customProjectMilestones.id });
  await test.db.insert(milestonePayments).values({
    milestoneId: milestoneRows[2]!.id,
    projectId: p1,
    userId: client.id,
    amount: 3000,
    provider: 'stripe',
    status: 'pending',
    providerPaymentId: 'pi_3Test123',
  });

  // Requests and quotes: R1 quoted after 1 day (approved); R2 first quoted after 2 days (rejected), again after 4
  // days (sent, now past expiry → Expired). Average time to quote (1 + 2) / 2 = 1.5 days. Plus one live sent quote
  // and a draft.
  const [r1, r2] = await test.db
    .insert(customizationRequests)
    .values([
      { userId: client.id, projectTitle: 'R1', customRequirements: 'x', budgetRange: '£5k-£10k', createdAt: ago(10) },
      { userId: client.id, projectTitle: 'R2', customRequirements: 'x', createdAt: ago(20) },
    ])
    .returning({ id: customizationRequests.id });
  const quote = (values: Partial<typeof customQuotes.$inferInsert>) => ({
    requestId: r1!.id,
    userId: client.id,
    createdBy: admin.id,
    projectTitle: 'Quote',
    scopeDescription: 'Scope',
    totalAmount: 100_000,
    paymentStructure: 'milestones',
    deliverables: [],
    milestones: [],
    estimatedDuration: '4 weeks',
    ...values,
  });
  await test.db.insert(customQuotes).values([
    quote({ projectTitle: 'Pricing review', status: 'approved', sentAt: ago(9), expiresAt: ago(-5) }),
    quote({
      requestId: r2!.id,
      projectTitle: 'Market entry',
      status: 'rejected',
      sentAt: ago(18),
      createdAt: ago(19),
    }),
    quote({ requestId: r2!.id, projectTitle: 'Market entry v2', status: 'sent', sentAt: ago(16), expiresAt: ago(2) }),
    quote({ requestId: r2!.id, projectTitle: '-Ops audit', status: 'sent', sentAt: ago(1), expiresAt: ago(-13) }),
    quote({ projectTitle: 'Draft idea', status: 'draft' }),
  ]);

  // Deliverables of P1: D1 passed QA on version 1; D2 needed a revision, version 2 passed; D3 awaits QA; D4 has no
  // upload yet. QA pass rate 1 / 2 = 50 %.
  const deliverables = await test.db
    .insert(projectDeliverables)
    .values([
      { projectId: p1, title: 'Brand guide', status: 'ready_for_client', qaApprovedAt: ago(1) },
      { projectId: p1, title: 'Pricing model', status: 'approved', qaApprovedAt: ago(1) },
      { projectId: p1, title: 'Launch plan', status: 'submitted' },
      { projectId: p1, title: 'Retro notes', status: 'pending' },
    ])
    .returning({ id: projectDeliverables.id });
  const file = (
    deliverableId: string,
    versionNumber: number,
    qaDecision: 'pending' | 'approved' | 'needs_revision',
  ) => ({
    deliverableId,
    versionNumber,
    qaDecision,
    fileName: `v${versionNumber}.pdf`,
    fileSize: 10,
    fileType: 'application/pdf',
    storagePath: `${deliverableId}/${versionNumber}.pdf`,
  });
  await test.db
    .insert(deliverableFiles)
    .values([
      file(deliverables[0]!.id, 1, 'approved'),
      file(deliverables[1]!.id, 1, 'needs_revision'),
      file(deliverables[1]!.id, 2, 'approved'),
      file(deliverables[2]!.id, 1, 'pending'),
    ]);

  // Meetings: later today (UTC: within the hour, and before midnight whenever the test runs), in 5 days, 3, 20 and 60
  // days ago, and one without times.
  const endOfToday = new Date(now).setUTCHours(24, 0, 0, 0);
  const laterToday = new Date(now + Math.min(3_600_000, (endOfToday - now) / 2));
  const meeting = (
    title: string,
    provider: 'jitsi' | 'zoom' | 'manual' | 'google_meet' | 'teams',
    startsAt: Date | null,
  ) => ({
    projectId: p1,
    title,
    provider,
    joinUrl: 'https://meet.example/x',
    startsAt,
    endsAt: startsAt ? new Date(startsAt.getTime() + 3_600_000) : null,
    organizerUserId: admin.id,
  });
  await test.db
    .insert(meetings)
    .values([
      meeting('Kickoff call', 'jitsi', laterToday),
      meeting('Next week planning', 'zoom', ago(-5)),
      meeting('Design review', 'zoom', ago(3)),
      meeting('Retro', 'manual', ago(20)),
      meeting('Old sync', 'google_meet', ago(60)),
      meeting('Unscheduled', 'teams', null),
    ]);
}, 120_000);
afterAll(() => test?.close());
