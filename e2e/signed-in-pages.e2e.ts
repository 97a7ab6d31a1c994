import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  customProjectMilestones,
  meetings,
  profiles,
  projectDeliverables,
  projectMessages,
  projectParticipants,
  projects,
} from '../src/server/db/schema';
import { notifyFromAnotherInstance } from './support/another-instance';
import { hydrationProblems, newPage, signIn, timeZoneOnAnotherDay } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const CLIENT = ['client@demo.outcome.local', 'Client!Demo2026'] as const;
const EXPERT = ['expert1@demo.outcome.local', 'Expert!Demo2026'] as const;
const ADMIN = ['admin@demo.outcome.local', 'Admin!Demo2026'] as const;

/**
 * What the seeded demo varies between runs or days without changing what a screen reader is given: ids, dates and
 * times, relative ages ("3 days ago"), amounts and counts. Each is replaced by what it stands for.
 */
const maskVarying = (tree: string) =>
  tree
    .replace(/© \d{4}/g, '© (this year)')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '(id)')
    .replace(/\/auth\?next=[^\s"']*/g, '/auth')
    .replace(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/g, '(date)')
    .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2},? \d{4}\b/g, '(date)')
    .replace(/\b\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?\b/g, '(date)')
    .replace(/\b\d{1,2}:\d{2}( ?[AP]M)?\b/gi, '(time)')
    .replace(/\b(\d+|an?) (second|minute|hour|day|week|month|year)s? ago\b/g, '(age)')
    .replace(/\b(in|within) \d+ (minute|hour|day|week)s?\b/g, '$1 (duration)')
    .replace(/[£€$]\s?[\d,]+(\.\d+)?/g, '(amount)')
    .replace(/\b(Project|Order) [0-9a-f]{8}\b/g, '$1 (short id)')
    .replace(/(?<!level=)\b\d[\d,.]*\b/g, '(n)');

/** Opens the page as a person would (its h1 shown, its data loaded) and returns its masked accessibility tree. */
async function treeOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // The header (whose navigation is each actor's) and the page; the footer is the public pages' snapshot's.
  const [header, main] = await Promise.all([
    page.getByRole('banner').ariaSnapshot(),
    page.getByRole('main').ariaSnapshot(),
  ]);
  return maskVarying(`${header}\n${main}`);
}

/**
 * A custom project of the client whose milestones, chat and meetings show dates, times, a countdown and "Today":
 * tabs the server renders at first view with ?tab=. Made after the client's trees are read (it is on the dashboard).
 */
async function customProject(clientId: string): Promise<string> {
  const [custom] = await server.db
    .insert(projects)
    .values({
      title: 'Move invoices to Xero',
      status: 'active',
      totalPrice: 250000,
      clientId,
      isCustom: true,
    })
    .returning({ id: projects.id });
  await server.db.insert(projectParticipants).values({ projectId: custom!.id, userId: clientId, role: 'client' });
  const now = Date.now();
  const HOUR_MS = 3_600_000;
  await server.db.insert(customProjectMilestones).values({
    projectId: custom!.id,
    milestoneNumber: 1,
    title: 'Mapping signed off',
    status: 'submitted',
    amount: 250000,
    paymentStatus: 'succeeded',
    dueDate: new Date(now + 48 * HOUR_MS),
    fundedAt: new Date(now - 48 * HOUR_MS),
    qaPassedAt: new Date(now - HOUR_MS),
  });
  await server.db.insert(projectMessages).values([
    { projectId: custom!.id, userId: clientId, message: 'Kick-off notes', createdAt: new Date(now - 30 * HOUR_MS) },
    { projectId: custom!.id, userId: clientId, message: 'Mapping looks right', createdAt: new Date(now) },
  ]);
  await server.db.insert(meetings).values({
    projectId: custom!.id,
    title: 'Mapping review',
    provider: 'manual',
    joinUrl: 'https://meet.example.com/mapping',
    startsAt: new Date(now + 24 * HOUR_MS),
    endsAt: new Date(now + 25 * HOUR_MS),
  });
  return custom!.id;
}

/**
 * Signed-in pages of the seeded demo, as each actor sees them: the accessibility tree matches its reviewed snapshot
 * (every changed tree reported in one run), and the server-rendered page hydrates without a mismatch logged.
 */
describe('signed-in pages', () => {
  it('match their reviewed accessibility trees and hydrate without errors', async () => {
    // The demo client's project with a deliverable waiting for the admin's QA (the seeded demo has none).
    const [client] = await server.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.email, CLIENT[0]));
    const [project] = await server.db
      .insert(projects)
      .values({ title: 'Move contacts to HubSpot', status: 'active', totalPrice: 250000, clientId: client!.id })
      .returning({ id: projects.id });
    await server.db.insert(projectParticipants).values({ projectId: project!.id, userId: client!.id, role: 'client' });
    await server.db
      .insert(projectDeliverables)
      .values({ projectId: project!.id, title: 'Field mapping', status: 'submitted', submittedAt: new Date() });
    const projectPath = `/project/${project!.id}`;
    const actors = [
      {
        account: CLIENT,
        pages: { dashboard: '/dashboard', project: projectPath, settings: '/account' },
        rendered: {
          '/dashboard': /<h1[^>]*>Dashboard<\/h1>.*Welcome, /,
          [projectPath]: /<h1[^>]*>Move contacts to HubSpot<\/h1>/,
        },
        tabs: async () => {
          const custom = await customProject(client!.id);
          return [
            ...['milestones', 'chat', 'meetings'].map((tab) => `/project/${custom}?tab=${tab}`),
            '/dashboard?tab=quotes',
            '/dashboard?tab=requests',
          ];
        },
      },
      {
        account: EXPERT,
        pages: { 'expert-area': '/expert' },
        rendered: { '/expert': /<h1[^>]*>Expert area<\/h1>.*Welcome, / },
        tabs: async () => ['quotes', 'projects', 'earnings', 'profile'].map((tab) => `/expert?tab=${tab}`),
      },
      {
        account: ADMIN,
        pages: { admin: '/admin', 'admin-qa-queue': '/admin/qa-queue' },
        rendered: {},
        tabs: async () => [],
      },
    ];
    // A browser on another calendar day than the server: what formats a date in local time during hydration shows.
    const timezoneId = timeZoneOnAnotherDay();
    for (const { account, pages, rendered, tabs } of actors) {
      const { context, page } = await newPage(browser, server, { timezoneId });
      await signIn(page, account[0], account[1]);
      const problems = hydrationProblems(page);
      for (const [name, path] of Object.entries(pages)) {
        const tree = await treeOf(page, path);
        // Soft: one run lists every page whose tree changed or that logged a problem, not only the first.
        await expect.soft(tree, path).toMatchFileSnapshot(`./aria-snapshots/signed-in/${name}.aria.yml`);
        expect.soft(problems.splice(0), `${path} logs no hydration or other error`).toEqual([]);
      }
      // Rendered on the server for the person asking: the first view is in the page's own HTML.
      for (const [path, firstView] of Object.entries(rendered)) {
        const html = await (await page.request.get(path)).text();
        expect(html).toMatch(new RegExp(`<div id="root">.*${firstView.source}`, 's'));
      }
      // Other tabs' first views (dates, times, "in 7 days", "Today") hydrate in that time zone too.
      for (const path of await tabs()) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect.soft(problems.splice(0), `${path} hydrates without errors in ${timezoneId}`).toEqual([]);
      }
      // Prerendered pages hydrate for a signed-in person too (a legal page shows today's date).
      for (const path of ['/', '/privacy-policy']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect.soft(problems.splice(0), `${path} hydrates without errors in ${timezoneId}`).toEqual([]);
      }
      await context.close();
    }
  });

  it('a freshly loaded dashboard fetches none of its first reads again once its live stream opens', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, CLIENT[0], CLIENT[1]);
    const [client] = await server.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.email, CLIENT[0]));
    // The stream's opening is held back, so a notification is sent between the page's render and the stream's open.
    let streamUrl = '';
    let openStream!: () => void;
    const held = new Promise<void>((resolve) => (openStream = resolve));
    await page.route('**/api/realtime/stream?*', async (route) => {
      streamUrl = route.request().url();
      await held;
      await route.continue();
    });
    // The header's bell comes late, as on a slow phone: it registers for live events after the replay has arrived.
    // (Its code is in the admin's first-view chunk, which the dashboard loads for nothing else.)
    let bellCodeAsked = false;
    let bellCode!: () => void;
    const bellCodeHeld = new Promise<void>((resolve) => (bellCode = resolve));
    await page.route(/\/first-view-admin-[^/]*\.js$/, async (route) => {
      bellCodeAsked = true;
      await bellCodeHeld;
      await route.continue();
    });
    // The dashboard's first reads, which its HTML already holds; counted from the dashboard's own navigation.
    const firstReads = new Set([
      ...['/api/me', '/api/config', '/api/notifications'],
      ...['/api/projects?page=1', '/api/orders', '/api/quotes?page=1', '/api/briefs', '/api/chat/unread'],
    ]);
    const asked: string[] = [];
    let counting = false;
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (request.isNavigationRequest() && pathname === '/dashboard') counting = true;
      else if (counting && firstReads.has(pathname + search)) asked.push(pathname + search);
    });

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => streamUrl).toMatch(/[?&]lastEventId=\d+/);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await notifyFromAnotherInstance(server, client!.id, 'Sent before the stream opened');
    const opened = page.waitForResponse((response) => response.url().includes('/api/realtime/stream'));
    openStream();
    await opened;
    expect(bellCodeAsked).toBe(true);
    bellCode();

    // Replayed to the stream, the notification reaches the bell (its push names it: the list is fetched, once).
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(`Notifications, ${unread + 1} unread`);
    await bell.click();
    await expect.poll(() => page.getByText('Sent before the stream opened').isVisible()).toBe(true);
    expect(asked).toEqual(['/api/notifications']);
    await context.close();
  });
});
