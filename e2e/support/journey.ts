import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema';
import type { RunningServer } from './server';

export const ARTIFACTS = path.resolve('e2e/artifacts');

export async function newPage(
  browser: Browser,
  server: RunningServer,
  options: { mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}

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

/** The newest e-mail the product wrote for this address (the local mailbox's store). */
export async function latestEmail(server: RunningServer, to: string) {
  const [mail] = await server.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail ?? null;
}
