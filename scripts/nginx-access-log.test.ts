import { once } from 'node:events';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/lib/free-port';
import { findNginx, startNginx, type Nginx } from './scale-out/nginx';

/** The site deploy/nginx-site.mjs writes, run by Debian's nginx in front of a stand-in instance that answers 204 to everything. */
describe("nginx's access log (deploy/nginx-site.conf)", () => {
  let dir: string;
  let instance: http.Server;
  let nginx: Nginx;

  beforeAll(async () => {
    const binary = findNginx();
    if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
    dir = await mkdtemp(path.join(tmpdir(), 'nginx-log-'));
    instance = http.createServer((_request, response) => response.writeHead(204).end());
    instance.listen(0, '127.0.0.1');
    await once(instance, 'listening');
    const appPort = (instance.address() as AddressInfo).port;
    nginx = await startNginx(binary, dir, {
      https: await freePort(),
      http: await freePort(),
      app: [appPort, appPort, appPort],
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    instance?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      https
        .get(`${nginx.origin}${url}`, { ca: nginx.ca, agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject);
    });

  /** nginx writes a request's line after the response has left, so the last line can trail the client's answer. */
  const logWithLines = async (count: number) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const log = await readFile(nginx.accessLog, 'utf8');
      if (log.split('\n').filter(Boolean).length >= count || Date.now() > deadline) return log;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('keeps no setup token, reset token or query string, and logs other paths as they are', async () => {
    const sent = [
      '/setup/first-admin-token-4f9c2e',
      '/api/setup/first-admin-token-4f9c2e',
      '/reset-password/reset-token-81d3a7?callbackURL=%2F',
      '/api/auth/verify-email?token=verify-token-c0ffee',
      '/api/catalog/packs',
    ];
    for (const url of sent) expect(await get(url)).toBe(204);

    const log = await logWithLines(sent.length);
    expect(log).not.toMatch(/first-admin-token|reset-token|verify-token|callbackURL/);
    const requestLines = log
      .split('\n')
      .filter(Boolean)
      .map((line) => /"GET (\S+) HTTP\/1\.1"/.exec(line)?.[1]);
    expect(requestLines).toEqual([
      '/setup/[redacted]',
      '/api/setup/[redacted]',
      '/reset-password/[redacted]',
      '/api/auth/verify-email?[redacted]',
      '/api/catalog/packs',
    ]);
  });
});
