import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles } from '../src/server/db/schema';
import { createAccount, expectNoSeriousAxeViolations, newPage, screenshot, signIn, toast } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Analytics-Monitor!2026';

const rows = (page: Page) => page.getByTestId('analytics-event');
/** The monitor rows' text, newest first. */
const rowTexts = (page: Page) => rows(page).allTextContents();
const showsPath = async (page: Page, path: string) =>
  (await rowTexts(page)).some((text) => text.includes(`path: ${path}`) && text.includes('Guest'));

describe('live analytics monitor journey', () => {
  it('an admin sees a guest’s page views arrive live, pauses and resumes, filters by event name, and switches capture off', async () => {
    const admin = await createAccount(server, 'Monitor Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const { context, page } = await newPage(browser, server);
    await signIn(page, admin.email, PASSWORD);

    // Analytics is an Insight area of the admin workspace, before Reports, and the monitor goes live.
    await page.goto('/admin/analytics');
    const insight = page.getByRole('navigation', { name: 'Admin areas' }).getByRole('group', { name: 'Insight' });
    await expect.poll(() => insight.getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe('page');
    expect(await insight.getByRole('link').allTextContents()).toEqual(['Analytics', 'Reports']);
    await expect.poll(() => page.getByText('Live', { exact: true }).isVisible()).toBe(true);
    // The admin's own sign-in is already there (recorded by the server).
    await expect.poll(async () => (await rowTexts(page)).some((text) => text.includes('sign_in'))).toBe(true);

    // A guest in another browser context opens the catalog: the page view appears without a reload, at the top.
    const guest = await newPage(browser, server);
    await guest.page.goto('/catalog');
    await expect.poll(() => showsPath(page, '/catalog'), { timeout: 10_000 }).toBe(true);
    expect(await rows(page).first().getAttribute('data-event-name')).toBe('page_view');
    expect(await rows(page).first().textContent()).toContain('Just now');
    // No e-mail address anywhere in the monitor.
    expect((await rowTexts(page)).join(' ')).not.toContain('@');

    // Paused: the guest's next page is counted as "1 new" and shown only on Resume.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => page.getByText('Paused', { exact: true }).isVisible()).toBe(true);
    await guest.page.goto('/pricing');
    await expect.poll(() => page.getByTestId('analytics-held').textContent(), { timeout: 10_000 }).toBe('1 new');
    expect(await showsPath(page, '/pricing')).toBe(false);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => showsPath(page, '/pricing')).toBe(true);
    expect(await page.getByTestId('analytics-held').count()).toBe(0);

    // Filtered to sign-ins: only sign-ins are listed, and the guest's next page view does not appear.
    await page.getByLabel('Event', { exact: true }).selectOption('sign_in');
    await expect
      .poll(async () => {
        const names = await rows(page).evaluateAll((items) =>
          items.map((item) => item.getAttribute('data-event-name')),
        );
        return names.length > 0 && names.every((name) => name === 'sign_in');
      })
      .toBe(true);
    await guest.page.goto('/about');
    // Back to page views: the /about view that arrived meanwhile is in the list (loaded from the server).
    await page.getByLabel('Event', { exact: true }).selectOption('page_view');
    await expect.poll(() => showsPath(page, '/about')).toBe(true);
    expect(
      (await rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-event-name')))).every(
        (name) => name === 'page_view',
      ),
    ).toBe(true);
    expect(await rows(page).count()).toBeLessThanOrEqual(50);

    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-analytics-desktop');

    // Settings: the Live Analytics Monitor card; capture off means the guest's next page is not recorded.
    await page.goto('/admin/settings');
    const capture = page.getByRole('switch', { name: 'Record analytics events' });
    await expect.poll(() => capture.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('analytics-summary').isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Live Analytics Monitor' }).scrollIntoViewIfNeeded();
    await capture.click();
    await toast(page, 'Setting disabled.');
    const answered = guest.page.waitForResponse((response) => response.url().endsWith('/api/analytics/events'));
    await guest.page.goto('/contact');
    expect((await answered).status()).toBe(204);
    const stored = await (await page.request.get('/api/admin/analytics/events?name=page_view')).json();
    expect(JSON.stringify(stored)).not.toContain('/contact');
    await capture.click();
    await toast(page, 'Setting enabled.');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-settings-analytics-card');

    // The guest opens the brief builder: its first step is recorded once, by number and name.
    await guest.page.goto('/brief-builder');
    await expect
      .poll(async () => {
        const { events } = (await (await page.request.get('/api/admin/analytics/events?name=builder_step')).json()) as {
          events: { user: string | null; properties: Record<string, unknown> }[];
        };
        return events.filter((event) => event.user === null).map((event) => event.properties);
      })
      .toEqual([{ step: 1, step_name: 'goal' }]);
    await guest.context.close();
    await context.close();

    // Phone, 390 px: the monitor fits, controls reachable by keyboard.
    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, admin.email, PASSWORD);
    await phone.page.goto('/admin/analytics');
    await expect.poll(() => rows(phone.page).count()).toBeGreaterThan(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.page.getByLabel('Event', { exact: true }).focus();
    await phone.page.keyboard.press('Tab');
    expect(await phone.page.evaluate(() => document.activeElement?.textContent)).toContain('Pause');
    await phone.page.keyboard.press('Enter');
    await expect.poll(() => phone.page.getByRole('button', { name: 'Resume' }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(phone.page);
    await screenshot(phone.page, 'admin-analytics-phone');
    await phone.context.close();
  });
});
