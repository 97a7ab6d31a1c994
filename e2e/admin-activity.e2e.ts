import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles } from '../src/server/db/schema';
import { parseCsv } from '../src/server/test/parse-csv';
import { createAccount, expectNoSeriousAxeViolations, newPage, screenshot, signIn, toast } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Activity-Admin!2026';

describe('admin activity journey', () => {
  it('an admin changes settings, then finds their own actions in Activity, filters them and exports them', async () => {
    const admin = await createAccount(server, 'Activity Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const { context, page } = await newPage(browser, server);
    await signIn(page, admin.email, PASSWORD);

    // Two admin actions through the product: the platform fee, and a switch.
    await page.goto('/admin/settings');
    const fee = page.getByLabel('Platform fee (%)');
    await expect.poll(() => fee.inputValue()).toBe('15');
    await fee.fill('12.5');
    await page.getByRole('button', { name: 'Save payment settings' }).click();
    await toast(page, 'Settings saved successfully');
    const intake = page.getByRole('switch', { name: 'Allow custom requests without signing in' });
    await intake.click();
    await toast(page, 'Setting disabled.');

    // Activity lists them newest first, in words, with who and from where.
    await page.getByRole('navigation', { name: 'Admin areas' }).getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/activity');
    const entries = page.getByTestId('activity-entry');
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(2);
    const newest = entries.first();
    expect(await newest.textContent()).toContain('Changed a setting');
    expect(await newest.textContent()).toContain('Changed allow_custom_request_without_login');
    expect(await newest.textContent()).toContain(admin.email);
    expect(await entries.nth(1).textContent()).toContain('Changed platform_fee_percent');

    // Before and after, on demand.
    await entries.nth(1).getByText('Before and after').click();
    expect(await entries.nth(1).locator('pre').first().textContent()).toContain('15');
    expect(await entries.nth(1).locator('pre').nth(1).textContent()).toContain('12.5');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-activity-desktop');

    // Filter by this admin and search.
    await page.getByLabel('Admin', { exact: true }).selectOption({ label: admin.email });
    await expect.poll(() => page.getByText(/^2 entries/).isVisible()).toBe(true);
    await page.getByLabel('Search').fill('platform_fee');
    await page.getByLabel('Search').press('Enter');
    await expect.poll(() => entries.count()).toBe(1);
    expect(await entries.first().textContent()).toContain('Changed platform_fee_percent');

    // The export holds the filtered entries.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^admin_activity_\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([admin.email, 'setting.changed', 'platform_fee_percent']));

    // Nothing matches: the empty state says so and offers to clear.
    await page.getByLabel('Search').fill('no such thing');
    await page.getByLabel('Search').press('Enter');
    await expect.poll(() => page.getByText('No activity matches these filters').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(2);
    await context.close();

    // On a phone.
    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, admin.email, PASSWORD);
    await phone.page.goto('/admin/activity');
    await expect.poll(() => phone.page.getByTestId('activity-entry').count()).toBeGreaterThanOrEqual(2);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'admin-activity-390');
    await phone.context.close();
  });
});
