import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OUTCOME_PACKS } from '../src/server/db/seed/content/outcome-packs';
import { startJourneys } from './support/environment';
import { hydrationProblems, newPage, screenshot, signIn } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
startJourneys((environment) => ({ server, browser } = environment));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page as a client without JavaScript (a search engine, a link preview) gets it. */
async function html(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

async function firstProduct() {
  const { products } = (await (await fetch(`${server.url}/api/catalog/products`)).json()) as {
    products: { id: string; title: string; basePrice: number; currency: string }[];
  };
  return products[0]!;
}

const PUBLIC_PAGES = ['/', '/outcomes', '/outcomes?view=catalog', '/catalog', '/pricing', '/for-clients', '/about'];

describe('public pages are HTML from the server', () => {
  it('answers unknown paths and unknown packs with 404 and the 404 page, and app routes with 200', async () => {
    const unknown = await html('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Oops! Page not found');
    expect(unknown.body).toContain('<title>Page not found | Outcome Marketplace</title>');

    expect((await html('/product/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await html('/experts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await html('/experts/xyz')).status).toBe(404);
    expect((await html('/dashboard')).status).toBe(200);
    expect((await html('/admin')).status).toBe(200);
    expect((await html('/assets/no-such-file.js')).status).toBe(404);
  });

  it('renders each public page with its heading, data, title, description, canonical link and Open Graph tags', async () => {
    const catalog = await html('/catalog');
    expect(catalog.status).toBe(200);
    expect(catalog.body).toContain('>Outcome Catalog</h1>');
    for (const pack of OUTCOME_PACKS.slice(0, 3)) expect(catalog.body).toContain(escapeHtml(pack.title));
    expect(catalog.body).toContain('<title>Outcome Catalog | Outcome Marketplace</title>');
    expect(catalog.body).toContain(`<link rel="canonical" href="${server.url}/catalog"/>`);
    expect(catalog.body).toContain('<meta property="og:title" content="Outcome Catalog | Outcome Marketplace"/>');
    expect(catalog.body.match(/<meta name="description"/g)).toHaveLength(1);
    // The data is embedded for the browser to hydrate from, not fetched again.
    expect(catalog.body).toMatch(/<script type="application\/json" id="ssr-state">[^<]*catalog/);
    // The page's scripts are listed for the browser to load after the first paint, not preloaded before it.
    expect(catalog.body).toMatch(/<script type="application\/json" id="page-chunks">[^<]*\/assets\/catalog-page-/);
    expect(catalog.body).not.toContain('rel="modulepreload"');

    const product = await firstProduct();
    const productPage = await html(`/product/${product.id}`);
    expect(productPage.status).toBe(200);
    expect(productPage.body).toContain(`<title>${escapeHtml(product.title)} | Outcome Marketplace</title>`);
    expect(productPage.body).toContain(`>${escapeHtml(product.title)}</h1>`);
    expect(productPage.body).toContain(`<link rel="canonical" href="${server.url}/product/${product.id}"/>`);
    expect(productPage.body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // The pack as schema.org data, with its price as search engines read it.
    const [, jsonLd] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(productPage.body) ?? [];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Product',
      name: product.title,
      offers: {
        '@type': 'Offer',
        price: String(product.basePrice / 100),
        priceCurrency: product.currency.toUpperCase(),
      },
    });

    const home = await html('/');
    expect(home.body).toMatch(/<h1[^>]*>[^<]+/);
    const pricing = await html('/pricing');
    expect(pricing.body).toContain('<title>Pricing | Outcome Marketplace</title>');
    expect(pricing.body).toContain('<meta property="og:title" content="Pricing | Outcome Marketplace"/>');
    const proofTab = await html('/outcomes');
    const catalogTab = await html('/outcomes?view=catalog');
    expect(catalogTab.body).toContain(escapeHtml(OUTCOME_PACKS[0]!.title));
    expect(proofTab.body).not.toContain(`>${escapeHtml(OUTCOME_PACKS[0]!.title)}<`);
  });

  it('hydrates the public pages without a console error or mismatch warning, fetching only the viewer', async () => {
    const { context, page } = await newPage(browser, server);
    const problems = hydrationProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/analytics')) apiCalls.push(pathname);
    });
    const product = await firstProduct();
    for (const path of [...PUBLIC_PAGES, `/product/${product.id}`]) {
      apiCalls.length = 0;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Interactive after hydration: the header's menu and links are React's.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      expect(
        apiCalls.filter((call) => call !== '/api/me'),
        path,
      ).toEqual([]);
    }
    await page.getByRole('link', { name: 'Outcomes', exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/outcomes');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fills in the signed-in header after hydration', async () => {
    const { context, page } = await newPage(browser, server);
    const problems = hydrationProblems(page);
    await signIn(page, 'client@demo.outcome.local', 'Client!Demo2026');
    await page.goto('/catalog');
    await expect.poll(() => page.getByTestId('avatar').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows an admin’s catalog edit on the prerendered pages within seconds', async () => {
    const product = await firstProduct();
    expect((await html('/catalog')).body).toContain(escapeHtml(product.title));
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.outcome.local', 'Admin!Demo2026');
    const renamed = `${product.title} (renamed)`;
    const patch = (title: string) =>
      page.request.patch(`/api/admin/catalog/products/${product.id}`, {
        data: { title },
        headers: { origin: server.url },
      });
    expect((await patch(renamed)).status()).toBe(200);
    try {
      await expect
        .poll(async () => (await html('/catalog')).body.includes(escapeHtml(renamed)), { timeout: 5_000 })
        .toBe(true);
      await expect
        .poll(async () => (await html(`/product/${product.id}`)).body.includes(`<title>${escapeHtml(renamed)} |`), {
          timeout: 5_000,
        })
        .toBe(true);
    } finally {
      await patch(product.title);
    }
    await context.close();
  });

  it('looks as before on desktop and phone (screenshots)', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, server, { mobile });
      for (const path of ['/', '/catalog']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await screenshot(
          page,
          `public-${mobile ? 'phone' : 'desktop'}${path === '/' ? '-home' : path.replace('/', '-')}`,
        );
      }
      await context.close();
    }
  });
});
