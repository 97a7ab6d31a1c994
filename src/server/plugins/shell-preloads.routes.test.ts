import { describe, expect, it } from 'vitest';
import { withWebRelease } from '../test/web-release';

/** A client manifest and a renderer that names the dashboard's page module (and cannot name the account page's). */
const current = withWebRelease({
  template:
    '<html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  manifest: {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'start.tsx': { file: 'assets/start.js', imports: ['_framework.js', 'index.html'] },
    '_framework.js': { file: 'assets/framework.js' },
    'app/shell-pages.ts': { file: 'assets/shell-pages.js', imports: ['index.html'] },
    'app/routes/dashboard-page.tsx': { file: 'assets/dashboard-page.js', imports: ['_client-area.js'] },
    '_client-area.js': { file: 'assets/client-area.js', imports: ['_framework.js'] },
  },
  renderer: `export function matchPage(pathname) {
      if (pathname === '/dashboard') return { kind: 'known', pattern: '/dashboard' };
      if (pathname === '/account') return { kind: 'known', pattern: '/account' };
      if (pathname === '/admin') return { kind: 'known', pattern: '/admin', forViewer: true };
      return { kind: 'unknown', pattern: '*' };
    }
    export async function pageModulesOf(pathname) {
      if (pathname === '/account') throw new Error('cannot load in Node');
      return ['app/routes/dashboard-page.tsx'];
    }
    export function pageDataOf(pathname) {
      return pathname === '/admin' ? ['/api/me'] : [];
    }
    export async function render() {
      return { kind: 'page', status: 404, head: '', body: '', state: '{}', pageModule: null };
    }`,
});

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('the SPA shell of a signed-in page', () => {
  it("preloads the app's start, the pages' loaders and the page's chunks, each once and after what it imports, not the entry", async () => {
    const answer = await current().app.inject({ method: 'GET', url: '/dashboard' });
    expect(answer.statusCode).toBe(200);
    expect(preloadsOf(answer.body)).toEqual([
      '/assets/framework.js',
      '/assets/start.js',
      '/assets/shell-pages.js',
      '/assets/client-area.js',
      '/assets/dashboard-page.js',
    ]);
  });

  it('lists them for after the first paint, not in the head, when the page is rendered for its viewer', async () => {
    const answer = await current().app.inject({ method: 'GET', url: '/admin' });
    expect(answer.statusCode).toBe(200);
    const [head, body] = answer.body.split('</head>');
    expect(preloadsOf(head!)).toEqual([]);
    const listed = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(body!)?.[1];
    expect(JSON.parse(listed ?? 'null')).toEqual([
      '/assets/framework.js',
      '/assets/start.js',
      '/assets/shell-pages.js',
      '/assets/client-area.js',
      '/assets/dashboard-page.js',
    ]);
  });

  it('is the plain shell when the page modules cannot be named', async () => {
    const answer = await current().app.inject({ method: 'GET', url: '/account' });
    expect(answer.statusCode).toBe(200);
    expect(preloadsOf(answer.body)).toEqual([]);
    expect(answer.body).toContain('<div id="root"></div>');
  });
});
