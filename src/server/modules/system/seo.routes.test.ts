import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: 'https://market.example.com' });
});
afterAll(() => test?.close());

describe('robots.txt', () => {
  it('is a real text file allowing the public site, keeping private areas out and naming the sitemap', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).not.toContain('<html');
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /']));
    expect(lines).toContain('Sitemap: https://market.example.com/sitemap.xml');
    // Read as a crawler reads it: private areas out, the public expert profiles and the rest in.
    const robots = robotsParser('https://market.example.com/robots.txt', response.body);
    const allowed = (path: string) => robots.isAllowed(`https://market.example.com${path}`, 'Googlebot');
    for (const path of ['/admin', '/dashboard', '/expert', '/expert/apply', '/project/1', '/api/me', '/dev/mailbox'])
      expect(allowed(path), path).toBe(false);
    for (const path of ['/', '/experts/3f0c', '/catalog', '/projects-showcase', '/developers'])
      expect(allowed(path), path).toBe(true);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and every active pack with absolute URLs as application/xml', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://market.example.com/',
        'https://market.example.com/catalog',
        'https://market.example.com/outcomes',
        'https://market.example.com/pricing',
        'https://market.example.com/about',
        'https://market.example.com/privacy-policy',
      ]),
    );
    expect(locs.every((loc) => loc.startsWith('https://market.example.com/'))).toBe(true);
    expect(locs.some((loc) => /\/(admin|dashboard|expert|project|api|dev)\b/.test(loc))).toBe(false);

    const products = await test.app.inject({ method: 'GET', url: '/api/catalog/products' });
    const active = (products.json() as { products: { id: string }[] }).products.map((product) => product.id);
    expect(active.length).toBeGreaterThan(0);
    const productLocs = locs.filter((loc) => loc.includes('/product/'));
    expect(productLocs.sort()).toEqual(active.map((id) => `https://market.example.com/product/${id}`).sort());
  });

  it("gives each pack's page, and the catalog, the time the pack last changed as lastmod (read by an XML parser)", async () => {
    const { products: list } = (await test.app.inject({ method: 'GET', url: '/api/catalog/products' })).json();
    const changed = list[0].id as string;
    await test.db
      .update(products)
      .set({ updatedAt: new Date('2031-05-06T07:08:09.000Z') })
      .where(eq(products.id, changed));
    const response = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const parsed = new XMLParser().parse(response.body) as { urlset: { url: { loc: string; lastmod?: string }[] } };
    const entries = new Map(parsed.urlset.url.map((entry) => [entry.loc, entry.lastmod]));
    expect(entries.get(`https://market.example.com/product/${changed}`)).toBe('2031-05-06T07:08:09.000Z');
    expect(entries.get('https://market.example.com/catalog')).toBe('2031-05-06T07:08:09.000Z');
    for (const { id } of list as { id: string }[])
      expect(entries.get(`https://market.example.com/product/${id}`), id).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(entries.get('https://market.example.com/pricing')).toBeUndefined();
  });
});
