/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { areaChunks } from './scripts/vite/area-chunks.ts';
import { chunkCycleGuard } from './scripts/vite/chunk-cycle-guard.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** `.ci/run` sets CANARY=1 to prove each test command fails when a test fails (see .ci/canary). */
const canary = (pattern: string) => (process.env.CANARY === '1' ? [`.ci/canary/${pattern}`] : []);

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

/**
 * The style sheet first in <head>, before the entry script: it is what the first paint waits for (decision 027).
 * Vite writes the entry `<script type="module">` (and any module preloads) first. The entry is small and only
 * starts the app after the first paint, so it is fetched at low priority.
 */
const styleSheetFirst = (): Plugin => ({
  name: 'style-sheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      let rest = html;
      for (const sheet of sheets) rest = rest.replace(sheet, '');
      const firstScript = rest.search(/\s*<(?:script type="module"|link rel="modulepreload")/);
      if (sheets.length === 0 || firstScript < 0) return html;
      // Low priority: the entry only starts the app, after the first paint on a prerendered page.
      rest = rest.replace('<script type="module"', '<script type="module" fetchpriority="low"');
      return rest.slice(0, firstScript) + sheets.join('') + rest.slice(firstScript);
    },
  },
});

const APP_CORE =
  /src[\\/](web[\\/](lib[\\/](cn|format|use-hydrated|class-merge[\\/](merge-classes|class-groups\.generated)|api-client|viewer|query-keys|analytics)|components[\\/]ui[\\/](slot|button|card|badge|skeleton))\.tsx?$|shared[\\/]domain[\\/](analytics|limits|money)\.ts$)|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context)/;
// Less the mutation and infinite-query hooks and observers: no public page uses them before it is interactive, so
// they load with the pages (forms, lists) that do.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|cookie|set-cookie-parser|clsx|class-variance-authority)[\\/](?!.*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$)/;

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), styleSheetFirst(), chunkCycleGuard()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the app supports has <link rel="modulepreload">; the polyfill was 0.5 KB on every page.
      polyfill: false,
      // Vite writes beside each `import()` the list of chunks to fetch with it. The route table's, in the start chunk
      // that every page loads, were 1.3 KB brotli of each public page's first load, for pages it does not show:
      // without them a client-side visit to another public page fetches its chunk, then the chunk's imports (one more
      // round trip). The other pages' loaders, with their lists, are in `app/shell-pages.ts` (decision 031).
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)start-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      // Building a zod schema has no effect but the schema: a page that imports only a constant from a schema module
      // (an API path, a list of statuses) then loads neither the module's schemas nor zod (decision 044).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // The frameworks and what every page of the app loads besides them (cn and its class table, the API
            // client, the viewer query, the icon base, the basic UI parts, analytics, money and date formats) in one
            // chunk: the app starts from a dynamic import (main.tsx), which would otherwise scatter them over small
            // shared chunks that compress worse. Apart, the app's core was one more script on every page and 0.6 KB
            // more brotli on a public page's first load; it now runs in the frameworks' task (a few milliseconds).
            {
              name: 'framework',
              priority: 1,
              test: (id: string) => FRAMEWORK.test(id) || APP_CORE.test(id),
            },
            // Below it: the frameworks and the app's core stay in their chunk, which every page shares.
            areaChunks([APP_CORE, FRAMEWORK]),
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    root: projectRoot,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          root: projectRoot,
          sequence: { groupOrder: 0 },
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', ...canary('*.test.ts')],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: projectRoot,
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', ...canary('*.test.ts')],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Background work (a shortlist computed as a request opens, an outbox send) waits for a queue worker that
          // a loaded CI machine schedules late; vitest's default 1 s made such tests fail while the product was right.
          expect: { poll: { timeout: 15_000 } },
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          root: projectRoot,
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.ts', ...canary('*.e2e.ts')],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // What a person waits for on a loaded 2-core machine (a scrypt hash, a cold chunk): vitest's default 1 s
          // made journeys fail while the product was only slow to answer, e.g. the sign-up toast.
          expect: { poll: { timeout: 10_000 } },
          // One browser and one server at a time: these machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
