import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminActivity, profiles, user } from '../src/server/db/schema';
import { startJourneys } from './support/environment';
import {
  expectNoSeriousAxeViolations,
  hydrationProblems,
  newPage,
  screenshot,
  toast,
  visible,
} from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
// A fresh production install: no demo data, so no administrator; the start logs the one-time setup link.
startJourneys((environment) => ({ server, browser } = environment), {
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  // A staging install: the sandbox checkout on purpose, so every page shows the test-mode banner.
  PAYMENTS_SANDBOX: 'true',
  // A single box on purpose: the embedded database, mail kept unsent (admins are told), no scheduled backups.
  DATABASE: 'embedded',
  MAIL_DELIVERY: 'outbox-only',
  BACKUP_SCHEDULE: 'off',
});

/** The setup link in the server's log (a JSON line at warn with `setupUrl`). */
async function loggedSetupUrl(): Promise<URL> {
  let found: string | undefined;
  await expect
    .poll(() => {
      for (const line of server.output().split('\n')) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { setupUrl?: string };
        if (entry.setupUrl) found = entry.setupUrl;
      }
      return found;
    })
    .toMatch(/\/setup\/[\w-]{43}$/);
  return new URL(found!);
}

/** A code the app would show now; waits out the last seconds of a period so the code is not already stale. */
async function freshCode(secret: string): Promise<string> {
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (left < 4) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
  return generateSync({ secret });
}

const testModeBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Test mode: no real payments.' });

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name }).isVisible()).toBe(true);

describe('first-admin setup', () => {
  it('the link the start logged creates the admin, who turns on two-factor authentication and reaches admin; then it is closed', async () => {
    const link = await loggedSetupUrl();
    expect(link.origin).toBe(server.url);
    const setupPath = link.pathname;

    // On a phone first: the form fits 390 px.
    const phone = await newPage(browser, server, { mobile: true });
    await phone.page.goto(setupPath);
    await heading(phone.page, 'Set up your marketplace');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(phone.page);
    await screenshot(phone.page, 'first-admin-setup-390');
    await phone.context.close();

    const { context, page } = await newPage(browser, server);
    await page.goto(setupPath);
    await heading(page, 'Set up your marketplace');
    await visible(page, 'Step 1 of 2');
    const form = page.getByRole('form', { name: 'Create the administrator account' });
    await form.getByLabel('Full name').fill('Olivia Operator');
    await form.getByLabel('Email').fill('olivia@ops.example.test');
    await form.getByLabel('Password', { exact: true }).fill('password123');
    await form.getByLabel('Repeat the password').fill('password124');
    await form.getByRole('button', { name: 'Create admin account' }).click();
    await visible(page, 'The two passwords differ.');

    // The server keeps sign-up's rules: an easy-to-guess password is refused, nothing is created.
    await form.getByLabel('Repeat the password').fill('password123');
    await form.getByRole('button', { name: 'Create admin account' }).click();
    await visible(page, /This password is too easy to guess/);
    expect(await server.db.select().from(user)).toHaveLength(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'first-admin-setup-desktop');

    await form.getByLabel('Password', { exact: true }).fill('staple orbit canyon 42');
    await form.getByLabel('Repeat the password').fill('staple orbit canyon 42');
    await form.getByLabel('Repeat the password').press('Enter');
    await toast(page, 'Admin account created');

    // Signed in, and straight on to two-factor authentication with the account page's own steps.
    await heading(page, 'Turn on two-factor authentication');
    await visible(page, 'Step 2 of 2');
    await expect
      .poll(() => page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible())
      .toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'first-admin-setup-mfa-desktop');
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('6-digit code from the app').fill(await freshCode(secret));
    await page.getByLabel('6-digit code from the app').press('Enter');
    await toast(page, 'Two-factor authentication is on');
    await heading(page, 'Save your backup codes');
    expect(await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').count()).toBe(10);
    await screenshot(page, 'first-admin-setup-codes-desktop');
    await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await heading(page, 'Admin Dashboard');
    // Signed in too, the staging server says it takes no real payments.
    await expect.poll(() => testModeBanner(page).isVisible()).toBe(true);

    const [account] = await server.db.select().from(user).where(eq(user.email, 'olivia@ops.example.test'));
    expect(account).toMatchObject({ emailVerified: true, twoFactorEnabled: true });
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile!.isAdmin).toBe(true);
    const entries = await server.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'account.first_admin_created'));
    expect(entries).toMatchObject([{ actorId: account!.id, targetId: account!.id }]);
    // The admin reads it on the Activity tab.
    await page.goto('/admin/activity');
    await visible(page, 'Created the first admin account, olivia@ops.example.test, with the setup link');
    await context.close();

    // The link is closed for good: the page says so, and the API answers 404.
    const later = await newPage(browser, server, { mobile: true });
    await later.page.goto(setupPath);
    await heading(later.page, 'This setup link is no longer valid');
    await expectNoSeriousAxeViolations(later.page);
    await screenshot(later.page, 'first-admin-setup-invalid-390');
    const api = await later.page.request.get(`/api${setupPath}`);
    expect(api.status()).toBe(404);
    await later.context.close();
  });

  it('says "Test mode: no real payments" above the sticky header on the server-rendered pages, at 1280 and 390 px', async () => {
    // In the HTML itself, before any script runs.
    expect(await (await fetch(`${server.url}/outcomes`)).text()).toContain('Test mode: no real payments.');

    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, server, { mobile });
      const problems = hydrationProblems(page);
      await page.goto('/outcomes');
      const banner = testModeBanner(page);
      await expect.poll(() => banner.isVisible()).toBe(true);
      const header = page.locator('header').first();
      const bannerBox = (await banner.boundingBox())!;
      const headerBox = (await header.boundingBox())!;
      expect(bannerBox.y).toBe(0);
      expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
      expect(bannerBox.height).toBeLessThanOrEqual(mobile ? 40 : 36);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile ? 390 : 1280);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `test-mode-banner-${mobile ? 390 : 1280}`);
      // Scrolled, the banner goes with the page and the header stays at the top, uncovered.
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
      expect((await banner.boundingBox())!.y).toBeLessThan(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
