import { max } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { realtimeEvents } from '../db/schema/realtime';
import { signedInUser } from '../test/test-app';
import { withWebRelease } from '../test/web-release';

/** A renderer whose /dashboard reads the header's data and the projects list, and a project page reading one project. */
const current = withWebRelease({
  template:
    '<html><head></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  renderer: `export function matchPage(pathname) {
      return { kind: 'known', pattern: pathname.startsWith('/project/') ? '/project/:id' : '/dashboard' };
    }
    export async function pageModulesOf() { return []; }
    export function pageDataOf(pathname) {
      const shell = ['/api/me', '/api/config', '/api/notifications'];
      return pathname.startsWith('/project/') ? [...shell, '/api/projects' + pathname.slice(8)] : [...shell, '/api/projects'];
    }
    export async function render() {
      return { kind: 'page', status: 404, head: '', body: '', state: '{}', pageModule: null };
    }`,
});

const answersOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="api-answers">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe("the SPA shell's data", () => {
  it("carries the signed-in person's first reads in the page's own response, before the entry, not cached", async () => {
    const { app } = current();
    const { cookie, email } = await signedInUser(current());
    const answer = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.indexOf('id="api-answers"')).toBeLessThan(answer.body.indexOf('/main.js'));
    const answers = answersOf(answer.body);
    expect(Object.keys(answers)).toEqual(['/api/me', '/api/config', '/api/notifications', '/api/projects']);
    expect((answers['/api/me'] as { viewer: { email: string } }).viewer.email).toBe(email);
    expect(answers['/api/projects']).toMatchObject({ projects: [], total: 0 });
  });

  it("carries the live stream's event position, which the page's stream opens from", async () => {
    const { app, db } = current();
    const { cookie, id } = await signedInUser(current());
    await app.services.notifications.notify({ userId: id, type: 'system', title: 'Hello', message: 'Hello' });
    // Other test files write events to the same database, so the position lies between the newest before and after.
    const newestId = async () => Number((await db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents))[0]!.id);
    const before = await newestId();
    const html = (await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } })).body;
    const after = await newestId();
    const position = Number(/<script type="application\/json" id="stream-position">(\d+)<\/script>/.exec(html)?.[1]);
    expect(position).toBeGreaterThanOrEqual(before);
    expect(position).toBeLessThanOrEqual(after);
  });

  it('leaves out what the page would be refused: the bell when signed out, a project that is not theirs', async () => {
    const { app } = current();
    const signedOut = answersOf((await app.inject({ method: 'GET', url: '/dashboard' })).body);
    expect(Object.keys(signedOut)).toEqual(['/api/me', '/api/config']);
    const { cookie } = await signedInUser(current());
    const project = answersOf(
      (await app.inject({ method: 'GET', url: `/project/${randomUUID()}`, headers: { cookie } })).body,
    );
    expect(Object.keys(project)).toEqual(['/api/me', '/api/config', '/api/notifications']);
  });

  it('is sent brotli-compressed when the browser accepts it', async () => {
    const { cookie } = await signedInUser(current());
    const answer = await current().app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(answer.rawPayload).toString();
    expect(Object.keys(answersOf(html))).toContain('/api/projects');
  });
});
