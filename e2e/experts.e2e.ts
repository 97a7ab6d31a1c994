import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expertProfiles } from '../src/server/db/schema';
import { createAccount, latestEmail, newPage, screenshot, signIn, toast, visible } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const ADMIN = ['admin@demo.outcome.local', 'Admin!Demo2026'] as const;
const CLIENT = ['client@demo.outcome.local', 'Client!Demo2026'] as const;
const PASSWORD = 'expert-journey-42';

/** A person with an account and no expert profile yet. */
const person = (fullName: string) => createAccount(server, fullName, PASSWORD);

async function expectNoAxeViolations(page: Page) {
  // Toasts are left out: one caught mid fade-in blends its text with the page (their colours at rest are AA).
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    ),
  ).toEqual([]);
}

async function fillApplication(page: Page) {
  await page.getByLabel('Headline', { exact: true }).fill('Fractional CFO for B2B SaaS scale-ups');
  await page
    .getByLabel('Bio', { exact: true })
    .fill('Fifteen years in finance leadership: built FP&A teams, led two Series B raises and an exit to a PE buyer.');
  await page.getByLabel('Years of experience').fill('15');
  await page.getByLabel('Skills', { exact: true }).fill('Financial Modelling, FP&A, Fundraising');
  await page.getByLabel('Industries', { exact: true }).fill('SaaS, FinTech');
  await page.getByLabel('Outcome tags', { exact: true }).fill('Cash Flow, Cost Reduction');
  await page.getByLabel('Hourly price from (£)').fill('90');
  await page.getByLabel('Hourly price to (£)').fill('150');
  await page.getByLabel('Hours a week').fill('20');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Time zone').selectOption('Europe/London');
  await page.getByLabel('Languages', { exact: true }).fill('English, French');
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByLabel('Label', { exact: true }).fill('LinkedIn');
  await page.getByLabel('URL', { exact: true }).fill('https://www.linkedin.com/in/example-cfo');
}

describe('experts', () => {
  it('a signed-in user applies; an admin vets and approves; the applicant is vetted, e-mailed and public', async () => {
    const applicant = await person('Morgan Applicant');

    // /for-freelancers → Apply to Join → /auth → back to the application.
    const a = await newPage(browser, server);
    await a.page.goto('/for-freelancers');
    await a.page.getByRole('link', { name: 'Apply to Join' }).first().click();
    await a.page.waitForURL((url) => url.pathname === '/auth');
    await a.page.getByLabel('Email').fill(applicant.email);
    await a.page.getByLabel('Password').fill(PASSWORD);
    await a.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await a.page.waitForURL((url) => url.pathname === '/expert/apply');
    await expect.poll(() => a.page.getByRole('heading', { name: 'Apply to join as an expert' }).isVisible()).toBe(true);

    // An empty submission names what is missing in an announced summary, focus on the first field; nothing is sent.
    await a.page.getByRole('button', { name: 'Submit Application' }).click();
    await visible(a.page, 'There is a problem');
    expect(await a.page.getByTestId('error-summary').getAttribute('role')).toBe('alert');
    expect(await a.page.locator('#expert-headline').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => a.page.evaluate(() => document.activeElement?.id)).toBe('expert-headline');
    await screenshot(a.page, 'experts-application-errors');

    await fillApplication(a.page);
    await expectNoAxeViolations(a.page);
    await screenshot(a.page, 'experts-application-form');
    await a.page.getByRole('button', { name: 'Submit Application' }).click();
    await toast(a.page, 'Application submitted');
    await a.page.waitForURL((url) => url.pathname === '/expert');
    await expect.poll(() => a.page.getByRole('heading', { name: 'Application status' }).isVisible()).toBe(true);
    await visible(a.page, 'Applied');
    await expect.poll(() => a.page.getByRole('link', { name: 'Expert area' }).first().isVisible()).toBe(true);
    const [stored] = await server.db.select().from(expertProfiles).where(eq(expertProfiles.userId, applicant.id));
    expect(stored).toMatchObject({ status: 'applied', hourlyMin: 9000, hourlyMax: 15000, country: 'GB' });

    // The application form on a phone.
    const phone = await newPage(browser, server, { mobile: true });
    const other = await person('Robin Phone');
    await phone.page.goto('/auth?next=%2Fexpert%2Fapply');
    await phone.page.getByLabel('Email').fill(other.email);
    await phone.page.getByLabel('Password').fill(PASSWORD);
    await phone.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await phone.page.waitForURL((url) => url.pathname === '/expert/apply');
    await fillApplication(phone.page);
    await screenshot(phone.page, 'experts-application-form-phone');
    await phone.context.close();

    // The admin finds the application in the Experts tab and opens it.
    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    await admin.page.goto('/admin/experts');
    await expect
      .poll(() =>
        admin.page
          .getByRole('navigation', { name: 'Admin areas' })
          .getByRole('link', { name: 'Experts' })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    await admin.page.getByLabel('Search').fill('Morgan Applicant');
    await admin.page.getByRole('link', { name: 'Open Morgan Applicant' }).click();
    await admin.page.waitForURL(`**/admin/experts/${applicant.id}`);
    await expect.poll(() => admin.page.getByRole('heading', { name: 'Vetting' }).isVisible()).toBe(true);
    const approve = admin.page.getByRole('button', { name: 'Approve', exact: true });
    expect(await approve.isDisabled()).toBe(true);

    // The checklist with notes, and a score.
    for (const [step, note] of [
      ['1. Application review', 'References from two SaaS CEOs'],
      ['2. Skills assessment', 'Model case study: excellent'],
      ['3. Client interview', 'Clear and commercial'],
    ] as const) {
      await admin.page.getByRole('checkbox', { name: step }).check();
      await admin.page.getByLabel(`Notes: ${step.slice(3)}`).fill(note);
    }
    await admin.page.getByLabel('Vetting score (0–1)').fill('0.82');
    await admin.page.getByRole('button', { name: 'Save Vetting' }).click();
    await toast(admin.page, 'Vetting saved');
    await expect.poll(() => approve.isDisabled()).toBe(false);
    await expectNoAxeViolations(admin.page);
    await screenshot(admin.page, 'experts-admin-application');

    // Approve, after confirming.
    await approve.click();
    await expect.poll(() => admin.page.getByRole('dialog').isVisible()).toBe(true);
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await toast(admin.page, 'Expert vetted');
    await expect.poll(() => admin.page.getByRole('button', { name: 'Suspend' }).isVisible()).toBe(true);

    const adminPhone = await newPage(browser, server, { mobile: true });
    await signIn(adminPhone.page, ...ADMIN);
    await adminPhone.page.goto(`/admin/experts/${applicant.id}`);
    await expect.poll(() => adminPhone.page.getByRole('heading', { name: 'Vetting' }).isVisible()).toBe(true);
    await screenshot(adminPhone.page, 'experts-admin-application-phone');
    await adminPhone.context.close();

    // The applicant sees "vetted" and finds the decision in the local mailbox.
    await a.page.goto('/expert');
    await visible(a.page, 'Vetted');
    await expect.poll(() => a.page.getByRole('switch', { name: 'Available for new work' }).isVisible()).toBe(true);
    // The Profile tab: an edit is saved and logged for admins.
    await a.page.goto('/expert?tab=profile');
    await a.page.getByLabel('Hours a week').fill('25');
    await a.page.getByRole('button', { name: 'Save Profile' }).click();
    await toast(a.page, 'Profile saved');
    await screenshot(a.page, 'experts-expert-area-profile');
    await admin.page.reload();
    const logged = admin.page.locator('li li', { hasText: 'Hours a week:' });
    await expect.poll(() => logged.first().textContent()).toBe('Hours a week: 20 → 25');
    expect((await latestEmail(server, applicant.email))?.subject).toBe('Your expert application is approved');
    await a.page.goto('/dev/mailbox');
    await a.page
      .getByRole('button', { name: /Your expert application is approved/ })
      .first()
      .click();
    await visible(a.page, /you are now a vetted expert/);

    // The public profile: no contact data; a signed-out visitor is asked to sign in to save.
    const visitor = await newPage(browser, server);
    await visitor.page.goto(`/experts/${applicant.id}`);
    await expect
      .poll(() => visitor.page.getByRole('heading', { name: 'Morgan Applicant', level: 1 }).isVisible())
      .toBe(true);
    await visible(visitor.page, '£90-£150/hr');
    expect(await visitor.page.content()).not.toContain(applicant.email);
    expect(await visitor.page.content()).not.toContain('linkedin.com/in/example-cfo');
    await expectNoAxeViolations(visitor.page);
    await screenshot(visitor.page, 'experts-public-profile');
    const visitorPhone = await newPage(browser, server, { mobile: true });
    await visitorPhone.page.goto(`/experts/${applicant.id}`);
    await expect
      .poll(() => visitorPhone.page.getByRole('heading', { name: 'Morgan Applicant', level: 1 }).isVisible())
      .toBe(true);
    await screenshot(visitorPhone.page, 'experts-public-profile-phone');
    await visitorPhone.context.close();

    // "Sign in to Save Expert" returns to the profile and saves it; the dashboard lists it.
    await visitor.page.getByRole('link', { name: 'Sign in to Save Expert' }).click();
    await expect
      .poll(() => visitor.page.getByRole('heading', { name: 'Sign in to Save Expert', level: 1 }).isVisible())
      .toBe(true);
    await visitor.page.getByLabel('Email').fill(CLIENT[0]);
    await visitor.page.getByLabel('Password').fill(CLIENT[1]);
    await visitor.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visitor.page.waitForURL((url) => url.pathname === `/experts/${applicant.id}`);
    await toast(visitor.page, 'Expert saved');
    await expect.poll(() => visitor.page.getByRole('button', { name: 'Saved' }).isVisible()).toBe(true);
    await visitor.page.goto('/dashboard?tab=saved-experts');
    await expect
      .poll(() => visitor.page.getByRole('link', { name: 'Morgan Applicant', exact: true }).isVisible())
      .toBe(true);
    expect(
      await visitor.page.getByRole('link', { name: 'Request this expert: Morgan Applicant' }).getAttribute('href'),
    ).toBe(`/brief-builder?expert=${applicant.id}`);
    // (No axe check here: the dashboard's counter cards put h3s straight after the h1, outside this feature.)
    await screenshot(visitor.page, 'experts-saved-experts');

    await a.context.close();
    await admin.context.close();
    await visitor.context.close();
  });
});
