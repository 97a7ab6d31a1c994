import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageMeta, SiteOriginProvider, type TPageMeta } from '@web/components/page-meta';
import { routes, type TRouteHandle } from './router';

/** Every route that renders a page (not a layout or a redirect), with its full path. */
function pageRoutes(list: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : /^[/*]/.test(route.path) ? route.path : `${parent}/${route.path}`;
    if (route.children) return pageRoutes(route.children, path);
    return (route.handle as TRouteHandle | undefined)?.load ? [{ path: path.replace(/\/$/, '') || '/', route }] : [];
  });
}

/** The title and description a page module gives the route, for an address the route matches. */
async function metaOf({ path, route }: { path: string; route: RouteObject }): Promise<TPageMeta | null | undefined> {
  const module = await (route.handle as TRouteHandle).load!();
  const address = path.replace(/:\w+/g, 'x').replace('*', 'no/such/page');
  return typeof module.meta === 'function' ? module.meta(address) : module.meta;
}

/** These pages render their own title and description: the pack's or project's name. */
const OWN_META = /^\/(product|project)\/:id$/;

describe('page titles and descriptions', async () => {
  const pages = await Promise.all(
    pageRoutes(routes).map(async (page) => ({ path: page.path, meta: await metaOf(page) })),
  );

  it('gives every page a description', () => {
    for (const { path, meta } of pages) {
      if (OWN_META.test(path)) continue;
      expect(meta?.description, path).toMatch(/\S{3,}/);
    }
  });

  it('gives every app page its own title, different from every other page', () => {
    const titled = pages.filter(({ meta }) => meta?.title);
    expect(titled.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/',
        '/auth',
        '/outcomes',
        '/catalog',
        '/dashboard',
        '/brief-builder',
        '/customize',
        '/customize/:id',
        '/dashboard/briefs/:id',
        '/dashboard/requests/:id',
        '/quote/:id',
        '/admin',
        '/admin/qa-queue',
        '/expert',
        '/agency',
        '/payment-success',
        '/payment-canceled',
        '/dev/mailbox',
        '*',
      ]),
    );
    const titles = titled.map(({ meta }) => meta!.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = pages.map(({ meta }) => meta?.description).filter(Boolean);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('leaves titles to the pages that set their own (marketing heroes, packs, projects)', () => {
    const untitled = pages.filter(({ meta }) => !meta?.title).map(({ path }) => path);
    for (const path of untitled) expect(path, path).toMatch(/^\/(product|project)\/:id$|^\/[a-z-]+$/);
  });

  it('renders the title with the site name and the description', () => {
    const html = renderToString(<PageMeta title="Outcome Catalog" description="Fixed-scope packs." />);
    expect(html).toContain('<title>Outcome Catalog | Outcome Marketplace</title>');
    expect(html).toContain('<meta name="description" content="Fixed-scope packs."/>');
  });

  it("carries a large link-preview image with its size: the page's own, else the site's default", () => {
    const own = renderToString(
      <SiteOriginProvider origin="https://market.example">
        <PageMeta title="A pack" description="A pack." image="/og/products/p1.png" />
      </SiteOriginProvider>,
    );
    expect(own).toContain('<meta property="og:image" content="https://market.example/og/products/p1.png"/>');
    expect(own).toContain('<meta property="og:image:width" content="1200"/>');
    expect(own).toContain('<meta property="og:image:height" content="630"/>');
    expect(own).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(own).toContain('<meta name="twitter:image" content="https://market.example/og/products/p1.png"/>');
    const fallback = renderToString(
      <SiteOriginProvider origin="https://market.example">
        <PageMeta title="Pricing" description="Prices." />
      </SiteOriginProvider>,
    );
    expect(fallback).toContain('<meta property="og:image" content="https://market.example/og/default.png"/>');
  });
});
