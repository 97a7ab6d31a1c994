import { describe, expect, it } from 'vitest';
import { areaChunks } from './area-chunks';

const start = '/app/src/web/start.tsx';
const home = '/app/src/web/features/home/home-page.tsx';
const dashboard = '/app/src/web/app/routes/dashboard-page.tsx';
const adminOverview = '/app/src/web/app/routes/admin/admin-overview-page.tsx';
const project = '/app/src/web/features/projects/pages/project-page.tsx';
const account = '/app/src/web/features/account/pages/account-page.tsx';
const documents = '/app/src/web/features/documents/pages/documents-page.tsx';

/** A module graph as Rolldown describes it: each module's static imports; pages are loaded by `import()`. */
function graphOf(imports: Record<string, string[]>, loadedLazily: Record<string, string>) {
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flat(), ...Object.keys(loadedLazily)]);
  const info = (id: string) =>
    ids.has(id)
      ? {
          importers: [...ids].filter((other) => imports[other]?.includes(id)),
          importedIds: imports[id] ?? [],
          dynamicImporters: loadedLazily[id] ? [loadedLazily[id]] : [],
          isEntry: false,
          code: '',
        }
      : null;
  const group = areaChunks([]);
  const name = group.name as (id: string, context: { getModuleInfo: typeof info }) => string | null;
  return (id: string) => name(id, { getModuleInfo: info });
}

describe('areaChunks', () => {
  const chunkOf = graphOf(
    {
      [dashboard]: [
        '/app/src/web/shared-by-dashboard.ts',
        '/app/src/web/dashboard-only.ts',
        '/app/src/web/shared-with-home.ts',
      ],
      [adminOverview]: ['/app/src/web/shared-by-dashboard.ts', '/app/src/web/shared-by-admin.ts'],
      [project]: ['/app/src/web/shared-by-admin.ts', '/app/src/web/shared-by-project.ts'],
      [account]: ['/app/src/web/shared-by-project.ts', '/app/src/web/client-pages-only.ts'],
      [documents]: ['/app/src/web/client-pages-only.ts'],
      [home]: ['/app/src/web/shared-with-home.ts'],
    },
    {
      [start]: '/app/src/web/main.tsx',
      [home]: start,
      [dashboard]: start,
      [adminOverview]: start,
      [project]: start,
      [account]: start,
      [documents]: start,
    },
  );

  it('puts what signed-in pages share in the chunk of the first view that uses it', () => {
    expect(chunkOf('/app/src/web/shared-by-dashboard.ts')).toBe('first-view-dashboard');
    expect(chunkOf('/app/src/web/shared-by-admin.ts')).toBe('first-view-admin');
    expect(chunkOf('/app/src/web/shared-by-project.ts')).toBe('first-view-forms');
  });

  it("leaves one page's own code to its chunk and puts what no first view uses in its area's", () => {
    expect(chunkOf('/app/src/web/dashboard-only.ts')).toBeNull();
    expect(chunkOf('/app/src/web/client-pages-only.ts')).toBe('client-area');
  });

  it("puts one page's code that a lazy part of it uses too in the page's first-view chunk", () => {
    const dialog = '/app/src/web/admin-dialog.tsx';
    const withDialog = graphOf(
      { [adminOverview]: ['/app/src/web/admin-api.ts'], [dialog]: ['/app/src/web/admin-api.ts'] },
      { [start]: '/app/src/web/main.tsx', [adminOverview]: start, [dialog]: adminOverview },
    );
    expect(withDialog('/app/src/web/admin-api.ts')).toBe('first-view-admin');
  });

  it('splits the marketing parts by whether the legal documents, the other public pages or both use them', () => {
    const marketing = '/app/src/web/features/marketing';
    const [privacy, terms, pricing, about, sitemap] = [
      'privacy-policy',
      'terms-of-service',
      'pricing',
      'about',
      'sitemap',
    ].map((page) => `${marketing}/pages/${page}-page.tsx`);
    const [layout, hero, faq] = ['legal-page-layout', 'page-hero', 'faq-list'].map(
      (part) => `${marketing}/components/${part}.tsx`,
    );
    const routes = `${marketing}/public-routes.ts`;
    const marketingChunkOf = graphOf(
      {
        [privacy!]: [layout!],
        [terms!]: [layout!],
        [layout!]: [hero!, routes],
        [pricing!]: [hero!, faq!],
        [about!]: [hero!, faq!],
        [sitemap!]: [routes],
      },
      {
        [start]: '/app/src/web/main.tsx',
        [privacy!]: start,
        [terms!]: start,
        [pricing!]: start,
        [about!]: start,
        [sitemap!]: start,
      },
    );
    expect(marketingChunkOf(layout!)).toBe('marketing-legal');
    expect(marketingChunkOf(hero!)).toBe('marketing-legal-pages');
    expect(marketingChunkOf(faq!)).toBe('marketing-pages');
    // Used by the legal documents and one other page: apart, so the pages sharing the chunk above do not load it.
    expect(marketingChunkOf(routes)).toBeNull();
  });

  it('puts what a public page shares with signed-in pages in a public chunk, never a signed-in one', () => {
    expect(chunkOf('/app/src/web/shared-with-home.ts')).toBe('public-home');
  });

  it('counts the brief builder, which the signed-in pages loader loads, as a public page', () => {
    const builder = '/app/src/web/features/briefs/pages/brief-builder-page.tsx';
    const shellPages = '/app/src/web/app/shell-pages.ts';
    const chunkWithBuilder = graphOf(
      { [dashboard]: ['/app/src/web/brief-options.ts'], [builder]: ['/app/src/web/brief-options.ts'] },
      { [start]: '/app/src/web/main.tsx', [shellPages]: start, [dashboard]: shellPages, [builder]: shellPages },
    );
    expect(chunkWithBuilder('/app/src/web/brief-options.ts')).toBe('public-pages');
  });

  it("keeps what the header loads later on any page with the admin's first view, and the builder's later steps with the forms", () => {
    const builder = '/app/src/web/features/briefs/pages/brief-builder-page.tsx';
    const [controls, laterSteps] = ['/app/src/web/account-controls.tsx', '/app/src/web/later-steps.tsx'];
    const chunkOfPart = graphOf(
      {
        [controls]: ['/app/src/web/dialog.tsx'],
        [laterSteps]: ['/app/src/web/radio-group.tsx'],
        [project]: ['/app/src/web/dialog.tsx', '/app/src/web/radio-group.tsx'],
        [account]: ['/app/src/web/radio-group.tsx'],
      },
      {
        [start]: '/app/src/web/main.tsx',
        [controls]: start,
        [builder]: start,
        [laterSteps]: builder,
        [project]: start,
        [account]: start,
      },
    );
    expect(chunkOfPart('/app/src/web/dialog.tsx')).toBe('first-view-admin');
    expect(chunkOfPart('/app/src/web/radio-group.tsx')).toBe('first-view-forms');
  });

  it('keeps zod apart from a first view that reaches it only through a schema module, and with a public page that needs it', () => {
    const schemas = '/app/src/shared/schemas/documents.ts';
    const zod = '/app/node_modules/zod/v4/classic/schemas.js';
    const product = '/app/src/web/features/catalog/pages/product-page.tsx';
    const chunkWithZod = graphOf(
      { [dashboard]: [schemas], [adminOverview]: [schemas], [schemas]: [zod] },
      { [start]: '/app/src/web/main.tsx', [dashboard]: start, [adminOverview]: start },
    );
    expect(chunkWithZod(schemas)).toBe('first-view-dashboard');
    expect(chunkWithZod(zod)).toBe('zod');
    const chunkWithProduct = graphOf(
      { [dashboard]: [schemas], [product]: [schemas], [schemas]: [zod] },
      { [start]: '/app/src/web/main.tsx', [dashboard]: start, [product]: start },
    );
    expect(chunkWithProduct(schemas)).toBe('zod-product');
    expect(chunkWithProduct(zod)).toBe('zod-product');
  });

  it("counts each admin area's content, loaded when opened, as an admin page: what areas share in the admin's chunk", () => {
    const areaPage = '/app/src/web/app/routes/admin/admin-area-page.tsx';
    const registry = '/app/src/web/app/routes/admin/admin-area-content.tsx';
    const matching = '/app/src/web/features/matching/components/matching-tab.tsx';
    const experts = '/app/src/web/features/experts/admin/components/admin-experts-tab.tsx';
    const disputes = '/app/src/web/features/projects/components/disputes/admin-disputes-tab.tsx';
    const chunkOfArea = graphOf(
      {
        [areaPage]: [registry],
        [matching]: ['/app/src/web/matching-only.ts', '/app/src/web/shared-with-project.ts'],
        [experts]: ['/app/src/web/shared-by-areas.ts'],
        [disputes]: ['/app/src/web/shared-by-areas.ts'],
        [project]: ['/app/src/web/shared-with-project.ts'],
      },
      {
        [start]: '/app/src/web/main.tsx',
        [areaPage]: start,
        [project]: start,
        [matching]: registry,
        [experts]: registry,
        [disputes]: registry,
      },
    );
    expect(chunkOfArea(matching)).toBeNull();
    expect(chunkOfArea('/app/src/web/matching-only.ts')).toBeNull();
    expect(chunkOfArea('/app/src/web/shared-by-areas.ts')).toBe('admin-area');
    // The matching area's content is one of the forms first view's pages.
    expect(chunkOfArea('/app/src/web/shared-with-project.ts')).toBe('first-view-forms');
  });

  it("puts the header's account controls, and what only they use, in the admin's first-view chunk", () => {
    const [header, controls] = [
      '/app/src/web/app/layout/site-header.tsx',
      '/app/src/web/app/layout/account-controls.tsx',
    ];
    const [bell, liveCheck] = ['/app/src/web/notification-bell.tsx', '/app/src/web/live-notification.ts'];
    const chunkOfControls = graphOf(
      {
        [start]: [header],
        [controls]: [bell, '/app/src/web/dialog.tsx'],
        [bell]: ['/app/src/web/list-updates.ts'],
        [liveCheck]: ['/app/src/web/list-updates.ts', '/app/src/web/check-schema.ts'],
        [dashboard]: ['/app/src/web/dialog.tsx'],
      },
      { [start]: '/app/src/web/main.tsx', [controls]: header, [liveCheck]: bell, [dashboard]: start },
    );
    expect(chunkOfControls(controls)).toBe('first-view-admin');
    expect(chunkOfControls(bell)).toBe('first-view-admin');
    // Also imported by what the controls load later, which then finds it loaded.
    expect(chunkOfControls('/app/src/web/list-updates.ts')).toBe('first-view-admin');
    // What the controls load later stays lazy, and what a page uses too goes by the page.
    expect(chunkOfControls(liveCheck)).toBeNull();
    expect(chunkOfControls('/app/src/web/check-schema.ts')).toBeNull();
    expect(chunkOfControls('/app/src/web/dialog.tsx')).toBe('first-view-dashboard');
  });
});
