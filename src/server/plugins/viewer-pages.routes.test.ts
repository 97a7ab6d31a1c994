import { describe, expect, it } from 'vitest';
import { projectParticipants, projects } from '../db/schema';
import { vetExpert } from '../test/roles';
import { signedInUser, type TestApp } from '../test/test-app';
import { withWebRelease } from '../test/web-release';

/**
 * A renderer whose /dashboard is rendered for the person asking: it reads the viewer (answered with the page's data)
 * and the bell (not among them, so read on its own with the same session), and writes both into the page. Each read
 * waits a moment, so two people's renders overlap. `/dashboard?broken` fails to render. `/project/{id}` and `/expert`
 * write the project's title and the expert's headline as their first read answers them; a project that is not the
 * asker's is the 404 page, as the real renderer makes it.
 */
const current = withWebRelease({
  template:
    '<html><head></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  renderer: `export function matchPage(pathname) {
      const pattern = pathname.startsWith('/project/') ? '/project/:id' : pathname;
      return { kind: 'known', pattern, forViewer: true };
    }
    export async function pageModulesOf() { return []; }
    const projectPath = (url) => '/api/projects/' + url.split('/')[2];
    export function pageDataOf(pathname) {
      if (pathname.startsWith('/project/')) return ['/api/me', projectPath(pathname)];
      if (pathname === '/expert') return ['/api/me', '/api/expert/profile'];
      return ['/api/me', '/api/config'];
    }
    const read = async (fetchApi, path) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const answer = await fetchApi(path, { method: 'GET' });
      return { status: answer.status, body: await answer.json() };
    };
    const page = (status, body) => ({ kind: 'page', status, head: '', body, state: JSON.stringify({ hydrate: true }), pageModule: null });
    export async function render({ url, fetchApi, forViewer }) {
      if (url.includes('broken')) throw new Error('a page that does not render');
      if (url.startsWith('/project/')) {
        const project = await read(fetchApi, projectPath(url));
        return project.status === 200 ? page(200, '<h1>' + project.body.title + '</h1>') : page(404, '<h1>Project Not Found</h1>');
      }
      if (url === '/expert') {
        const profile = await read(fetchApi, '/api/expert/profile');
        return page(200, '<p>' + profile.body.profile.headline + '</p>');
      }
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

  /** A client with a project of their own, signed in. */
  async function clientWithProject(test: TestApp, title: string) {
    const client = await signedInUser(test);
    const [project] = await test.db
      .insert(projects)
      .values({ title, totalPrice: 100_000, clientId: client.id })
      .returning({ id: projects.id });
    await test.db.insert(projectParticipants).values({ projectId: project!.id, userId: client.id, role: 'client' });
    return { ...client, projectId: project!.id };
  }

  it("renders each person's project and expert area with their own data, side by side; another's project is the shell", async () => {
    const test = current();
    const pageFor = (cookie: string, url: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
    const [ada, bob] = await Promise.all([
      clientWithProject(test, 'Ada’s ledger migration'),
      clientWithProject(test, 'Bob’s pricing review'),
    ]);
    const [adaProject, bobProject] = await Promise.all([
      pageFor(ada.cookie, `/project/${ada.projectId}`),
      pageFor(bob.cookie, `/project/${bob.projectId}`),
    ]);
    expect(rootOf(adaProject.body)).toBe('<h1>Ada’s ledger migration</h1>');
    expect(rootOf(bobProject.body)).toBe('<h1>Bob’s pricing review</h1>');
    expect(adaProject.body).not.toContain('Bob’s');
    expect(bobProject.body).not.toContain('Ada’s');

    // Bob's project asked for by Ada: the plain shell, which shows her "Project Not Found"; nothing of Bob's in it.
    const notHers = await pageFor(ada.cookie, `/project/${bob.projectId}`);
    expect(notHers.statusCode).toBe(200);
    expect(notHers.headers['cache-control']).toBe('private, no-store');
    expect(rootOf(notHers.body)).toBe('');
    expect(notHers.body).not.toContain('id="ssr-state"');
    expect(notHers.body).not.toContain('Bob’s');
    expect(notHers.body).not.toContain(bob.email);
    // Her own viewer is embedded for the page; the project's refusal is left to the page's own request.
    expect(Object.keys(answersOf(notHers.body))).toEqual(['/api/me']);

    const [cleo, dev] = await Promise.all([signedInUser(test), signedInUser(test)]);
    await vetExpert(test, cleo.id, 'Cleo, pricing strategist');
    await vetExpert(test, dev.id, 'Dev, data engineer');
    const [cleoArea, devArea] = await Promise.all([pageFor(cleo.cookie, '/expert'), pageFor(dev.cookie, '/expert')]);
    expect(rootOf(cleoArea.body)).toBe('<p>Cleo, pricing strategist</p>');
    expect(rootOf(devArea.body)).toBe('<p>Dev, data engineer</p>');
    expect(cleoArea.body).not.toContain('Dev, data engineer');
    expect(devArea.body).not.toContain('Cleo, pricing strategist');
  });
});
