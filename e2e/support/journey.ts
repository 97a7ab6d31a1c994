import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { account, emailOutbox, expertProfiles, products, profiles, user } from '../../src/server/db/schema';
import { formatMoney } from '../../src/shared/domain/money';
import { hashPassword } from '../../src/server/modules/auth/password-hash';
import type { RunningServer } from './server';

export const ARTIFACTS = path.resolve('e2e/artifacts');

export async function newPage(
  browser: Browser,
  server: RunningServer,
  options: { mobile?: boolean; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    timezoneId: options.timezoneId,
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  waitForAppOnNavigation(page);
  return { context, page };
}

/**
 * A prerendered page paints before its app loads (decision 027), and a click in that gap does nothing; a person
 * waits a moment, a journey waits for the app to have started. `goto` and `reload` do so on every page.
 */
export function waitForAppOnNavigation(page: Page): void {
  const started = () =>
    page.waitForFunction(
      () => !document.getElementById('ssr-state') || 'appStarted' in document.documentElement.dataset,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

/**
 * Collects what the browser reports as a console error or warning, and uncaught errors: a hydration mismatch shows
 * up here (React logs it as an error). The 404 page logs the path it was asked for and the browser logs 404 answers;
 * those are not problems when a test asks for a missing page.
 */
export function hydrationProblems(page: Page, { allowNotFound = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (allowNotFound && /404|non-existent route/.test(text)) return;
    problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * A time zone where it is now another calendar day than in UTC (the server's prerendering): a page that formats
 * today's date in local time hydrates with a mismatch there.
 */
export const timeZoneOnAnotherDay = (now = new Date()) =>
  now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

/** Saves a full-page screenshot under e2e/artifacts (kept by CI as a test artifact). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Signs in through the /auth page as a person would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // The bell shows on every screen size once the session is known.
  await expect.poll(() => page.getByRole('button', { name: /^Notifications/ }).isVisible()).toBe(true);
}

/** The newest e-mail the product wrote for this address (the local mailbox's store), of this subject if given. */
export async function latestEmail(server: RunningServer, to: string, subject?: string) {
  const [mail] = await server.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), subject === undefined ? undefined : eq(emailOutbox.subject, subject)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail ?? null;
}

/** Waits until the text shows on the page. */
export const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

/** Waits until a toast with the text shows. */
export const toast = (page: Page, text: string) =>
  expect.poll(() => page.locator('[data-sonner-toast]', { hasText: text }).first().isVisible()).toBe(true);

/** A confirmed account with a password, arranged in the database (signing up is the foundation journey's). */
export async function createAccount(server: RunningServer, fullName: string, password: string) {
  const id = randomUUID();
  const email = `${fullName.split(' ')[0]!.toLowerCase()}.${id.slice(0, 6)}@example.test`;
  await server.db.insert(user).values({ id, name: fullName, email, emailVerified: true });
  await server.db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
  });
  await server.db.insert(profiles).values({ userId: id, email, fullName });
  return { id, email, fullName };
}

/** Runs axe on the page (toasts left out: they come and go) and expects no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`)),
  ).toEqual([]);
}

/** Makes the account a vetted expert (their application and vetting are the experts journey's). */
export async function makeVettedExpert(server: RunningServer, userId: string, headline: string): Promise<void> {
  await server.db.insert(expertProfiles).values({
    userId,
    status: 'vetted',
    headline,
    bio: `${headline}: ten years of delivery for UK businesses, from scoping to hand-over.`,
    yearsExperience: 10,
    hourlyMin: 7000,
    hourlyMax: 11000,
    weeklyHours: 20,
    country: 'GB',
    timeZone: 'Europe/London',
  });
}

/** Buys the cheapest active pack in the sandbox checkout as the signed-in client; returns the pack and its project. */
export async function buyCheapestPack(server: RunningServer, context: BrowserContext, page: Page) {
  const [pack] = await server.db
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(products.basePrice)
    .limit(1);
  await page.goto(`/product/${pack!.id}`);
  await expect.poll(() => page.getByRole('heading', { name: pack!.title }).isVisible()).toBe(true);
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Buy Outcome Pack' }).click(),
  ]);
  await checkout.waitForLoadState();
  const price = formatMoney(pack!.basePrice, pack!.currency, { alwaysShowMinor: true });
  await checkout.getByRole('button', { name: `Pay ${price}` }).click();
  await checkout.waitForURL((url) => url.pathname === '/payment-success');
  // The page names the project by its reference; its link carries the id.
  const projectHref = await checkout.getByRole('link', { name: 'View Project' }).getAttribute('href');
  const projectId = projectHref!.replace('/project/', '');
  await checkout.close();
  return { projectId, pack: pack! };
}
