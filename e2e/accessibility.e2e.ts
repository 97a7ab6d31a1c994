import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '../src/server/db/schema';
import { newPage, screenshot, signIn } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const ADMIN = ['admin@demo.outcome.local', 'Admin!Demo2026'] as const;
const CLIENT = ['client@demo.outcome.local', 'Client!Demo2026'] as const;
const EXPERT = ['expert1@demo.outcome.local', 'Expert!Demo2026'] as const;

/** The serious and critical axe violations on the page, and any skipped heading level, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order',
    )
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
}

/** Opens the page, waits for its h1, checks axe, the title and the single description; returns the title. */
async function check(page: Page, path: string, name: string): Promise<string> {
  await page.goto(path);
  // Waits up to the context's 15 s (signed-in pages load the viewer, then their data; the machine may be busy).
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), path).toEqual([]);
  const title = await page.title();
  expect(title, path).toMatch(/ \| Outcome Marketplace$/);
  expect(await page.locator('head meta[name="description"]').count(), path).toBe(1);
  await screenshot(page, `accessibility-${name}`);
  return title;
}

describe('accessibility', () => {
  it('every kind of page has 0 serious or critical axe violations and its own title', async () => {
    const [pack] = await server.db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
    const titles: string[] = [];

    const visitor = await newPage(browser, server);
    titles.push(await check(visitor.page, '/', 'home'));
    titles.push(await check(visitor.page, '/auth', 'auth'));
    titles.push(await check(visitor.page, '/catalog', 'catalog'));
    titles.push(await check(visitor.page, `/product/${pack!.id}`, 'product'));
    titles.push(await check(visitor.page, '/about', 'about'));
    titles.push(await check(visitor.page, '/no-such-page', 'not-found'));
    // Access Required (signed out) and Access Denied (not an admin) cards.
    await check(visitor.page, '/dashboard', 'dashboard-signed-out');
    await check(visitor.page, '/admin', 'admin-signed-out');
    await visitor.context.close();

    const client = await newPage(browser, server);
    await signIn(client.page, ...CLIENT);
    titles.push(await check(client.page, '/dashboard', 'dashboard'));
    await client.context.close();

    const admin = await newPage(browser, server);
    await signIn(admin.page, ...ADMIN);
    titles.push(await check(admin.page, '/admin', 'admin'));
    await admin.context.close();

    const expert = await newPage(browser, server);
    await signIn(expert.page, ...EXPERT);
    titles.push(await check(expert.page, '/expert', 'expert'));
    await expert.context.close();

    const phone = await newPage(browser, server, { mobile: true });
    await check(phone.page, '/catalog', 'catalog-phone');
    await phone.context.close();

    expect(new Set(titles).size).toBe(titles.length);
  });
});
