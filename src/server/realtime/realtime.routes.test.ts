import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse, type SseConnection } from '../test/sse-client';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../test/test-app';

let test: TestApp;
let base: string;
beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.app.server.address() as { port: number }).port}`;
});
afterAll(() => test?.close());

describe('live streams per user', () => {
  it('allows 10 open streams per user; the 11th gets 429 until one closes, and other users are unaffected', async () => {
    const alice = await signedInUser(test);
    const bob = await signedInUser(test);
    const streams: SseConnection[] = [];
    for (let i = 0; i < 10; i++) {
      const stream = await openSse(`${base}/api/realtime/stream`, alice.cookie);
      expect(stream.status).toBe(200);
      await stream.next('ready');
      streams.push(stream);
    }

    const eleventh = await fetch(`${base}/api/realtime/stream`, { headers: { cookie: alice.cookie } });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({
      error: { code: 'realtime.too_many_streams', message: expect.stringContaining('10') },
    });

    const bobStream = await openSse(`${base}/api/realtime/stream`, bob.cookie);
    expect(bobStream.status).toBe(200);
    bobStream.close();

    // Closing one frees its slot once the server sees the disconnect.
    streams.pop()!.close();
    let again: SseConnection | null = null;
    for (let attempt = 0; attempt < 50 && !again; attempt++) {
      const stream = await openSse(`${base}/api/realtime/stream`, alice.cookie);
      if (stream.status === 200) again = stream;
      else {
        stream.close();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect(again?.status).toBe(200);
    again!.close();
    streams.forEach((stream) => stream.close());
  });
});

describe('streams of a session that ends', () => {
  it('are closed when their user signs out, and the reconnection is refused', async () => {
    const dana = await signedInUser(test);
    const erin = await signedInUser(test);
    const danasStream = await openSse(`${base}/api/realtime/stream`, dana.cookie);
    const erinsStream = await openSse(`${base}/api/realtime/stream`, erin.cookie);
    await danasStream.next('ready');
    await erinsStream.next('ready');

    const signOut = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: dana.cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await danasStream.ended).toBe(true);
    const again = await fetch(`${base}/api/realtime/stream`, { headers: { cookie: dana.cookie } });
    expect(again.status).toBe(401);

    // Someone else's stream is not touched.
    const stillOpen = await Promise.race([
      erinsStream.ended.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), 500)),
    ]);
    expect(stillOpen).toBe(true);
    erinsStream.close();
  });
});

describe('streams in the metrics and at shutdown', () => {
  const openStreams = async () => {
    const metrics = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    return Number(/^realtime_streams_open (\d+)$/m.exec(metrics.body)?.[1]);
  };

  it('counts open streams, and tells each one to retry soon when the instance shuts down', async () => {
    const carol = await signedInUser(test);
    const before = await openStreams();
    const raw: string[] = [];
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/api/realtime/stream`, { headers: { cookie: carol.cookie } }, resolve),
    );
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => raw.push(chunk));
    const ended = new Promise((resolve) => response.once('end', resolve));
    await expect.poll(() => raw.join('')).toContain('"event":"ready"');
    expect(await openStreams()).toBe(before + 1);

    await test.app.close();
    await ended;
    expect(raw.join('')).toMatch(/retry: 500\n\n$/);
  });
});
