import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MONITOR_LIMIT } from '../../../shared/domain/limits';
import { analyticsEvents } from '../../db/schema';
import { openSse } from '../../test/sse-client';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const send = (payload: unknown, cookie?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
const list = (cookie: string | undefined, query = '') =>
  test.app.inject({ method: 'GET', url: `/api/admin/analytics/events${query}`, headers: cookie ? { cookie } : {} });
const setCapture = async (enabled: boolean, cookie: string) =>
  test.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/analytics_capture_enabled',
    headers: { cookie },
    payload: { value: { enabled } },
  });
const storedJson = async () =>
  (await test.db.select({ properties: analyticsEvents.properties }).from(analyticsEvents)).map((row) =>
    JSON.stringify(row.properties),
  );

describe('recording browser events', () => {
  it('stores a page view with the viewer and its path normalised (ids as :id, no query string)', async () => {
    const client = await signedInUser(test);
    const response = await send(
      {
        name: 'page_view',
        properties: { path: '/project/5b1f0e2c-3f4a-4b5c-8d6e-7f8091a2b3c4?tab=chat&email=x' },
      },
      client.cookie,
    );
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await test.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, client.id), eq(analyticsEvents.name, 'page_view')));
    expect(row).toMatchObject({ name: 'page_view', properties: { path: '/project/:id' } });
  });

  it('refuses names outside the closed list, and server-only names from a browser', async () => {
    for (const name of ['Bad Name!', 'made_up_event', 'checkout_completed', 'sign_up']) {
      const response = await send({ name, properties: {} });
      expect(response.statusCode, name).toBe(400);
    }
  });

  it('refuses properties with personal data: an e-mail address never gets stored', async () => {
    const before = await test.db.$count(analyticsEvents);
    const attempts = [
      { path: '/catalog', email: 'ann@example.com' },
      { path: '/catalog', contactEmail: 'x' },
      { path: '/catalog', full_name: 'Ann Lee' },
      { path: '/catalog', name: 'Ann Lee' },
      { path: '/catalog', contactName: 'Ann Lee' },
      { path: '/catalog', phone: '1' },
      { path: '/catalog', message: 'hello' },
      { path: '/catalog', text: 'hello' },
      { path: '/catalog', token: 'abc' },
      { path: '/catalog', ref: 'Write to ann@example.com please' },
      { path: '/catalog', ref: '+44 20 7946 0958' },
      { path: '/catalog', nested: { a: 1 } },
      { path: '/catalog', list: [1, 2] },
    ];
    for (const properties of attempts) {
      const response = await send({ name: 'page_view', properties });
      expect(response.statusCode, JSON.stringify(properties)).toBe(400);
    }
    expect(await test.db.$count(analyticsEvents)).toBe(before);
    expect((await storedJson()).some((json) => json.includes('@'))).toBe(false);
  });

  it('drops personal data when the server records an event (defence in depth), keeping the rest', async () => {
    const user = await signedInUser(test);
    const stored = await test.app.services.analytics.record({
      name: 'deliverable_uploaded',
      userId: user.id,
      properties: { size: '1-10MB', type: 'application/pdf', email: 'ann@example.com', note: 'ann@example.com' },
    });
    expect(stored?.properties).toEqual({ size: '1-10MB', type: 'application/pdf' });
    expect((await storedJson()).some((json) => json.includes('ann@example.com'))).toBe(false);
  });

  it('refuses NUL in properties', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'builder_step', properties: { step: 'goal\u0000' } }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the live monitor list (admins only)', () => {
  it('answers 401 to guests and 403 to signed-in non-admins, like the other admin routes', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const client = await signedInUser(test);
    expect((await list(client.cookie)).statusCode).toBe(403);
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: '/api/admin/analytics/summary',
          headers: { cookie: client.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('returns the newest 50, newest first, with an optional name filter; no user id or e-mail', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const user = await signedInUser(test);
    // 60 builder steps, spaced a millisecond apart so the order is certain, plus 3 page views.
    await test.db.insert(analyticsEvents).values(
      Array.from({ length: 60 }, (_, i) => ({
        name: 'builder_step',
        userId: user.id,
        properties: { step: i + 1 },
        createdAt: new Date(Date.now() - 60_000 + i),
      })),
    );
    for (const path of ['/a', '/b', '/c']) await send({ name: 'page_view', properties: { path } });

    const all = await list(admin.cookie);
    expect(all.statusCode).toBe(200);
    const events = all.json().events as {
      name: string;
      createdAt: string;
      user: string | null;
      properties: Record<string, unknown>;
    }[];
    expect(events).toHaveLength(50);
    expect(ANALYTICS_MONITOR_LIMIT).toBe(50);
    const times = events.map((event) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events[0]!.name).not.toBe('builder_step');

    const steps = (await list(admin.cookie, '?name=builder_step')).json().events as typeof events;
    expect(steps).toHaveLength(50);
    expect(steps.every((event) => event.name === 'builder_step')).toBe(true);
    expect(steps[0]!.properties).toEqual({ step: 60 });
    expect(steps[49]!.properties).toEqual({ step: 11 });
    // The user appears as a short one-way tag, the same for each of their events; never their id or e-mail.
    expect(steps[0]!.user).toMatch(/^u-[0-9a-f]{8}$/);
    expect(new Set(steps.map((event) => event.user)).size).toBe(1);
    expect(JSON.stringify(steps)).not.toContain(user.id);
    expect(JSON.stringify(steps)).not.toContain(user.email);

    expect((await list(admin.cookie, '?name=not_an_event')).statusCode).toBe(400);
  });
});

describe('the admin:analytics channel', () => {
  it('pushes each recorded event to admins; strangers are refused the channel', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/realtime/stream?channels=admin:analytics`;
    const admin = await signedInUser(test, { isAdmin: true });
    const client = await signedInUser(test);

    const refused = await openSse(url, client.cookie);
    expect(refused.status).toBe(404);
    refused.close();
    expect(
      (await openSse(`http://127.0.0.1:${port}/api/realtime/stream?channels=admin:other`, admin.cookie)).status,
    ).toBe(404);

    const stream = await openSse(url, admin.cookie);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    const sent = await send({ name: 'builder_step', properties: { step: 2, step_name: 'context' } }, client.cookie);
    expect(sent.statusCode, sent.body).toBe(204);
    const pushed = await stream.next('analytics_event');
    expect(pushed.channel).toBe('admin:analytics');
    expect(pushed.data).toMatchObject({
      name: 'builder_step',
      properties: { step: 2 },
      user: expect.stringMatching(/^u-/),
    });
    expect(JSON.stringify(pushed.data)).not.toContain(client.email);
    expect(JSON.stringify(pushed.data)).not.toContain(client.id);
    stream.close();
  });
});

describe('Live Analytics Monitor settings', () => {
  it('with capture off nothing is stored; back on, events are stored again; both changes are audited', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    expect((await setCapture(false, admin.cookie)).statusCode).toBe(200);
    const before = await test.db.$count(analyticsEvents);
    expect((await send({ name: 'page_view', properties: { path: '/catalog' } })).statusCode).toBe(204);
    expect(await test.db.$count(analyticsEvents)).toBe(before);

    expect((await setCapture(true, admin.cookie)).statusCode).toBe(200);
    await send({ name: 'page_view', properties: { path: '/catalog' } });
    expect(await test.db.$count(analyticsEvents)).toBe(before + 1);

    const audit = await test.app.inject({
      method: 'GET',
      url: '/api/admin/settings/audit',
      headers: { cookie: admin.cookie },
    });
    const keys = (audit.json().entries as { key: string }[]).slice(0, 2).map((entry) => entry.key);
    expect(keys).toEqual(['analytics_capture_enabled', 'analytics_capture_enabled']);
  });

  it('the retention sweep deletes events older than the retention days and keeps newer ones', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const put = await test.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/analytics_retention_days',
      headers: { cookie: admin.cookie },
      payload: { value: { value: 30 } },
    });
    expect(put.statusCode).toBe(200);
    await test.db.insert(analyticsEvents).values([
      { name: 'page_view', properties: { path: '/old' }, createdAt: new Date(Date.now() - 31 * 86_400_000) },
      { name: 'page_view', properties: { path: '/recent' }, createdAt: new Date(Date.now() - 29 * 86_400_000) },
    ]);
    expect(await test.app.services.analytics.sweep()).toBe(1);
    const paths = await test.db
      .select({ path: sql<string>`${analyticsEvents.properties}->>'path'` })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.properties}->>'path' in ('/old', '/recent')`);
    expect(paths.map((row) => row.path)).toEqual(['/recent']);

    const summary = await test.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/summary',
      headers: { cookie: admin.cookie },
    });
    expect(summary.json()).toMatchObject({ stored: expect.any(Number), last24Hours: expect.any(Number) });
  });
});
