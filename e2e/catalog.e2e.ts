import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '../src/server/db/schema';
import { CAPABILITY_CARDS } from '../src/server/db/seed/content/capability-cards';
import { CASE_STUDIES } from '../src/server/modules/catalog/case-studies';
import { OUTCOME_PACKS } from '../src/server/db/seed/content/outcome-packs';
import { newPage, screenshot, signIn } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

const CHIPS = ['All Categories', 'Sales Acceleration', 'Performance Improvement', 'Process Optimization', 'Compliance'];
const productCards = (page: Page) => page.getByTestId('product-card');
const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

async function productIdOf(seedKey: string): Promise<string> {
  const [row] = await server.db.select({ id: products.id }).from(products).where(eq(products.seedKey, seedKey));
  return row!.id;
}

describe('catalog journeys', () => {
  it('a visitor goes from home through a capability dialog and the catalog to a product, and Buy asks them to sign in', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/');
    // The capability cards open their dialog once the app has hydrated, after the first paint (decision 027).
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByRole('heading', { name: 'What Our Experts + AI Deliver' }).isVisible())
      .toBe(true);
    const capabilities = page.getByRole('list', { name: 'Capabilities' }).getByRole('article');
    await expect.poll(() => capabilities.count()).toBe(Math.min(6, CAPABILITY_CARDS.length));
    const first = CAPABILITY_CARDS[0]!;
    const firstCard = capabilities.first();
    await expect.poll(() => firstCard.getByText(first.headline).isVisible()).toBe(true);
    for (const chip of [first.roleChip, first.tpuChip, 'QA + Insurance']) {
      await expect.poll(() => firstCard.getByText(chip, { exact: true }).isVisible()).toBe(true);
    }
    expect(await firstCard.getByRole('link', { name: 'Customize this outcome' }).getAttribute('href')).toBe(
      `/brief-builder?capability_id=${first.id}`,
    );
    await screenshot(page, 'catalog-home');

    await firstCard.getByRole('button', { name: 'View highlights' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: first.headline }).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('heading', { name: 'Achievements' }).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(first.bullets[0]!).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('heading', { name: 'Industries' }).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(first.industries[0]!, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'catalog-home-highlights');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('View highlights');

    for (const [name, href] of [
      ['I have a business goal', '/brief-builder'],
      ['Browse outcome packs', '/catalog'],
      ['Start a Bespoke Brief', '/brief-builder'],
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).last().getAttribute('href')).toBe(href);
    }
    const curator = page.getByRole('link', { name: 'Talk to a curator' }).last();
    expect(await curator.getAttribute('target')).toBe('_blank');

    await page.getByRole('link', { name: 'Browse Outcome Catalog' }).first().click();
    await page.waitForURL((url) => url.pathname === '/catalog');
    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect.poll(() => chips.allTextContents()).toEqual(CHIPS);
    await expect.poll(() => productCards(page).count()).toBe(OUTCOME_PACKS.length);

    await chips.filter({ hasText: 'Compliance' }).click();
    const compliancePacks = OUTCOME_PACKS.filter((pack) => pack.category_slug === 'compliance');
    await expect.poll(() => productCards(page).count()).toBe(compliancePacks.length);
    expect(pathAndQuery(page).params).toEqual({ category: 'compliance' });
    expect(await chips.filter({ hasText: 'Compliance' }).getAttribute('aria-pressed')).toBe('true');
    const shownTitles = await productCards(page).getByRole('heading').allTextContents();
    expect(new Set(shownTitles)).toEqual(new Set(compliancePacks.map((pack) => pack.title)));
    await screenshot(page, 'catalog-filtered');

    const pack = compliancePacks[0]!;
    const card = productCards(page).filter({ has: page.getByRole('heading', { name: pack.title }) });
    expect(await card.getByRole('link', { name: /^Start a Brief from/ }).getAttribute('href')).toMatch(
      /^\/brief-builder\?pack_id=[0-9a-f-]{36}$/,
    );
    await card.getByRole('link', { name: /^See Details/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pack.title);
    await visible(page, 'Starting at');
    await expect
      .poll(() => page.getByTestId('product-price').textContent())
      .toBe(`£${(pack.base_price / 100).toLocaleString('en-GB')}`);
    await visible(page, pack.timeline);
    await visible(page, pack.tags[0]!);
    await visible(page, 'Compliance');
    expect(await page.getByRole('link', { name: 'Customize This' }).getAttribute('href')).toBe(
      `/customize/${await productIdOf(pack.key)}`,
    );
    await screenshot(page, 'catalog-product');

    await page.getByRole('button', { name: 'Buy Outcome Pack' }).click();
    await visible(page, 'Authentication required');
    await visible(page, 'Please sign in to purchase this pack.');
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });

  it('/product without an id goes to the catalog; an unknown id says Product not found and goes back', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/product');
    await page.waitForURL((url) => url.pathname === '/catalog');

    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await visible(page, 'Product not found');
    await visible(page, "The product you're looking for doesn't exist or is no longer available");
    await page.waitForURL((url) => url.pathname === '/catalog');
    await context.close();
  });

  it('shows Error loading catalog with the message when the catalog cannot load', async () => {
    const { context, page } = await newPage(browser, server);
    await page.route('**/api/catalog/products', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Catalog is resting' } }),
      }),
    );
    // A prerendered /catalog carries its packs in the HTML; the browser fetches them when it opens the catalog itself.
    await page.goto('/about');
    // The app hydrates after the first paint (decision 027); a click before that is a full page load.
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Outcome Catalog' }).click();
    await expect.poll(() => page.getByText('Error loading catalog').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await visible(page, 'Catalog is resting');
    await page.unroute('**/api/catalog/products');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => productCards(page).count()).toBe(OUTCOME_PACKS.length);
    await context.close();
  });

  it('/outcomes keeps other query parameters when switching between Proof in Action and Outcome Catalog', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/outcomes?ref=newsletter');
    // The tabs answer once the app has hydrated, after the first paint (decision 027).
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Outcomes');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Proof in Action' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => page.getByRole('heading', { name: CASE_STUDIES[0]!.title }).isVisible()).toBe(true);
    await visible(page, CASE_STUDIES[0]!.results[0]!);
    await screenshot(page, 'catalog-outcomes-proof');

    await page.getByRole('tab', { name: 'Outcome Catalog' }).click();
    await expect
      .poll(() => pathAndQuery(page))
      .toEqual({ path: '/outcomes', params: { ref: 'newsletter', view: 'catalog' } });
    await expect.poll(() => productCards(page).count()).toBe(OUTCOME_PACKS.length);
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Sales Acceleration' })
      .click();
    await expect
      .poll(() => pathAndQuery(page).params)
      .toEqual({ ref: 'newsletter', view: 'catalog', category: 'sales-acceleration' });
    await screenshot(page, 'catalog-outcomes-catalog');

    await page.getByRole('tab', { name: 'Proof in Action' }).click();
    await expect
      .poll(() => pathAndQuery(page).params)
      .toEqual({ ref: 'newsletter', view: 'proof', category: 'sales-acceleration' });
    await expect.poll(() => page.getByRole('heading', { name: CASE_STUDIES[0]!.title }).isVisible()).toBe(true);
    await context.close();
  });

  it('an admin creates a pack and deactivates another; it leaves the catalog and its page says not found', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.outcome.local', 'Admin!Demo2026');
    await page.goto('/admin/catalog');
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Admin areas' })
          .getByRole('link', { name: 'Catalog' })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    await expect.poll(() => page.getByTestId('admin-pack-row').count()).toBe(OUTCOME_PACKS.length);
    await screenshot(page, 'catalog-admin');

    // Create: validation first, then a valid pack priced in pounds.
    await page.getByRole('button', { name: 'New pack' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Create pack' }).click();
    // Said under the field and linked from the error summary.
    await expect
      .poll(() => form.locator('#pack-deliverables-error').textContent())
      .toBe('Add at least one deliverable, one per line');
    await expect.poll(() => form.getByRole('link', { name: 'Add at least one deliverable' }).isVisible()).toBe(true);
    await form.getByLabel('Title').fill('Board Reporting Pack');
    await form
      .getByLabel('Description')
      .fill('Monthly board pack with KPIs, commentary and a one-page summary your directors will read.');
    await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Performance Improvement' });
    await form.getByLabel('Subcategory').selectOption({ label: 'KPI & Reporting' });
    await form.getByLabel('Starting price (£)').fill('1234.50');
    await form.getByLabel('Timeline').fill('2 weeks');
    await form
      .getByLabel('Deliverables')
      .fill('- KPI definitions\n- Board pack template\n- First month populated\n- Handover call');
    await form.getByLabel('Tags').fill('board, KPIs');
    await screenshot(page, 'catalog-admin-form');
    await form.getByRole('button', { name: 'Create pack' }).click();
    await visible(page, 'Pack created');
    await expect.poll(() => form.count()).toBe(0);

    // Deactivate a seeded pack.
    const deactivated = OUTCOME_PACKS.find((pack) => pack.key === 'lead-generation-sprint')!;
    // It asks first: cancelling leaves the pack active; Undo in the toast brings a deactivated pack back.
    const deactivateButton = page.getByRole('button', { name: `Deactivate ${deactivated.title}` });
    const confirm = page.getByRole('alertdialog');
    await deactivateButton.click();
    await expect
      .poll(() => confirm.getByRole('heading', { name: `Deactivate ${deactivated.title}?` }).isVisible())
      .toBe(true);
    await screenshot(page, 'catalog-admin-confirm-deactivate');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    const packRow = async () =>
      (await server.db.select().from(products).where(eq(products.seedKey, deactivated.key)))[0]!;
    expect((await packRow()).isActive).toBe(true);
    await deactivateButton.click();
    await confirm.getByRole('button', { name: 'Deactivate pack' }).click();
    await visible(page, 'Pack deactivated');
    await expect.poll(async () => (await packRow()).isActive).toBe(false);
    await page
      .locator('[data-sonner-toast]', { hasText: 'Pack deactivated' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await visible(page, 'Pack reactivated');
    await expect.poll(async () => (await packRow()).isActive).toBe(true);
    await deactivateButton.click();
    await confirm.getByRole('button', { name: 'Deactivate pack' }).click();
    await expect.poll(async () => (await packRow()).isActive).toBe(false);
    await expect
      .poll(() => page.getByRole('button', { name: `Reactivate ${deactivated.title}` }).isVisible())
      .toBe(true);

    await page.goto('/catalog');
    await expect.poll(() => productCards(page).count()).toBe(OUTCOME_PACKS.length);
    const titles = await productCards(page).getByRole('heading').allTextContents();
    expect(titles).toContain('Board Reporting Pack');
    expect(titles).not.toContain(deactivated.title);
    const created = productCards(page).filter({ has: page.getByRole('heading', { name: 'Board Reporting Pack' }) });
    await expect.poll(() => created.getByText('£1,234.50').isVisible()).toBe(true);
    await expect.poll(() => created.getByText('+ more').isVisible()).toBe(true);

    await page.goto(`/product/${await productIdOf(deactivated.key)}`);
    await visible(page, 'Product not found');
    await page.waitForURL((url) => url.pathname === '/catalog');
    await context.close();
  });

  it('mobile layouts: home, catalog, product, outcomes and admin catalog', async () => {
    const { context, page } = await newPage(browser, server, { mobile: true });
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('list', { name: 'Capabilities' }).getByRole('article').count())
      .toBeGreaterThan(0);
    await screenshot(page, 'catalog-mobile-home');
    await page.goto('/catalog?category=sales-acceleration');
    await expect.poll(() => productCards(page).count()).toBeGreaterThan(0);
    await screenshot(page, 'catalog-mobile-catalog');
    await page.goto(`/product/${await productIdOf('outbound-campaign-setup-pro')}`);
    await expect.poll(() => page.getByRole('button', { name: 'Buy Outcome Pack' }).isVisible()).toBe(true);
    await screenshot(page, 'catalog-mobile-product');
    await page.goto('/outcomes');
    await expect.poll(() => page.getByRole('heading', { name: CASE_STUDIES[0]!.title }).isVisible()).toBe(true);
    await screenshot(page, 'catalog-mobile-outcomes');
    await signIn(page, 'admin@demo.outcome.local', 'Admin!Demo2026');
    await page.goto('/admin/catalog');
    await expect.poll(() => page.getByTestId('admin-pack-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'catalog-mobile-admin');
    await context.close();
  });
});
