import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startJourneys } from './support/environment';
import {
  createAccount,
  expectNoSeriousAxeViolations,
  latestEmail,
  newPage,
  screenshot,
  signIn,
  toast,
  visible,
} from './support/journey';
import { expectFieldError, expectFocusOn } from './support/keyboard';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
startJourneys((environment) => ({ server, browser } = environment));

const sessionRows = (page: Page) => page.getByTestId('account-session');

describe('account settings', () => {
  it('signed out, /account asks to sign in and comes back to it', async () => {
    const person = await createAccount(server, 'Gate Keeper', 'gate-password-1');
    const { context, page } = await newPage(browser, server, { mobile: true });
    await page.goto('/account');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to manage your account' }).isVisible())
      .toBe(true);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill('gate-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => page.getByRole('heading', { name: 'Account settings' }).isVisible()).toBe(true);
    await context.close();
  });

  it('name, password, sessions and data download, from the avatar menu; on a phone too', async () => {
    const person = await createAccount(server, 'Nora Settings', 'first-password-1');
    const otherDevice = await newPage(browser, server);
    await signIn(otherDevice.page, person.email, 'first-password-1');

    const { context, page } = await newPage(browser, server);
    await signIn(page, person.email, 'first-password-1');
    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => page.getByRole('heading', { name: 'Account settings', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => sessionRows(page).count()).toBe(2);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'account-settings-desktop');

    // Name, with the keyboard.
    const name = page.getByLabel('Full name');
    await name.fill('Nora Renamed');
    await name.press('Enter');
    await toast(page, 'Name saved');
    await page.reload();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Nora Renamed');

    // Sessions: this device first, then sign out the other one after confirming.
    await expect.poll(() => sessionRows(page).first().textContent()).toContain('This device');
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Sign out other sessions' }).click();
    await toast(page, 'Other sessions signed out');
    await expect.poll(() => sessionRows(page).count()).toBe(1);
    await otherDevice.page.reload();
    await expect.poll(() => otherDevice.page.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);

    // Password: a wrong current one is refused with the server's message, the right one works.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Repeat the new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(page, /invalid password/i);
    await page.getByLabel('Current password').fill('first-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed');

    // Download my data: the JSON file holds this person's data.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^outcome-marketplace-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ userId: person.id, email: person.email });
    expect(data.profile.fullName).toBe('Nora Renamed');
    for (const key of ['briefs', 'requests', 'quotes', 'orders', 'projects', 'notifications'])
      expect(Array.isArray(data[key])).toBe(true);

    // Preferences save at once.
    await page.getByRole('switch', { name: 'E-mail me about marketing and tips' }).click();
    await toast(page, 'E-mail preferences saved');
    await expect
      .poll(() => page.getByRole('switch', { name: 'E-mail me about marketing and tips' }).getAttribute('aria-checked'))
      .toBe('true');
    await context.close();

    // The new password signs in, on a phone.
    const phone = await newPage(browser, server, { mobile: true });
    await signIn(phone.page, person.email, 'second-password-2');
    await phone.page.goto('/account');
    await expect.poll(() => sessionRows(phone.page).count()).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(phone.page);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'account-settings-phone');
    await phone.context.close();
    await otherDevice.context.close();
  });

  it('e-mail change: confirmed through the link sent to the new address, then shown on the page', async () => {
    const person = await createAccount(server, 'Milo Mover', 'mover-password-1');
    const newEmail = `milo.new.${person.id.slice(0, 6)}@example.test`;
    const { context, page } = await newPage(browser, server, { mobile: true });
    await signIn(page, person.email, 'mover-password-1');
    await page.goto('/account');
    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByLabel('Your password', { exact: true }).fill('mover-password-1');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await visible(page, 'We sent a confirmation link to');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'account-email-sent-phone');

    await expect
      .poll(async () => (await latestEmail(server, newEmail))?.subject)
      .toBe('Confirm your new e-mail address');
    expect((await latestEmail(server, person.email))?.subject).toBe('Your e-mail address is being changed');
    const link = /(http\S+verify-email\S+)/.exec((await latestEmail(server, newEmail))!.text)![1]!;
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/account');
    await toast(page, 'E-mail address changed');
    await visible(page, `Currently ${newEmail}`);
    await context.close();
  });

  it('delete my account: type the e-mail, land on home signed out with a toast; signing in no longer works', async () => {
    const person = await createAccount(server, 'Dana Leaving', 'leave-password-1');
    const { context, page } = await newPage(browser, server, { mobile: true });
    await signIn(page, person.email, 'leave-password-1');
    await page.goto('/account');
    // Delete is always there to press; without the e-mail typed it says what is missing.
    const button = page.getByRole('button', { name: 'Delete my account' });
    const confirmation = page.getByLabel(`Type ${person.email} to confirm`);
    await button.click();
    await expectFieldError(page, confirmation, `Type your e-mail address, ${person.email}, to confirm.`);
    await expectFocusOn(page, confirmation);
    await confirmation.fill(person.email);
    await screenshot(page, 'account-delete-phone');
    await button.click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Account deleted');
    await context.close();

    const again = await newPage(browser, server);
    await again.page.goto('/auth');
    await again.page.getByLabel('Email').fill(person.email);
    await again.page.getByLabel('Password').fill('leave-password-1');
    await again.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visible(again.page, /invalid email or password/i);
    await again.context.close();
  });
});
