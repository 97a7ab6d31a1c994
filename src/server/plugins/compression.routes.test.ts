import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutEvent, sendSandboxWebhook, startCheckout } from '../test/payments';
import { openSse } from '../test/sse-client';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app';

let test: TestApp;
let base: string;
beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.app.server.address() as { port: number }).port}`;
});
afterAll(() => test?.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

describe('compressed API responses', () => {
  it('JSON above 1 KB goes out as br when accepted, else gzip, else as it is; each decodes to the same body', async () => {
    const plain = await get('/api/catalog/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/catalog/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/catalog/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('a body under 1 KB goes out as it is', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('the live stream is never compressed and delivers each event before the next one happens', async () => {
    const alice = await signedInUser(test);
    const stream = await openSse(`${base}/api/realtime/stream`, alice.cookie, { 'accept-encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    await stream.next('ready');

    const received: string[] = [];
    for (const title of ['First', 'Second']) {
      await test.app.services.notifications.notify({ userId: alice.id, type: 'system', title, message: title });
      // Read before the next one is published: nothing is held back to be compressed in one piece.
      const pushed = await stream.next('notification');
      expect(pushed.data).toMatchObject({ type: 'system' });
      received.push((pushed.data as { id: string }).id);
    }
    expect(new Set(received).size).toBe(2);
    stream.close();
  });

  it('a PDF download is the same bytes whether or not the client accepts compression', async () => {
    const client = await signedInUser(test);
    const { sessionId, order } = await startCheckout(test, client.cookie);
    expect(
      (await sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed'))).statusCode,
    ).toBe(200);
    const receipt = (await get('/api/documents', { cookie: client.cookie })).json().documents[0];
    const plain = await get(`/api/documents/${receipt.id}/pdf`, { cookie: client.cookie });
    const offered = await get(`/api/documents/${receipt.id}/pdf`, {
      cookie: client.cookie,
      'accept-encoding': 'br, gzip',
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.headers['content-type']).toBe('application/pdf');
    expect(offered.headers['content-encoding']).toBeUndefined();
    expect(offered.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(offered.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});
