import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSettings, profiles } from '../src/server/db/schema';
import { startJourneys } from './support/environment';
import {
  ARTIFACTS,
  createAccount,
  expectNoSeriousAxeViolations,
  latestEmail,
  makeVettedExpert,
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

const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app';

/** A screenshot of one step (the part of the page it is about), next to the full-page ones. */
const stepShot = (step: Locator, name: string) => step.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

/** Signs out from the phone menu, as a person on a phone would. */
async function signOutOnPhone(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => page.getByText('You have been signed out successfully.').isVisible()).toBe(true);
}

/** The password step; with MFA on, the code step follows on the same page. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect.poll(() => page.getByLabel(CODE_PROMPT).isVisible()).toBe(true);
}

/** Per authenticator secret, the last time step a code was made for: a code works once, so the next is of a later step. */
const lastStepOf = new Map<string, number>();

/**
 * A code the app would show now, or the next step's (the server accepts one step of skew) when this step's was
 * already used; waits for the clock when even that one was used, and out the last seconds of a step so the code is
 * not already stale. Each account's steps are its own.
 */
async function freshCode(secret: string): Promise<string> {
  const currentStep = () => Math.floor(Date.now() / 1000 / 30);
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (left < 4) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
  const step = Math.max(currentStep(), (lastStepOf.get(secret) ?? 0) + 1);
  // More than one step ahead would be refused: wait until the clock is one step behind it.
  while (step > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  lastStepOf.set(secret, step);
  return generateSync({ secret, epoch: step * 30 });
}

describe('two-factor authentication', () => {
  it('a client turns it on with an authenticator code, saves backup codes, signs in with a code and once with a backup code', async () => {
    const person = await createAccount(server, 'Mira Factor', 'mfa-password-1');
    const { context, page } = await newPage(browser, server, { mobile: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, person.email, 'mfa-password-1');
    await page.goto('/account');
    const section = page.getByTestId('account-two-factor');
    await expect.poll(() => section.getByTestId('mfa-status').textContent()).toContain('Off');

    // Password first (keyboard only), then the QR code and the key.
    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await section.getByLabel('Your password', { exact: true }).fill('wrong-password');
    await section.getByLabel('Your password', { exact: true }).press('Enter');
    await visible(page, 'That password is not right.');
    await section.getByLabel('Your password', { exact: true }).fill('mfa-password-1');
    await section.getByLabel('Your password', { exact: true }).press('Enter');
    await expect
      .poll(() => section.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible())
      .toBe(true);
    const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'mfa-setup-qr-390');
    await stepShot(section, 'mfa-setup-qr-390-step');

    // A wrong first code is refused; the app's code turns it on.
    await section.getByLabel('6-digit code from the app').fill('000000');
    await section.getByLabel('6-digit code from the app').press('Enter');
    await visible(page, /That code is not right/);
    await section.getByLabel('6-digit code from the app').fill(await freshCode(secret));
    await section.getByLabel('6-digit code from the app').press('Enter');
    await toast(page, 'Two-factor authentication is on');

    // Ten backup codes, shown once: copied, then saved.
    const codes = (
      await section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents()
    ).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    await section.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast(page, 'Backup codes copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('outcome-marketplace-backup-codes.txt');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'mfa-backup-codes-390');
    await stepShot(section, 'mfa-backup-codes-390-step');
    await section.getByRole('button', { name: 'I have saved my backup codes' }).click();
    await expect.poll(() => section.getByTestId('mfa-status').textContent()).toMatch(/On since/);
    expect((await latestEmail(server, person.email))?.subject).toBe('Two-factor authentication is on');

    // Signing in now asks for the code after the password.
    await signOutOnPhone(page);
    await passwordStep(page, person.email, 'mfa-password-1');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'mfa-sign-in-code-390');
    // Verify can be pressed at once; a missing or refused code is said as sign-in says errors.
    const code = page.getByLabel(CODE_PROMPT);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectFieldError(page, code, 'Please enter the 6-digit code from your authenticator app.');
    await expectFocusOn(page, code);
    await code.fill('000000');
    await code.press('Enter');
    await expectFieldError(page, code, 'That code is not right. Try the newest code from your app.');
    await expectFocusOn(page, code);
    await screenshot(page, 'mfa-sign-in-code-error-390');
    await page.getByLabel(CODE_PROMPT).fill(await freshCode(secret));
    await page.getByLabel(CODE_PROMPT).press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: /^Notifications/ }).isVisible()).toBe(true);

    // Once with a backup code, using the keyboard to switch to it.
    await signOutOnPhone(page);
    await passwordStep(page, person.email, 'mfa-password-1');
    await page.getByRole('button', { name: 'Use a backup code instead' }).press('Enter');
    await page.getByLabel('Enter one of your backup codes').fill(codes[0]!);
    await page.getByLabel('Enter one of your backup codes').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(async () => (await latestEmail(server, person.email))?.subject)
      .toBe('You signed in with a backup code');

    // The same backup code never works again.
    await signOutOnPhone(page);
    await passwordStep(page, person.email, 'mfa-password-1');
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Enter one of your backup codes').fill(codes[0]!);
    await page.getByLabel('Enter one of your backup codes').press('Enter');
    await visible(page, 'That backup code is not right or was already used.');
    await context.close();
  });

  it('an admin without it is sent to set it up while it is required, and admin opens once it is on', async () => {
    const admin = await createAccount(server, 'Ada Admin', 'admin-password-1');
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const required = (enabled: boolean) =>
      server.db
        .update(adminSettings)
        .set({ settingValue: { enabled } })
        .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));
    const { context, page } = await newPage(browser, server);
    try {
      await required(true);
      await signIn(page, admin.email, 'admin-password-1');
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/account');
      await visible(page, /Administrators must turn on two-factor authentication/);
      await screenshot(page, 'mfa-admin-required-desktop');

      // The password alone does not enrol an authenticator: a link to confirm it is them goes to their mailbox.
      const section = page.getByTestId('account-two-factor');
      await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      await section.getByLabel('Your password', { exact: true }).fill('admin-password-1');
      await section.getByLabel('Your password', { exact: true }).press('Enter');
      await visible(page, "We e-mailed you a link to confirm it's you.");
      const mail = await latestEmail(server, admin.email, 'Confirm it is you to turn on two-factor authentication');
      const link = mail?.text.match(/https?:\/\/\S+confirm-enrolment=\S+/)?.[0];
      expect(link).toBeDefined();
      const back = new URL(link!);
      await page.goto(`${back.pathname}${back.search}`);
      await section.getByLabel('Your password', { exact: true }).fill('admin-password-1');
      await section.getByLabel('Your password', { exact: true }).press('Enter');
      const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
      await section.getByLabel('6-digit code from the app').fill(await freshCode(secret));
      await section.getByLabel('6-digit code from the app').press('Enter');
      await toast(page, 'Two-factor authentication is on');
      await section.getByRole('button', { name: 'I have saved my backup codes' }).click();

      await page.goto('/admin');
      await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);

      // Settings: the requirement is shown on; a reset asks for confirmation and says when no account matches.
      await page.goto('/admin/settings');
      const toggle = page.getByRole('switch', { name: 'Require two-factor authentication for admins' });
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      const reset = page.getByRole('form', { name: 'Reset two-factor authentication' });
      await reset.getByLabel('Account e-mail').fill('nobody@example.test');
      await reset.getByLabel('Account e-mail').press('Enter');
      const dialog = page.getByRole('alertdialog');
      await expect.poll(() => dialog.textContent()).toContain('nobody@example.test');
      await dialog.getByRole('button', { name: 'Reset two-factor authentication' }).click();
      await visible(page, 'No account has this e-mail address.');
      await expectNoSeriousAxeViolations(page);
      await stepShot(reset, 'mfa-admin-reset-desktop');
    } finally {
      await required(false);
      await context.close();
    }
  });

  it('an expert with a payout account is asked to turn it on, and can dismiss the prompt', async () => {
    const expert = await createAccount(server, 'Esme Payout', 'expert-password-1');
    await makeVettedExpert(server, expert.id, 'Revenue operations lead');
    const { context, page } = await newPage(browser, server, { mobile: true });
    await signIn(page, expert.email, 'expert-password-1');
    await page.goto('/expert');
    await expect.poll(() => page.getByRole('heading', { name: 'Expert area' }).isVisible()).toBe(true);
    expect(await page.getByTestId('mfa-prompt').count()).toBe(0);

    await page.goto('/expert?tab=earnings');
    await page.getByRole('button', { name: 'Set up payout account' }).click();
    await toast(page, 'Payout account ready');
    const prompt = page.getByTestId('mfa-prompt');
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await stepShot(prompt, 'mfa-expert-prompt-390');
    await prompt.getByRole('button', { name: 'Dismiss' }).click();
    // Still dismissed after a reload, once the earnings (and so the payout account) are loaded again.
    await page.reload();
    await visible(page, /Active \(sandbox\) since/);
    // The server renders the prompt; the browser hides it once the page has hydrated.
    await expect.poll(() => page.getByTestId('mfa-prompt').count()).toBe(0);
    await context.close();
  });
});
