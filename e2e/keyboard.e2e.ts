import { eq } from 'drizzle-orm';
import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles, projectDeliverables, projectMessages, projectParticipants, projects } from '../src/server/db/schema';
import { createAccount, expectNoSeriousAxeViolations, newPage, screenshot } from './support/journey';
import {
  expectFieldError,
  expectFocusOn,
  expectFocusUnobscured,
  expectPageAnnounced,
  hasFocus,
  signInByKeyboard,
  tabTo,
} from './support/keyboard';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const CLIENT = ['client@demo.outcome.local', 'Client!Demo2026'] as const;
const PASSWORD = 'Keyboard!Journey2026';

/** Whether the element is in the lower half of the window, where the floating TeamSmith button sits. */
const inLowerHalf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.top >= window.innerHeight / 2 && box.bottom <= window.innerHeight;
};

describe.each([
  { size: '1280', mobile: false },
  { size: '390', mobile: true },
])('keyboard and screen-reader journeys at $size px', ({ size, mobile }) => {
  it('a visitor signs in: errors are shown, announced and focused, a refused password marks both fields', async () => {
    const { context, page } = await newPage(browser, server, { mobile });
    await page.goto('/auth');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await tabTo(page, email);
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await expectFieldError(page, email, 'Please enter a valid email address.');
    await expectFieldError(page, password, 'Please enter your password.');
    await expectFocusOn(page, email);
    await expectFocusUnobscured(page);
    await screenshot(page, `keyboard-sign-in-errors-${size}`);

    // Sign In stays reachable by Tab, and a refused password is said beside both fields.
    await page.keyboard.press('Control+A');
    await page.keyboard.type(CLIENT[0]);
    await tabTo(page, password);
    await page.keyboard.type('wrong-password-1');
    await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expectFocusOn(page, email);
    expect(await page.getByTestId('error-summary').textContent()).toMatch(/invalid email or password/i);
    await expectNoSeriousAxeViolations(page);

    // Sign up: the same pattern.
    await tabTo(page, page.getByRole('tab', { name: 'Sign In' }), { back: true });
    await page.keyboard.press('ArrowRight');
    const signUpEmail = page.getByRole('tabpanel').getByLabel('Email');
    await tabTo(page, page.getByRole('button', { name: 'Sign Up', exact: true }));
    await page.keyboard.press('Enter');
    await expectFieldError(page, signUpEmail, 'Please enter your email address.');
    await expectFocusOn(page, signUpEmail);
    await context.close();
  });

  it('a visitor builds a brief: Continue says why it stays, arrows choose the budget, step 7 marks both fields', async () => {
    const { context, page } = await newPage(browser, server, { mobile });
    await page.goto('/brief-builder');
    const answer = page.getByRole('textbox', { name: 'Your goal' });
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');
    await expectFieldError(page, answer, 'Please describe the outcome you want.');
    await expectFocusOn(page, answer);
    await screenshot(page, `keyboard-builder-error-${size}`);

    await page.keyboard.type('Increase qualified leads by 30% within 3 months');
    await page.keyboard.press('Control+Enter');
    await expectFocusOn(page, page.getByRole('heading', { name: 'Tell us about your organisation' }));
    await tabTo(page, page.getByRole('textbox', { name: 'Your context' }));
    await page.keyboard.type('A 40-person B2B SaaS company in London');
    await page.keyboard.press('Control+Enter');
    await tabTo(page, page.getByRole('textbox', { name: 'Constraints' }));
    await page.keyboard.press('Control+Enter');

    // The budget: Continue without a choice puts focus on the first option; each arrow chooses as it moves.
    await expectFocusOn(page, page.getByRole('heading', { name: 'What is your budget?' }));
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');
    const budget = page.getByRole('radiogroup', { name: 'Budget' });
    await expectFieldError(page, budget, 'Please choose a budget.');
    const options = budget.getByRole('radio');
    await expectFocusOn(page, options.first());
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, options.nth(1));
    await expect.poll(() => options.nth(1).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => options.nth(2).getAttribute('aria-checked')).toBe('true');
    expect(await options.nth(1).getAttribute('aria-checked')).toBe('false');
    // Out of the group and back: Shift+Tab lands on the chosen option.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(options.nth(2))).toBe(true);
    await screenshot(page, `keyboard-builder-budget-${size}`);
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('heading', { name: 'When do you need it?' }));
    const timelines = page.getByRole('radiogroup').getByRole('radio');
    await tabTo(page, timelines.first());
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => timelines.nth(1).getAttribute('aria-checked')).toBe('true');
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('heading', { name: 'Urgency and expert style' }));
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');

    // Step 7: no name and a malformed e-mail are both marked; focus goes to the name.
    await expectFocusOn(page, page.getByRole('heading', { name: 'Where should we send your proposal?' }));
    const email = page.getByRole('textbox', { name: 'Email *' });
    await tabTo(page, email);
    await page.keyboard.type('bad-email');
    await tabTo(page, page.getByRole('button', { name: 'Generate Proposal' }));
    await page.keyboard.press('Enter');
    const name = page.getByRole('textbox', { name: 'Name *' });
    await expectFieldError(page, name, 'Please provide your name.');
    await expectFieldError(page, email, 'Please enter a valid email address.');
    await expectFocusOn(page, name);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `keyboard-builder-contact-errors-${size}`);
    await context.close();
  });

  it('a client moves through the site: each new page is focused and announced, nothing hides the focus', async () => {
    const { context, page } = await newPage(browser, server, { mobile });
    await signInByKeyboard(page, ...CLIENT);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // Every stop from the top of the dashboard to the footer is visible and uncovered.
    const footerLink = page.locator('footer a').first();
    await tabTo(page, footerLink, { limit: 120 });
    // Back up the list: the sticky header never covers what has focus.
    await tabTo(page, page.getByRole('link', { name: 'Outcome Marketplace home' }), { back: true, limit: 120 });
    const viewDetails = page.getByRole('link', { name: /^View details of ‘/ });
    expect(await page.getByRole('link', { name: 'View Details', exact: true }).count()).toBe(0);
    const names = await viewDetails.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);

    // The catalog from the header (the menu on a phone): the new page's heading takes focus; a filter says its count.
    if (mobile) {
      await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.locator('header').getByRole('link', { name: 'Outcomes', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/outcomes');
    await expectPageAnnounced(page, /./);
    await page.goto('/catalog');
    const compliance = page.getByRole('button', { name: 'Compliance' });
    await tabTo(page, compliance);
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /outcome packs? in Compliance/ })
          .count(),
      )
      .toBe(1);
    await expectFocusUnobscured(page);
    await screenshot(page, `keyboard-catalog-filter-${size}`);
    await context.close();
  });

  it('a client writes in the project chat: Send is reached by Tab and the floating TeamSmith button never covers it', async () => {
    const client = await createAccount(server, `Keyboard Client ${size}`, PASSWORD);
    const [project] = await server.db
      .insert(projects)
      .values({ title: `Chat Project ${size}`, status: 'active', totalPrice: 250000, clientId: client.id })
      .returning({ id: projects.id });
    await server.db.insert(projectParticipants).values({ projectId: project!.id, userId: client.id, role: 'client' });
    // A conversation longer than the chat box: its end is where the floating button could sit.
    await server.db.insert(projectMessages).values(
      Array.from({ length: 12 }, (_, index) => ({
        projectId: project!.id,
        userId: client.id,
        message: `Earlier note ${index + 1}`,
      })),
    );
    const { context, page } = await newPage(browser, server, { mobile });
    await signInByKeyboard(page, client.email, PASSWORD);
    await page.goto(`/project/${project!.id}?tab=chat`);
    await tabTo(page, page.getByRole('textbox', { name: 'Message' }), { limit: 80 });
    await page.keyboard.type('Can we move the kickoff to Tuesday?');
    const send = page.getByRole('button', { name: 'Send message' });
    const bubble = page.getByRole('button', { name: 'Open TeamSmith AI' });
    // The control is what is under its own centre, and the floating button shares none of its pixels.
    const expectUncovered = async (target: Locator, name: string) => {
      const covering = await target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top && element.contains(top) ? null : `${top?.tagName} ${top?.getAttribute('aria-label') ?? ''}`;
      });
      expect(covering, `what is at the centre of ${name}`).toBeNull();
      const [box, bubbleBox] = await Promise.all([target.boundingBox(), bubble.boundingBox()]);
      const apart =
        box!.x + box!.width <= bubbleBox!.x ||
        bubbleBox!.x + bubbleBox!.width <= box!.x ||
        box!.y + box!.height <= bubbleBox!.y ||
        bubbleBox!.y + bubbleBox!.height <= box!.y;
      expect(apart, `${name} ${JSON.stringify(box)}, TeamSmith ${JSON.stringify(bubbleBox)}`).toBe(true);
    };
    // While typing (the message box scrolled into view) and once Tab has reached Send.
    await expectUncovered(send, 'Send');
    await tabTo(page, send);
    await expectUncovered(send, 'Send');
    await screenshot(page, `keyboard-chat-send-${size}`);
    await page.keyboard.press('Enter');
    const log = page.getByRole('log', { name: 'Chat messages' });
    const sent = log.getByText('Can we move the kickoff to Tuesday?');
    await expect.poll(() => sent.count()).toBe(1);

    // The newest message, at the end of the conversation, shows in full when brought into view.
    await sent.evaluate((message) => message.scrollIntoView({ block: 'end' }));
    await expectUncovered(sent, 'the newest message');
    // Scrolled to the end of the page, no link, button or text in view near the floating button is under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const content = page.locator('a[href], button:enabled:not([data-floating-assistant]), li, p');
    for (const item of await content.all()) {
      if (!(await item.isVisible()) || !(await item.evaluate(inLowerHalf))) continue;
      await expectUncovered(item, (await item.getAttribute('aria-label')) ?? (await item.innerText()));
    }
    await screenshot(page, `keyboard-project-end-${size}`);
    await context.close();
  });

  it('an admin works the QA queue: focus returns to the opener after a dialog and to the next row after a decision', async () => {
    const admin = await createAccount(server, `Keyboard Admin ${size}`, PASSWORD);
    await server.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.id));
    const [project] = await server.db
      .insert(projects)
      .values({ title: `Keyboard Project ${size}`, status: 'active', totalPrice: 250000, clientId: admin.id })
      .returning({ id: projects.id });
    // Submitted after anything already waiting, one second apart: the queue lists them last, in this order.
    const titles = [`Inventory report ${size}`, `Migration plan ${size}`, `Training notes ${size}`];
    const submittedFrom = Date.now();
    for (const [index, title] of titles.entries())
      await server.db.insert(projectDeliverables).values({
        projectId: project!.id,
        title,
        status: 'submitted',
        submittedAt: new Date(submittedFrom + index * 1000),
      });
    const { context, page } = await newPage(browser, server, { mobile });
    await signInByKeyboard(page, admin.email, PASSWORD);
    await page.goto('/admin/qa-queue');
    const row = (title: string) => page.getByRole('listitem', { name: title, exact: true });
    await expect.poll(() => row(titles[0]!).isVisible()).toBe(true);

    // Escape and Cancel give focus back to the button that opened the dialog.
    const revise = page.getByRole('button', { name: `Request Revision of ‘${titles[0]}’` });
    await tabTo(page, revise);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, revise);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, revise);

    // A sent revision takes the row away: focus goes to the row that took its place.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Please add the stock levels by warehouse');
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Request Revision' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => row(titles[0]!).count()).toBe(0);
    await expectFocusOn(page, row(titles[1]!));

    // Approve acts at once. The last row gone, focus goes to the row before it.
    await tabTo(page, page.getByRole('button', { name: `Approve ‘${titles[2]}’` }));
    await page.keyboard.press('Enter');
    await expect.poll(() => row(titles[2]!).count()).toBe(0);
    await expectFocusOn(page, row(titles[1]!));

    // The test's own rows gone, focus goes to whatever row came before them, or to the heading when none is left.
    const waitingBefore = await page
      .getByTestId('qa-queue')
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((item) => item.getAttribute('aria-label') ?? ''));
    const rowBefore = waitingBefore.at(-2);
    await tabTo(page, page.getByRole('button', { name: `Approve ‘${titles[1]}’` }));
    await page.keyboard.press('Enter');
    await expect.poll(() => row(titles[1]!).count()).toBe(0);
    await expectFocusOn(page, rowBefore ? row(rowBefore) : page.getByRole('heading', { level: 1, name: 'QA Queue' }));
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `keyboard-qa-queue-${size}`);
    await context.close();
  });
});
