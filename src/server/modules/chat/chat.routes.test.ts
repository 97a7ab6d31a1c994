import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE } from '../../../shared/domain/limits';
import { projectMessages } from '../../db/schema';
import { openSse } from '../../test/sse-client';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
let base: string;
beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.app.server.address() as { port: number }).port}`;
});
afterAll(() => test?.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;

const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: unknown) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie,
      origin: TEST_ORIGIN,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const send = (projectId: string, cookie: string, message: unknown) =>
  post(`/api/projects/${projectId}/messages`, cookie, { message });
const unreadOf = async (person: Person, projectId: string) =>
  (await get('/api/chat/unread', person.cookie))
    .json()
    .projects.find((p: { projectId: string }) => p.projectId === projectId)?.unread;

/** A custom project between a client and an expert (the freelancer). */
async function project(client: Person, expert: Person): Promise<string> {
  const { id } = await test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: expert.id,
        quoteId: randomUUID(),
        title: 'CRM clean-up',
        totalPrice: 100_000,
        currency: 'gbp',
        milestones: [{ title: 'Audit', description: 'Audit the CRM', amount: 100_000 }],
      },
      tx,
    ),
  );
  return id;
}

let client: Person;
let expert: Person;
let stranger: Person;
let admin: Person;
let projectId: string;
beforeAll(async () => {
  client = await signedInUser(test, { fullName: 'Carla Client' });
  expert = await signedInUser(test, { fullName: 'Eve Expert' });
  stranger = await signedInUser(test, { fullName: 'Sam Stranger' });
  admin = await signedInUser(test, { fullName: 'Ada Admin', isAdmin: true });
  projectId = await project(client, expert);
});

describe('project chat access', () => {
  it('gives a non-participant 404 on list, post, read and leaves the project out of their unread counts', async () => {
    expect((await get(`/api/projects/${projectId}/messages`, stranger.cookie)).statusCode).toBe(404);
    expect((await send(projectId, stranger.cookie, 'Hello?')).statusCode).toBe(404);
    expect((await post(`/api/projects/${projectId}/messages/read`, stranger.cookie)).statusCode).toBe(404);
    expect(await unreadOf(stranger, projectId)).toBeUndefined();
    // An unknown project looks the same.
    expect((await get(`/api/projects/${randomUUID()}/messages`, client.cookie)).statusCode).toBe(404);
    // Signed out: 401.
    expect((await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/messages` })).statusCode).toBe(401);
    const rows = await test.db.select().from(projectMessages).where(eq(projectMessages.projectId, projectId));
    expect(rows).toHaveLength(0);
  });

  it('lets an admin who is not a participant read and write', async () => {
    const posted = await send(projectId, admin.cookie, 'Admin here, checking in.');
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ authorName: 'Ada Admin', kind: 'message', userId: admin.id });
    const page = await get(`/api/projects/${projectId}/messages`, admin.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json().messages.map((m: { message: string }) => m.message)).toContain('Admin here, checking in.');
    expect((await post(`/api/projects/${projectId}/messages/read`, admin.cookie)).statusCode).toBe(200);
  });
});

describe('chat messages', () => {
  it('refuses a blank message (after trimming) with a human message, and accepts 5,000 multi-byte characters', async () => {
    for (const blank of ['', '   ', '\n\t  \n']) {
      const response = await send(projectId, client.cookie, blank);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.message).toBe('Please enter a message');
    }
    const missing = await post(`/api/projects/${projectId}/messages`, client.cookie, {});
    expect(missing.statusCode).toBe(400);

    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(5000);
    const long = 'é'.repeat(4999) + '🙂'; // 5,000 characters (code points), 10,002 bytes of UTF-8
    const ok = await send(projectId, client.cookie, long);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe(long);
    const tooLong = await send(projectId, client.cookie, long + 'x');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.message).toBe('Please keep your message under 5000 characters');

    const trimmed = await send(projectId, client.cookie, '  Line one\nLine two  ');
    expect(trimmed.json().message).toBe('Line one\nLine two');
  });

  it('pages newest first: 50 per page, `before` gives the older ones without gaps or repeats', async () => {
    const other = await project(client, expert);
    // 120 messages, several with the very same timestamp (ordered by id among equals).
    const at = new Date('2026-01-01T10:00:00Z').getTime();
    await test.db.insert(projectMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        projectId: other,
        userId: i % 2 ? client.id : expert.id,
        message: `m${i}`,
        createdAt: new Date(at + Math.floor(i / 3) * 1000),
      })),
    );
    expect(CHAT_PAGE_SIZE).toBe(50);
    const seen: string[] = [];
    let before: string | undefined;
    const pages: { hasOlder: boolean; count: number }[] = [];
    for (;;) {
      const page = (
        await get(`/api/projects/${other}/messages${before ? `?before=${before}` : ''}`, expert.cookie)
      ).json();
      pages.push({ hasOlder: page.hasOlder, count: page.messages.length });
      // Each page reads oldest → newest.
      const times = page.messages.map((m: { createdAt: string }) => m.createdAt);
      expect([...times].sort()).toEqual(times);
      seen.unshift(...page.messages.map((m: { message: string }) => m.message));
      if (!page.hasOlder) break;
      before = page.messages[0].id;
    }
    expect(pages).toEqual([
      { hasOlder: true, count: 50 },
      { hasOlder: true, count: 50 },
      { hasOlder: false, count: 20 },
    ]);
    expect(new Set(seen).size).toBe(120);
    // Newest page ends with the latest second's messages; authors carry their names.
    const newest = (await get(`/api/projects/${other}/messages`, client.cookie)).json();
    expect(newest.messages.at(-1).createdAt).toBe(new Date(at + 39_000).toISOString());
    expect(newest.messages.map((m: { authorName: string }) => m.authorName)).toContain('Carla Client');
  });

  it('stores a retried send (same client-chosen id) once and answers it again; another author or chat gets 409', async () => {
    const fresh = await project(client, expert);
    const id = randomUUID();
    const first = await post(`/api/projects/${fresh}/messages`, client.cookie, { message: 'Just once', id });
    const again = await post(`/api/projects/${fresh}/messages`, client.cookie, { message: 'Just once', id });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json().id).toBe(id);
    const rows = await test.db.select().from(projectMessages).where(eq(projectMessages.projectId, fresh));
    expect(rows).toHaveLength(1);
    const otherAuthor = await post(`/api/projects/${fresh}/messages`, expert.cookie, { message: 'Mine', id });
    expect(otherAuthor.statusCode).toBe(409);
    const otherChat = await post(`/api/projects/${projectId}/messages`, client.cookie, { message: 'Elsewhere', id });
    expect(otherChat.statusCode).toBe(409);
  });

  it('counts unread messages by others since the last read, per project', async () => {
    const fresh = await project(client, expert);
    expect(await unreadOf(client, fresh)).toBe(0);
    await send(fresh, expert.cookie, 'First update');
    await send(fresh, expert.cookie, 'Second update 🚀');
    await send(fresh, client.cookie, 'Thanks!');
    // The client's own message marks what came before as read.
    expect(await unreadOf(client, fresh)).toBe(0);
    expect(await unreadOf(expert, fresh)).toBe(1);
    await send(fresh, client.cookie, 'One more thing');
    expect(await unreadOf(expert, fresh)).toBe(2);
    expect((await post(`/api/projects/${fresh}/messages/read`, expert.cookie)).json()).toEqual({ ok: true });
    expect(await unreadOf(expert, fresh)).toBe(0);
  });

  it('announcements from the meetings module arrive like messages; recentMessages reads oldest → newest', async () => {
    const fresh = await project(client, expert);
    await send(fresh, client.cookie, 'Can we meet?');
    const meetingId = randomUUID();
    await test.db.transaction((tx) =>
      test.app.services.chat.postAnnouncement(
        { projectId: fresh, userId: expert.id, meetingId, message: 'Meeting scheduled: Kick-off' },
        tx,
      ),
    );
    const recent = await test.app.services.chat.recentMessages(fresh, 10);
    expect(recent.map((m) => [m.authorName, m.message, m.kind])).toEqual([
      ['Carla Client', 'Can we meet?', 'message'],
      ['Eve Expert', 'Meeting scheduled: Kick-off', 'meeting_announcement'],
    ]);
    const page = (await get(`/api/projects/${fresh}/messages`, client.cookie)).json();
    expect(page.messages.at(-1)).toMatchObject({ kind: 'meeting_announcement', meetingId });
  });
});

describe('the project realtime channel', () => {
  it('refuses strangers, lets participants and admins subscribe, and pushes each new message', async () => {
    const channel = `project:${projectId}`;
    const refused = await fetch(`${base}/api/realtime/stream?channels=${channel}`, {
      headers: { cookie: stranger.cookie },
    });
    expect(refused.status).toBe(404);
    const bogus = await fetch(`${base}/api/realtime/stream?channels=project:not-a-uuid`, {
      headers: { cookie: client.cookie },
    });
    expect(bogus.status).toBe(404);

    const expertStream = await openSse(`${base}/api/realtime/stream?channels=user,${channel}`, expert.cookie);
    const adminStream = await openSse(`${base}/api/realtime/stream?channels=${channel}`, admin.cookie);
    expect(expertStream.status).toBe(200);
    expect(adminStream.status).toBe(200);
    await expertStream.next('ready');
    await adminStream.next('ready');

    const posted = (await send(projectId, client.cookie, 'Live hello 👋')).json();
    for (const stream of [expertStream, adminStream]) {
      const pushed = await stream.next('chat.message');
      expect(pushed.channel).toBe(channel);
      expect(pushed.data).toMatchObject({ id: posted.id, message: 'Live hello 👋', authorName: 'Carla Client' });
    }
    // A message too big for a NOTIFY payload still arrives, reduced to its ids.
    const big = (await send(projectId, client.cookie, '€'.repeat(CHAT_MESSAGE_MAX_LENGTH))).json();
    const reduced = await expertStream.next('chat.message');
    expect(reduced.data).toMatchObject({ id: big.id, projectId, reduced: true });
    expertStream.close();
    adminStream.close();
  });
});
