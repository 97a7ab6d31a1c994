import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles, projectMessages, projectParticipants, projects } from '../src/server/db/schema';
import {
  buyCheapestPack,
  createAccount,
  expectNoSeriousAxeViolations,
  makeVettedExpert,
  newPage,
  screenshot,
  signIn,
  visible,
} from './support/journey';
import { startJourneys } from './support/environment';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'chat-journey-42';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const log = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const bubble = (page: Page, text: string) => log(page).getByText(text, { exact: true });

async function openChat(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}?tab=chat`);
  await eventually(() => page.getByRole('heading', { name: 'Project Chat' }).isVisible()).toBe(true);
  await eventually(() => log(page).getAttribute('aria-busy')).toBe('false');
}

describe('project chat', () => {
  it('client and expert chat live both ways; Shift+Enter makes a new line; blank is not sent; older messages load on scrolling up; unread counts on the dashboard', async () => {
    const client = await createAccount(server, 'Cleo Client', PASSWORD);
    const expert = await createAccount(server, 'Ezra Expert', PASSWORD);
    const stranger = await createAccount(server, 'Stan Stranger', PASSWORD);
    await makeVettedExpert(server, expert.id, 'CRM consultant');

    const asClient = await newPage(browser, server);
    await signIn(asClient.page, client.email, PASSWORD);
    const { projectId } = await buyCheapestPack(server, asClient.context, asClient.page);
    // An expert is assigned (the matching journey covers how): draft → active.
    await server.db.update(projects).set({ status: 'active' }).where(eq(projects.id, projectId));
    await server.db.insert(projectParticipants).values({ projectId, userId: expert.id, role: 'freelancer' });

    // Yesterday's conversation: 60 messages, more than one page of 50.
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    yesterday.setHours(10, 0, 0, 0);
    await server.db.insert(projectMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        projectId,
        userId: i % 2 ? client.id : expert.id,
        message: `Earlier note ${i + 1}`,
        createdAt: new Date(yesterday.getTime() + i * 60_000),
      })),
    );

    const clientPage = asClient.page;
    await openChat(clientPage, projectId);
    const asExpert = await newPage(browser, server);
    const expertPage = asExpert.page;
    await signIn(expertPage, expert.email, PASSWORD);
    await openChat(expertPage, projectId);

    // The newest page shows; the first ten wait above it, and load when the reader scrolls to the top.
    await eventually(() => bubble(clientPage, 'Earlier note 60').isVisible()).toBe(true);
    expect(await bubble(clientPage, 'Earlier note 1').count()).toBe(0);
    await eventually(() => log(clientPage).getByText('Yesterday').isVisible()).toBe(true);
    const anchor = bubble(clientPage, 'Earlier note 11');
    await log(clientPage).evaluate((element) => element.scrollTo({ top: 0 }));
    await eventually(() => bubble(clientPage, 'Earlier note 1').count()).toBe(1);
    // The reader keeps their place: the message that was at the top is still in view.
    await eventually(() => anchor.isVisible()).toBe(true);
    expect(await log(clientPage).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

    // Client → expert, live.
    await composer(clientPage).fill('Hello Ezra, kick-off tomorrow?');
    await composer(clientPage).press('Enter');
    await eventually(() => bubble(expertPage, 'Hello Ezra, kick-off tomorrow?').isVisible()).toBe(true);
    await eventually(() => composer(clientPage).inputValue()).toBe('');
    await eventually(() => log(expertPage).getByText('Today').isVisible()).toBe(true);

    // Expert → client, with a new line from Shift+Enter.
    await composer(expertPage).click();
    await expertPage.keyboard.type('Sounds good.');
    await expertPage.keyboard.press('Shift+Enter');
    await expertPage.keyboard.type('I will send the agenda 🙂');
    expect(await composer(expertPage).inputValue()).toBe('Sounds good.\nI will send the agenda 🙂');
    await expertPage.keyboard.press('Enter');
    await eventually(() => bubble(clientPage, 'Sounds good.\nI will send the agenda 🙂').isVisible()).toBe(true);

    // Blank is not sent: Enter on spaces leaves the count unchanged and says why; Send stays enabled.
    const count = async () =>
      (await server.db.select().from(projectMessages).where(eq(projectMessages.projectId, projectId))).length;
    const before = await count();
    await composer(clientPage).fill('   ');
    await composer(clientPage).press('Enter');
    await visible(clientPage, 'Please enter a message');
    expect(await composer(clientPage).getAttribute('aria-invalid')).toBe('true');
    expect(await clientPage.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
    await clientPage.waitForTimeout(300);
    expect(await count()).toBe(before);
    // Enter pressed twice quickly sends once.
    await composer(clientPage).fill('Only once');
    await composer(clientPage).press('Enter');
    await composer(clientPage).press('Enter');
    await eventually(() => bubble(expertPage, 'Only once').isVisible()).toBe(true);
    await clientPage.waitForTimeout(300);
    expect(await count()).toBe(before + 1);

    await expectNoSeriousAxeViolations(clientPage);
    await screenshot(clientPage, 'chat-desktop');
    await screenshot(expertPage, 'chat-expert-desktop');

    // The client leaves for the dashboard; the expert writes twice; the client's project list shows 2 unread.
    await clientPage.goto('/dashboard?tab=projects');
    await composer(expertPage).fill('Agenda attached in Deliverables');
    await composer(expertPage).press('Enter');
    await eventually(() => bubble(expertPage, 'Agenda attached in Deliverables').isVisible()).toBe(true);
    await composer(expertPage).fill('See you tomorrow');
    await composer(expertPage).press('Enter');
    await eventually(() => bubble(expertPage, 'See you tomorrow').isVisible()).toBe(true);
    await clientPage.reload();
    await eventually(() => clientPage.getByText('2 unread').isVisible()).toBe(true);
    await screenshot(clientPage, 'chat-dashboard-unread');
    // Opening the chat reads it; back on the dashboard (once that is stored: the page shows what it was read with,
    // and the stream replays only pushed changes) the badge is gone.
    const markedRead = clientPage.waitForResponse(
      (response) => response.url().endsWith(`/messages/read`) && response.request().method() === 'POST',
    );
    await openChat(clientPage, projectId);
    await eventually(() => bubble(clientPage, 'See you tomorrow').isVisible()).toBe(true);
    await markedRead;
    await clientPage.goto('/dashboard?tab=projects');
    await eventually(() =>
      clientPage
        .getByRole('link', { name: /Created/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await clientPage.waitForTimeout(300);
    expect(await clientPage.getByText(/\d+ unread/).count()).toBe(0);

    // On a phone (390 px) the chat works the same.
    const onPhone = await newPage(browser, server, { mobile: true });
    await signIn(onPhone.page, client.email, PASSWORD);
    await openChat(onPhone.page, projectId);
    await composer(onPhone.page).fill('Sent from my phone');
    await onPhone.page.getByRole('button', { name: 'Send message' }).click();
    await eventually(() => bubble(expertPage, 'Sent from my phone').isVisible()).toBe(true);
    expect(await onPhone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(onPhone.page, 'chat-phone');

    // Someone not on the project sees "Project Not Found", and the project channel refuses them.
    const asStranger = await newPage(browser, server);
    await signIn(asStranger.page, stranger.email, PASSWORD);
    await asStranger.page.goto(`/project/${projectId}?tab=chat`);
    await eventually(() => asStranger.page.getByRole('heading', { name: 'Project Not Found' }).isVisible()).toBe(true);
    const refused = await asStranger.page.evaluate(
      async (id) => (await fetch(`/api/realtime/stream?channels=project:${id}`)).status,
      projectId,
    );
    expect(refused).toBe(404);
    expect((await server.db.select().from(profiles).where(eq(profiles.userId, stranger.id))).length).toBe(1);

    await Promise.all([asClient.context, asExpert.context, onPhone.context, asStranger.context].map((c) => c.close()));
  });
});
