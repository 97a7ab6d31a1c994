import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminCategory, TAdminProduct, TProductInput, TProductSummary } from '../../../shared/schemas/catalog';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  test = await createTestApp();
  admin = (await signedInUser(test, { isAdmin: true })).cookie;
  client = (await signedInUser(test)).cookie;
});
afterAll(() => test?.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  test.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }) },
    payload: payload as object,
  });

const adminCategories = async (): Promise<TAdminCategory[]> =>
  (await call('GET', '/api/admin/catalog/categories', admin)).json().categories;
const publicProducts = async (): Promise<TProductSummary[]> =>
  (await call('GET', '/api/catalog/products')).json().products;

async function packInput(overrides: Partial<TProductInput> = {}): Promise<TProductInput> {
  const sales = (await adminCategories()).find((c) => c.slug === 'sales-acceleration')!;
  return {
    title: 'Referral Programme Launch',
    description: 'Design and launch a referral programme that turns happy customers into a steady source of leads.',
    categoryId: sales.id,
    subcategoryId: sales.subcategories[0]!.id,
    basePrice: 325050,
    timeline: '3 weeks',
    deliverables: ['Referral offer and terms', 'Email and in-app invitations', 'Tracking dashboard', 'Launch review'],
    tags: ['referrals', 'growth'],
    isActive: true,
    ...overrides,
  };
}

describe('admin catalog: access', () => {
  it('refuses visitors with 401 and clients with 403 on every route, before looking at the body', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/admin/catalog/categories'],
      ['POST', '/api/admin/catalog/categories'],
      ['PATCH', '/api/admin/catalog/categories/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/catalog/products'],
      ['POST', '/api/admin/catalog/products'],
      ['PATCH', '/api/admin/catalog/products/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'GET' ? undefined : { isActive: false };
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await call(method, url, client, body);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().error.code).toBe('forbidden');
    }
  });

  it('a client cannot create a pack (nothing is written)', async () => {
    const before = (await publicProducts()).length;
    const response = await call(
      'POST',
      '/api/admin/catalog/products',
      client,
      await packInput({ title: 'Sneaky Pack' }),
    );
    expect(response.statusCode).toBe(403);
    expect((await publicProducts()).length).toBe(before);
  });
});

describe('admin catalog: packs', () => {
  it('creates a pack that appears in the public catalog with its price in pence and clean deliverables', async () => {
    const response = await call('POST', '/api/admin/catalog/products', admin, await packInput());
    expect(response.statusCode).toBe(201);
    const created: TAdminProduct = response.json();
    expect(created).toMatchObject({
      title: 'Referral Programme Launch',
      basePrice: 325050,
      isActive: true,
      category: { slug: 'sales-acceleration' },
    });
    expect(created.subcategory).not.toBeNull();

    const detail = await call('GET', `/api/catalog/products/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().deliverables).toEqual([
      'Referral offer and terms',
      'Email and in-app invitations',
      'Tracking dashboard',
      'Launch review',
    ]);
    expect((await publicProducts()).some((p) => p.id === created.id)).toBe(true);
  });

  it('edits a pack, deactivates it (gone from the catalog, product 404, still in the admin list) and reactivates it', async () => {
    const created: TAdminProduct = (
      await call('POST', '/api/admin/catalog/products', admin, await packInput({ title: 'Churn Rescue Sprint' }))
    ).json();

    const edited = await call('PATCH', `/api/admin/catalog/products/${created.id}`, admin, {
      title: 'Churn Rescue Sprint — Pro',
      basePrice: 500000,
      tags: ['retention'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Churn Rescue Sprint — Pro',
      basePrice: 500000,
      tags: ['retention'],
      timeline: '3 weeks',
    });

    const deactivated = await call('PATCH', `/api/admin/catalog/products/${created.id}`, admin, { isActive: false });
    expect(deactivated.json().isActive).toBe(false);
    expect((await publicProducts()).some((p) => p.id === created.id)).toBe(false);
    const gone = await call('GET', `/api/catalog/products/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('catalog.product_not_found');
    const adminList: TAdminProduct[] = (await call('GET', '/api/admin/catalog/products', admin)).json().products;
    expect(adminList.find((p) => p.id === created.id)?.isActive).toBe(false);

    await call('PATCH', `/api/admin/catalog/products/${created.id}`, admin, { isActive: true });
    expect((await call('GET', `/api/catalog/products/${created.id}`)).statusCode).toBe(200);
  });

  it('moving a pack to another category drops the old subcategory; a foreign subcategory is refused', async () => {
    const categories = await adminCategories();
    const compliance = categories.find((c) => c.slug === 'compliance')!;
    const sales = categories.find((c) => c.slug === 'sales-acceleration')!;
    const created: TAdminProduct = (
      await call('POST', '/api/admin/catalog/products', admin, await packInput({ title: 'Moving Pack' }))
    ).json();

    const moved = await call('PATCH', `/api/admin/catalog/products/${created.id}`, admin, {
      categoryId: compliance.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ category: { slug: 'compliance' }, subcategory: null });

    const mismatch = await call('PATCH', `/api/admin/catalog/products/${created.id}`, admin, {
      subcategoryId: sales.subcategories[0]!.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('catalog.subcategory_mismatch');

    const badCreate = await call(
      'POST',
      '/api/admin/catalog/products',
      admin,
      await packInput({ categoryId: compliance.id, subcategoryId: sales.subcategories[0]!.id }),
    );
    expect(badCreate.statusCode).toBe(400);
    expect(badCreate.json().error.code).toBe('catalog.subcategory_mismatch');

    const unknownCategory = await call(
      'POST',
      '/api/admin/catalog/products',
      admin,
      await packInput({ categoryId: '00000000-0000-4000-8000-000000000000', subcategoryId: null }),
    );
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().error.code).toBe('catalog.unknown_category');
  });

  it('validates pack input: fractional or tiny prices, empty titles and deliverables, empty patches', async () => {
    const cases: [Partial<TProductInput> | Record<string, unknown>, string][] = [
      [{ basePrice: 3250.5 }, 'basePrice'],
      [{ basePrice: 50 }, 'basePrice'],
      [{ title: '  ' }, 'title'],
      [{ deliverables: [] }, 'deliverables'],
      [{ deliverables: ['ok', ' '] }, 'deliverables'],
    ];
    for (const [override, field] of cases) {
      const response = await call('POST', '/api/admin/catalog/products', admin, {
        ...(await packInput()),
        ...override,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
      expect(response.json().error.message).toContain(field);
    }
    const { title: _title, ...withoutTitle } = await packInput();
    expect((await call('POST', '/api/admin/catalog/products', admin, withoutTitle)).statusCode).toBe(400);

    const any = (await call('GET', '/api/admin/catalog/products', admin)).json().products[0];
    const empty = await call('PATCH', `/api/admin/catalog/products/${any.id}`, admin, {});
    expect(empty.statusCode).toBe(400);
    const unknown = await call('PATCH', '/api/admin/catalog/products/00000000-0000-4000-8000-000000000000', admin, {
      isActive: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('catalog.product_not_found');
  });
});

describe('admin catalog: categories', () => {
  it('creates a category that appears after the spec categories once it has a home, and deactivates it', async () => {
    const created = await call('POST', '/api/admin/catalog/categories', admin, {
      name: 'Finance Operations',
      slug: 'finance-operations',
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    const category: TAdminCategory = created.json();
    expect(category).toMatchObject({
      name: 'Finance Operations',
      slug: 'finance-operations',
      isActive: true,
      subcategories: [],
    });

    const publicSlugs = async () =>
      (await call('GET', '/api/catalog/categories')).json().categories.map((c: { slug: string }) => c.slug);
    expect(await publicSlugs()).toEqual([
      'sales-acceleration',
      'performance-improvement',
      'process-optimization',
      'compliance',
      'finance-operations',
    ]);

    const pack: TAdminProduct = (
      await call(
        'POST',
        '/api/admin/catalog/products',
        admin,
        await packInput({ title: 'Cash Flow Forecast', categoryId: category.id, subcategoryId: null }),
      )
    ).json();
    expect(
      (await call('GET', '/api/catalog/products?category=finance-operations'))
        .json()
        .products.map((p: { id: string }) => p.id),
    ).toEqual([pack.id]);

    const renamed = await call('PATCH', `/api/admin/catalog/categories/${category.id}`, admin, {
      name: 'Finance Ops',
      isActive: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Finance Ops', slug: 'finance-operations', isActive: false });
    expect(await publicSlugs()).not.toContain('finance-operations');
    expect((await call('GET', `/api/catalog/products/${pack.id}`)).statusCode).toBe(404);
    expect((await adminCategories()).find((c) => c.id === category.id)?.isActive).toBe(false);
  });

  it('refuses a taken slug with 409 on create and on rename, and malformed slugs with 400', async () => {
    const taken = await call('POST', '/api/admin/catalog/categories', admin, {
      name: 'Compliance Again',
      slug: 'compliance',
      isActive: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('catalog.category_slug_taken');

    const sales = (await adminCategories()).find((c) => c.slug === 'sales-acceleration')!;
    const rename = await call('PATCH', `/api/admin/catalog/categories/${sales.id}`, admin, { slug: 'compliance' });
    expect(rename.statusCode).toBe(409);
    expect((await adminCategories()).find((c) => c.id === sales.id)?.slug).toBe('sales-acceleration');

    for (const slug of ['Has Spaces', 'UPPER', '-leading', 'double--hyphen', 'x']) {
      const response = await call('POST', '/api/admin/catalog/categories', admin, {
        name: 'Bad Slug',
        slug,
        isActive: true,
      });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    const unknown = await call('PATCH', '/api/admin/catalog/categories/00000000-0000-4000-8000-000000000000', admin, {
      isActive: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('catalog.category_not_found');
  });
});
