// Server rendering of the public pages (decision 026). Built by scripts/build.mjs with Vite's SSR build into
// <release>/ssr/entry-server.js and loaded by the server (src/server/plugins/web-pages.ts); never part of the
// browser's bundle. The router's own route table decides which paths exist, for the server's 404s too.
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import { STATIC_PUBLIC_PAGES } from '@shared/domain/public-pages';
import { AppProviders } from './app/app-providers';
import { AppRoutes, preloadMatchedPages, redirectTarget } from './app/app-routes';
import { routeDataOf } from './app/route-data';
import { routes, type TRouteHandle } from './app/router';
import { ApiError, setApiFetch } from './lib/api-client';
import { PERSONAL_QUERY } from './lib/viewer';

/** Route patterns whose pages are rendered to HTML on the server: the public pages, the same for every visitor. */
export const PRERENDERED_PATTERNS: ReadonlySet<string> = new Set([
  '/',
  // The sign-in form, so it posts before the page's script runs (the viewer is left to the browser, as everywhere).
  '/auth',
  // The brief builder's first step, so its goal is sent before the page's script runs (the draft stays in the browser).
  '/brief-builder',
  '/outcomes',
  '/catalog',
  '/product/:id',
  '/experts/:id',
  ...STATIC_PUBLIC_PAGES,
]);

/**
 * Signed-in pages rendered on the server for the person asking, with their own data (decision 040), so the first view
 * is in the HTML rather than after the page's JavaScript: the pages whose first reads the server answers anyway.
 */
const RENDERED_FOR_VIEWER = ['/dashboard', '/project/:id', '/expert', '/admin', '/admin/reports', '/admin/matching'];

/**
 * The page modules of the app's routes, by source path (the key of Vite's client manifest): the prerendered pages'
 * chunks are listed in their HTML, the others' preloaded by the SPA shell (decision 040).
 */
const PAGE_MODULES = import.meta.glob([
  './features/**/*-page.tsx',
  './app/routes/**/*-page.tsx',
  './app/routes/admin/admin-workspace-layout.tsx',
]);
/**
 * The modules pages load as parts of what a path shows (`PageModule.partsOf`): the admin areas' content. The server,
 * asked for a path alone, never lists a `?tab=` part.
 */
const PART_MODULES = import.meta.glob(['./features/**/*-tab.tsx', './app/routes/*-tab.tsx']);

export type TPageMatch = {
  /** `known`: a route of the app (the SPA shell serves it when not prerendered); `unknown`: the 404 route. */
  kind: 'prerendered' | 'known' | 'unknown';
  /** The matched route's pattern, e.g. `/product/:id` or `*`. */
  pattern: string;
  /** A `known` page the server renders for the signed-in person asking (`render` with `forViewer`). */
  forViewer: boolean;
};

/** Which route of the app's route table a path belongs to. */
export function matchPage(pathname: string): TPageMatch {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pattern = matches.at(-1)?.route.path ?? '*';
  if (pattern === '*') return { kind: 'unknown', pattern, forViewer: false };
  if (PRERENDERED_PATTERNS.has(pattern)) return { kind: 'prerendered', pattern, forViewer: false };
  // By the whole path: an admin page's own pattern is relative to the admin workspace's.
  const forViewer = RENDERED_FOR_VIEWER.some((rendered) => matchPath(rendered, pathname) !== null);
  return { kind: 'known', pattern, forViewer };
}

/** The API paths the SPA shell's page reads first, answered in the shell's response (decision 040). */
export function pageDataOf(pathname: string): string[] {
  return routeDataOf(pathname, { withShell: true });
}

/**
 * The source paths of the page modules a path's route renders (a layout and its page) and of the parts they show
 * there, for preloading.
 */
export async function pageModulesOf(pathname: string): Promise<string[]> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) => (route.handle as TRouteHandle | undefined)?.load ?? [],
  );
  const sources = await Promise.all(
    loads.map(async (load) => {
      // A module that cannot load in Node has no chunks to list.
      const page = await load().catch(() => null);
      const parts = (page?.partsOf?.(pathname, '') ?? []).map((part) => sourceOf(part, PART_MODULES));
      return Promise.all([sourceOf(load, PAGE_MODULES), ...parts]).catch(() => []);
    }),
  );
  return sources.flat().filter((source): source is string => source !== null);
}

export type TRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      /** `<title>`, `<meta>` and `<link>` tags the page hoists into <head>. */
      head: string;
      /** The content of `<div id="root">`. */
      body: string;
      /** The dehydrated queries and origin, for the browser to hydrate from (JSON). */
      state: string;
      /** Source path of the page's module (a key of Vite's client manifest), for `<link rel="modulepreload">`. */
      pageModule: string | null;
    };

/** What the browser reads from `<script type="application/json" id="ssr-state">`. */
export type TSsrState = {
  origin: string;
  /** false when the HTML is not the page the browser's router will render (a 404 for a known pattern). */
  hydrate: boolean;
  queries: unknown;
  /** When the page was rendered (epoch ms): times relative to now hydrate against it (`useNow`). */
  renderedAt: number;
};

/** The source path of a route's page module. */
function pageModuleOf(route: RouteObject | undefined): Promise<string | null> {
  const load = (route?.handle as TRouteHandle | undefined)?.load;
  return load ? sourceOf(load, PAGE_MODULES) : Promise.resolve(null);
}

const moduleSources = new Map<() => unknown, Promise<string | null>>();

/** The source path of what a loader loads: the glob entry whose module is the one it loads. */
function sourceOf(
  load: () => Promise<unknown>,
  modules: Record<string, () => Promise<unknown>>,
): Promise<string | null> {
  let found = moduleSources.get(load);
  if (!found) {
    found = (async () => {
      const target = await load();
      for (const [file, loadCandidate] of Object.entries(modules)) {
        // A module that cannot load in Node is not the one asked for.
        if ((await loadCandidate().catch(() => null)) === target) return file.replace(/^\.\//, '');
      }
      return null;
    })();
    moduleSources.set(load, found);
  }
  return found;
}

/**
 * Each render's own `fetchApi`, never a module-wide one: renders run concurrently, and a signed-in person's render
 * reads with their session while a public page's reads without one.
 */
const renderFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const fetchOfRender = renderFetch.getStore();
  if (!fetchOfRender) return Promise.reject(new Error('an API call outside a server render'));
  return fetchOfRender(input, init);
});

/** The page's HTML, and whether any part failed to render (the browser would render that part itself). */
async function toHtml(element: React.ReactElement): Promise<{ html: string; failed: boolean }> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(element, {
    // Every Suspense boundary inline: a large one would otherwise come after the shell with an inline script to move
    // it into place, which the CSP (script-src 'self') blocks. The boundaries only split hydration (decision 027).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // Rendering goes on with the nearest boundary's fallback; the browser renders that part itself.
      failed = true;
      if (!(error instanceof ApiError)) console.error('server rendering error', error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return { html: Buffer.concat(chunks).toString('utf8'), failed };
}

/** Whose page is rendered: everyone's (no personal data) or the signed-in person's whose session `fetchApi` carries. */
const fetchable = (query: Query, forViewer: boolean) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (forViewer || query.meta?.[PERSONAL_QUERY] !== true) &&
  (query.options as { enabled?: unknown }).enabled !== false &&
  typeof (query.options as { enabled?: unknown }).enabled !== 'function';

const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders `url` as a signed-out visitor sees it once its data has loaded, or, with `forViewer`, as the signed-in
 * person whose session `fetchApi` reads with (their personal queries fetched and sent for hydration too; never
 * cached, and a page that does not render whole throws, so the server sends the plain shell instead). Each pass
 * renders the page, then fetches the queries it asked for that have not been fetched yet; a page whose data depends
 * on other data takes another pass. Queries that fail are left out, so the browser loads them as it would without
 * server rendering; a 404 from the page's data makes the answer a 404 page.
 */
export function render(input: {
  url: string;
  origin: string;
  fetchApi: typeof fetch;
  forViewer?: boolean;
}): Promise<TRenderResult> {
  return renderFetch.run(input.fetchApi, () => renderWithData(input));
}

async function renderWithData({
  url,
  origin,
  forViewer = false,
}: {
  url: string;
  origin: string;
  forViewer?: boolean;
}): Promise<TRenderResult> {
  // One moment for every pass, so a relative time reads the same in the HTML and in the state it hydrates from.
  const renderedAt = Date.now();
  const renderOnce = async (path: string, queryClient: QueryClient) => {
    const location = new URL(path, origin);
    const target = redirectTarget(location);
    if (target) return { redirect: target };
    await preloadMatchedPages(location.pathname, location.search);
    const { html, failed } = await toHtml(
      <AppProviders queryClient={queryClient} origin={origin} renderedAt={renderedAt}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    );
    return { html, failed, leaf: matchRoutes(routes, location.pathname)?.at(-1)?.route };
  };

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const attempted = new Set<string>();
  let missing = false;
  let rendered: Awaited<ReturnType<typeof renderOnce>> | null = null;
  for (let pass = 0; pass < 4; pass += 1) {
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    rendered = await renderOnce(url, queryClient);
    if (rendered.redirect !== undefined) return { kind: 'redirect', status: 302, location: rendered.redirect };
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => fetchable(query, forViewer) && !attempted.has(query.queryHash));
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map(async (query) => {
        attempted.add(query.queryHash);
        await query.fetch().catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) missing = true;
        });
      }),
    );
    if (missing) break;
  }
  if (forViewer && (missing || !rendered || rendered.redirect !== undefined || rendered.failed)) {
    throw new Error(`${url} did not render whole for its viewer`);
  }

  let notFoundOfKnownPattern = false;
  if (missing) {
    // The page exists but its subject does not (an unknown pack or expert): the 404 page, client-rendered after.
    notFoundOfKnownPattern = true;
    queryClient.clear();
    rendered = await renderOnce('/__not-found__', queryClient);
  }
  if (!rendered || rendered.redirect !== undefined) throw new Error(`could not render ${url}`);
  const isNotFound = missing || rendered.leaf?.path === '*';

  const hoisted = HOISTED.exec(rendered.html)?.[0] ?? '';
  const state: TSsrState = {
    origin,
    hydrate: !notFoundOfKnownPattern,
    renderedAt,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && (forViewer || query.meta?.[PERSONAL_QUERY] !== true),
    }),
  };
  return {
    kind: 'page',
    status: isNotFound ? 404 : 200,
    head: hoisted,
    body: rendered.html.slice(hoisted.length),
    state: JSON.stringify(state),
    pageModule: await pageModuleOf(rendered.leaf),
  };
}
