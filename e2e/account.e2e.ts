import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startJourneys } from './support/environment';
import { createAccount, expectNoSeriousAxeViolations, newPage, screenshot, signIn, visible } from './support/journey';
import { expectFieldError, expectFocusOn } from './support/keyboard';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
startJourneys((environment) => ({ server, browser } = environment));

describe('account recovery', () => {
  it('forgot password: the e-mailed link sets a new password, signs out the other device, and the new one works', async () => {
    const person = await createAccount(server, 'Rhea Forgetful', 'first-password-1');
    const otherDevice = await newPage(browser, server);
    await signIn(otherDevice.page, person.email, 'first-password-1');

    const { context, page } = await newPage(browser, server, { mobile: true });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    // Errors as sign-in shows them: under the field, in the announced summary, focus on the field to fix.
    const email = page.getByLabel('Email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectFieldError(page, email, 'Please enter your email address.');
    await expectFocusOn(page, email);
    await email.fill('rhea-at-example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectFieldError(page, email, 'Please enter a valid email address.');
    await screenshot(page, 'forgot-password-error-phone');
    await email.fill(person.email);
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
    const newPassword = page.getByLabel('New password', { exact: true });
    const repeated = page.getByLabel('Repeat the new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectFieldError(page, newPassword, 'Please choose a password.');
    await expectFieldError(page, repeated, 'Please repeat the new password.');
    await expectFocusOn(page, newPassword);
    await newPassword.fill('second-password-2');
    await repeated.fill('second-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectFieldError(page, repeated, 'The two passwords differ.');
    await expectFocusOn(page, repeated);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'reset-password-error-phone');
    await repeated.fill('second-password-2');
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

  it('signing in from a deep link returns there: a dashboard tab and a quote page', async () => {
    const person = await createAccount(server, 'Theo Returner', 'return-password-1');
    const { context, page } = await newPage(browser, server);
    await page.goto('/dashboard?tab=customizations');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill('return-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?tab=customizations');

    const signedOut = await newPage(browser, server);
    const quotePath = '/quote/00000000-0000-4000-8000-000000000000';
    await signedOut.page.goto(quotePath);
    await expect.poll(() => signedOut.page.getByText('Please sign in to view this quote.').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(signedOut.page);
    // The header's Sign In comes back here too.
    await signedOut.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await signedOut.page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === quotePath);
    await signedOut.context.close();
    await context.close();
  });
});
