import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A release laid out as `npm run build` lays it out (web/index.html beside ssr/entry-server.js), with a renderer that
 * knows two page patterns: what the server does with its answers is under test here, not React's rendering.
 */
function writeRelease(): string {
  const release = mkdtempSync(path.join(tmpdir(), 'page-routes-'));
  mkdirSync(path.join(release, 'web'));
  mkdirSync(path.join(release, 'ssr'));
  writeFileSync(
    path.join(release, 'web', 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(release, 'ssr', 'entry-server.js'),
    `export function matchPage(pathname) {
      if (/^\\/product\\/[^/]+$/.test(pathname)) return { kind: 'prerendered', pattern: '/product/:id' };
      if (pathname === '/dashboard') return { kind: 'known', pattern: '/dashboard' };
      return { kind: 'unknown', pattern: '*' };
    }
    export async function pageModulesOf() {
      return [];
    }
    export async function render({ url }) {
      const known = url.startsWith('/product/');
      return { kind: 'page', status: known ? 200 : 404, head: '', body: url, state: '{}', pageModule: null };
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

describe('server-rendered pages in the request metrics', () => {
  it('labels a page by its route pattern and only a path outside the route table as unmatched', async () => {
    for (const url of ['/product/one', '/product/two', '/dashboard', '/no/such/page']) {
      await test.app.inject({ method: 'GET', url });
    }
    const scrape = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    const count = (route: string, statusClass: string) =>
      scrape.body.match(
        new RegExp(
          `http_request_duration_seconds_count\\{route="${route}",method="GET",status_class="${statusClass}"\\} (\\d+)`,
        ),
      )?.[1];
    expect(count('/product/:id', '2xx')).toBe('2');
    expect(count('/dashboard', '2xx')).toBe('1');
    expect(count('unmatched', '4xx')).toBe('1');
    expect(count('unmatched', '2xx')).toBeUndefined();
  });
});
