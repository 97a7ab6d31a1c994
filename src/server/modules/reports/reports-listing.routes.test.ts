import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { projectParticipants, projects } from '../../db/schema';
import { test, admin, client, p1, agencyId, freelancers, get, list } from './reports.test-support';

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
