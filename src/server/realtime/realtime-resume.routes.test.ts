import type { AddressInfo, Socket } from 'node:net';
import { max } from 'drizzle-orm';
import { EventSource, type FetchLikeInit } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeEvents } from '../db/schema/realtime';
import { createRealtimeEventsRepository } from './realtime-events.repository';
import { createSecondInstance, createTestApp, signedInUser, type TestApp } from '../test/test-app';

/** `eventId`: the SSE `id:` the client saw (its lastEventId). */
type Received = { eventId: string; event: string; data: { id?: string } };

let test: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
const sockets: Socket[] = [];
let first: string;
let other: string;

const baseOf = (address: AddressInfo | string | null) => `http://127.0.0.1:${(address as AddressInfo).port}`;

beforeAll(async () => {
  test = await createTestApp();
  second = await createSecondInstance(test);
  test.app.server.on('connection', (socket: Socket) => sockets.push(socket));
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  first = baseOf(test.app.server.address());
  other = baseOf(second.app.server.address());
});
afterAll(async () => {
  await second?.close();
  await test?.close();
});

const notify = (userId: string, title: string) =>
  test.app.services.notifications.notify({ userId, type: 'system', title, message: title });

async function until(check: () => boolean, what: string) {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('resumable live events (Last-Event-ID)', () => {
  it('the eventsource client resumes on another instance after a dropped connection and receives the missed push', async () => {
    const user = await signedInUser(test);
    const requests: { base: string; lastEventId: string | undefined }[] = [];
    // The first connection goes to one instance, reconnections to the other (as behind a load balancer).
    const routed = (url: string | URL, init?: FetchLikeInit) => {
      const base = requests.length === 0 ? first : other;
      requests.push({ base, lastEventId: init?.headers['Last-Event-ID'] });
      return fetch(String(url).replace(first, base), { ...init, headers: { ...init?.headers, cookie: user.cookie } });
    };
    const source = new EventSource(`${first}/api/realtime/stream`, { fetch: routed });
    const received: Received[] = [];
    source.onmessage = (message) => received.push({ ...JSON.parse(message.data), eventId: message.lastEventId });
    try {
      await until(() => received.some((m) => m.event === 'ready'), 'ready');
      const before = await notify(user.id, 'Before the drop');
      await until(() => received.some((m) => m.event === 'notification'), 'the first push');
      const firstPush = received.find((m) => m.event === 'notification')!;
      expect(firstPush.data.id).toBe(before.id);
      expect(Number(firstPush.eventId)).toBeGreaterThan(Number(received[0]!.eventId));

      // The connection drops; a push is sent while the client waits to reconnect (the server asked for 3 s).
      sockets.forEach((socket) => socket.destroy());
      const missed = await notify(user.id, 'While away');
      await until(() => received.filter((m) => m.event === 'notification').length === 2, 'the missed push');

      expect(requests).toEqual([
        { base: first, lastEventId: undefined },
        { base: other, lastEventId: firstPush.eventId },
      ]);
      const replayed = received.filter((m) => m.event === 'notification')[1]!;
      expect(replayed.data.id).toBe(missed.id);
      expect(Number(replayed.eventId)).toBeGreaterThan(Number(firstPush.eventId));
      // Replayed first, then the new stream's ready; nothing is sent twice.
      expect(received.map((m) => m.event)).toEqual(['ready', 'notification', 'notification', 'ready']);

      const after = await notify(user.id, 'After');
      await until(() => received.filter((m) => m.event === 'notification').length === 3, 'a live push after resuming');
      expect(received.at(-1)!.data.id).toBe(after.id);
    } finally {
      source.close();
    }
  });

  it('a Last-Event-ID older than what is kept gets `reset` (reload) before `ready`', async () => {
    const user = await signedInUser(test);
    await notify(user.id, 'Soon pruned');
    await test.db.delete(realtimeEvents);
    await notify(user.id, 'Kept');
    const { text, events } = await openUntilReady('/api/realtime/stream', {
      cookie: user.cookie,
      'last-event-id': '1',
    });
    expect(events).toEqual(['reset', 'ready']);
    expect(text).toMatch(/^id: \d+$/m);
  });
});

/** Opens a stream and reads it up to its `ready` event: the raw text and the events' names in order. */
async function openUntilReady(path: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${first}${path}`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('"event":"ready"')) text += (await reader.read()).value ?? '';
  controller.abort();
  const events = [...text.matchAll(/"event":"(\w+)"/g)].map((match) => match[1]);
  return { text, events };
}

const newestEventId = async () => (await test.db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents))[0]!.id!;

describe('a first connection from the position a page was rendered at (?lastEventId=)', () => {
  it('is replayed what was pushed since, and only that; a Last-Event-ID header (a reconnection) wins', async () => {
    const user = await signedInUser(test);
    await notify(user.id, 'Before the render');
    const rendered = await newestEventId();
    const since = await notify(user.id, 'Between the render and the open');

    const resumed = await openUntilReady(`/api/realtime/stream?lastEventId=${rendered}`, { cookie: user.cookie });
    expect(resumed.events).toEqual(['notification', 'ready']);
    expect(resumed.text).toContain(`"id":"${since.id}"`);

    const reconnected = await openUntilReady(`/api/realtime/stream?lastEventId=${rendered}`, {
      cookie: user.cookie,
      'last-event-id': String(await newestEventId()),
    });
    expect(reconnected.events).toEqual(['ready']);
  });

  it('stays resumable after a quiet spell: pruning keeps the newest event', async () => {
    const user = await signedInUser(test);
    await notify(user.id, 'The last for a while');
    const newest = await newestEventId();
    await createRealtimeEventsRepository(test.db).pruneBefore(new Date(Date.now() + 60_000));
    // Everything older than the newest is gone, the newest is not (the app's own jobs may push one more meanwhile).
    const kept = (await test.db.select({ id: realtimeEvents.id }).from(realtimeEvents)).map(({ id }) => id);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((id) => id >= newest)).toBe(true);
    const rendered = await newestEventId();
    const resumed = await openUntilReady(`/api/realtime/stream?lastEventId=${rendered}`, { cookie: user.cookie });
    expect(resumed.events).toEqual(['ready']);
  });

  it('answers `reset` (refetch) for a position no longer kept or never given out; a malformed one is refused', async () => {
    const user = await signedInUser(test);
    await notify(user.id, 'Soon pruned');
    const pruned = await newestEventId();
    await test.db.delete(realtimeEvents);
    await notify(user.id, 'Kept');
    const stale = await openUntilReady(`/api/realtime/stream?lastEventId=${pruned}`, { cookie: user.cookie });
    expect(stale.events).toEqual(['reset', 'ready']);

    const unknown = (await newestEventId()) + 1000;
    expect(
      (await openUntilReady(`/api/realtime/stream?lastEventId=${unknown}`, { cookie: user.cookie })).events,
    ).toEqual(['reset', 'ready']);
    const malformed = await fetch(`${first}/api/realtime/stream?lastEventId=soon`, {
      headers: { cookie: user.cookie },
    });
    expect(malformed.status).toBe(400);
  });
});
