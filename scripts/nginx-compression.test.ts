import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/lib/free-port';
import { findNginx, startNginx, type Nginx } from './scale-out/nginx';

const json = JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Item number ${i}` })) });
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 'stream data ')]);

/** What each stand-in path answers, as the app would. */
const answers: Record<string, { type: string; body: Buffer; encoding?: string }> = {
  '/api/list': { type: 'application/json; charset=utf-8', body: Buffer.from(json) },
  '/api/encoded': { type: 'application/json; charset=utf-8', body: brotliCompressSync(json), encoding: 'br' },
  '/api/small': { type: 'application/json; charset=utf-8', body: Buffer.from('{"ok":true}') },
  '/api/documents/d1/pdf': { type: 'application/pdf', body: pdf },
  '/api/realtime/stream': { type: 'text/event-stream; charset=utf-8', body: Buffer.from(`data: ${json}\n\n`) },
};

/** The site deploy/nginx-site.mjs writes, run by Debian's nginx in front of a stand-in instance. */
describe("nginx's compression of proxied responses (deploy/nginx-site.conf)", () => {
  let dir: string;
  let instance: http.Server;
  let nginx: Nginx;

  beforeAll(async () => {
    const binary = findNginx();
    if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
    dir = await mkdtemp(path.join(tmpdir(), 'nginx-gzip-'));
    instance = http.createServer((request, response) => {
      const answer = answers[request.url ?? '']!;
      response.writeHead(200, {
        'content-type': answer.type,
        ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
        // As the app does: nginx's gzip_min_length reads it.
        'content-length': answer.body.length,
      });
      response.end(answer.body);
    });
    instance.listen(0, '127.0.0.1');
    await once(instance, 'listening');
    const appPort = (instance.address() as AddressInfo).port;
    nginx = await startNginx(binary, dir, { https: await freePort(), http: await freePort(), app: [appPort] });
  });
  afterAll(async () => {
    await nginx?.stop();
    instance?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      https
        .get(
          `${nginx.origin}${url}`,
          { ca: nginx.ca, agent: false, headers: { 'accept-encoding': 'gzip, br' } },
          async (response) => {
            const chunks: Buffer[] = [];
            for await (const chunk of response) chunks.push(chunk as Buffer);
            resolve({ headers: response.headers, body: Buffer.concat(chunks) });
          },
        )
        .on('error', reject);
    });

  it('gzips JSON above 1 KB that the instance sent as it is', async () => {
    const list = await get('/api/list');
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(list.body).toString()).toBe(json);
  });

  it('passes on what the instance compressed itself, small JSON, the stream and downloads untouched', async () => {
    const encoded = await get('/api/encoded');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body.equals(answers['/api/encoded']!.body)).toBe(true);
    for (const url of ['/api/small', '/api/documents/d1/pdf', '/api/realtime/stream']) {
      const response = await get(url);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.body.equals(answers[url]!.body), url).toBe(true);
    }
  });
});
