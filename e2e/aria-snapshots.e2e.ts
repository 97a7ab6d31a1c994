import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '../src/server/db/schema';
import { newPage } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

/**
 * What changes between runs without changing what a screen reader is given: the footer's copyright year (every
 * January), the ids in links (each seeded database gives its packs new ones) and where a sign-in link comes back to
 * (its `next`, which a link rendered on the server gains only once the page has hydrated).
 */
const maskVarying = (tree: string) =>
  tree
    .replace(/© \d{4}/g, '© (this year)')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '(id)')
    .replace(/\/auth\?next=[^\s"']*/g, '/auth');

/**
 * What a screen reader is given on eight key pages: the accessibility tree of the header, the page and the footer
 * (roles, names, states, heading levels), kept under e2e/aria-snapshots/. A lost name or role, a changed heading
 * level or a control that stops being one shows up as a change to review.
 */
describe('accessibility tree of key pages', () => {
  it('matches the reviewed snapshots', async () => {
    const [pack] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(products.title)
      .limit(1);
    const pages = {
      home: '/',
      auth: '/auth',
      catalog: '/catalog',
      product: `/product/${pack!.id}`,
      'brief-builder': '/brief-builder',
      pricing: '/pricing',
      'for-clients': '/for-clients',
      'not-found': '/no-such-page',
    };
    const { context, page } = await newPage(browser, server);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const tree = maskVarying(await page.locator('body').ariaSnapshot());
      // Soft: one run lists every page whose tree changed, not only the first.
      await expect.soft(tree, path).toMatchFileSnapshot(`./aria-snapshots/${name}.aria.yml`);
    }
    await context.close();
  });
});
