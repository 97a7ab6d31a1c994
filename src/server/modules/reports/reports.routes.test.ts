import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { REPORT_EXPORT_MAX_ROWS } from '../../../shared/domain/limits';
import type { TReportsOverview } from '../../../shared/schemas/reports';
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
import { createReportsService } from './reports.service';
import { parseCsv } from '../../test/parse-csv';

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

let test: TestApp;
let admin: { cookie: string; id: string };
let client: { cookie: string; id: string };
let p1: string;
let agencyId: string;
const freelancers: Record<'f1' | 'f2' | 'f3', string> = { f1: '', f2: '', f3: '' };

const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const list = async (url: string) => {
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

  // Meetings: in an hour, in 5 days, 3, 20 and 60 days ago, and one without times.
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
      meeting('Kickoff call', 'jitsi', new Date(Math.max(now + 3_600_000, now))),
      meeting('Next week planning', 'zoom', ago(-5)),
      meeting('Design review', 'zoom', ago(3)),
      meeting('Retro', 'manual', ago(20)),
      meeting('Old sync', 'google_meet', ago(60)),
      meeting('Unscheduled', 'teams', null),
    ]);
}, 120_000);
afterAll(() => test?.close());

describe('access', () => {
  it('is for admins only: signed out 401, a client 403, on every report, export and the overview', async () => {
    for (const url of [
      '/api/admin/reports/overview',
      '/api/admin/reports/projects',
      '/api/admin/reports/meetings?pageSize=30',
      '/api/admin/reports/quotes/export.csv',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, client.cookie)).statusCode, url).toBe(403);
    }
  });
});

describe('paging', () => {
  it('pages 25, 50 or 100 rows with the total; the last page is partial; past the end is empty with the total', async () => {
    const first = await list('/api/admin/reports/projects?status=active&sort=created_at&dir=asc');
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ title: 'Paging project 01' });
    const last = await list('/api/admin/reports/projects?status=active&sort=created_at&dir=asc&page=2');
    expect(last.rows.map((row) => row.title)).toEqual(['Paging project 26', 'Paging project 27']);
    const beyond = await list('/api/admin/reports/projects?status=active&page=3');
    expect(beyond).toEqual({ rows: [], total: 27, page: 3, pageSize: 25 });
    // The same with a search (counted in the page's own statement), including past the end.
    const searchedLast = await list('/api/admin/reports/projects?q=paging&sort=created_at&dir=asc&page=2');
    expect(searchedLast).toMatchObject({ total: 27, page: 2 });
    expect(searchedLast.rows).toHaveLength(2);
    expect(await list('/api/admin/reports/projects?q=paging&page=4')).toEqual({
      rows: [],
      total: 27,
      page: 4,
      pageSize: 25,
    });
    expect(await list('/api/admin/reports/projects?q=nothing-like-this')).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 25,
    });
    expect((await list('/api/admin/reports/projects?pageSize=50')).rows).toHaveLength(32);
    expect((await list('/api/admin/reports/projects?pageSize=100')).total).toBe(32);
  });

  it('refuses a page size other than 25, 50 or 100, and a page below 1', async () => {
    for (const query of ['pageSize=30', 'pageSize=10', 'pageSize=abc', 'page=0', 'sort=nope', 'status=unknown'])
      expect((await get(`/api/admin/reports/projects?${query}`, admin.cookie)).statusCode, query).toBe(400);
  });

  it('sorts in the database by the chosen column', async () => {
    const cheapest = await list('/api/admin/reports/projects?sort=total_price&dir=asc&pageSize=25');
    expect(cheapest.rows[0]).toMatchObject({ totalPrice: 500 });
    const dearest = await list('/api/admin/reports/projects?sort=total_price&dir=desc');
    expect(dearest.rows[0]).toMatchObject({ title: 'Paging project 27', totalPrice: 10_026 });
  });
});

describe('filters and search', () => {
  it('projects: status, agency and title search; with counts of milestones, deliverables and QA reviews', async () => {
    expect((await list('/api/admin/reports/projects?status=on_hold')).total).toBe(3);
    const byAgency = await list(`/api/admin/reports/projects?agencyId=${agencyId}`);
    expect(byAgency.rows).toEqual([
      expect.objectContaining({ title: 'Paging project 01', agencyName: 'Northwind Agency' }),
    ]);
    const searched = await list('/api/admin/reports/projects?q=project%2027');
    expect(searched.rows).toEqual([
      expect.objectContaining({
        projectId: p1,
        clientName: 'Clara Client',
        milestonesCount: 4,
        deliverablesCount: 4,
        qaReviewsCount: 3,
      }),
    ]);
    // LIKE wildcards are taken literally.
    expect((await list('/api/admin/reports/projects?q=%25')).total).toBe(0);
    expect((await list('/api/admin/reports/projects?q=')).total).toBe(32);
  });

  it('freelancers: CSAT from client ratings with its badge, hourly band, price range and name search', async () => {
    const all = await list('/api/admin/reports/freelancers?sort=full_name&dir=asc');
    expect(all.rows).toEqual([
      expect.objectContaining({
        fullName: 'Fiona Falcon',
        csatAvg: 4.5,
        csatCount: 2,
        csatBadge: 'Excellent',
        priceBandMin: 5000,
        priceBandMax: 8000,
        activeProjects: 1,
      }),
      expect.objectContaining({ fullName: 'George Gannet', csatAvg: 3, csatBadge: 'Needs Improvement' }),
      expect.objectContaining({ fullName: 'Hana Heron', csatAvg: null, csatBadge: 'No Data', activeProjects: 0 }),
    ]);
    const names = async (query: string) =>
      (await list(`/api/admin/reports/freelancers?sort=full_name&dir=asc&${query}`)).rows.map((row) => row.fullName);
    expect(await names('minPrice=6000')).toEqual(['Fiona Falcon', 'Hana Heron']);
    expect(await names('maxPrice=4000')).toEqual(['George Gannet']);
    expect(await names('minPrice=4000&maxPrice=9000')).toEqual(['Fiona Falcon']);
    expect(await names('q=heron')).toEqual(['Hana Heron']);
    expect(await names('q=f1%40reports')).toEqual(['Fiona Falcon']);
  });

  it("freelancers: active projects follow each project's status and team, even when they change at once", async () => {
    const activeOf = async (userId: string) =>
      (await list('/api/admin/reports/freelancers?q=heron')).rows.find((row) => row.userId === userId)?.activeProjects;
    const hana = freelancers.f3;
    const [first, second] = await test.db
      .insert(projects)
      .values([
        { title: 'Heron one', status: 'active', totalPrice: 1000, clientId: client.id },
        { title: 'Heron two', status: 'on_hold', totalPrice: 1000, clientId: client.id },
      ])
      .returning({ id: projects.id });
    await test.db.insert(projectParticipants).values([
      { projectId: first!.id, userId: hana, role: 'freelancer' },
      { projectId: second!.id, userId: hana, role: 'freelancer' },
    ]);
    expect(await activeOf(hana)).toBe(1);
    await test.db.update(projects).set({ status: 'active' }).where(eq(projects.id, second!.id));
    expect(await activeOf(hana)).toBe(2);
    await test.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, first!.id));
    expect(await activeOf(hana)).toBe(1);
    await test.db.delete(projectParticipants).where(eq(projectParticipants.projectId, second!.id));
    expect(await activeOf(hana)).toBe(0);

    // A freelancer joins while the project is being activated: the join waits for the change and counts it.
    const [third] = await test.db
      .insert(projects)
      .values({ title: 'Heron three', status: 'on_hold', totalPrice: 1000, clientId: client.id })
      .returning({ id: projects.id });
    const activating = await test.db.$client.connect();
    const joining = await test.db.$client.connect();
    try {
      await activating.query('BEGIN');
      await activating.query(`UPDATE projects SET status = 'active' WHERE id = $1`, [third!.id]);
      const joined = joining.query(
        `INSERT INTO project_participants (project_id, user_id, role) VALUES ($1, $2, 'freelancer')`,
        [third!.id, hana],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await activating.query('COMMIT');
      await joined;
    } finally {
      activating.release();
      joining.release();
    }
    expect(await activeOf(hana)).toBe(1);

    await test.db.delete(projects).where(inArray(projects.id, [first!.id, second!.id, third!.id]));
    expect(await activeOf(hana)).toBe(0);
  });

  it('quotes: status (a sent quote past its expiry counts as expired, not sent) and search', async () => {
    const titles = async (query: string) =>
      (await list(`/api/admin/reports/quotes?${query}`)).rows.map((row) => row.projectTitle).sort();
    expect(await titles('status=expired')).toEqual(['Market entry v2']);
    expect(await titles('status=sent')).toEqual(['-Ops audit']);
    expect(await titles('status=approved')).toEqual(['Pricing review']);
    expect(await titles('q=market')).toEqual(['Market entry', 'Market entry v2']);
    const expired = (await list('/api/admin/reports/quotes?status=expired')).rows[0]!;
    expect(expired).toMatchObject({ status: 'sent', expired: true });
    const approved = (await list('/api/admin/reports/quotes?q=pricing')).rows[0]!;
    expect(approved).toMatchObject({ budgetRange: '£5k-£10k', clientName: 'Clara Client', expired: false });
    const number = approved.quoteNumber as string;
    expect(await titles(`q=${encodeURIComponent(number)}`)).toEqual(['Pricing review']);
  });

  it('milestones: status, payment status, title; Overdue; the Stripe payment link by payment intent id', async () => {
    const titles = async (query: string) =>
      (await list(`/api/admin/reports/milestones?${query}`)).rows.map((row) => row.title).sort();
    expect(await titles('status=completed')).toEqual(['Build phase', 'Design phase']);
    expect(await titles('paymentStatus=succeeded')).toEqual(['Build phase', 'Design phase']);
    expect(await titles('paymentStatus=none')).toEqual(['Handover']);
    expect(await titles('paymentStatus=pending&status=in_progress')).toEqual(['Launch =cmd']);
    expect(await titles('q=phase')).toEqual(['Build phase', 'Design phase']);
    const [launch] = (await list('/api/admin/reports/milestones?q=launch')).rows;
    expect(launch).toMatchObject({
      overdue: true,
      stripePaymentIntentId: 'pi_3Test123',
      paymentDashboardUrl: 'https://dashboard.stripe.com/payments/pi_3Test123',
      projectTitle: 'Paging project 27',
    });
    const [design] = (await list('/api/admin/reports/milestones?q=design')).rows;
    expect(design).toMatchObject({ overdue: false, paymentDashboardUrl: null });
    expect((await list('/api/admin/reports/milestones?sort=due_date&dir=desc')).rows.at(-1)).toMatchObject({
      title: 'Handover',
    });
  });

  it('QA: deliverables with their version count and last QA decision, by status and search', async () => {
    const all = await list('/api/admin/reports/deliverables?sort=created_at&dir=asc');
    const byTitle = Object.fromEntries(all.rows.map((row) => [row.title, row]));
    expect(byTitle['Brand guide']).toMatchObject({ versions: 1, lastQaDecision: 'approved' });
    expect(byTitle['Pricing model']).toMatchObject({ versions: 2, lastQaDecision: 'approved' });
    expect(byTitle['Launch plan']).toMatchObject({ versions: 1, lastQaDecision: 'pending' });
    expect(byTitle['Retro notes']).toMatchObject({ versions: 0, lastQaDecision: null });
    expect((await list('/api/admin/reports/deliverables?status=submitted')).rows.map((r) => r.title)).toEqual([
      'Launch plan',
    ]);
    expect((await list('/api/admin/reports/deliverables?q=pricing')).total).toBe(1);
  });

  it('meetings: provider, title and date range (today, 7 days, 30 days), with the display status', async () => {
    const titles = async (query: string) =>
      (await list(`/api/admin/reports/meetings?${query}`)).rows.map((row) => row.title);
    expect(await titles('range=today')).toEqual(['Kickoff call']);
    expect(await titles('range=7d')).toEqual(['Kickoff call', 'Design review']);
    expect(await titles('range=30d')).toEqual(['Kickoff call', 'Design review', 'Retro']);
    // A meeting next week is in none of Today, Last 7 days and Last 30 days.
    expect(await titles('provider=zoom')).toEqual(['Next week planning', 'Design review']);
    expect(await titles('q=sync')).toEqual(['Old sync']);
    const all = await list('/api/admin/reports/meetings');
    expect(all.total).toBe(6);
    const status = Object.fromEntries(all.rows.map((row) => [row.title, row.displayStatus]));
    expect(status).toEqual({
      'Kickoff call': 'Upcoming',
      'Next week planning': 'Upcoming',
      'Design review': 'Completed',
      Retro: 'Completed',
      'Old sync': 'Completed',
      Unscheduled: 'Scheduled',
    });
    expect(all.rows[0]).toMatchObject({ organizerName: 'Ada Admin', projectTitle: 'Paging project 27' });
  });
});

describe('CSV export', () => {
  it('streams every filtered row with RFC 4180 quoting, neutralised formulas, the file name and the row count', async () => {
    const response = await get('/api/admin/reports/projects/export.csv?sort=total_price&dir=asc', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="projects_report_${today}.csv"`);
    expect(response.headers['x-total-count']).toBe('32');
    expect(response.body.startsWith('\uFEFFproject_id,title,status,')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(33); // header + 32
    const titles = rows.slice(1).map((row) => row[1]);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Comma, "quoted"\nsecond line',
        `'=HYPERLINK("http://evil")`,
        "'+plus",
        "'-minus",
        "'@at",
      ]),
    );
    // The raw text: the title with a comma, quotes and a newline is quoted, its quotes doubled.
    expect(response.body).toContain('"Comma, ""quoted""\nsecond line"');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Money as major units; rows in the list's order.
    expect(rows[1]![8]).toBe('5.00');
    expect(rows.at(-1)![1]).toBe('Paging project 27');
    expect(rows.at(-1)![8]).toBe('100.26');
  });

  it('applies the same filters as the list (page and size ignored)', async () => {
    const response = await get('/api/admin/reports/milestones/export.csv?q=launch&pageSize=25&page=9', admin.cookie);
    expect(response.headers['x-total-count']).toBe('1');
    const rows = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]![3]).toBe('Launch =cmd'); // only a leading = is neutralised
    expect(rows[1]![4]).toBe('in_progress (overdue)');
    expect(rows[1]![9]).toBe('pi_3Test123');
    const meetingsCsv = await get('/api/admin/reports/meetings/export.csv?range=7d', admin.cookie);
    expect(meetingsCsv.headers['content-disposition']).toContain('meetings_report_');
    expect(parseCsv(meetingsCsv.body.slice(1)).map((row) => row[2])).toEqual([
      'title',
      'Kickoff call',
      'Design review',
    ]);
  });

  it('every report exports', async () => {
    for (const kind of ['freelancers', 'quotes', 'deliverables'] as const) {
      const response = await get(`/api/admin/reports/${kind}/export.csv`, admin.cookie);
      expect(response.statusCode).toBe(200);
      const rows = parseCsv(response.body.slice(1));
      expect(rows.length - 1, kind).toBe(Number(response.headers['x-total-count']));
    }
  });

  it('holds at most 10000 rows: the export limit caps the count and the stream', async () => {
    expect(REPORT_EXPORT_MAX_ROWS).toBe(10000);
    // The same service with the cap lowered to 5 (and batches smaller than the cap), over the 27 active projects.
    const capped = createReportsService({ db: test.db, exportLimit: 5 });
    const { rowCount, body } = await capped.exportCsv('projects', {
      status: 'active',
      page: 1,
      pageSize: 25,
      sort: 'created_at',
      dir: 'asc',
    });
    expect(rowCount).toBe(5);
    let text = '';
    for await (const chunk of body) text += String(chunk);
    const rows = parseCsv(text.slice(1));
    expect(rows.slice(1).map((row) => row[1])).toEqual([1, 2, 3, 4, 5].map((n) => `Paging project 0${n}`));
  });

  it('an abandoned download releases its database connection', async () => {
    const service = createReportsService({ db: test.db });
    for (let i = 0; i < 12; i++) {
      const { body } = await service.exportCsv('projects', { page: 1, pageSize: 25, sort: 'created_at', dir: 'desc' });
      for await (const chunk of body) {
        expect(String(chunk)).toContain('project_id');
        break; // destroys the stream after the header
      }
    }
    // The pool (5 connections) still answers.
    expect((await list('/api/admin/reports/projects')).total).toBe(32);
  });
});

describe('overview', () => {
  it('computes every KPI, badge and chart from the data', async () => {
    const response = await get('/api/admin/reports/overview', admin.cookie);
    expect(response.statusCode).toBe(200);
    const overview = response.json() as TReportsOverview;
    expect(overview.kpis).toEqual({
      totalGmv: 15_000, // £100 + £50 of paid milestones, in pence
      monthlyGmv: 10_000, // only the £100 paid this month
      quoteWinRate: 50, // 1 approved / (1 approved + 1 rejected)
      onTimeRate: 50, // 1 of 2 completed milestones with due dates was on time
      avgDaysToQuote: 1.5, // (1 day + 2 days) / 2 requests
      qaPassRate: 50, // 1 of 2 first versions decided passed
      avgCsat: 4, // client ratings 5, 4 and 3
      csatCount: 3,
    });
    expect(overview.badges).toEqual({ conversion: 'Strong', delivery: 'Needs attention', quality: 'Needs attention' });
    expect(overview.charts.quoteFunnel).toEqual({ sent: 4, approved: 1, rejected: 1, expired: 1 });
    expect(overview.charts.qaOutcomes).toEqual({ approvedFirstTime: 1, approvedAfterRevision: 1, pending: 1 });
    expect(overview.charts.gmvByMonth).toHaveLength(12);
    expect(overview.charts.gmvByMonth.at(-1)!.amount).toBe(10_000);
    expect(overview.charts.gmvByMonth.at(-3)!.amount).toBe(5000);
    expect(overview.charts.gmvByMonth.reduce((sum, month) => sum + month.amount, 0)).toBe(15_000);
  });
});
