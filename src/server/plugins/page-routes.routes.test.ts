import { describe, expect, it } from 'vitest';
import { withWebRelease } from '../test/web-release';

/** A renderer that knows two page patterns. */
const current = withWebRelease({
  renderer: `export function matchPage(pathname) {
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
});

describe('server-rendered pages in the request metrics', () => {
  it('labels a page by its route pattern and only a path outside the route table as unmatched', async () => {
    for (const url of ['/product/one', '/product/two', '/dashboard', '/no/such/page']) {
      await current().app.inject({ method: 'GET', url });
    }
    const scrape = await current().app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
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
