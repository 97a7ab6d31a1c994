// Signed-in reads against an anonymous one on the production build (decision on the session cache): GET /api/me,
// GET /api/projects, GET /api/notifications (the bell: newest 20 and the unread count) and GET /api/chat/unread with a
// session cookie, beside GET /api/health (liveness: one database round trip) from the same
// server in the same run, under 50 concurrent connections. Target: each signed-in read at least 0.5 of health's
// requests per second.
//
// "cached" is one signed-in person, as a browser is: after the first request the session is served from the
// in-process cache. "uncached" cycles through more sessions than the cache holds (SESSION_CACHE_MAX_ENTRIES + 2,000,
// least recently used first), so every request misses and validates its session in the database as every request
// did before the cache: the before and after of the change, measured side by side.
//
// The server runs in its own process on its own embedded PostgreSQL (or BENCH_DATABASE_URL); autocannon drives it
// from this one, rounds alternating so drift on a shared machine hits every route alike. BENCH_DURATION_S sets the
// seconds per round (default 8).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildAll } from '../build.mjs';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { notifications, session } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { SESSION_CACHE_MAX_ENTRIES } from '../../src/server/plugins/session-cache';
import { insertPasswordUser, seededBenchDatabase, signInCookie, startServer } from './bench-instance';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = 2;
const TARGET_RATIO = 0.5;
const UNCACHED_SESSIONS = SESSION_CACHE_MAX_ENTRIES + 2_000;

type Measurement = { rps: number; p99: number; requests: number; cpuMs: number | null };

/** CPU time (user + system) a process has used, in ms (Linux /proc; USER_HZ 100); null elsewhere. */
function cpuTimeMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** better-auth's signed session cookie value for a token (HMAC-SHA256 with the secret, base64, URI-encoded). */
const signedCookie = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

export default async function sessionsBench(): Promise<void> {
  const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-sessions-'));
  const pgDir = await mkdtemp(path.join(tmpdir(), 'bench-sessions-pg-'));
  const buildDir = `dist/bench-sessions-${process.pid}`;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  try {
    if (!databaseUrl) {
      const embedded = await startEmbeddedPostgres(pgDir, logger);
      stopEmbedded = embedded.stop;
      databaseUrl = embedded.url;
    }
    const { db, pool } = await seededBenchDatabase(databaseUrl);

    // One person who signs in over HTTP, and the sessions the uncached load cycles through (inserted directly).
    const secret = randomBytes(32).toString('hex');
    const userId = randomUUID();
    const email = `bench-${userId.slice(0, 8)}@bench.local`;
    const password = 'bench correct horse battery';
    await insertPasswordUser(db, { id: userId, email, fullName: 'Bench Client', password });
    // A bell with history: 40 notifications, the newest 10 unread.
    await db.insert(notifications).values(
      Array.from({ length: 40 }, (_, i) => ({
        userId,
        type: 'quote_received',
        title: `Quote ${i + 1} received`,
        message: `An expert sent a quote for your request number ${i + 1}.`,
        createdAt: new Date(Date.now() - i * 60_000),
        readAt: i < 10 ? null : new Date(),
      })),
    );
    const tokens = Array.from({ length: UNCACHED_SESSIONS }, () => randomBytes(24).toString('base64url'));
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < tokens.length; i += 1000) {
      await db
        .insert(session)
        .values(tokens.slice(i, i + 1000).map((token) => ({ id: randomUUID(), token, userId, expiresAt })));
    }
    await db.execute(sql`ANALYZE session`);
    await pool.end();

    await buildAll({ outDir: buildDir });
    server = await startServer(buildDir, databaseUrl, dataDir, secret);
    const base = server.url;
    const cookie = await signInCookie(base, email, password);
    const cookieName = cookie.split('=')[0]!;
    const uncachedCookies = tokens.map((token) => `${cookieName}=${signedCookie(token, secret)}`);

    // Every variant must answer 200 as the signed-in person before it is measured.
    for (const [url, headers] of [
      ['/api/me', { cookie }],
      ['/api/projects', { cookie }],
      ['/api/notifications', { cookie }],
      ['/api/chat/unread', { cookie }],
      ['/api/me', { cookie: uncachedCookies[0]! }],
    ] as const) {
      const response = await fetch(`${base}${url}`, { headers });
      const body = await response.text();
      if (
        response.status !== 200 ||
        (url === '/api/me' && !body.includes(email)) ||
        (url === '/api/notifications' && !body.includes('"unreadCount":10'))
      )
        throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
    }

    const pid = server.pid;
    async function load(url: string, cookies: readonly string[] | null, duration: number): Promise<Measurement> {
      let next = 0;
      const cpuBefore = cpuTimeMs(pid);
      const result = await autocannon({
        url: `${base}${url}`,
        connections: CONNECTIONS,
        duration,
        pipelining: 1,
        ...(cookies
          ? {
              requests: [
                {
                  setupRequest: (request: CannonRequest) => ({
                    ...request,
                    headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! },
                  }),
                },
              ],
            }
          : {}),
      });
      const cpuAfter = cpuTimeMs(pid);
      if (result.errors > 0 || result.non2xx > 0)
        throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      return {
        rps: result.requests.average,
        p99: result.latency.p99,
        requests: result.requests.total,
        cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      };
    }

    const variants = [
      { name: 'GET /api/health (anonymous)', url: '/api/health', cookies: null },
      { name: 'GET /api/me, cached', url: '/api/me', cookies: [cookie] },
      { name: 'GET /api/projects, cached', url: '/api/projects', cookies: [cookie] },
      { name: 'GET /api/notifications, cached', url: '/api/notifications', cookies: [cookie] },
      { name: 'GET /api/chat/unread, cached', url: '/api/chat/unread', cookies: [cookie] },
      { name: 'GET /api/me, uncached (before)', url: '/api/me', cookies: uncachedCookies },
      { name: 'GET /api/projects, uncached (before)', url: '/api/projects', cookies: uncachedCookies },
    ];
    for (const variant of variants) await load(variant.url, variant.cookies, 2);
    const results = new Map<string, Measurement[]>(variants.map((variant) => [variant.name, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const variant of variants)
        results.get(variant.name)!.push(await load(variant.url, variant.cookies, DURATION_S));

    const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
    const summary = (runs: Measurement[]) => {
      const requests = runs.reduce((total, run) => total + run.requests, 0);
      const cpu = runs.every((run) => run.cpuMs !== null) ? runs.reduce((t, run) => t + run.cpuMs!, 0) : null;
      return {
        rps: mean(runs.map((run) => run.rps)),
        p99: mean(runs.map((run) => run.p99)),
        cpuUs: cpu === null ? null : (cpu * 1000) / requests,
      };
    };
    const health = summary(results.get(variants[0]!.name)!);
    const verdict = (ratio: number) =>
      `${(Math.floor(ratio * 100) / 100).toFixed(2)}× (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`;
    console.log(
      `production build, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s per route, ` +
        `${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL'}; ` +
        `uncached cycles ${UNCACHED_SESSIONS.toLocaleString('en-GB')} sessions`,
    );
    for (const variant of variants) {
      const m = summary(results.get(variant.name)!);
      const line =
        `  ${variant.name.padEnd(38)}${m.rps.toFixed(0).padStart(7)} req/s   p99 ${m.p99.toFixed(1).padStart(6)} ms` +
        (m.cpuUs === null ? '' : `   ${m.cpuUs.toFixed(0).padStart(4)} µs CPU per request`);
      console.log(variant.url === '/api/health' ? line : `${line}   ratio to health ${verdict(m.rps / health.rps)}`);
    }
  } finally {
    await server?.stop();
    await stopEmbedded?.();
    await rm(buildDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    await rm(pgDir, { recursive: true, force: true });
  }
}
