import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/test-app';
import { withWebRelease } from '../test/web-release';

/**
 * A renderer whose /dashboard is rendered for the person asking: it reads the viewer (answered with the page's data)
 * and the bell (not among them, so read on its own with the same session), and writes both into the page. Each read
 * waits a moment, so two people's renders overlap. `/dashboard?broken` fails to render.
 */
const current = withWebRelease({
  template:
    '<html><head></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  renderer: `export function matchPage() {
      return { kind: 'known', pattern: '/dashboard', forViewer: true };
    }
    export async function pageModulesOf() { return []; }
    export function pageDataOf() { return ['/api/me', '/api/config']; }
    const read = async (fetchApi, path) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const answer = await fetchApi(path, { method: 'GET' });
      return { status: answer.status, body: await answer.json() };
    };
    export async function render({ url, fetchApi, forViewer }) {
      if (url.includes('broken')) throw new Error('a page that does not render');
      const [me, bell] = await Promise.all([read(fetchApi, '/api/me'), read(fetchApi, '/api/notifications')]);
      const body = '<p>' + me.body.viewer.email + ', bell ' + bell.status + ', for viewer ' + forViewer + '</p>';
      return { kind: 'page', status: 200, head: '<title>Dashboard</title>', body, state: JSON.stringify({ hydrate: true }), pageModule: null };
    }`,
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)![1]!;
const answersOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="api-answers">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('a signed-in page rendered for the person asking', () => {
  it("renders each person's page with their own session only, side by side, and is never stored", async () => {
    const { app } = current();
    const [ada, bob] = await Promise.all([signedInUser(current()), signedInUser(current())]);
    const dashboardOf = ({ cookie }: { cookie: string }) =>
      app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    const [adaPage, bobPage] = await Promise.all([dashboardOf(ada), dashboardOf(bob)]);
    expect(rootOf(adaPage.body)).toBe(`<p>${ada.email}, bell 200, for viewer true</p>`);
    expect(rootOf(bobPage.body)).toBe(`<p>${bob.email}, bell 200, for viewer true</p>`);
    expect(adaPage.body).not.toContain(bob.email);
    expect(bobPage.body).not.toContain(ada.email);
    for (const page of [adaPage, bobPage]) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('<script type="application/json" id="ssr-state">{"hydrate":true}</script>');
      // The viewer went into the rendered page; what the render did not read is still embedded for the page.
      expect(Object.keys(answersOf(page.body))).toEqual(['/api/config']);
      // <head> left before the render: the page's title is the browser's to set.
      expect(page.body).not.toContain('<title>Dashboard</title>');
    }
  });

  it('is the plain shell with its data when signed out or when the page does not render, never an error', async () => {
    const { app } = current();
    const signedOut = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(signedOut.statusCode).toBe(200);
    expect(rootOf(signedOut.body)).toBe('');
    expect(signedOut.body).not.toContain('id="ssr-state"');

    const { cookie } = await signedInUser(current());
    const broken = await app.inject({ method: 'GET', url: '/dashboard?broken', headers: { cookie } });
    expect(broken.statusCode).toBe(200);
    expect(rootOf(broken.body)).toBe('');
    expect(broken.body).not.toContain('id="ssr-state"');
    expect(Object.keys(answersOf(broken.body))).toEqual(['/api/me', '/api/config']);
  });
});
