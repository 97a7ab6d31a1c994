import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageMeta } from '@web/components/page-meta';
import { routes, type TRouteHandle } from './router';

const handleOf = (route: RouteObject) => route.handle as TRouteHandle | undefined;
const pages = (routes[0]?.children ?? []).filter((route: RouteObject) => handleOf(route)?.load);
const metaOf = (route: RouteObject) => handleOf(route)?.meta;
/** These pages render their own title: the pack's or project's name, or the marketing page's hero. */
const OWN_TITLE = /^\/(product|project)\/:id$/;

describe('page titles and descriptions', () => {
  it('gives every page a description', () => {
    for (const route of pages) {
      if (OWN_TITLE.test(route.path ?? '')) continue;
      expect(metaOf(route)?.description, route.path).toMatch(/\S{3,}/);
    }
  });

  it('gives every app page its own title, different from every other page', () => {
    const titled = pages.filter((route) => metaOf(route)?.title);
    const titles = titled.map((route) => metaOf(route)!.title);
    expect(titled.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/auth',
        '/outcomes',
        '/catalog',
        '/dashboard',
        '/brief-builder',
        '/dashboard/briefs/:id',
        '/dashboard/requests/:id',
        '/quote/:id',
        '/admin',
        '/expert',
        '/agency',
        '/payment-success',
        '/payment-canceled',
        '/dev/mailbox',
        '*',
      ]),
    );
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = pages.map((route) => metaOf(route)?.description).filter(Boolean);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('leaves titles to the pages that set their own (marketing heroes, packs, projects)', () => {
    const untitled = pages.filter((route) => !metaOf(route)?.title).map((route) => route.path ?? '');
    for (const path of untitled) expect(path, path).toMatch(/^\/(product|project)\/:id$|^\/[a-z-]+$/);
  });

  it('renders the title with the site name and the description', () => {
    const html = renderToString(<PageMeta title="Outcome Catalog" description="Fixed-scope packs." />);
    expect(html).toContain('<title>Outcome Catalog | Outcome Marketplace</title>');
    expect(html).toContain('<meta name="description" content="Fixed-scope packs."/>');
  });
});
