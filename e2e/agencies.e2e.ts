import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../src/server/db/seed/agencies';
import {
  agencies,
  agencyMembers,
  expertProfiles,
  profiles,
  projectParticipants,
  projects,
} from '../src/server/db/schema';
import { createAccount, latestEmail, newPage, screenshot, toast, visible } from './support/journey';
import { expectFieldError, expectFocusOn } from './support/keyboard';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'agency-journey-42';

/** A vetted expert with a password (accounts and vetting are other journeys: arranged in the database). */
async function vettedExpert(fullName: string) {
  const { id, email } = await createAccount(server, fullName, PASSWORD);
  await server.db.insert(expertProfiles).values({
    userId: id,
    status: 'vetted',
    headline: 'Revenue operations lead for B2B teams',
    bio: 'Ten years of CRM, outbound and sales operations for growing companies in the UK and Ireland.',
    yearsExperience: 10,
    hourlyMin: 8000,
    hourlyMax: 12000,
    weeklyHours: 20,
    country: 'GB',
    timeZone: 'Europe/London',
  });
  return { id, email, fullName };
}

/** An active project the expert delivers (a client approved their quote): the agency works on it. */
async function deliveredProject(expertId: string, title: string) {
  const [client] = await server.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.email, 'client@demo.outcome.local'));
  const [project] = await server.db
    .insert(projects)
    .values({
      title,
      status: 'active',
      isCustom: true,
      totalPrice: 900_000,
      clientId: client!.userId,
      quoteId: randomUUID(),
    })
    .returning({ id: projects.id });
  await server.db.insert(projectParticipants).values([
    { projectId: project!.id, userId: client!.userId, role: 'client' },
    { projectId: project!.id, userId: expertId, role: 'freelancer' },
  ]);
  return project!.id;
}

/** Signs in on /auth (reached with ?next) and waits to be sent on to `path`. */
async function signInAndReturn(page: Page, email: string, path: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

async function expectNoAxeViolations(page: Page) {
  // Toasts come and go (axe can catch one mid-fade at reduced contrast): they are checked where they are asserted.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    ),
  ).toEqual([]);
}

describe('agencies', () => {
  it('an expert creates an agency from /for-agencies, invites a lead who accepts from the e-mail, and records a split of 100%', async () => {
    const owner = await vettedExpert('Nadia Owner');
    const lead = await vettedExpert('Leo Lead');
    const projectId = await deliveredProject(owner.id, 'Outbound campaign setup');

    // Signed out, "Create Agency" goes through /auth and back to /agency.
    const o = await newPage(browser, server);
    await o.page.goto('/for-agencies');
    await o.page.getByRole('link', { name: 'Create Agency' }).first().click();
    await o.page.waitForURL((url) => url.pathname === '/auth');
    await signInAndReturn(o.page, owner.email, '/agency');
    await o.page.getByLabel('Agency name').fill('Northgate Collective');
    await o.page.getByLabel('Description (optional)').fill('Operations and revenue experts working as one team.');
    await o.page.getByRole('button', { name: 'Create Agency' }).click();
    await toast(o.page, 'Agency created');
    await expect
      .poll(() => o.page.getByRole('heading', { level: 1, name: 'Northgate Collective' }).isVisible())
      .toBe(true);
    await visible(o.page, 'No split recorded yet.');

    // The owner invites the lead by e-mail.
    await o.page.getByLabel('Email').fill(lead.email);
    await o.page.getByLabel('Role', { exact: true }).selectOption('lead_expert');
    await o.page.getByRole('button', { name: 'Send Invitation' }).click();
    await toast(o.page, 'Invitation sent');
    const roster = o.page.getByRole('list', { name: 'Roster' });
    await expect.poll(() => roster.getByText('Invited', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(o.page);

    // The lead opens the e-mail's link signed out, signs in with the invited address and accepts.
    const mail = await latestEmail(server, lead.email);
    expect(mail?.subject).toBe('Invitation to join Northgate Collective');
    const link = /https?:\/\/\S+\/agency\/invitations\/[0-9a-f-]{36}/.exec(mail!.text)![0];
    const l = await newPage(browser, server, { mobile: true });
    await l.page.goto(link);
    await l.page.getByRole('link', { name: 'Sign In' }).click();
    await signInAndReturn(l.page, lead.email, new URL(link).pathname);
    await visible(l.page, 'Nadia Owner invited you to join Northgate Collective as lead expert.');
    await expectNoAxeViolations(l.page);
    await screenshot(l.page, 'agencies-invitation-390');
    await l.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await toast(l.page, 'Invitation accepted');
    await visible(l.page, 'You are a member of Northgate Collective.');
    await l.page.getByRole('link', { name: 'Open agency dashboard' }).click();
    await expect
      .poll(() => l.page.getByRole('heading', { level: 1, name: 'Northgate Collective' }).isVisible())
      .toBe(true);
    await visible(l.page, 'Your role:');
    expect(await l.page.getByRole('button', { name: 'Send Invitation' }).count()).toBe(0);
    // The expert area links to it too.
    await l.page.goto('/expert?tab=agency');
    await l.page.getByRole('link', { name: 'Open agency dashboard: Northgate Collective' }).click();
    await l.page.waitForURL((url) => url.pathname === '/agency');

    // The owner sees the lead active, then sets the project's split: the default is 45 / 55.
    await o.page.reload();
    await expect.poll(() => roster.getByText('Invited', { exact: true }).count()).toBe(0);
    await o.page.getByRole('button', { name: 'Edit split: Outbound campaign setup' }).click();
    const dialog = o.page.getByRole('dialog', { name: 'Edit split' });
    const total = dialog.getByTestId('split-total');
    await expect.poll(() => total.textContent()).toBe('Total: 100%');
    expect(await dialog.getByLabel('Share of Nadia Owner (%)').inputValue()).toBe('45');
    expect(await dialog.getByLabel('Share of Leo Lead (%)').inputValue()).toBe('55');
    await dialog.getByLabel('Share of Nadia Owner (%)').fill('40');
    await expect.poll(() => total.textContent()).toBe('Total: 95%');
    // Save Split stays enabled: pressed, the problem marks the shares and is said in the summary.
    await dialog.getByRole('button', { name: 'Save Split' }).click();
    await expectFieldError(o.page, dialog.getByLabel('Share of Nadia Owner (%)'), 'The split must total exactly 100%.');
    await expectFocusOn(o.page, dialog.getByLabel('Share of Nadia Owner (%)'));
    await expectNoAxeViolations(o.page);
    await screenshot(o.page, 'agencies-edit-split-1280');
    await dialog.getByLabel('Share of Leo Lead (%)').fill('60');
    await expect.poll(() => total.textContent()).toBe('Total: 100%');
    await dialog.getByRole('button', { name: 'Save Split' }).click();
    await toast(o.page, 'Split saved');
    const split = o.page.getByRole('table', { name: 'Payout split of Outbound campaign setup' });
    await expect.poll(() => split.innerText()).toMatch(/Nadia Owner\s+Owner\s+40%\s+Leo Lead\s+Lead expert\s+60%/);
    const stored = await server.db.select().from(agencyMembers).where(eq(agencyMembers.email, lead.email));
    expect(stored[0]).toMatchObject({ status: 'active', userId: lead.id });
    expect(await o.page.getByRole('link', { name: 'Outbound campaign setup' }).getAttribute('href')).toBe(
      `/project/${projectId}`,
    );

    // A role change waits for Save role, then shows everywhere.
    await o.page.getByLabel('Role of Leo Lead').selectOption('supporting_expert');
    await o.page.getByRole('button', { name: 'Save role of Leo Lead' }).click();
    await toast(o.page, 'Role updated');
    await expect.poll(() => split.innerText()).toMatch(/Leo Lead\s+Supporting expert\s+60%/);

    // Keyboard: an invitation withdrawn after confirming; Escape cancels and focus returns to the button.
    await o.page.getByLabel('Email').fill('someone.new@example.test');
    await o.page.getByLabel('Email').press('Enter');
    await toast(o.page, 'Invitation sent');
    const remove = o.page.getByRole('button', { name: 'Remove someone.new@example.test' });
    await remove.focus();
    await o.page.keyboard.press('Enter');
    await visible(o.page, 'Withdraw invitation?');
    await o.page.keyboard.press('Escape');
    await expect.poll(() => remove.evaluate((element) => element === document.activeElement)).toBe(true);
    await o.page.keyboard.press('Enter');
    await o.page.getByRole('button', { name: 'Withdraw invitation' }).click();
    await toast(o.page, 'Invitation withdrawn');
    await expect.poll(() => roster.getByText('Removed', { exact: true }).isVisible()).toBe(true);
    await screenshot(o.page, 'agencies-dashboard-1280');

    // The same dashboard at 390 px.
    const m = await newPage(browser, server, { mobile: true });
    await m.page.goto('/auth?next=%2Fagency');
    await signInAndReturn(m.page, owner.email, '/agency');
    await expect
      .poll(() => m.page.getByRole('heading', { level: 1, name: 'Northgate Collective' }).isVisible())
      .toBe(true);
    const overflow = await m.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(m.page);
    await screenshot(m.page, 'agencies-dashboard-390');

    await Promise.all([o.context.close(), l.context.close(), m.context.close()]);
    // Start-up seeded the demo agency beside everything else.
    expect(await server.db.select().from(agencies).where(eq(agencies.name, DEMO_AGENCY.name))).toHaveLength(1);
  });
});
