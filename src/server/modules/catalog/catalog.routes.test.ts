import { SYSTEM_ACTOR } from '../../../shared/domain/admin-activity';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ORDER, catalogSortKey } from '../../../shared/domain/catalog';
import type { TCategoryRef, TProduct, TProductSummary } from '../../../shared/schemas/catalog';
import { buildApp } from '../../app';
import { capabilityCards, categories, products } from '../../db/schema';
import { CAPABILITY_CARDS } from '../../db/seed/content/capability-cards';
import { CASE_STUDIES } from './case-studies';
import { OUTCOME_PACKS } from '../../db/seed/content/outcome-packs';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });
const listProducts = async (query = ''): Promise<TProductSummary[]> =>
  (await get(`/api/catalog/products${query}`)).json().products;
const productIdOf = async (seedKey: string) =>
  (await test.db.select({ id: products.id }).from(products).where(eq(products.seedKey, seedKey)))[0]!.id;

describe('public catalog', () => {
  it('lists the active categories in the spec order, not by name', async () => {
    const response = await get('/api/catalog/categories');
    expect(response.statusCode).toBe(200);
    const slugs = response.json().categories.map((c: TCategoryRef) => c.slug);
    expect(slugs).toEqual([...CATEGORY_ORDER]);
  });

  it('lists every seeded pack with its category, sorted by title without size words, then cheapest first', async () => {
    const list = await listProducts();
    expect(list).toHaveLength(OUTCOME_PACKS.length);
    const keys = list.map((p) => catalogSortKey(p.title));
    expect(keys).toEqual([...keys].sort(new Intl.Collator('en-GB').compare));
    for (let i = 1; i < list.length; i++) {
      if (keys[i] === keys[i - 1]) expect(list[i]!.basePrice).toBeGreaterThanOrEqual(list[i - 1]!.basePrice);
    }
    // The Starter and Pro variants sit together, Starter (cheaper) first.
    const outbound = list.filter((p) => p.title.startsWith('Outbound Campaign Setup')).map((p) => p.title);
    expect(outbound).toEqual(['Outbound Campaign Setup — Starter', 'Outbound Campaign Setup — Pro']);
    const indexes = outbound.map((title) => list.findIndex((p) => p.title === title));
    expect(indexes[1]! - indexes[0]!).toBe(1);

    const first = list[0]!;
    expect(first.category).toEqual({ id: expect.any(String), name: expect.any(String), slug: expect.any(String) });
    expect(first.deliverables.every((d) => !d.startsWith('-'))).toBe(true);
    expect(first).not.toHaveProperty('seedKey');
    expect(first).not.toHaveProperty('isActive');
  });

  it('filters by category slug; an unknown slug gives an empty list, a malformed one a validation error', async () => {
    const compliance = await listProducts('?category=compliance');
    expect(compliance.length).toBe(OUTCOME_PACKS.filter((p) => p.category_slug === 'compliance').length);
    expect(compliance.every((p) => p.category.slug === 'compliance')).toBe(true);
    expect(await listProducts('?category=no-such-category')).toEqual([]);
    const malformed = await get('/api/catalog/products?category=Not%20A%20Slug');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('validation_error');
  });

  it('shows a product with category, subcategory and parsed deliverables', async () => {
    const id = await productIdOf('lead-generation-sprint');
    const response = await get(`/api/catalog/products/${id}`);
    expect(response.statusCode).toBe(200);
    const product: TProduct = response.json();
    expect(product).toMatchObject({
      id,
      title: 'Lead Generation Sprint',
      basePrice: 450000,
      currency: 'gbp',
      timeline: '3 weeks',
      category: { slug: 'sales-acceleration', name: 'Sales Acceleration' },
      subcategory: { slug: 'lead-generation', name: 'Lead Generation' },
    });
    expect(product.deliverables[0]).toBe('Ideal customer profile and buyer persona sheet');
    expect(product.deliverables).toHaveLength(5);
    expect(await test.app.services.catalog.findActiveProduct(id)).toEqual(product);
  });

  it('answers 404 catalog.product_not_found for an unknown, an inactive, or an inactive-category pack', async () => {
    const unknown = await get('/api/catalog/products/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('catalog.product_not_found');

    const catalog = test.app.services.catalog;
    const inactiveId = await productIdOf('outbound-campaign-setup-pro');
    expect((await listProducts()).some((p) => p.id === inactiveId)).toBe(true);
    await catalog.updateProduct(inactiveId, { isActive: false }, SYSTEM_ACTOR);
    const inactive = await get(`/api/catalog/products/${inactiveId}`);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.code).toBe('catalog.product_not_found');
    expect((await listProducts()).some((p) => p.id === inactiveId)).toBe(false);
    expect(await test.app.services.catalog.findActiveProduct(inactiveId)).toBeNull();
    await catalog.updateProduct(inactiveId, { isActive: true }, SYSTEM_ACTOR);

    // A pack whose category is switched off leaves the catalog with it.
    const complianceId = (await listProducts('?category=compliance'))[0]!.id;
    const compliance = (await catalog.listAdminCategories()).find((c) => c.slug === 'compliance')!;
    await catalog.updateCategory(compliance.id, { isActive: false }, SYSTEM_ACTOR);
    try {
      expect((await get(`/api/catalog/products/${complianceId}`)).statusCode).toBe(404);
      expect((await listProducts()).some((p) => p.category.slug === 'compliance')).toBe(false);
      const slugs = (await get('/api/catalog/categories')).json().categories.map((c: TCategoryRef) => c.slug);
      expect(slugs).toEqual(CATEGORY_ORDER.filter((slug) => slug !== 'compliance'));
    } finally {
      await catalog.updateCategory(compliance.id, { isActive: true }, SYSTEM_ACTOR);
    }
  });

  it('a change written through another instance reaches this instance’s cached lists', async () => {
    const other = await buildApp({
      env: test.env,
      db: test.db,
      databaseUrl: test.url,
      logger: createLogger(test.env),
      authSecret: 'test-secret-'.padEnd(40, 'x'),
      webRoot: null,
    });
    const id = await productIdOf('lead-generation-sprint');
    // The prerendered public pages listen here (decision 026): the other instance's write must reach them too.
    let changes = 0;
    test.app.services.catalog.onChange(() => (changes += 1));
    try {
      expect((await listProducts()).some((p) => p.id === id)).toBe(true);
      await other.services.catalog.updateProduct(id, { title: 'Lead Generation Sprint (renamed)' }, SYSTEM_ACTOR);
      await expect
        .poll(async () => (await listProducts()).find((p) => p.id === id)?.title)
        .toBe('Lead Generation Sprint (renamed)');
      expect(changes).toBeGreaterThan(0);
    } finally {
      await other.services.catalog.updateProduct(id, { title: 'Lead Generation Sprint' }, SYSTEM_ACTOR);
      await other.close();
    }
  });

  it('lists at most six active capability cards in their order and shows one by id', async () => {
    await test.db.insert(capabilityCards).values({
      id: 'extra-card',
      headline: 'Seventh card',
      expert: 'Someone',
      tools: ['Tool'],
      metric: 'Metric',
      bullets: ['Did a thing'],
      industries: ['Retail'],
      roleChip: 'Ops',
      tpuChip: 'Performance',
      sortOrder: 99,
    });
    await test.db.update(capabilityCards).set({ isActive: false }).where(eq(capabilityCards.id, 'ops-streamliner'));

    const response = await get('/api/catalog/capability-cards');
    expect(response.statusCode).toBe(200);
    const ids = response.json().cards.map((card: { id: string }) => card.id);
    const expected = CAPABILITY_CARDS.map((card) => card.id).filter((id) => id !== 'ops-streamliner');
    expect(ids).toEqual([...expected, 'extra-card'].slice(0, 6));

    const card = await get('/api/catalog/capability-cards/sales-proposal-accelerator');
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      id: 'sales-proposal-accelerator',
      roleChip: 'Revenue Ops',
      tpuChip: 'Productivity',
      qaInsurance: true,
    });
    expect(card.json().bullets.length).toBeGreaterThan(0);
    expect(card.json().industries.length).toBeGreaterThan(0);

    const hidden = await get('/api/catalog/capability-cards/ops-streamliner');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('catalog.capability_card_not_found');
    expect(await test.app.services.catalog.findCapabilityCard('ops-streamliner')).toBeNull();
  });

  it('serves the Proof in Action case studies with the current category names', async () => {
    await test.db.update(categories).set({ name: 'Compliance & Risk' }).where(eq(categories.slug, 'compliance'));
    const response = await get('/api/catalog/case-studies');
    expect(response.statusCode).toBe(200);
    const studies = response.json().caseStudies;
    expect(studies.map((s: { id: string }) => s.id)).toEqual(CASE_STUDIES.map((s) => s.key));
    const healthtech = studies.find((s: { id: string }) => s.id === 'healthtech-gdpr-due-diligence');
    expect(healthtech.category).toEqual({ slug: 'compliance', name: 'Compliance & Risk' });
    expect(healthtech.results.length).toBeGreaterThan(0);
    expect(healthtech.quote.text).toBeTruthy();
  });
});
