import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TAdminStats } from '../src/shared/schemas/admin-stats';
import { projectDeliverables, profiles, projects } from '../src/server/db/schema';
import { createAccount, newPage, screenshot, signIn, toast } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Admin-Settings!2026';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`).textContent();

describe('admin settings journey', () => {
  it('an admin sees live header stats, changes the platform fee and a toggle, a failed toggle reverts, and the audit log shows the changes', async () => {
    const admin = await createAccount(server, 'Settings Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const { context, page } = await newPage(browser, server);
    await signIn(page, admin.email, PASSWORD);

    // Header stats match the server's numbers.
    await page.goto('/admin');
    await expect.poll(() => page.getByTestId('stat-Total Projects').isVisible()).toBe(true);
    const before = (await (await page.request.get('/api/admin/stats')).json()) as TAdminStats;
    expect(await stat(page, 'Total Projects')).toBe(String(before.totalProjects));
    expect(await stat(page, 'QA Queue')).toBe(String(before.qaQueue));

    // A new active project with a deliverable submitted for QA shows up without a reload (poll of 15 s).
    const [project] = await server.db
      .insert(projects)
      .values({ title: 'Live stats project', status: 'active', totalPrice: 250000, clientId: admin.id })
      .returning({ id: projects.id });
    await server.db
      .insert(projectDeliverables)
      .values({ projectId: project!.id, title: 'Report', status: 'submitted' });
    await expect
      .poll(() => stat(page, 'Total Projects'), { timeout: 25_000, interval: 1000 })
      .toBe(String(before.totalProjects + 1));
    expect(await stat(page, 'Active Projects')).toBe(String(before.activeProjects + 1));
    expect(await stat(page, 'QA Queue')).toBe(String(before.qaQueue + 1));
    await screenshot(page, 'admin-header-stats');

    // Platform fee 15 → 12.5 %.
    await page.goto('/admin/settings');
    const fee = page.getByLabel('Platform fee (%)');
    await expect.poll(() => fee.inputValue()).toBe('15');
    await fee.fill('12.5');
    await page.getByRole('button', { name: 'Save payment settings' }).click();
    await toast(page, 'Settings saved successfully');

    // Guest intake off.
    const intake = page.getByRole('switch', { name: 'Allow custom requests without signing in' });
    expect(await intake.getAttribute('aria-checked')).toBe('true');
    await intake.click();
    await toast(page, 'Setting disabled.');
    await expect.poll(() => intake.getAttribute('aria-checked')).toBe('false');
    // The brief builder now asks guests to sign in before submitting (it reads this, the server enforces it).
    const guest = await newPage(browser, server);
    expect(await (await guest.page.request.get('/api/briefs/intake')).json()).toEqual({ allowGuestSubmission: false });
    await guest.context.close();

    // A failed save puts the switch back.
    const recording = page.getByRole('switch', { name: 'Recording integration' });
    expect(await recording.getAttribute('aria-checked')).toBe('true');
    await page.route('**/api/admin/settings/fireflies_enabled', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Service unavailable' } } }),
    );
    await recording.click();
    await toast(page, 'Failed to update setting: Service unavailable');
    await expect.poll(() => recording.getAttribute('aria-checked')).toBe('true');
    await page.unroute('**/api/admin/settings/fireflies_enabled');

    // The audit log, newest first; the failed change is not in it.
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('allow_custom_request_without_login');
    expect(await entries.nth(0).textContent()).toContain('on → off');
    expect(await entries.nth(1).textContent()).toContain('platform_fee_percent15 → 12.5');
    expect(await entries.nth(1).textContent()).toContain(admin.email);

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-settings-desktop');
    await context.close();

    // Phone: tabs wrap, nothing overflows sideways.
    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, admin.email, PASSWORD);
    await phone.page.goto('/admin/settings');
    await expect.poll(() => phone.page.getByTestId('audit-entry').count()).toBe(2);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'admin-settings-phone');
    await phone.context.close();
  });
});
