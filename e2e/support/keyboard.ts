import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What has focus: its tag, role and accessible name as the page reports them (for failure messages). */
export const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60) ?? '';
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${name}"`;
  });

/** Whether the locator's element has focus. */
export const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * The focused control is the element at its own centre: no sticky header, floating button or overlay covers it
 * (WCAG 2.2 2.4.11), and it is on the screen.
 */
export async function expectFocusUnobscured(page: Page): Promise<void> {
  const covering = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'nothing has focus';
    const box = active.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return `off screen at ${x},${y}`;
    const top = document.elementFromPoint(x, y);
    if (top && (top === active || active.contains(top))) return null;
    return `covered by ${top?.tagName.toLowerCase()}.${top?.className.toString().slice(0, 60)}`;
  });
  expect(covering, await focusedDescription(page)).toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, checking at each stop that the focused control is not
 * covered; fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(() => document.activeElement !== document.body)) await expectFocusUnobscured(page);
  }
  expect(
    await hasFocus(target),
    `not reached by ${back ? 'Shift+Tab' : 'Tab'}; at ${await focusedDescription(page)}`,
  ).toBe(true);
}

/** Waits until the target has focus. */
export const expectFocusOn = async (page: Page, target: Locator) =>
  expect.poll(() => hasFocus(target), { message: `focus is on ${await focusedDescription(page)}` }).toBe(true);

/** After a route change: focus is on the new page's h1 and the live region says its title. */
export async function expectPageAnnounced(page: Page, heading: string | RegExp): Promise<void> {
  await expectFocusOn(page, page.getByRole('heading', { level: 1, name: heading }));
  await expect.poll(() => page.getByTestId('route-announcer').textContent()).toBe(await page.title());
}

/**
 * The error pattern: the field is marked invalid, points to its message, and the summary says the message. The
 * summary is the one live region that announces it: the field's own message is not live, so it is said once.
 */
export async function expectFieldError(page: Page, field: Locator, message: string): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const described = await page.evaluate(
    (ids) =>
      ids.map((id) => {
        const element = document.getElementById(id);
        const live = element?.closest('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])');
        return { text: element?.textContent ?? '', live: Boolean(live) };
      }),
    describedBy.split(' ').filter(Boolean),
  );
  const messages = described.filter((element) => element.text.includes(message));
  expect(messages.length, `aria-describedby="${describedBy}" says "${message}"`).toBeGreaterThan(0);
  expect(
    messages.some((element) => element.live),
    `the field's "${message}" is announced besides the summary`,
  ).toBe(false);
  expect(await page.getByTestId('error-summary').textContent()).toContain(message);
  expect(await page.getByTestId('error-summary').getAttribute('role')).toBe('alert');
}

/** Signs in on /auth with the keyboard alone; lands on the home page with its heading focused and announced. */
export async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expectPageAnnounced(page, /./);
}
