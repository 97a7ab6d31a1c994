// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) on the production build's
// public pages, median of 3 runs each: performance score, LCP, FCP, TBT and CLS beside the targets, and beside a
// reference measured in the same run: the page's own HTML and CSS without any JavaScript (scripts, module preloads and
// embedded data moved into a comment, so the same bytes), served as a static file by the same server, brotli-compressed
// as the page is. Not part of CI.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../../e2e/support/chromium';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { ensureBuilt } from './ensure-built';
import { lighthouseFlags, signedInPages } from './lighthouse-signed-in';

/** LIGHTHOUSE_RUNS and LIGHTHOUSE_PAGES (comma-separated) narrow a run while iterating, e.g. `/` once. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter((page) => page !== 'none') ?? [
  '/',
  '/catalog',
  '/outcomes',
  '/product/:first',
];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Figures = { score: number; lcp: number; fcp: number; tbt: number; cls: number };
const TARGETS: { [K in keyof Figures]: { limit: number; atLeast?: boolean; unit: string } } = {
  score: { limit: 98, atLeast: true, unit: '' },
  lcp: { limit: 1200, unit: 'ms' },
  fcp: { limit: Infinity, unit: 'ms' },
  tbt: { limit: 50, unit: 'ms' },
  cls: { limit: 0.05, unit: '' },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, lighthouseFlags(url, port));
  const audits = result!.lhr.audits;
  return {
    score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']!.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']!.numericValue ?? NaN,
    tbt: audits['total-blocking-time']!.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']!.numericValue ?? NaN,
  };
}

async function medianOf(url: string, port: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, port));
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/**
 * The page's HTML without JavaScript: the scripts, module preloads and embedded data moved into a comment at the end
 * of the body, so the document has the same bytes (and compresses the same) but runs nothing.
 */
function staticTwin(html: string): string {
  const removed: string[] = [];
  const stripped = html.replace(/<script\b[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, (part) => {
    removed.push(part);
    return '';
  });
  return stripped.replace('</body>', `<!--${removed.join('').replace(/--/g, '- ')}--></body>`);
}

const format = (key: keyof Figures, value: number) =>
  key === 'cls' ? value.toFixed(3) : key === 'score' ? String(value) : `${(value / 1000).toFixed(2)} s`;

export default async function lighthouseBench(): Promise<void> {
  await ensureBuilt();
  const webRoot = path.join(process.env.E2E_BUILD_DIR ?? 'dist/current', 'web');
  // First start: the pages' HTML, to write their static twins (the static plugin serves files present at start).
  let server: RunningServer = await startServer();
  // Each start seeds a fresh database, so a pack's id is read from the server being measured.
  const pathsOn = async (running: RunningServer) => {
    const { products } = (await (await fetch(`${running.url}/api/catalog/products`)).json()) as {
      products: { id: string }[];
    };
    return PAGES.map((page) => page.replace(':first', products[0]!.id));
  };
  const references: string[] = [];
  for (const [index, pagePath] of (await pathsOn(server)).entries()) {
    const html = await (await fetch(`${server.url}${pagePath}`)).text();
    const file = `lighthouse-reference-${index}.html`;
    const twin = staticTwin(html);
    await writeFile(path.join(webRoot, file), twin);
    // Compressed like the page itself (the server sends prerendered HTML brotli), served by the static files' plugin.
    const compressed = brotliCompressSync(twin, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    await writeFile(path.join(webRoot, `${file}.br`), compressed);
    references.push(`/${file}`);
  }
  await server.stop();
  // The living demo's history: the signed-in pages show what a client, an expert and an admin have after a year.
  server = await startServer({ SEED_DEMO_HISTORY: 'true' });
  const paths = await pathsOn(server);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? findChromium(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // Warm the prerender cache: Lighthouse measures what every visitor after the first gets.
    for (const pagePath of paths) await fetch(`${server.url}${pagePath}`);
    console.log(
      `mobile preset, simulated throttling, median of ${RUNS}; targets: score ≥ 98, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.05`,
    );
    for (const [index, pagePath] of paths.entries()) {
      const ours = await medianOf(`${server.url}${pagePath}`, chrome.port);
      const reference = await medianOf(`${server.url}${references[index]}`, chrome.port);
      console.log(`\n${pagePath}`);
      for (const key of Object.keys(TARGETS) as (keyof Figures)[]) {
        const { limit, atLeast } = TARGETS[key];
        const met = atLeast ? ours[key] >= limit : ours[key] <= limit;
        const target =
          limit === Infinity ? '' : `${atLeast ? '≥' : '≤'} ${format(key, limit)} ${met ? 'met' : 'NOT met'}`;
        const ratio = reference[key] === 0 ? '' : `ratio ${(ours[key] / reference[key]).toFixed(2)}`;
        console.log(
          `  ${key.toUpperCase().padEnd(6)} ${format(key, ours[key]).padStart(8)}  static twin ${format(key, reference[key]).padStart(8)}  ${ratio.padEnd(11)} ${target}`,
        );
      }
    }
    await signedInPages(server, chrome.port, RUNS);
  } finally {
    chrome.kill();
    await server.stop();
    for (const file of await readdir(webRoot)) {
      if (file.startsWith('lighthouse-reference-')) await rm(path.join(webRoot, file));
    }
  }
}
