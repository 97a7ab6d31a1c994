import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPORTS_API, type TReportsOverview } from '../src/shared/schemas/reports';
import { formatMoney } from '../src/shared/domain/money';
import {
  customProjectMilestones,
  deliverableFiles,
  meetings,
  profiles,
  projectDeliverables,
  projectRatings,
  projects,
} from '../src/server/db/schema';
import {
  createAccount,
  expectNoSeriousAxeViolations,
  makeVettedExpert,
  newPage,
  screenshot,
  signIn,
  visible,
} from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';
import { parseCsv } from '../src/server/test/parse-csv';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Admin-Reports!2026';
/** More than one page of 25 (spec section 9: page sizes 25/50/100, default 25). */
const PAGING_PROJECTS = 30;
const COMPLETED_PROJECTS = 5;
const PAID_MILESTONE_PENCE = 125_000;
const PAID_MILESTONES = 3;

const overviewOf = async (page: Page) =>
  (await (await page.request.get(REPORTS_API.overview)).json()) as TReportsOverview;

const kpi = (page: Page, id: string) => page.getByTestId(`kpi-${id}`).getByTestId('kpi-value').textContent();
const showing = (page: Page) => page.getByText(/^Showing \d[\d,]* to \d[\d,]* of \d[\d,]*$/).textContent();
const panel = (page: Page) => page.getByRole('tabpanel');
const bodyRows = (page: Page) => panel(page).locator('tbody tr:not([data-testid="skeleton-row"])');
const columnTexts = (page: Page, column: number) =>
  panel(page)
    .locator(`tbody tr td:nth-child(${column})`)
    .allTextContents()
    .then((cells) => cells.map((cell) => cell.trim()));

/** The table tabs after Overview, in order: each one's report kind and the CSV column that names a row on screen. */
const EXPORTS: Record<string, [kind: string, keyColumn: string]> = {
  Projects: ['projects', 'title'],
  Freelancers: ['freelancers', 'full_name'],
  Quotes: ['quotes', 'quote_number'],
  Milestones: ['milestones', 'title'],
  QA: ['deliverables', 'title'],
  Meetings: ['meetings', 'title'],
};

/** Clicks Export CSV; checks the file is named {kind}_report_{date}.csv and returns its rows (header first). */
async function exportCsv(page: Page, kind: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${kind}_report_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
}

/** The page's own width at a phone's 390 px (tables scroll inside their own region). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('admin reports journey', () => {
  it('an admin reads computed KPIs, filters, searches and pages each report with the view in the URL, and exports a CSV matching the screen', async () => {
    const admin = await createAccount(server, 'Reports Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const client = await createAccount(server, 'Paging Client', PASSWORD);
    const expert = await createAccount(server, 'Report Expert', PASSWORD);
    await makeVettedExpert(server, expert.id, 'Reporting analyst');

    const { context, page } = await newPage(browser, server);
    await signIn(page, admin.email, PASSWORD);
    const before = await overviewOf(page);

    // 30 projects, 5 of them completed; three paid milestones this month (one of them overdue is impossible: paid),
    // and one overdue unpaid milestone; a client's rating of the expert.
    const seeded = await server.db
      .insert(projects)
      .values(
        Array.from({ length: PAGING_PROJECTS }, (_, index) => ({
          title: `Reports Paging ${String(index + 1).padStart(2, '0')}`,
          status: index < COMPLETED_PROJECTS ? ('completed' as const) : ('active' as const),
          totalPrice: 100_000 + index * 1000,
          clientId: client.id,
          createdAt: new Date(Date.now() - (PAGING_PROJECTS - index) * 60_000),
        })),
      )
      .returning({ id: projects.id, title: projects.title });
    // A project the search leaves out.
    await server.db
      .insert(projects)
      .values({ title: 'Decoy outside the search', totalPrice: 5000, clientId: client.id });
    await server.db.insert(customProjectMilestones).values([
      ...Array.from({ length: PAID_MILESTONES }, (_, index) => ({
        projectId: seeded[index]!.id,
        milestoneNumber: 1,
        title: `Reports paid milestone ${index + 1}`,
        amount: PAID_MILESTONE_PENCE,
        status: 'completed' as const,
        paymentStatus: 'succeeded' as const,
        fundedAt: new Date(),
        dueDate: new Date(Date.now() + 7 * 86_400_000),
        completedAt: new Date(),
      })),
      {
        projectId: seeded[10]!.id,
        milestoneNumber: 1,
        title: 'Reports late milestone',
        amount: 50_000,
        status: 'in_progress' as const,
        paymentStatus: 'none' as const,
        dueDate: new Date(Date.now() - 3 * 86_400_000),
      },
    ]);
    await server.db
      .insert(projectRatings)
      .values({ projectId: seeded[0]!.id, raterId: client.id, rateeId: expert.id, raterRole: 'client', score: 4 });
    // Two deliverables (one revised once, one passed) and two meetings, for the QA and Meetings tabs.
    const [dashboard, handbook] = await server.db
      .insert(projectDeliverables)
      .values([
        { projectId: seeded[5]!.id, title: 'Reports dashboard', status: 'submitted' as const },
        { projectId: seeded[5]!.id, title: 'Reports handbook', status: 'approved' as const },
      ])
      .returning({ id: projectDeliverables.id });
    const file = (
      deliverableId: string,
      versionNumber: number,
      qaDecision: 'pending' | 'approved' | 'needs_revision',
    ) => ({
      deliverableId,
      fileName: `v${versionNumber}.pdf`,
      fileSize: 1024,
      fileType: 'application/pdf',
      storagePath: `reports/${deliverableId}/v${versionNumber}.pdf`,
      versionNumber,
      qaDecision,
    });
    await server.db
      .insert(deliverableFiles)
      .values([
        file(dashboard!.id, 1, 'needs_revision'),
        file(dashboard!.id, 2, 'pending'),
        file(handbook!.id, 1, 'approved'),
      ]);
    // The kickoff is later today (UTC, as the Today filter counts): within the hour and before midnight.
    const endOfToday = new Date().setUTCHours(24, 0, 0, 0);
    const kickoff = Date.now() + Math.min(3_600_000, (endOfToday - Date.now()) / 2);
    await server.db.insert(meetings).values([
      {
        projectId: seeded[5]!.id,
        title: 'Reports kickoff',
        provider: 'zoom' as const,
        joinUrl: 'https://zoom.us/j/123456789',
        startsAt: new Date(kickoff),
        endsAt: new Date(kickoff + 3_600_000),
        organizerUserId: client.id,
      },
      {
        projectId: seeded[5]!.id,
        title: 'Reports retro',
        provider: 'jitsi' as const,
        joinUrl: 'https://meet.jit.si/reports-retro',
        startsAt: new Date(Date.now() - 10 * 86_400_000),
        endsAt: new Date(Date.now() - 10 * 86_400_000 + 3_600_000),
        organizerUserId: client.id,
      },
    ]);

    // Overview: the KPIs are computed from the data (the seeded payments add exactly their amount).
    await page.goto('/admin/reports');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Reports', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('kpi-total-gmv').isVisible()).toBe(true);
    const after = await overviewOf(page);
    expect(after.kpis.totalGmv).toBe((before.kpis.totalGmv ?? 0) + PAID_MILESTONES * PAID_MILESTONE_PENCE);
    expect(after.kpis.monthlyGmv).toBe((before.kpis.monthlyGmv ?? 0) + PAID_MILESTONES * PAID_MILESTONE_PENCE);
    expect(await kpi(page, 'total-gmv')).toBe(formatMoney(after.kpis.totalGmv!, after.currency));
    expect(await kpi(page, 'monthly-gmv')).toBe(formatMoney(after.kpis.monthlyGmv!, after.currency));
    expect(after.kpis.avgCsat).not.toBeNull();
    expect(await kpi(page, 'csat')).toBe(`${after.kpis.avgCsat!.toFixed(1)} / 5`);
    for (const [id, value] of [
      ['win-rate', after.kpis.quoteWinRate],
      ['on-time', after.kpis.onTimeRate],
      ['qa-pass', after.kpis.qaPassRate],
    ] as const) {
      expect(await kpi(page, id)).toBe(value === null ? 'No data' : `${String(value)}%`);
    }
    expect(await kpi(page, 'time-to-quote')).toMatch(
      after.kpis.avgDaysToQuote === null ? /^No data$/ : /^\d+(\.\d)? days?$/,
    );
    expect(await page.getByTestId('summary-Conversion').textContent()).toBe(after.badges.conversion);
    expect(await page.getByTestId('summary-Delivery').textContent()).toBe(after.badges.delivery);
    expect(await page.getByTestId('summary-Quality').textContent()).toBe(after.badges.quality);
    // Charts: an image with a summary each, and the figures in a table for screen readers.
    for (const chart of ['GMV by month', 'Quote funnel', 'QA outcomes']) {
      await visible(page, chart);
    }
    expect(await page.getByRole('img', { name: /^GMV over the last 12 months/ }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'reports-overview-desktop');

    const totalShown = async () => Number((await showing(page))?.match(/of ([\d,]+)$/)?.[1]?.replaceAll(',', ''));
    // Every table tab loads (rows or its empty state), with the tab in the URL; axe on each.
    for (const [tab, [kind, keyColumn]] of Object.entries(EXPORTS)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected'))
        .toBe('true');
      await expect
        .poll(
          async () =>
            (await bodyRows(page).count()) > 0 ||
            (await panel(page)
              .getByText(/^No .* found$/)
              .isVisible()),
        )
        .toBe(true);
      await visible(page, /^Showing \d/);
      expect(new URL(page.url()).searchParams.get('tab')).toBe(tab === 'QA' ? 'qa' : tab.toLowerCase());
      await expectNoSeriousAxeViolations(page);

      // Its export holds every filtered row (n of "Showing x to y of n"), in the order of the rows on screen.
      const [header, ...exported] = await exportCsv(page, kind);
      const key = header!.indexOf(keyColumn);
      expect(key).toBeGreaterThanOrEqual(0);
      expect(exported).toHaveLength(await totalShown());
      const screenRows = await bodyRows(page).allTextContents();
      for (const [index, text] of screenRows.entries()) expect(text).toContain(exported[index]![key]);
    }

    // Projects: search narrows to the 30 seeded, two pages of 25.
    await page.getByRole('tab', { name: 'Projects', exact: true }).click();
    await expect.poll(totalShown).toBeGreaterThan(PAGING_PROJECTS);
    await page.getByLabel('Search projects').fill('Reports Paging');
    // The search reaches the URL (and the query) once typing pauses for 300 ms.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Reports Paging');
    await expect.poll(() => showing(page)).toBe(`Showing 1 to 25 of ${PAGING_PROJECTS}`);
    expect(await bodyRows(page).count()).toBe(25);
    const pageButtons = page.getByRole('navigation', { name: 'Projects pages' });
    expect(await pageButtons.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(2);
    await pageButtons.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => showing(page)).toBe(`Showing 26 to ${PAGING_PROJECTS} of ${PAGING_PROJECTS}`);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await pageButtons.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // The newest first: page 2 holds the five oldest.
    expect((await columnTexts(page, 1)).sort()).toEqual([
      'Reports Paging 01',
      'Reports Paging 02',
      'Reports Paging 03',
      'Reports Paging 04',
      'Reports Paging 05',
    ]);
    // Back goes to page 1 (the view is in the history).
    await page.goBack();
    await expect.poll(() => showing(page)).toBe(`Showing 1 to 25 of ${PAGING_PROJECTS}`);
    await pageButtons.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => showing(page)).toBe(`Showing 26 to 30 of ${PAGING_PROJECTS}`);

    // A filter goes back to page 1 and narrows the rows; the URL carries it.
    await panel(page).getByLabel('Status').selectOption('completed');
    await expect.poll(() => showing(page)).toBe(`Showing 1 to ${COMPLETED_PROJECTS} of ${COMPLETED_PROJECTS}`);
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('completed');
    expect(url.searchParams.get('page')).toBeNull();
    const onScreen = await columnTexts(page, 1);
    expect(onScreen).toHaveLength(COMPLETED_PROJECTS);

    // The URL is the view: opening it in a new tab shows the same rows.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect.poll(() => showing(shared)).toBe(`Showing 1 to ${COMPLETED_PROJECTS} of ${COMPLETED_PROJECTS}`);
    expect(await shared.getByLabel('Search projects').inputValue()).toBe('Reports Paging');
    await shared.close();

    // Export CSV: the file is named {kind}_report_{date}.csv and its rows are the rows on screen.
    const csv = await exportCsv(page, 'projects');
    const header = csv[0]!;
    const titleColumn = header.findIndex((name) => /title/i.test(name));
    expect(titleColumn).toBeGreaterThanOrEqual(0);
    expect(csv.slice(1).map((row) => row[titleColumn])).toEqual(onScreen);
    await screenshot(page, 'reports-projects-desktop');

    // Page size: 50 shows all 30 on one page and starts again at page 1.
    await panel(page).getByLabel('Status').selectOption('');
    await expect.poll(() => showing(page)).toBe(`Showing 1 to 25 of ${PAGING_PROJECTS}`);
    await pageButtons.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => showing(page)).toBe(`Showing 26 to 30 of ${PAGING_PROJECTS}`);
    await panel(page).getByLabel('Rows per page').selectOption('50');
    await expect.poll(() => showing(page)).toBe(`Showing 1 to ${PAGING_PROJECTS} of ${PAGING_PROJECTS}`);
    expect(new URL(page.url()).searchParams.get('pageSize')).toBe('50');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    // Milestones: the payment status filter and title search; Paid and Overdue badges.
    await page.getByRole('tab', { name: 'Milestones', exact: true }).click();
    await panel(page).getByLabel('Title').fill('Reports');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Reports');
    await expect.poll(() => showing(page)).toBe(`Showing 1 to ${PAID_MILESTONES + 1} of ${PAID_MILESTONES + 1}`);
    await panel(page).getByLabel('Payment status').selectOption('succeeded');
    await expect.poll(() => showing(page)).toBe(`Showing 1 to ${PAID_MILESTONES} of ${PAID_MILESTONES}`);
    expect(await panel(page).locator('tbody').getByText('Paid', { exact: true }).count()).toBe(PAID_MILESTONES);
    expect(new URL(page.url()).searchParams.get('paymentStatus')).toBe('succeeded');
    await panel(page).getByLabel('Payment status').selectOption('none');
    await expect.poll(() => showing(page)).toBe('Showing 1 to 1 of 1');
    expect(await panel(page).locator('tbody').getByText('Overdue', { exact: true }).isVisible()).toBe(true);
    expect(await panel(page).locator('tbody').getByText('No Payment', { exact: true }).isVisible()).toBe(true);

    // Freelancers: the price range (£/hr) and search; £min-£max/hr and the CSAT badge.
    await page.getByRole('tab', { name: 'Freelancers', exact: true }).click();
    await panel(page).getByLabel('Search freelancers').fill('Report Expert');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Report Expert');
    await expect.poll(() => showing(page)).toBe('Showing 1 to 1 of 1');
    const expertRow = bodyRows(page).first();
    expect(await expertRow.getByText('£70-£110/hr').isVisible()).toBe(true);
    expect(await expertRow.getByText('Good', { exact: true }).isVisible()).toBe(true);
    await panel(page).getByLabel('Max £/hr').fill('60');
    await expect.poll(() => new URL(page.url()).searchParams.get('maxPrice')).toBe('60');
    await expect.poll(() => showing(page)).toBe('Showing 0 to 0 of 0');
    await visible(page, 'No freelancers found');
    expect(new URL(page.url()).searchParams.get('maxPrice')).toBe('60');
    // A minimum above the maximum is refused on Min, not shown as a failure to load.
    const minRate = panel(page).getByLabel('Min £/hr');
    await minRate.fill('80');
    await expect.poll(() => minRate.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await minRate.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Min £/hr must be at most Max £/hr.',
    );
    expect(await page.getByText('Failed to load freelancers').count()).toBe(0);
    await minRate.fill('');
    await panel(page).getByLabel('Max £/hr').fill('100');
    await expect.poll(() => showing(page)).toBe('Showing 1 to 1 of 1');
    expect(await minRate.getAttribute('aria-invalid')).toBeNull();

    // QA (deliverables): search and the status filter; versions and the newest version's QA decision.
    await page.getByRole('tab', { name: 'QA', exact: true }).click();
    await panel(page).getByLabel('Search deliverables').fill('Reports');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Reports');
    await expect.poll(() => showing(page)).toBe('Showing 1 to 2 of 2');
    const dashboardRow = bodyRows(page).filter({ hasText: 'Reports dashboard' });
    expect(await dashboardRow.locator('td').nth(3).textContent()).toBe('2');
    expect(await dashboardRow.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    await panel(page).getByLabel('Status').selectOption('approved');
    await expect.poll(() => showing(page)).toBe('Showing 1 to 1 of 1');
    expect(await columnTexts(page, 1)).toEqual(['Reports handbook']);
    expect(new URL(page.url()).searchParams.get('status')).toBe('approved');

    // Meetings: title, date range (today / 7 days / 30 days) and provider.
    await page.getByRole('tab', { name: 'Meetings', exact: true }).click();
    await panel(page).getByLabel('Title').fill('Reports');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Reports');
    await expect.poll(() => showing(page)).toBe('Showing 1 to 2 of 2');
    await panel(page).getByLabel('Date range').selectOption('today');
    await expect.poll(() => showing(page)).toBe('Showing 1 to 1 of 1');
    expect(await columnTexts(page, 1)).toEqual(['Reports kickoff']);
    await panel(page).getByLabel('Provider').selectOption('jitsi');
    await expect.poll(() => showing(page)).toBe('Showing 0 to 0 of 0');
    await visible(page, 'No meetings found');
    const meetingsUrl = new URL(page.url()).searchParams;
    expect([meetingsUrl.get('provider'), meetingsUrl.get('range')]).toEqual(['jitsi', 'today']);
    await panel(page).getByLabel('Date range').selectOption('');
    await expect.poll(() => showing(page)).toBe('Showing 1 to 1 of 1');
    expect(await columnTexts(page, 1)).toEqual(['Reports retro']);
    await screenshot(page, 'reports-meetings-desktop');

    // Phone: the overview and a table fit 390 px (the table scrolls inside its region).
    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, admin.email, PASSWORD);
    await phone.page.goto('/admin/reports');
    await expect.poll(() => phone.page.getByTestId('kpi-total-gmv').isVisible()).toBe(true);
    expect(await overflowsSideways(phone.page)).toBe(false);
    await expectNoSeriousAxeViolations(phone.page);
    await screenshot(phone.page, 'reports-overview-phone');
    await phone.page.goto('/admin/reports?tab=projects&q=Reports+Paging');
    await expect.poll(() => showing(phone.page)).toBe(`Showing 1 to 25 of ${PAGING_PROJECTS}`);
    expect(await overflowsSideways(phone.page)).toBe(false);
    await expectNoSeriousAxeViolations(phone.page);
    await screenshot(phone.page, 'reports-projects-phone');
    await phone.context.close();
    await context.close();
  });

  it('a signed-out visitor is asked to log in and a client sees Access Denied', async () => {
    const guest = await newPage(browser, server);
    await guest.page.goto('/admin/reports?tab=quotes');
    await visible(guest.page, 'Please log in to access admin reports');
    expect(await guest.page.locator('#main').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent('/admin/reports?tab=quotes')}`,
    );
    expect((await guest.page.request.get(REPORTS_API.overview)).status()).toBe(401);
    await expectNoSeriousAxeViolations(guest.page);
    await guest.context.close();

    const client = await createAccount(server, 'Curious Client', PASSWORD);
    const { context, page } = await newPage(browser, server);
    await signIn(page, client.email, PASSWORD);
    await page.goto('/admin/reports');
    await expect.poll(() => page.getByRole('heading', { name: 'Access Denied' }).isVisible()).toBe(true);
    expect(await page.getByTestId('kpi-total-gmv').count()).toBe(0);
    expect((await page.request.get(REPORTS_API.overview)).status()).toBe(403);
    await context.close();
  });
});
