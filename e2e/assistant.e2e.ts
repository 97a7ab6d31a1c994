import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  customProjectMilestones,
  deliverableFiles,
  projectDeliverables,
  projectParticipants,
  projects,
} from '../src/server/db/schema';
import { ARTIFACTS, createAccount, expectNoSeriousAxeViolations, newPage, screenshot, signIn } from './support/journey';
import { startJourneys } from './support/environment';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'assistant-journey-42';
const DAY_MS = 24 * 60 * 60 * 1000;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const EMPTY_INSIGHTS = 'No insights available yet. Start a conversation with the AI to generate project insights.';

/**
 * A custom project between client and expert (its quote, approval and funding are other journeys'): milestone 1
 * "Data audit" (£1,500, funded) was due 6 days ago and is still in progress; milestone 2 "Dashboard build" (£2,500) is
 * due in 20 days. The audit report was sent back for revision twice.
 */
async function arrangeProject(clientId: string, expertId: string, status: 'active' | 'completed' = 'active') {
  const [project] = await server.db
    .insert(projects)
    .values({
      title: status === 'active' ? 'Sales dashboard' : 'Finished audit',
      status,
      isCustom: true,
      currency: 'gbp',
      totalPrice: 400_000,
      clientId,
      createdAt: new Date(Date.now() - 30 * DAY_MS),
    })
    .returning({ id: projects.id });
  const projectId = project!.id;
  await server.db.insert(projectParticipants).values([
    { projectId, userId: clientId, role: 'client' },
    { projectId, userId: expertId, role: 'freelancer' },
  ]);
  const [m1] = await server.db
    .insert(customProjectMilestones)
    .values([
      {
        projectId,
        milestoneNumber: 1,
        title: 'Data audit',
        description: 'Audit of the CRM data',
        status: 'in_progress',
        amount: 150_000,
        dueDate: new Date(Date.now() - 6 * DAY_MS),
        paymentStatus: 'succeeded',
        fundedAt: new Date(Date.now() - 25 * DAY_MS),
      },
      {
        projectId,
        milestoneNumber: 2,
        title: 'Dashboard build',
        description: 'The sales dashboard',
        amount: 250_000,
        dueDate: new Date(Date.now() + 20 * DAY_MS),
      },
    ])
    .returning({ id: customProjectMilestones.id });
  const [deliverable] = await server.db
    .insert(projectDeliverables)
    .values({ projectId, milestoneId: m1!.id, title: 'Audit report', status: 'revision_requested' })
    .returning({ id: projectDeliverables.id });
  await server.db.insert(deliverableFiles).values(
    [1, 2].map((version) => ({
      deliverableId: deliverable!.id,
      fileName: `audit-v${version}.pdf`,
      fileSize: 2048,
      fileType: 'application/pdf',
      storagePath: `${deliverable!.id}/${version}.pdf`,
      versionNumber: version,
      qaDecision: 'needs_revision' as const,
    })),
  );
  return projectId;
}

/** What a person sees of a fixed panel: the viewport, not the full page. */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

const conversation = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('log', { name: 'TeamSmith AI conversation' });

describe('TeamSmith AI assistant and insights', () => {
  it('answers "What is overdue?" from the project, opens the bubble panel, and an insight is dismissed for good', async () => {
    const client = await createAccount(server, 'Cora Client', PASSWORD);
    const expert = await createAccount(server, 'Evan Expert', PASSWORD);
    const projectId = await arrangeProject(client.id, expert.id);
    const finishedId = await arrangeProject(client.id, expert.id, 'completed');

    const { page } = await newPage(browser, server);
    await signIn(page, client.email, PASSWORD);

    // AI Assistant tab: ask with Enter; the reply names the overdue milestone, not the one due later.
    await page.goto(`/project/${projectId}?tab=assistant`);
    const tab = page.getByRole('tabpanel');
    await eventually(() => tab.getByText('Ask TeamSmith AI about this project').isVisible()).toBe(true);
    const input = tab.getByRole('textbox', { name: 'Ask TeamSmith AI' });
    await input.fill('What is overdue?');
    await input.press('Enter');
    const reply = conversation(tab).getByText(/Milestone 1 "Data audit" was due .* \(6 days ago\)/);
    await eventually(() => reply.isVisible()).toBe(true);
    const replyText = (await reply.textContent()) ?? '';
    expect(replyText).toContain('£1,500, funded in escrow');
    expect(replyText).toContain('"Audit report"');
    expect(replyText).not.toContain('Dashboard build');
    await eventually(() => input.isEnabled()).toBe(true);
    await expect.poll(() => input.inputValue()).toBe('');
    await screenshot(page, 'assistant-tab-desktop');

    // While a reply is awaited the input is disabled; when sending fails the spec's toast shows and the typed
    // question is still there to send again.
    let release: () => void = () => undefined;
    await page.route('**/api/ai-chat', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"x","message":"x"}}',
      });
    });
    await input.fill('What is next?');
    await input.press('Enter');
    await eventually(() => input.isDisabled()).toBe(true);
    release();
    await eventually(() =>
      page.locator('[data-sonner-toast]', { hasText: 'Failed to send message. Please try again.' }).isVisible(),
    ).toBe(true);
    await eventually(() => input.inputValue()).toBe('What is next?');
    await eventually(() => input.isEnabled()).toBe(true);
    await page.unroute('**/api/ai-chat');
    await input.fill('');
    await expectNoSeriousAxeViolations(page);

    // The floating bubble opens the 'TeamSmith AI' panel with the same conversation; a chip asks; Escape closes.
    await page.getByRole('button', { name: 'Open TeamSmith AI' }).click();
    const panel = page.getByRole('dialog', { name: 'TeamSmith AI' });
    await eventually(() => panel.isVisible()).toBe(true);
    await eventually(() => conversation(panel).getByText('What is overdue?').first().isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'When is the next meeting?' }).click();
    await eventually(() =>
      conversation(panel)
        .getByText(/No upcoming meeting is scheduled for this project/)
        .isVisible(),
    ).toBe(true);
    await viewportShot(page, 'assistant-bubble-desktop');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await eventually(() => panel.isVisible()).toBe(false);

    // Insights: the overdue milestone and the revision loop, with confidence as a percent; Dismiss removes one and a
    // reload (which refreshes the insights) does not bring it back.
    await page.goto(`/project/${projectId}?tab=insights`);
    const list = page.getByRole('list', { name: 'Project insights' });
    const overdue = list.getByRole('listitem').filter({ hasText: 'Milestone 1 "Data audit" is overdue' });
    await eventually(() => overdue.isVisible()).toBe(true);
    await eventually(() => overdue.getByText(/^\d{1,3}% confidence$/).isVisible()).toBe(true);
    await eventually(() => list.getByText('Revision loop on "Audit report"').isVisible()).toBe(true);
    await screenshot(page, 'insights-tab-desktop');
    await expectNoSeriousAxeViolations(page);
    await overdue.getByRole('button', { name: 'Dismiss' }).click();
    await eventually(() => overdue.count()).toBe(0);
    await page.reload();
    await eventually(() => list.getByText('Revision loop on "Audit report"').isVisible()).toBe(true);
    expect(await list.getByText('Milestone 1 "Data audit" is overdue').count()).toBe(0);

    // A finished project has no insights: the spec's empty text, word for word.
    await page.goto(`/project/${finishedId}?tab=insights`);
    await eventually(() => page.getByText(EMPTY_INSIGHTS, { exact: true }).isVisible()).toBe(true);
  });

  it('at 390 px the bubble opens a full-width sheet; tabs and insights fit without sideways scrolling', async () => {
    const client = await createAccount(server, 'Cleo Client', PASSWORD);
    const expert = await createAccount(server, 'Esme Expert', PASSWORD);
    const projectId = await arrangeProject(client.id, expert.id);
    const { page } = await newPage(browser, server, { mobile: true });
    await signIn(page, client.email, PASSWORD);

    await page.goto(`/project/${projectId}?tab=insights`);
    await eventually(() => page.getByText('Milestone 1 "Data audit" is overdue').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'insights-tab-phone');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Open TeamSmith AI' }).click();
    const panel = page.getByRole('dialog', { name: 'TeamSmith AI' });
    await eventually(() => panel.isVisible()).toBe(true);
    expect((await panel.boundingBox())?.width).toBe(390);
    const input = panel.getByRole('textbox', { name: 'Ask TeamSmith AI' });
    await input.fill('What is next?');
    await panel.getByRole('button', { name: 'Send question' }).click();
    await eventually(() =>
      conversation(panel)
        .getByText(/Next up is Milestone 1 "Data audit"/)
        .isVisible(),
    ).toBe(true);
    await viewportShot(page, 'assistant-sheet-phone');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await eventually(() => panel.isVisible()).toBe(false);
  });
});
