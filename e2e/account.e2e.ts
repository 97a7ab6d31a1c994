import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startJourneys } from './support/environment';
import { createAccount, newPage, screenshot, signIn, visible } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
startJourneys((environment) => ({ server, browser } = environment));

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))).toEqual([]);
}

describe('account recovery', () => {
  it('forgot password: the e-mailed link sets a new password, signs out the other device, and the new one works', async () => {
    const person = await createAccount(server, 'Rhea Forgetful', 'first-password-1');
    const otherDevice = await newPage(browser, server);
    await signIn(otherDevice.page, person.email, 'first-password-1');

    const { context, page } = await newPage(browser, server, { mobile: true });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page, `If an account exists for`);
    await screenshot(page, 'forgot-password-sent-phone');

    await page.goto('/dev/mailbox');
    await page
      .getByRole('button', { name: /Reset your password/ })
      .first()
      .click();
    await page.getByRole('link', { name: /reset-password\?token=/ }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Repeat the new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Password changed' }).isVisible()).toBe(true);
    await screenshot(page, 'password-changed-phone');

    // The other device is signed out.
    await otherDevice.page.reload();
    await expect.poll(() => otherDevice.page.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    await otherDevice.context.close();

    // The link works once.
    await page.reload();
    await page.getByLabel('New password', { exact: true }).fill('third-password-3');
    await page.getByLabel('Repeat the new password').fill('third-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'This link no longer works' }).isVisible()).toBe(true);
    await context.close();

    const fresh = await newPage(browser, server);
    await signIn(fresh.page, person.email, 'second-password-2');
    await fresh.context.close();
  });
});
