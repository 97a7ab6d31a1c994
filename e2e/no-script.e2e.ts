// Before its script runs (a slow phone's first seconds, or no script at all) a public page still answers a tap: the
// menu opens, a category filter narrows the catalog, Buy leads to sign-in, the sign-in form signs in, and Buy then
// leads to the checkout, and the brief builder's first step sends its goal (decision 040).
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../src/server/db/schema';
import { hydrationProblems, newPage, screenshot } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

describe('public pages without JavaScript, on a phone', () => {
  it('the menu opens, a category narrows the catalog, Buy leads to sign-in, which signs in, and then to the checkout', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();

    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    expect(await mobileNav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await mobileNav.getByRole('link', { name: 'Outcomes' }).isVisible()).toBe(true);
    await screenshot(page, 'no-script-menu');

    // The category of an active pack: its chip narrows the catalog to fewer packs, that one among them.
    const [pack] = await server.db
      .select({ id: products.id, title: products.title, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.isActive, true))
      .limit(1);
    await page.goto('/catalog');
    const packs = page.getByTestId('product-card');
    const all = await packs.count();
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: pack!.category }).click();
    await page.waitForURL((url) => url.searchParams.has('category'));
    const narrowed = await packs.count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    expect(await page.getByRole('link', { name: `See Details: ${pack!.title}` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: pack!.category, pressed: true }).count()).toBe(1);
    await screenshot(page, 'no-script-catalog-filtered');

    await page.goto(`/product/${pack!.id}`);
    await page.getByRole('button', { name: 'Buy Outcome Pack' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/product/${pack!.id}`);

    // The sign-in form posts itself: a wrong password comes back with the message, the right one returns to the pack.
    await page.getByLabel('Email', { exact: true }).fill('client@demo.outcome.local');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.searchParams.get('error') === 'invalid');
    expect(await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).isVisible()).toBe(true);
    await screenshot(page, 'no-script-sign-in-refused');
    await page.getByLabel('Email', { exact: true }).fill('client@demo.outcome.local');
    await page.getByLabel('Password', { exact: true }).fill('Client!Demo2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === `/product/${pack!.id}`);

    // Signed in, Buy opens the checkout.
    await page.goto(`/product/${pack!.id}`);
    await page.getByRole('button', { name: 'Buy Outcome Pack' }).click();
    await page.waitForURL((url) => url.pathname !== `/product/${pack!.id}`);
    expect(await page.getByText('TEST MODE', { exact: false }).first().isVisible()).toBe(true);
    await screenshot(page, 'no-script-checkout');
    await context.close();
  });

  it("the brief builder's goal is sent before the script, and the started builder goes on from step 2 with it", async () => {
    const goal = 'Cut our month-end close from ten days to five within one quarter';
    const context = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/brief-builder');
    await page.getByLabel('Your goal').fill(goal);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('goal') === goal);
    expect(await page.getByRole('heading', { name: 'Tell us about your organisation' }).isVisible()).toBe(true);
    await screenshot(page, 'no-script-brief-builder-sent');
    const sent = page.url();
    await context.close();

    // The same address once the script runs: step 2, the goal in the draft, the address without it.
    const scripted = await newPage(browser, server, { mobile: true });
    const problems = hydrationProblems(scripted.page);
    await scripted.page.goto(sent);
    const heading = scripted.page.getByRole('heading', { name: 'Tell us about your organisation' });
    await heading.waitFor();
    await scripted.page.waitForURL((url) => !url.searchParams.has('goal'));
    await screenshot(scripted.page, 'no-script-brief-builder-step-2');
    await scripted.page.getByRole('button', { name: 'Back' }).click();
    expect(await scripted.page.getByLabel('Your goal').inputValue()).toBe(goal);
    expect(problems).toEqual([]);
    await scripted.context.close();
  });
});
