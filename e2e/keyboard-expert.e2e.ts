import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customProjectMilestones, projectParticipants, projects } from '../src/server/db/schema';
import { createAccount, expectNoSeriousAxeViolations, makeVettedExpert, newPage, screenshot } from './support/journey';
import { expectFieldError, expectFocusOn, tabTo } from './support/keyboard';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'Keyboard!Forms2026';

/** Types the e-mail and password on /auth and presses Enter: no mouse. */
async function signInWithKeys(page: Page, email: string) {
  await page.goto('/auth');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
}

/** An active custom project of the client and the expert; its milestone 1 is funded, so the client may dispute it. */
async function sharedProject(clientId: string, expertId: string, size: string) {
  const [project] = await server.db
    .insert(projects)
    .values({ title: `Keyboard Forms ${size}`, status: 'active', isCustom: true, totalPrice: 200_000, clientId })
    .returning({ id: projects.id });
  await server.db.insert(projectParticipants).values([
    { projectId: project!.id, userId: clientId, role: 'client' },
    { projectId: project!.id, userId: expertId, role: 'freelancer' },
  ]);
  await server.db.insert(customProjectMilestones).values({
    projectId: project!.id,
    milestoneNumber: 1,
    title: 'Data model',
    amount: 200_000,
    status: 'in_progress',
    paymentStatus: 'succeeded',
    fundedAt: new Date(),
  });
  return project!.id;
}

describe.each([
  { size: '1280', mobile: false },
  { size: '390', mobile: true },
])('keyboard-only forms of the expert and the project at $size px', ({ size, mobile }) => {
  it('an expert saves a profile without a headline and opens an empty New Deliverable: both say why, focus comes back', async () => {
    const expert = await createAccount(server, `Keyboard Expert ${size}`, PASSWORD);
    const client = await createAccount(server, `Keyboard Forms Client ${size}`, PASSWORD);
    await makeVettedExpert(server, expert.id, 'Fractional CFO for B2B SaaS');
    const projectId = await sharedProject(client.id, expert.id, size);
    const { context, page } = await newPage(browser, server, { mobile });
    await signInWithKeys(page, expert.email);

    // The profile: an emptied headline is marked, said in the summary, and focused.
    await page.goto('/expert?tab=profile');
    const headline = page.getByRole('textbox', { name: 'Headline' });
    // The tab panel holds controls, so it is no Tab stop of its own: every stop on the way is in view.
    await tabTo(page, headline, { limit: 80 });
    expect(await page.getByRole('tabpanel').getAttribute('tabindex')).toBeNull();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await tabTo(page, page.getByRole('button', { name: 'Save Profile' }), { limit: 80 });
    await page.keyboard.press('Enter');
    await expectFieldError(page, headline, 'Enter your headline');
    await expectFocusOn(page, headline);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `keyboard-expert-profile-errors-${size}`);

    // New Deliverable: an empty title is refused the same way; Cancel gives focus back to New Deliverable.
    await page.goto(`/project/${projectId}?tab=deliverables`);
    const opener = page.getByRole('button', { name: 'New Deliverable' });
    await tabTo(page, opener, { limit: 80 });
    await page.keyboard.press('Enter');
    const title = page.getByRole('textbox', { name: 'Title' });
    await expectFocusOn(page, title);
    await tabTo(page, page.getByRole('button', { name: 'Create Deliverable' }));
    await page.keyboard.press('Enter');
    await expectFieldError(page, title, 'Please enter a deliverable title');
    await expectFocusOn(page, title);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `keyboard-expert-deliverable-errors-${size}`);
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, opener);
    await context.close();
  });

  it('a client opens a dispute with no reason: the reason is marked; Escape gives focus back to the opener', async () => {
    const client = await createAccount(server, `Keyboard Dispute Client ${size}`, PASSWORD);
    const expert = await createAccount(server, `Keyboard Dispute Expert ${size}`, PASSWORD);
    const projectId = await sharedProject(client.id, expert.id, size);
    const { context, page } = await newPage(browser, server, { mobile });
    await signInWithKeys(page, client.email);
    await page.goto(`/project/${projectId}?tab=disputes`);
    const opener = page.getByRole('button', { name: 'Dispute a Milestone' });
    await tabTo(page, opener, { limit: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expectFocusOn(page, reason);
    await tabTo(page, dialog.getByRole('button', { name: 'Open Dispute' }));
    await page.keyboard.press('Enter');
    await expectFieldError(page, reason, 'Please explain why you are disputing this milestone');
    await expectFocusOn(page, reason);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `keyboard-dispute-errors-${size}`);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, opener);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});
