import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port';
import { createTestDatabase, type TestDatabase } from './test/test-database';

/** The real server process (src/server/main.ts) on a fresh test database. */
async function startServer(database: TestDatabase, graceSeconds: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      DATABASE_OWNER_URL: database.ownerUrl,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'drain-')),
      WEB_ROOT: '/nonexistent',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Each request below comes "through a proxy" from its own address, so the per-address rate limit allows 50.
      TRUST_PROXY_HOPS: '1',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start-up: ${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, port };
}

const BODY = JSON.stringify({ path: '/a-page-that-is-not-there' });

/** A POST whose body is only half sent: in flight until `finish()` sends the rest. */
function slowRequest(port: number, index: number) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/telemetry/not-found',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(BODY),
      origin: `http://localhost:${port}`,
      'x-forwarded-for': `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(BODY.slice(0, 10));
  return { status, finish: () => request.end(BODY.slice(10)) };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** GET /api/ready on the given kept-alive agent: its status, `reason` and Connection header. */
function readyOn(port: number, agent: http.Agent) {
  return new Promise<{ status: number; body: unknown; connection: string | undefined }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/ready', agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(body), connection: response.headers.connection }),
      );
    });
    request.on('error', reject);
  });
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  const [code] = child.exitCode !== null ? [child.exitCode] : ((await once(child, 'exit')) as [number | null]);
  return { code, ms: Date.now() - started };
}

describe('graceful shutdown on SIGTERM', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('finishes the 50 requests in flight, refuses new connections, and exits 0 within the grace', async () => {
    const { child, port } = await startServer(database, 20);
    const requests = Array.from({ length: 50 }, (_, index) => slowRequest(port, index));
    // Give the server time to read every request's headers: each is then in flight, waiting for its body.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(child.exitCode).toBeNull();
    expect(await connectionRefused(port)).toBe(true);

    requests.forEach((request) => request.finish());
    const statuses = await Promise.all(requests.map((request) => request.status));
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 204));

    const exit = await exitOf(child);
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(20_000);
  });

  it('answers a readiness probe on a connection already open with 503 "draining" while new connections are refused', async () => {
    const { child, port } = await startServer(database, 20);
    // One socket only, kept alive: the probe after SIGTERM goes on the connection the first one opened.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await readyOn(port, agent);
    expect(before).toEqual({ status: 200, body: { status: 'ready' }, connection: 'keep-alive' });

    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await connectionRefused(port)).toBe(true);
    const during = await readyOn(port, agent);
    expect(during).toEqual({ status: 503, body: { status: 'not_ready', reason: 'draining' }, connection: 'close' });

    agent.destroy();
    expect((await exitOf(child)).code).toBe(0);
  });

  it('exits at once with 1 on a second SIGTERM while a request still holds the drain', async () => {
    const { child, port } = await startServer(database, 20);
    const held = slowRequest(port, 0);
    held.status.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    const exit = await exitOf(child);
    expect(exit.code).toBe(1);
    expect(exit.ms).toBeLessThan(5_000);
  });
});
