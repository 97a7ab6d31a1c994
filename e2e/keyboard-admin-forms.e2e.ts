import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles } from '../src/server/db/schema';
import { startJourneys } from './support/environment';
import { createAccount, expectNoSeriousAxeViolations, newPage, screenshot } from './support/journey';
import { expectFieldError, expectFocusOn, expectFocusUnobscured, signInByKeyboard, tabTo } from './support/keyboard';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Keyboard!Forms2026';

describe.each([
  { size: '1280', mobile: false },
  { size: '390', mobile: true },
])('admin, settings and account forms by keyboard at $size px', ({ size, mobile }) => {
  it('an admin meets the error pattern in two-factor set-up and the quote threshold, focus on the field and in view', async () => {
    const admin = await createAccount(server, `Forms Admin ${size}`, PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const { context, page } = await newPage(browser, server, { mobile });
    await signInByKeyboard(page, admin.email, PASSWORD);

    // Account: turning on two-factor authentication, a short code and then a wrong one are marked and announced.
    await page.goto('/account');
    const section = page.getByTestId('account-two-factor');
    const turnOn = section.getByRole('button', { name: 'Turn on two-factor authentication' });
    await expect.poll(() => turnOn.isVisible()).toBe(true);
    await tabTo(page, turnOn, { limit: 80 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, section.getByLabel('Your password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    const code = section.getByLabel('6-digit code from the app');
    await expect.poll(() => code.isVisible()).toBe(true);
    await expectFocusOn(page, section.getByRole('list', { name: 'Set up your authenticator app' }));
    await tabTo(page, code);
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expectFieldError(page, code, 'Enter the 6-digit code your authenticator app shows.');
    await expectFocusOn(page, code);
    await page.keyboard.type('456');
    await page.keyboard.press('Enter');
    await expectFieldError(page, code, 'That code is not right. Check the time on your phone and try the newest code.');
    await expectFocusOn(page, code);
    await expectFocusUnobscured(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `keyboard-account-mfa-code-error-${size}`);
    // Settings: a threshold that is not whole pounds is said under the field and in the summary; focus on the field.
    await page.goto('/admin/settings');
    const threshold = page.getByLabel('Threshold (£)');
    await expect.poll(() => threshold.inputValue()).toMatch(/^\d+$/);
    await tabTo(page, threshold, { limit: 80 });
    await page.keyboard.press('Control+A');
    await page.keyboard.type('5,000 pounds');
    await page.keyboard.press('Enter');
    await expectFieldError(page, threshold, 'Enter the threshold as a whole number of pounds, for example 5000.');
    await expectFocusOn(page, threshold);
    await expectFocusUnobscured(page);
    await screenshot(page, `keyboard-admin-threshold-error-${size}`);
    await expectNoSeriousAxeViolations(page);

    // A settings dialog gives focus back to its opener after Escape and after Cancel; every stop on the way in view.
    const resetEmail = page.getByLabel('Account e-mail');
    await tabTo(page, resetEmail, { limit: 80 });
    await page.keyboard.type(admin.email);
    const reset = page.getByRole('button', { name: 'Reset two-factor authentication' });
    await tabTo(page, reset);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Reset two-factor authentication?' });
    await expectFocusOn(page, confirm.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Escape');
    await expectFocusOn(page, reset);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, confirm.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, reset);
    await expectFocusUnobscured(page);

    // Experts filter: a minimum rate above the maximum is said under Min, announced as it appears.
    await page.goto('/admin/experts');
    const minRate = page.getByLabel('Min £/hr');
    await tabTo(page, minRate, { limit: 80 });
    await page.keyboard.type('300');
    await page.keyboard.press('Tab');
    await page.keyboard.type('200');
    // The rates reach the filter once typing pauses.
    await expect.poll(() => minRate.getAttribute('aria-invalid'), { timeout: 5000 }).toBe('true');
    const message = page.locator(`#${await minRate.getAttribute('aria-describedby')}`);
    expect(await message.textContent()).toBe('Min £/hr must be at most Max £/hr.');
    expect(await message.getAttribute('role')).toBe('alert');
    await screenshot(page, `keyboard-admin-experts-range-${size}`);

    await context.close();
  });
});
