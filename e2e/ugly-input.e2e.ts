import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  briefs,
  expertProfiles,
  notifications,
  projectDeliverables,
  projectMessages,
  projectParticipants,
  projects,
} from '../src/server/db/schema';
import {
  buyCheapestPack,
  createAccount,
  expectNoSeriousAxeViolations,
  makeVettedExpert,
  newPage,
  screenshot,
  signIn,
} from './support/journey';
import { startJourneys } from './support/environment';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'ugly-input-journey-42';
const ADMIN = ['admin@demo.outcome.local', 'Admin!Demo2026'] as const;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Unbroken text with a distinct first and last character, so both ends can be found on screen. */
const unbroken = (length: number, first: string, last: string) => `${first}${'x'.repeat(length - 2)}${last}`;
const BIO = unbroken(3000, 'A', 'Z');
const CHAT_FROM_EXPERT = unbroken(5000, 'B', 'Y');
const CHAT_FROM_CLIENT = unbroken(5000, 'C', 'W');
const URL_IN_BRIEF = `https://example.com/${'q'.repeat(2000 - 'https://example.com/'.length - 1)}E`;
const URL_AS_TITLE = `https://example.org/${'d'.repeat(2000 - 'https://example.org/'.length - 1)}F`;

/** A project titled with a long URL: its page, and a one-line row in the client's list. */
const URL_AS_PROJECT = `https://example.net/${'p'.repeat(2000 - 'https://example.net/'.length - 1)}G`;

const NOTICE_TITLE = unbroken(300, 'N', 'M');
const URL_IN_NOTICE = `https://example.edu/${'n'.repeat(2000 - 'https://example.edu/'.length - 1)}H`;

const VIEWPORTS = [
  { name: 'phone', mobile: true },
  { name: 'desktop', mobile: false },
] as const;

/** Where the first and last characters of `text` are drawn, measured on the text node that holds it. */
function edges(page: Page, text: string) {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const box = (from: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, from + 1);
        const rect = range.getBoundingClientRect();
        return { left: Math.round(rect.left), right: Math.round(rect.right) };
      };
      return { first: box(at), last: box(at + wanted.length - 1), viewport: window.innerWidth };
    }
    return null;
  }, text);
}

/**
 * What is wrong on this page: a document wider than the screen, or an end of a long text off it horizontally. The
 * screen's width is the viewport asked for: a phone zooms out to a too-wide page, which widens `innerWidth` with it.
 */
async function misfits(page: Page, texts: string[], shot: string): Promise<string[]> {
  for (const text of texts) {
    await eventually(async () => (await edges(page, text)) !== null).toBe(true);
  }
  const screen = page.viewportSize()!.width;
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  await screenshot(page, shot);
  const problems: string[] = [];
  if (widths.document > screen || widths.inner > screen) {
    problems.push(`${shot}: document ${widths.document} px wide on a ${screen} px screen`);
  }
  for (const text of texts) {
    const found = (await edges(page, text))!;
    for (const [end, box] of [
      ['first', found.first],
      ['last', found.last],
    ] as const) {
      if (box.left < 0 || box.right > screen) {
        problems.push(`${shot}: ${end} character of ${text.slice(0, 8)}… at ${box.left}–${box.right} px`);
      }
    }
  }
  await expectNoSeriousAxeViolations(page);
  return problems;
}

describe('ugly input', () => {
  it('a 3,000-character bio, 5,000-character chat messages and 2,000-character URLs never make a page wider than the screen, at 390 and 1280 px', async () => {
    const client = await createAccount(server, 'Uma Client', PASSWORD);
    const expert = await createAccount(server, 'Otto Expert', PASSWORD);
    await makeVettedExpert(server, expert.id, 'Data engineer');
    await server.db.update(expertProfiles).set({ bio: BIO }).where(eq(expertProfiles.userId, expert.id));

    const buyer = await newPage(browser, server);
    await signIn(buyer.page, client.email, PASSWORD);
    const { projectId } = await buyCheapestPack(server, buyer.context, buyer.page);
    await buyer.context.close();
    await server.db.update(projects).set({ status: 'active', title: URL_AS_PROJECT }).where(eq(projects.id, projectId));
    await server.db.insert(projectParticipants).values({ projectId, userId: expert.id, role: 'freelancer' });
    await server.db.insert(projectMessages).values({ projectId, userId: expert.id, message: CHAT_FROM_EXPERT });
    await server.db.insert(projectDeliverables).values({ projectId, title: URL_AS_TITLE });
    const [brief] = await server.db
      .insert(briefs)
      .values({
        userId: client.id,
        contactName: client.fullName,
        contactEmail: client.email,
        structuredBrief: {
          goal: `Rebuild the lead form at ${URL_IN_BRIEF}`,
          context: `Today's form: ${URL_IN_BRIEF}`,
          constraints: '',
          budget_range: null,
          timeline: null,
          urgency: 'standard',
          expert_style: null,
          interpretations: {},
          missing: [],
        },
      })
      .returning();

    await server.db
      .insert(notifications)
      .values({ userId: client.id, type: 'system', title: NOTICE_TITLE, message: `See ${URL_IN_NOTICE}` });

    const problems: string[] = [];
    let clientSent = false;
    for (const viewport of VIEWPORTS) {
      const visitor = await newPage(browser, server, { mobile: viewport.mobile });
      await visitor.page.goto(`/experts/${expert.id}`);
      problems.push(...(await misfits(visitor.page, [BIO], `ugly-input-public-profile-${viewport.name}`)));
      await visitor.context.close();

      const admin = await newPage(browser, server, { mobile: viewport.mobile });
      await signIn(admin.page, ...ADMIN);
      await admin.page.goto(`/admin/experts/${expert.id}`);
      await eventually(() => admin.page.getByRole('heading', { name: 'Vetting' }).isVisible()).toBe(true);
      problems.push(...(await misfits(admin.page, [BIO], `ugly-input-admin-expert-${viewport.name}`)));
      await admin.context.close();

      const asClient = await newPage(browser, server, { mobile: viewport.mobile });
      const page = asClient.page;
      await signIn(page, client.email, PASSWORD);
      await page.goto(`/project/${projectId}?tab=chat`);
      const log = page.getByRole('log', { name: 'Chat messages' });
      await eventually(() => log.getAttribute('aria-busy')).toBe('false');
      if (!clientSent) {
        // The client's own message goes through the composer, as a person would send it.
        await page.getByRole('textbox', { name: 'Message' }).fill(CHAT_FROM_CLIENT);
        await page.getByRole('textbox', { name: 'Message' }).press('Enter');
        clientSent = true;
      }
      await eventually(() => log.getByText(CHAT_FROM_CLIENT, { exact: true }).isVisible()).toBe(true);
      problems.push(...(await misfits(page, [CHAT_FROM_EXPERT, CHAT_FROM_CLIENT], `ugly-input-chat-${viewport.name}`)));

      await page.goto(`/project/${projectId}?tab=deliverables`);
      problems.push(...(await misfits(page, [URL_AS_TITLE], `ugly-input-deliverable-${viewport.name}`)));

      await page.goto(`/dashboard/briefs/${brief!.id}`);
      await eventually(() => page.getByTestId('analysis-context').isVisible()).toBe(true);
      problems.push(...(await misfits(page, [URL_IN_BRIEF], `ugly-input-brief-${viewport.name}`)));

      await page.goto('/dashboard');
      await eventually(() =>
        page
          .getByText(/Rebuild the lead form/)
          .first()
          .isVisible(),
      ).toBe(true);
      problems.push(...(await misfits(page, [], `ugly-input-dashboard-${viewport.name}`)));

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await eventually(() => page.getByRole('dialog', { name: 'Notifications' }).isVisible()).toBe(true);
      problems.push(
        ...(await misfits(page, [NOTICE_TITLE, URL_IN_NOTICE], `ugly-input-notifications-${viewport.name}`)),
      );
      await asClient.context.close();
    }
    expect(problems).toEqual([]);
  });
});
