// Scripts and brotli bytes of each page's first view, counted from the production build's Vite manifest the way the
// server lists them (decision 040): the entry, the app's start and the page's modules with their static imports; a
// signed-in page adds the shell's start-up and the signed-in pages' loaders, which the SPA shell preloads. A public
// page must load no signed-in area's chunk. Reference in the same build: the home page. BENCH_BUILD_DIR measures
// another build than `dist/current` (a release folder with web/ and ssr/).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { ensureBuilt } from './ensure-built';

const TARGET_SCRIPTS = 15;
/** A public page's first load, brotli (as the `first-paint` bench measures it in the browser). */
const TARGET_PUBLIC_KB = 100;

const PUBLIC_PAGES = ['/', '/catalog', '/outcomes', '/product/any', '/pricing', '/privacy-policy', '/brief-builder'];
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/project/any',
  '/expert',
  '/admin',
  '/admin/matching',
  '/admin/reports',
  '/account',
  '/agency',
];
/** The signed-in shell's own modules, preloaded with every signed-in page (src/server/plugins/web-pages.ts). */
const SHELL_MODULES = ['start.tsx', 'app/shell-pages.ts'];
const SIGNED_IN_CHUNK = /[\\/](client-area|expert-area|admin-area|sign-in-area|workspace|first-view)[-.]/;

type ManifestChunk = { file: string; imports?: string[] };

type FirstView = { scripts: string[]; bytes: number; signedInChunks: string[] };

/** What one page's first view loads from a build: `modules` are source paths (keys of the manifest). */
function firstViewOf(webRoot: string, manifest: Record<string, ManifestChunk>, modules: string[]): FirstView {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of ['index.html', ...modules]) visit(module);
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  return {
    scripts,
    bytes: scripts.reduce((sum, file) => sum + brotliSize(path.join(webRoot, file)), 0),
    signedInChunks: scripts.filter((file) => SIGNED_IN_CHUNK.test(`/${file}`)),
  };
}

const sizes = new Map<string, number>();
function brotliSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.set(file, size);
  }
  return size;
}

export default async function firstViewScriptsBench(): Promise<void> {
  if (!process.env.BENCH_BUILD_DIR) await ensureBuilt();
  const release = path.resolve(process.env.BENCH_BUILD_DIR ?? 'dist/current');
  const webRoot = path.join(release, 'web');
  const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const renderer = (await import(pathToFileURL(path.join(release, 'ssr', 'entry-server.js')).href)) as {
    pageModulesOf: (pathname: string) => Promise<string[]>;
  };
  const measure = async (page: string, shell: string[]) =>
    firstViewOf(webRoot, manifest, [...shell, ...(await renderer.pageModulesOf(page))]);
  const reference = await measure('/', ['start.tsx']);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `first view from the build's manifest; reference / in the same build: ${reference.scripts.length} scripts, ` +
      `${kb(reference.bytes)} brotli; targets: ≤ ${TARGET_SCRIPTS} scripts per signed-in page, ≤ ${TARGET_PUBLIC_KB} KB per public page`,
  );
  console.log(`${'page'.padEnd(18)} ${'scripts'.padStart(7)} ${'brotli'.padStart(9)}  ratio to /  target`);
  for (const [pages, shell] of [
    [PUBLIC_PAGES, ['start.tsx']],
    [SIGNED_IN_PAGES, SHELL_MODULES],
  ] as const) {
    for (const page of pages) {
      const view = await measure(page, [...shell]);
      const signedIn = shell === SHELL_MODULES;
      const withinBudget = view.bytes <= TARGET_PUBLIC_KB * 1024;
      const target = signedIn
        ? `≤ ${TARGET_SCRIPTS} ${view.scripts.length <= TARGET_SCRIPTS ? 'met' : 'NOT met'}`
        : `≤ ${TARGET_PUBLIC_KB} KB ${withinBudget ? 'met' : 'NOT met'}; ` +
          (view.signedInChunks.length === 0
            ? 'no signed-in chunk: met'
            : `signed-in chunks NOT allowed: ${view.signedInChunks.join(', ')}`);
      console.log(
        `${page.padEnd(18)} ${String(view.scripts.length).padStart(7)} ${kb(view.bytes).padStart(9)}  ` +
          `${(view.scripts.length / reference.scripts.length).toFixed(2)}×, ${(view.bytes / reference.bytes).toFixed(2)}×   ${target}`,
      );
    }
  }
}
