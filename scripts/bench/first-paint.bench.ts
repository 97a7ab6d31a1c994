// JavaScript a visitor's browser downloads for each public page, brotli bytes as served (the encoded body size the
// browser received), on a fresh load without interaction:
// - before first paint: scripts whose download ended before the first contentful paint (a prerendered page paints
//   from its HTML, so this is what still delays the paint);
// - first load: every script fetched until the page is hydrated and the network is idle (what a phone must download,
//   parse and run before the page answers to a tap). The 100 KB target applies to this one.
// Reference in the same run: React 19 + react-router 7 (declarative router) + TanStack Query alone, as the app uses
// them (the frameworks' floor), bundled and brotli-compressed the same way, so the ratio shows what is ours.
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { launchChromium } from '../../e2e/support/chromium';
import { startServer } from '../../e2e/support/server';
import { ensureBuilt } from './ensure-built';

const TARGET_KB = 100;

const PAGES = [
  '/',
  '/outcomes',
  '/outcomes?view=catalog',
  '/catalog',
  '/product/:first',
  '/pricing',
  '/for-clients',
  '/for-freelancers',
  '/for-agencies',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The frameworks as the app uses them, bundled and minified like the app, in brotli KB: React 19's client (hydrateRoot,
 * createRoot), react-router 7's declarative router (BrowserRouter and useRoutes, no data router) and the hooks and
 * components the app imports from it, TanStack Query's client, provider, hooks and hydration.
 */
async function frameworkFloor(): Promise<number> {
  const result = await build({
    stdin: {
      contents: `import { createRoot, hydrateRoot } from 'react-dom/client';
        import { BrowserRouter, Link, matchRoutes, Navigate, NavLink, Outlet, useLocation, useNavigate, useParams,
          useRoutes, useSearchParams } from 'react-router';
        import { QueryClient, QueryClientProvider, hydrate, useMutation, useQuery, useQueryClient }
          from '@tanstack/react-query';
        window.keep = [createRoot, hydrateRoot, BrowserRouter, Link, matchRoutes, Navigate, NavLink, Outlet,
          useLocation, useNavigate, useParams, useRoutes, useSearchParams, QueryClient, QueryClientProvider, hydrate,
          useMutation, useQuery, useQueryClient];`,
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  return brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export default async function firstPaintBench(): Promise<void> {
  await ensureBuilt();
  const floor = await frameworkFloor();
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const { products } = (await (await fetch(`${server.url}/api/catalog/products`)).json()) as {
      products: { id: string }[];
    };
    console.log(
      `reference: React 19 + react-router 7 (declarative) + TanStack Query alone: ${kb(floor)} KB brotli (ratio = ours / this)`,
    );
    console.log(
      `${'page'.padEnd(26)} ${'before paint'.padStart(13)} ${'first load'.padStart(11)} scripts  target ≤ ${TARGET_KB} KB  ratio to floor`,
    );
    let worst = 0;
    for (const pattern of PAGES) {
      const path = pattern.replace(':first', products[0]!.id);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const scripts = new Map<string, Promise<number>>();
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.set(
          request.url(),
          request.sizes().then((sizes) => sizes.responseBodySize),
        );
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({
            url: entry.name,
            beforePaint: (entry as PerformanceResourceTiming).responseEnd <= paint,
          }));
      });
      let total = 0;
      let beforePaint = 0;
      for (const { url, beforePaint: early } of timing) {
        const size = (await scripts.get(url)) ?? 0;
        total += size;
        if (early) beforePaint += size;
      }
      worst = Math.max(worst, total);
      const met = total / 1024 <= TARGET_KB ? 'met' : 'NOT met';
      console.log(
        `${path.slice(0, 26).padEnd(26)} ${`${kb(beforePaint)} KB`.padStart(13)} ${`${kb(total)} KB`.padStart(11)} ${String(timing.length).padStart(7)}  ${`ratio ${(total / 1024 / TARGET_KB).toFixed(2)} ${met}`.padEnd(18)} ${(total / floor).toFixed(2)}`,
      );
      await context.close();
    }
    console.log(
      `largest first load: ${kb(worst)} KB brotli, target ≤ ${TARGET_KB} KB: ratio ${(worst / 1024 / TARGET_KB).toFixed(2)} (${worst / 1024 <= TARGET_KB ? 'met' : 'NOT met'})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
