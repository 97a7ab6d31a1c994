import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app serving a release laid out as `npm run build` lays it out (web/index.html and Vite's manifest beside
 * ssr/entry-server.js), with a stand-in server renderer: what the server does with the renderer's answers is under
 * test, not React's rendering or Vite's chunking. Call at the top of a test file; `current()` is the app.
 */
export function withWebRelease({
  renderer,
  template = '<html><head></head><body><div id="root"></div></body></html>',
  manifest = {},
}: {
  /** The source of ssr/entry-server.js (an ES module exporting matchPage, pageModulesOf and render). */
  renderer: string;
  template?: string;
  manifest?: Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
}): () => TestApp {
  let release: string;
  let test: TestApp;
  beforeAll(async () => {
    release = mkdtempSync(path.join(tmpdir(), 'web-release-'));
    mkdirSync(path.join(release, 'web', '.vite'), { recursive: true });
    mkdirSync(path.join(release, 'ssr'));
    writeFileSync(path.join(release, 'web', 'index.html'), template);
    writeFileSync(path.join(release, 'web', '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(release, 'ssr', 'entry-server.js'), renderer);
    test = await createTestApp({}, { webRoot: path.join(release, 'web') });
  });
  afterAll(async () => {
    await test?.close();
    rmSync(release, { recursive: true, force: true });
  });
  return () => test;
}
