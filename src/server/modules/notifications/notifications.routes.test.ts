import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createLogger } from '../../logger';
import { openSse } from '../../test/sse-client';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const notify = (userId: string, title = 'Quote received') =>
  test.app.services.notifications.notify({
    userId,
    type: 'quote_received',
    title,
    message: `${title} for your request`,
  });

const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string) =>
  test.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload: {} });

describe('notifications API', () => {
  it('needs a session', async () => {
    const response = await get('/api/notifications');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('lists the 20 newest of the user’s own notifications with the unread count', async () => {
    const alice = await signedInUser(test);
    const bob = await signedInUser(test);
    for (let i = 0; i < 23; i++) await notify(alice.id, `Alice ${i}`);
    await notify(bob.id, 'Bob only');

    const response = await get('/api/notifications', alice.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.notifications).toHaveLength(20);
    expect(body.unreadCount).toBe(23);
    expect(body.notifications[0].title).toBe('Alice 22');
    expect(body.notifications.some((n: { title: string }) => n.title === 'Bob only')).toBe(false);
  });

  it('answers what the database holds after every change, also changes another instance made', async () => {
    const alice = await signedInUser(test);
    for (let i = 0; i < 21; i++) await notify(alice.id, `Alice ${i}`);
    const first = await get('/api/notifications', alice.cookie);
    expect(first.json().unreadCount).toBe(21);
    expect((await get('/api/notifications', alice.cookie)).body).toBe(first.body);

    // Written straight to the database, as another instance would: the oldest (not among the 20 shown) read.
    await test.db.execute(
      sql`update notifications set read_at = now() where user_id = ${alice.id} and title = 'Alice 0'`,
    );
    const oldestRead = (await get('/api/notifications', alice.cookie)).json();
    expect(oldestRead.unreadCount).toBe(20);
    expect(oldestRead.notifications.every((n: { readAt: string | null }) => n.readAt === null)).toBe(true);

    await test.db.execute(
      sql`update notifications set read_at = now() where user_id = ${alice.id} and title = 'Alice 20'`,
    );
    const newestRead = (await get('/api/notifications', alice.cookie)).json();
    expect(newestRead.unreadCount).toBe(19);
    expect(newestRead.notifications[0]).toMatchObject({ title: 'Alice 20', readAt: expect.any(String) });

    await test.db.execute(
      sql`insert into notifications (user_id, type, title, message, read_at) values (${alice.id}, 'quote_received', 'Alice 21', 'x', now())`,
    );
    const added = (await get('/api/notifications', alice.cookie)).json();
    expect(added.unreadCount).toBe(19);
    expect(added.notifications).toHaveLength(20);
    expect(added.notifications[0].title).toBe('Alice 21');
  });

  it('marks one read, never another user’s (404), and the count never goes below zero', async () => {
    const alice = await signedInUser(test);
    const bob = await signedInUser(test);
    const mine = await notify(alice.id);
    const theirs = await notify(bob.id);

    const foreign = await post(`/api/notifications/${theirs.id}/read`, alice.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/notifications', bob.cookie)).json().unreadCount).toBe(1);

    const first = await post(`/api/notifications/${mine.id}/read`, alice.cookie);
    expect(first.statusCode).toBe(200);
    const readAt = first.json().readAt;
    expect(readAt).not.toBeNull();
    const again = await post(`/api/notifications/${mine.id}/read`, alice.cookie);
    expect(again.json().readAt).toBe(readAt);
    expect((await get('/api/notifications', alice.cookie)).json().unreadCount).toBe(0);
  });

  it('marks all read for the user only', async () => {
    const alice = await signedInUser(test);
    const bob = await signedInUser(test);
    await notify(alice.id);
    await notify(alice.id);
    await notify(bob.id);
    const response = await post('/api/notifications/read-all', alice.cookie);
    expect(response.json()).toEqual({ updated: 2 });
    expect((await get('/api/notifications', alice.cookie)).json().unreadCount).toBe(0);
    expect((await get('/api/notifications', bob.cookie)).json().unreadCount).toBe(1);
  });

  it('rejects a malformed id with the error shape', async () => {
    const alice = await signedInUser(test);
    const response = await post('/api/notifications/not-a-uuid/read', alice.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });
});

describe('live notifications', () => {
  it('pushes a new notification to the user’s stream and to no one else’s', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address() as { port: number };
    const alice = await signedInUser(test);
    const bob = await signedInUser(test);
    const aliceStream = await openSse(`http://127.0.0.1:${address.port}/api/realtime/stream`, alice.cookie);
    const bobStream = await openSse(`http://127.0.0.1:${address.port}/api/realtime/stream`, bob.cookie);
    await aliceStream.next('ready');
    await bobStream.next('ready');

    const created = await notify(alice.id, 'Live one');
    const message = await aliceStream.next('notification');
    expect(message.channel).toBe(`user:${alice.id}`);
    // Ids only (convention 11): the page refetches the list for the title and message.
    expect(message.data).toEqual({ id: created.id, type: created.type, relatedId: null });
    await expect(bobStream.next('notification', 500)).rejects.toThrow();
    aliceStream.close();
    bobStream.close();
  });

  it('refuses another user’s channel and anonymous streams', async () => {
    const address = test.app.server.address() as { port: number };
    const alice = await signedInUser(test);
    const bob = await signedInUser(test);
    const foreign = await openSse(
      `http://127.0.0.1:${address.port}/api/realtime/stream?channels=user:${bob.id}`,
      alice.cookie,
    );
    expect(foreign.status).toBe(404);
    foreign.close();
    const anonymous = await openSse(`http://127.0.0.1:${address.port}/api/realtime/stream`, '');
    expect(anonymous.status).toBe(401);
    anonymous.close();
  });

  it('crosses server instances: written through one, received on a page connected to another', async () => {
    const second = await buildApp({
      env: test.env,
      db: test.db,
      databaseUrl: test.url,
      logger: createLogger(test.env),
      authSecret: 'test-secret-'.padEnd(40, 'x'),
      webRoot: null,
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const alice = await signedInUser(test);
      const port = (second.server.address() as { port: number }).port;
      const stream = await openSse(`http://127.0.0.1:${port}/api/realtime/stream`, alice.cookie);
      await stream.next('ready');
      // Written through the first instance's service.
      const created = await notify(alice.id, 'Across instances');
      expect((await stream.next('notification')).data).toMatchObject({ id: created.id });
      stream.close();
    } finally {
      await second.close();
    }
  });

  it('a notification written in a rolled-back transaction is neither stored nor pushed', async () => {
    const address = test.app.server.address() as { port: number };
    const alice = await signedInUser(test);
    const stream = await openSse(`http://127.0.0.1:${address.port}/api/realtime/stream`, alice.cookie);
    await stream.next('ready');
    await expect(
      test.db.transaction(async (tx) => {
        await test.app.services.notifications.notify(
          { userId: alice.id, type: 'system', title: 'Never', message: 'rolled back' },
          tx,
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await expect(stream.next('notification', 500)).rejects.toThrow();
    expect((await get('/api/notifications', alice.cookie)).json().notifications).toHaveLength(0);
    stream.close();
  });
});
