import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startJourneys } from './support/environment';
import {
  createAccount,
  expectNoSeriousAxeViolations,
  latestEmail,
  newPage,
  screenshot,
  signIn,
  visible,
} from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
startJourneys((environment) => ({ server, browser } = environment));

const NOTICE = 'Your e-mail address is being changed';

describe('e-mail change', () => {
  it('needs the password, tells the old address, and "This wasn\'t me" restores it and signs the intruder out', async () => {
    const person = await createAccount(server, 'Ella Changer', 'ella-correct-staple-9');
    const newEmail = `intruder.${person.id.slice(0, 6)}@example.test`;

    // The intruder, in their own browser with the account's session, asks for the change: the password is asked.
    const intruder = await newPage(browser, server);
    await signIn(intruder.page, person.email, 'ella-correct-staple-9');
    await intruder.page.goto('/account#email');
    await intruder.page.getByLabel('New e-mail address').fill(newEmail);
    const send = intruder.page.getByRole('button', { name: 'Send confirmation link' });
    await send.click();
    await visible(intruder.page, 'Please enter your password.');
    expect(await intruder.page.getByLabel('Your password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await intruder.page.getByLabel('Your password', { exact: true }).fill('a wrong guess 123');
    await send.click();
    await visible(intruder.page, 'That is not your current password.');
    await intruder.page.getByLabel('Your password', { exact: true }).fill('ella-correct-staple-9');
    await send.click();
    await visible(intruder.page, 'We sent a confirmation link to');
    await expectNoSeriousAxeViolations(intruder.page);
    await screenshot(intruder.page, 'email-change-asked-desktop');

    // The old mailbox is told at once, with the new address masked and the "This wasn't me" link.
    await expect.poll(async () => (await latestEmail(server, person.email, NOTICE))?.subject).toBe(NOTICE);
    const notice = (await latestEmail(server, person.email, NOTICE))!;
    expect(notice.text).toContain('Your e-mail address is being changed to i***@example.test.');
    const revertLink = /This wasn't me: (http\S+)/.exec(notice.text)![1]!;

    // The confirmation link, opened in a browser without a session, confirms the address and signs nobody in.
    const confirmation = (await latestEmail(server, newEmail, 'Confirm your new e-mail address'))!;
    const confirmLink = /(http\S+verify-email\S+)/.exec(confirmation.text)![1]!;
    const stranger = await newPage(browser, server);
    await stranger.page.goto(confirmLink);
    await stranger.page.waitForURL((url) => url.pathname === '/email-confirmed');
    await visible(stranger.page, 'Your e-mail address is confirmed');
    await expect
      .poll(() => stranger.page.getByRole('main').getByRole('link', { name: 'Sign in' }).isVisible())
      .toBe(true);
    expect((await stranger.context.cookies()).filter((cookie) => cookie.name.includes('session_token'))).toEqual([]);
    await stranger.context.close();

    // The owner, on their phone, follows "This wasn't me" from the old mailbox.
    const owner = await newPage(browser, server, { mobile: true });
    await owner.page.goto(revertLink);
    await expect
      .poll(() => owner.page.getByRole('heading', { name: 'Your account is secured' }).isVisible())
      .toBe(true);
    await visible(owner.page, `We sent a link to ${person.email}`);
    await expectNoSeriousAxeViolations(owner.page);
    const overflow = await owner.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(owner.page, 'email-change-reverted-phone');
    await expect.poll(async () => (await latestEmail(server, person.email))?.subject).toBe('Reset your password');

    // The intruder's session is gone.
    await intruder.page.goto('/account');
    await expect
      .poll(() => intruder.page.getByRole('heading', { name: 'Sign in to manage your account' }).isVisible())
      .toBe(true);

    // The link works once.
    const desktop = await newPage(browser, server);
    await desktop.page.goto(revertLink);
    await expect
      .poll(() => desktop.page.getByRole('heading', { name: 'This link no longer works' }).isVisible())
      .toBe(true);
    await expectNoSeriousAxeViolations(desktop.page);
    await screenshot(desktop.page, 'email-change-link-used-desktop');

    await Promise.all([intruder.context.close(), owner.context.close(), desktop.context.close()]);
  });
});
