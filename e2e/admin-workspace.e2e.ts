import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TAdminWorkload } from '../src/shared/schemas/admin-workspace';
import {
  backupRuns,
  customProjectMilestones,
  emailOutbox,
  projectDeliverables,
  projectParticipants,
  profiles,
  projects,
} from '../src/server/db/schema';
import {
  createAccount,
  expectNoSeriousAxeViolations,
  makeVettedExpert,
  newPage,
  screenshot,
  signIn,
} from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Admin-Workspace!2026';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin areas' });
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function signedInAdmin(mobile = false) {
  const admin = await createAccount(server, `Workspace Admin${mobile ? ' Phone' : ''}`, PASSWORD);
  await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
  const { context, page } = await newPage(browser, server, { mobile });
  await signIn(page, admin.email, PASSWORD);
  return { admin, context, page };
}

describe('admin workspace journey', () => {
  it('an admin sees the waiting work in the navigation, opens the QA queue from it, follows an old ?tab= link and finds a project with Ctrl-K', async () => {
    const { admin, context, page } = await signedInAdmin();
    const [project] = await server.db
      .insert(projects)
      .values({ title: 'Quetzal Warehouse Revamp', status: 'active', totalPrice: 250000, clientId: admin.id })
      .returning({ id: projects.id });
    await server.db
      .insert(projectDeliverables)
      .values({ projectId: project!.id, title: 'Quetzal inventory report', status: 'submitted' });

    // The header links to the workspace; the workspace opens on its overview, in the header's container.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).isVisible()).toBe(true);
    const workload = (await (await page.request.get('/api/admin/workload')).json()) as TAdminWorkload;
    expect(workload.qaQueue).toBeGreaterThanOrEqual(1);
    const qaLink = adminNav(page).getByRole('link', { name: new RegExp(`^QA Queue\\W+${workload.qaQueue} waiting$`) });
    await expect.poll(() => qaLink.isVisible()).toBe(true);
    expect(await adminNav(page).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    const header = await page.locator('header > div').first().boundingBox();
    const workspace = await page.locator('main > div').first().boundingBox();
    expect(Math.round(workspace!.x)).toBe(Math.round(header!.x));
    expect(Math.round(workspace!.width)).toBe(Math.round(header!.width));
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-workspace-overview-1280');

    // The QA queue from the navigation: its own URL, marked current, with the submitted deliverable.
    await qaLink.click();
    await page.waitForURL((url) => url.pathname === '/admin/qa-queue');
    await expect.poll(() => page.getByRole('heading', { name: 'QA Queue', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Quetzal inventory report').isVisible()).toBe(true);
    expect(await qaLink.getAttribute('aria-current')).toBe('page');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-workspace-qa-queue-1280');

    // Old links (e-mails, notifications) still work: the tab becomes the path, other parameters stay.
    await page.goto('/admin?tab=matching&request=00000000-0000-4000-8000-000000000000');
    await page.waitForURL((url) => url.pathname === '/admin/matching');
    expect(path(page)).toBe('/admin/matching?request=00000000-0000-4000-8000-000000000000');
    await page.goto('/admin?tab=settings');
    await page.waitForURL((url) => url.pathname === '/admin/settings');

    // Ctrl-K: the quick search finds the project by a word of its title; arrows and Enter open it.
    await page.goto('/admin/qa-queue');
    await expect.poll(() => page.getByRole('heading', { name: 'QA Queue', level: 1 }).isVisible()).toBe(true);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Quick search' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const box = dialog.getByRole('combobox', { name: 'Search projects, people, agencies, quotes and requests' });
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.fill('quetzal');
    const option = dialog.getByRole('option', { name: /Quetzal Warehouse Revamp/ });
    await expect.poll(() => option.isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-workspace-search-1280');
    await box.press('End');
    await box.press('Home');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === `/project/${project!.id}`);

    // Escape closes the search and gives focus back to the search box.
    await page.goto('/admin');
    const searchBox = page.getByRole('button', { name: /Search projects, people, quotes/ });
    await expect.poll(() => searchBox.isVisible()).toBe(true);
    await searchBox.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await searchBox.evaluate((element) => element === document.activeElement)).toBe(true);

    // Someone who is not an admin sees Access Denied and no Admin link.
    await context.close();
    const client = await createAccount(server, 'Workspace Client', PASSWORD);
    const other = await newPage(browser, server);
    await signIn(other.page, client.email, PASSWORD);
    expect(await other.page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await other.page.goto('/admin/qa-queue');
    await expect.poll(() => other.page.getByRole('heading', { name: 'Access Denied' }).isVisible()).toBe(true);
    await other.context.close();
  });

  it('on a phone the navigation is a drawer: it opens with focus inside, Escape closes it, and it navigates', async () => {
    const { context, page } = await signedInAdmin(true);
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).isVisible()).toBe(true);
    // No sideways scrolling at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await adminNav(page).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-workspace-overview-390');

    const menu = page.getByRole('button', { name: /^Admin menu: Overview/ });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Admin' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-workspace-drawer-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);

    await menu.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer
      .getByRole('navigation', { name: 'Admin areas' })
      .getByRole('link', { name: /^Disputes/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/disputes');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('heading', { name: 'Disputes', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^Admin menu: Disputes/ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-workspace-disputes-390');
    await context.close();
  });

  it('on a phone the project page keeps its summary compact: the tabs and the first tab’s content are on the first screen', async () => {
    const client = await createAccount(server, 'Compact Client', PASSWORD);
    const expert = await createAccount(server, 'Compact Expert', PASSWORD);
    await makeVettedExpert(server, expert.id, 'Data platform engineer');
    const [project] = await server.db
      .insert(projects)
      .values({ title: 'Compact Summary Project', status: 'active', totalPrice: 1250000, clientId: client.id })
      .returning({ id: projects.id });
    await server.db.insert(projectParticipants).values([
      { projectId: project!.id, userId: client.id, role: 'client' },
      { projectId: project!.id, userId: expert.id, role: 'freelancer' },
    ]);
    await server.db.insert(customProjectMilestones).values(
      ['Discovery', 'Build', 'Hand-over'].map((title, index) => ({
        projectId: project!.id,
        milestoneNumber: index + 1,
        title,
        amount: 400000,
      })),
    );
    await server.db
      .insert(projectDeliverables)
      .values({ projectId: project!.id, title: 'Compact discovery notes', status: 'pending' });

    const { context, page } = await newPage(browser, server, { mobile: true });
    await signIn(page, client.email, PASSWORD);
    await page.goto(`/project/${project!.id}`);
    await expect.poll(() => page.getByText('Compact discovery notes').isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    const screen = page.viewportSize()!.height;
    const tabs = await page.getByRole('tablist').first().boundingBox();
    expect(tabs!.y + tabs!.height).toBeLessThan(screen);
    const first = await page.getByText('Compact discovery notes').boundingBox();
    expect(first!.y + first!.height).toBeLessThan(screen);
    // The summary is still all there: value, milestones, the team.
    for (const text of ['Total Value', 'Milestones', 'Team Members', 'Compact Expert']) {
      expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: await screenshot(page, 'project-page-390'), fullPage: false });
    await context.close();
  });

  it('every admin page names undelivered e-mail and a failed restore test, and each notice leads to its Settings panel', async () => {
    const [mail] = await server.db
      .insert(emailOutbox)
      .values({
        to: 'new.buyer@example.test',
        subject: 'Confirm your e-mail address',
        text: 'Confirm your e-mail address',
        status: 'failed',
        attempts: 5,
        lastError: 'Error: Invalid login: 535 Authentication failed',
      })
      .returning({ id: emailOutbox.id });
    const [restoreTest] = await server.db
      .insert(backupRuns)
      .values({
        trigger: 'restore_test',
        status: 'failed',
        fileName: 'backup-2026-10-01T030000Z.tar.enc',
        error: 'permission denied to create database',
        finishedAt: new Date(),
      })
      .returning({ id: backupRuns.id });
    try {
      for (const mobile of [false, true]) {
        const width = mobile ? 390 : 1280;
        const { context, page } = await signedInAdmin(mobile);
        await page.goto('/admin/disputes');
        const mailNotice = page.getByTestId('mail-delivery-notice');
        await expect
          .poll(() => mailNotice.textContent())
          .toMatch(
            /^1 e-mail could not be delivered after every attempt; the latest on .+: Error: Invalid login: 535 Authentication failedSee e-mail delivery in Settings$/,
          );
        expect(await page.getByTestId('restore-test-notice').textContent()).toMatch(
          /^The restore test of .+ failed: permission denied to create databaseSee backups in Settings$/,
        );
        await expectNoSeriousAxeViolations(page);
        await screenshot(page, `admin-notices-${width}`);

        await mailNotice.getByRole('link', { name: 'See e-mail delivery in Settings' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/settings' && url.hash === '#email-delivery');
        const panel = page.locator('#email-delivery');
        await expect.poll(() => panel.getByText('Confirm your e-mail address').isVisible()).toBe(true);
        expect(await panel.getByText('After 5 attempts: Error: Invalid login: 535 Authentication failed').count()).toBe(
          1,
        );
        // The link lands on the panel, not at the top of a long Settings page.
        await expect.poll(() => panel.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
        await page.screenshot({ path: await screenshot(page, `admin-mail-delivery-panel-${width}`), fullPage: false });

        await page.getByTestId('restore-test-notice').getByRole('link', { name: 'See backups in Settings' }).click();
        await page.waitForURL((url) => url.hash === '#backups');
        await expect
          .poll(() => page.locator('#backups').evaluate((e) => e.getBoundingClientRect().top))
          .toBeLessThan(200);
        await context.close();
      }
    } finally {
      await server.db.delete(emailOutbox).where(eq(emailOutbox.id, mail!.id));
      await server.db.delete(backupRuns).where(eq(backupRuns.id, restoreTest!.id));
    }
  });

  it('the brief builder passes axe at 1280 and 390 px (its upcoming step names included)', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, server, { mobile });
      await page.goto('/brief-builder');
      await expect.poll(() => page.getByText(/Step 1 of 7/).isVisible()).toBe(true);
      await expectNoSeriousAxeViolations(page);
      await context.close();
    }
  });
});
