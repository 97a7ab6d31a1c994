import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A release with a client manifest and a renderer that names the dashboard's page module: what the server makes of
 * them is under test, not Vite's chunking.
 */
function writeRelease(): string {
  const release = mkdtempSync(path.join(tmpdir(), 'shell-preloads-'));
  mkdirSync(path.join(release, 'web', '.vite'), { recursive: true });
  mkdirSync(path.join(release, 'ssr'));
  writeFileSync(
    path.join(release, 'web', 'index.html'),
    '<html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'start.tsx': { file: 'assets/start.js', imports: ['_framework.js', 'index.html'] },
    '_framework.js': { file: 'assets/framework.js' },
    'app/shell-pages.ts': { file: 'assets/shell-pages.js', imports: ['index.html'] },
    'app/routes/dashboard-page.tsx': { file: 'assets/dashboard-page.js', imports: ['_client-area.js'] },
    '_client-area.js': { file: 'assets/client-area.js', imports: ['_framework.js'] },
  };
  writeFileSync(path.join(release, 'web', '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(release, 'ssr', 'entry-server.js'),
    `export function matchPage(pathname) {
      if (pathname === '/dashboard') return { kind: 'known', pattern: '/dashboard' };
      if (pathname === '/account') return { kind: 'known', pattern: '/account' };
      return { kind: 'unknown', pattern: '*' };
    }
    export async function pageModulesOf(pathname) {
      if (pathname === '/account') throw new Error('cannot load in Node');
      return ['app/routes/dashboard-page.tsx'];
    }
    export async function render() {
      return { kind: 'page', status: 404, head: '', body: '', state: '{}', pageModule: null };
    }`,
  );
  return release;
}

let release: string;
let test: TestApp;
beforeAll(async () => {
  release = writeRelease();
  test = await createTestApp({}, { webRoot: path.join(release, 'web') });
});
afterAll(async () => {
  await test?.close();
  rmSync(release, { recursive: true, force: true });
});

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('the SPA shell of a signed-in page', () => {
  it("preloads the app's start, the pages' loaders and the page's chunks, each once, not the entry", async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/dashboard' });
    expect(answer.statusCode).toBe(200);
    expect(preloadsOf(answer.body)).toEqual([
      '/assets/start.js',
      '/assets/framework.js',
      '/assets/shell-pages.js',
      '/assets/dashboard-page.js',
      '/assets/client-area.js',
    ]);
  });

  it('is the plain shell when the page modules cannot be named', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/account' });
    expect(answer.statusCode).toBe(200);
    expect(preloadsOf(answer.body)).toEqual([]);
    expect(answer.body).toContain('<div id="root"></div>');
  });
});
