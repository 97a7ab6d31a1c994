// The living demo on a fresh data directory: the Try the demo buttons sign in each role, the admin follows the
// history's seeding and then finds a year of data in Reports and work waiting in the queues; expert1 opens a pending
// invitation and begins work on a funded deliverable; the demo client approves a deliverable waiting for them.
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TAdminWorkload } from '../src/shared/schemas/admin-workspace';
import type { TDemoStatus } from '../src/shared/schemas/demo';
import {
  customizationRequests,
  customProjectMilestones,
  matchInvitations,
  projectDeliverables,
  projectParticipants,
  projects,
  user,
} from '../src/server/db/schema';
import { expectNoSeriousAxeViolations, newPage, screenshot, toast } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment), { SEED_DEMO: 'true', SEED_DEMO_HISTORY: 'true' });

const eventually = <T>(read: () => T | Promise<T>, timeout = 20_000) => expect.poll(read, { timeout });
/** The first seeding takes 20–60 s on a fast machine; a loaded CI runner is given more. */
const SEEDING_TIMEOUT = 240_000;

/** /auth, then "Try the demo as <role>": signed in through the e-mail sign-in, on that role's first page. */
async function tryTheDemoAs(role: 'Client' | 'Expert' | 'Admin', landing: string): Promise<Page> {
  const { page } = await newPage(browser, server);
  await page.goto('/auth');
  const button = page.getByRole('button', { name: `Try the demo as ${role}` });
  await eventually(() => button.isVisible()).toBe(true);
  await expectNoSeriousAxeViolations(page);
  await button.click();
  await page.waitForURL((url) => url.pathname === landing);
  await eventually(() => page.getByRole('button', { name: /^Notifications/ }).isVisible()).toBe(true);
  return page;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await server.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

describe('living demo', () => {
  it(
    'the admin signs in from /auth, follows the seeding, then sees Reports with numbers and charts and waiting work',
    async () => {
      const page = await tryTheDemoAs('Admin', '/admin');
      const banner = page.getByTestId('demo-status');
      await eventually(() => banner.textContent()).toMatch(/^Demo data: seeding… \d+ %$/);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'demo-admin-seeding');

      // Done: the status line goes away (polled every few seconds) and the history is complete.
      await eventually(() => banner.count(), SEEDING_TIMEOUT).toBe(0);
      const status = (await (await page.request.get('/api/admin/demo-status')).json()) as TDemoStatus;
      expect(status).toEqual({ state: 'done', percent: 100 });

      // Waiting work beside the queues in the navigation.
      const workload = (await (await page.request.get('/api/admin/workload')).json()) as TAdminWorkload;
      expect(Object.values(workload).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
      const nav = page.getByRole('navigation', { name: 'Admin areas' });
      await eventually(() => nav.getByRole('link', { name: /\d+ waiting$/ }).count()).toBeGreaterThan(0);
      for (const [area, count] of [
        ['Quote Reviews', workload.quoteReviews],
        ['Brief QA', workload.briefQa],
        ['QA Queue', workload.qaQueue],
        ['Disputes', workload.disputes],
      ] as const) {
        expect(count, area).toBeGreaterThan(0);
        await eventually(() =>
          nav.getByRole('link', { name: new RegExp(`^${area}\\W+${count} waiting$`) }).isVisible(),
        ).toBe(true);
      }
      await screenshot(page, 'demo-admin-overview');

      // Reports: numbers and charts, not "No data".
      await page.goto('/admin/reports');
      await eventually(() => page.getByRole('heading', { name: 'Admin Reports', level: 1 }).isVisible()).toBe(true);
      await eventually(() => page.getByTestId('kpi-value').count()).toBeGreaterThan(0);
      const kpis = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid^="kpi-"]:not([data-testid="kpi-value"])')].map(
          (card) => [card.dataset.testid, card.querySelector('[data-testid="kpi-value"]')?.textContent] as const,
        ),
      );
      // Monthly GMV counts from the 1st: on the 1st of a month nothing may be paid yet.
      expect(kpis.filter(([id, value]) => value === 'No data' && id !== 'kpi-monthly-gmv')).toEqual([]);
      const charts = page.getByRole('img');
      await eventually(() => charts.count()).toBe(3);
      expect(await page.getByRole('figure').getByText('No data', { exact: true }).count()).toBe(0);
      const gmv = await page.getByRole('img', { name: /^GMV over the last/ }).getAttribute('aria-label');
      expect(gmv).not.toMatch(/ £0\.00 in all/);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'demo-admin-reports');
    },
    SEEDING_TIMEOUT + 60_000,
  );

  it('expert1 signs in from /auth and opens a pending invitation', async () => {
    const page = await tryTheDemoAs('Expert', '/expert');
    const expertId = await userIdOf('expert1@demo.outcome.local');
    const [invitation] = await server.db
      .select({ id: matchInvitations.id, title: customizationRequests.projectTitle })
      .from(matchInvitations)
      .innerJoin(customizationRequests, eq(customizationRequests.id, matchInvitations.requestId))
      .where(and(eq(matchInvitations.expertId, expertId), eq(matchInvitations.status, 'pending')))
      .orderBy(desc(matchInvitations.sentAt))
      .limit(1);
    expect(invitation, 'a pending invitation for expert1').toBeDefined();

    await page.goto('/expert?tab=invitations');
    const link = page.getByRole('link', { name: invitation!.title });
    await eventually(() => link.isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await link.click();
    await page.waitForURL(`**/expert/invitations/${invitation!.id}`);
    await eventually(() => page.getByRole('heading', { name: invitation!.title, level: 1 }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'demo-expert-invitation');

    // A funded milestone waits for expert1 to begin: the deliverable is marked in progress.
    const [toStart] = await server.db
      .select({ projectId: projects.id, title: projectDeliverables.title })
      .from(projectDeliverables)
      .innerJoin(projects, eq(projects.id, projectDeliverables.projectId))
      .innerJoin(
        projectParticipants,
        and(eq(projectParticipants.projectId, projects.id), eq(projectParticipants.role, 'freelancer')),
      )
      .innerJoin(customProjectMilestones, eq(customProjectMilestones.id, projectDeliverables.milestoneId))
      .where(
        and(
          eq(projectParticipants.userId, expertId),
          eq(projects.status, 'active'),
          eq(projectDeliverables.status, 'pending'),
          eq(customProjectMilestones.paymentStatus, 'succeeded'),
        ),
      )
      .orderBy(desc(customProjectMilestones.fundedAt))
      .limit(1);
    expect(toStart, 'a funded deliverable for expert1 to begin').toBeDefined();
    await page.goto(`/project/${toStart!.projectId}`);
    await eventually(() => page.getByRole('tab', { name: 'Deliverables' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Deliverables' }).click();
    const card = page.getByTestId('deliverable').filter({ hasText: toStart!.title }).first();
    await eventually(() => card.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'demo-expert-to-start');
    await card.getByRole('button', { name: `Mark “${toStart!.title}” as in progress` }).click();
    await toast(page, 'Deliverable marked as in progress');
    await eventually(() => card.getByText('In progress', { exact: true }).isVisible()).toBe(true);
    await expect(card.getByRole('button', { name: /as in progress$/ }).count()).resolves.toBe(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'demo-expert-in-progress');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'demo-expert-in-progress-phone');
  });

  it('the demo client signs in from /auth and approves a deliverable waiting for them', async () => {
    const page = await tryTheDemoAs('Client', '/dashboard');
    await expectNoSeriousAxeViolations(page);
    const clientId = await userIdOf('client@demo.outcome.local');
    const [waiting] = await server.db
      .select({ projectId: projects.id, title: projectDeliverables.title })
      .from(projectDeliverables)
      .innerJoin(projects, eq(projects.id, projectDeliverables.projectId))
      .where(and(eq(projects.clientId, clientId), eq(projectDeliverables.status, 'ready_for_client')))
      .limit(1);
    expect(waiting, 'a deliverable waiting for the demo client').toBeDefined();

    await page.goto(`/project/${waiting!.projectId}`);
    await eventually(() => page.getByRole('tab', { name: 'Deliverables' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Deliverables' }).click();
    const card = page.getByTestId('deliverable').filter({ hasText: waiting!.title }).first();
    await eventually(() => card.getByText('Ready for client').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await card.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Deliverable approved');
    await eventually(() => card.getByText('Approved', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'demo-client-approved');
  });
});
