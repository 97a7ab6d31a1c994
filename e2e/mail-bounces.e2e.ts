import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emailBounces, profiles } from '../src/server/db/schema';
import { ARTIFACTS, createAccount, newPage, signIn, toast } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Bounced-Mail!2026';
const bounceOf = (address: string) => ({
  address,
  kind: 'hard-bounce' as const,
  source: 'smtp' as const,
  reason: '550 5.1.1 <mailbox>: Recipient address rejected: User unknown',
  smtpCode: 550,
  status: '5.1.1',
});

describe('bounced e-mail addresses', () => {
  it('the owner sees it under Notification e-mails and tries again; an admin sees and clears one', async () => {
    const person = await createAccount(server, 'Bounced Person', PASSWORD);
    await server.db.insert(emailBounces).values(bounceOf(person.email));
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, server, { mobile });
      await signIn(page, person.email, PASSWORD);
      await page.goto('/account');
      const notice = page.getByTestId('account-preferences').getByRole('alert');
      await expect.poll(() => notice.textContent()).toContain(`E-mail to ${person.email} could not be delivered`);
      await page
        .getByTestId('account-preferences')
        .screenshot({ path: path.join(ARTIFACTS, `email-bounce-notice-${mobile ? 'phone' : 'desktop'}.png`) });
      if (mobile) {
        await page.getByRole('button', { name: 'Try again' }).click();
        await toast(page, 'Notification e-mails will be sent again');
        await expect.poll(() => notice.count()).toBe(0);
      }
      await context.close();
    }
    expect(await server.db.select().from(emailBounces).where(eq(emailBounces.address, person.email))).toEqual([]);

    const admin = await createAccount(server, 'Mail Admin', PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const gone = 'gone.mailbox@example.test';
    await server.db.insert(emailBounces).values(bounceOf(gone));
    // The admin on a phone (the owner's notice was seen at both sizes above).
    const { context, page } = await newPage(browser, server, { mobile: true });
    await signIn(page, admin.email, PASSWORD);
    await page.goto('/admin/settings#email-delivery');
    const bounced = page.getByRole('region', { name: 'Bounced addresses' });
    await expect.poll(() => bounced.getByText(gone).isVisible()).toBe(true);
    await page
      .locator('#email-delivery')
      .screenshot({ path: path.join(ARTIFACTS, 'admin-bounced-addresses-phone.png') });
    await bounced.getByRole('button', { name: `Send optional e-mail to ${gone} again` }).click();
    await toast(page, `Optional e-mail goes to ${gone} again`);
    await expect.poll(() => bounced.getByText(gone).count()).toBe(0);
    await context.close();
  });
});
