import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customProjectMilestones, projectParticipants, projects } from '../src/server/db/schema';
import {
  createAccount,
  expectNoSeriousAxeViolations,
  newPage,
  screenshot,
  signIn,
  toast,
  visible,
} from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const PASSWORD = 'ratings-journey-42';

/** A custom project between the two, completed just now (completion itself is the escrow journey's). */
async function completedProject(clientId: string, expertId: string): Promise<string> {
  const id = randomUUID();
  await server.db.insert(projects).values({
    id,
    title: 'Pricing page rebuild',
    status: 'completed',
    isCustom: true,
    currency: 'gbp',
    totalPrice: 300_000,
    clientId,
    quoteId: randomUUID(),
    completedAt: new Date(),
  });
  await server.db.insert(projectParticipants).values([
    { projectId: id, userId: clientId, role: 'client' },
    { projectId: id, userId: expertId, role: 'freelancer' },
  ]);
  await server.db.insert(customProjectMilestones).values({
    projectId: id,
    milestoneNumber: 1,
    title: 'Launch',
    description: 'New page live',
    amount: 300_000,
    status: 'completed',
    paymentStatus: 'succeeded',
  });
  return id;
}

/** Rates with the keyboard only: Tab into the star group, arrow keys to the score, Tab on to the comment. */
async function rateByKeyboard(page: Page, stars: number, comment: string) {
  const card = page.getByRole('region', { name: 'Rate this project' });
  await expect.poll(() => card.getByRole('radiogroup').isVisible()).toBe(true);
  const checked = () => card.getByRole('radio', { checked: true }).getAttribute('aria-label');
  await card.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await expect.poll(checked).toMatch(/^1 star/);
  // Arrow keys move along the stars and select as they go (one key at a time, as a person presses them).
  for (let star = 2; star <= stars; star += 1) {
    // Radix moves focus a moment after keydown and selects only while the key is held, as a person's press is.
    await page.keyboard.down('ArrowRight');
    await expect.poll(checked).toMatch(new RegExp(`^${star} stars`));
    await page.keyboard.up('ArrowRight');
  }
  await page.keyboard.press('Tab');
  await page.keyboard.type(comment);
  await card.getByRole('button', { name: 'Submit rating' }).click();
  await toast(page, 'Rating submitted');
}

describe('ratings', () => {
  it('after completion both sides rate through the page; each is hidden until the other rates, then both show', async () => {
    const client = await createAccount(server, 'Rita Client', PASSWORD);
    const expert = await createAccount(server, 'Reza Expert', PASSWORD);
    const projectId = await completedProject(client.id, expert.id);

    const c = await newPage(browser, server);
    await signIn(c.page, client.email, PASSWORD);
    await c.page.goto(`/project/${projectId}`);
    await expect.poll(() => c.page.getByRole('heading', { name: 'Rate this project' }).isVisible()).toBe(true);
    await visible(c.page, 'How was working with Reza Expert?');
    // An empty submission says what is missing.
    await c.page.getByRole('button', { name: 'Submit rating' }).click();
    await visible(c.page, 'Please choose a rating from 1 to 5 stars');
    await expectNoSeriousAxeViolations(c.page);
    await rateByKeyboard(c.page, 4, 'Sharp, fast and clear.');
    await visible(c.page, /Thanks — your rating is hidden until Reza Expert rates or \d+ \w+ \d{4}\./);
    await expectNoSeriousAxeViolations(c.page);
    await screenshot(c.page, 'ratings-client-hidden');

    const e = await newPage(browser, server, { mobile: true });
    await signIn(e.page, expert.email, PASSWORD);
    await e.page.goto(`/project/${projectId}`);
    await visible(e.page, 'How was working with Rita Client?');
    // Double-blind: the client's words are not on the expert's page yet.
    expect(await e.page.getByText('Sharp, fast and clear.').count()).toBe(0);
    await screenshot(e.page, 'ratings-expert-form-phone');
    // The expert picks with a tap (phone), the client used the keyboard.
    await e.page.getByRole('radio', { name: /^5 stars/ }).click();
    await e.page.getByLabel('Comment (optional)').fill('Decisive client, quick feedback.');
    await e.page.getByRole('button', { name: 'Submit rating' }).click();
    await toast(e.page, 'Rating submitted');
    await visible(e.page, 'Sharp, fast and clear.');
    await visible(e.page, "Rita Client's rating of you");
    await expectNoSeriousAxeViolations(e.page);
    await screenshot(e.page, 'ratings-expert-published-phone');

    await c.page.reload();
    await visible(c.page, 'Decisive client, quick feedback.');
    await visible(c.page, "Reza Expert's rating of you");
    expect(await c.page.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    await screenshot(c.page, 'ratings-client-published');

    await c.context.close();
    await e.context.close();
  });
});
