import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { helmetOptions, registerSecurity } from './security';

const ORIGIN = 'https://market.example';
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWithSecurity(googleSignIn: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  await registerSecurity(app, { allowedOrigins: [ORIGIN], googleSignIn, originExempt: ['/api/hook'] });
  registerErrorHandler(app, { pages: null });
  app.get('/api/ping', async () => ({ ok: true }));
  app.post('/api/ping', async () => ({ ok: true }));
  app.delete('/api/ping', async () => ({ ok: true }));
  app.post('/api/hook', async () => ({ ok: true }));
  app.get('/api/public', async (_request, reply) => reply.header('cache-control', 'public, max-age=30').send({}));
  app.get('/page', async () => 'page');
  app.get('/api/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('data: {}\n\n');
  });
  return app;
}

/** What @fastify/helmet itself sends, per request, for the options registerSecurity uses. */
async function helmetPerRequest(googleSignIn: boolean): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false });
  apps.push(app);
  await app.register(helmet, helmetOptions(googleSignIn));
  app.get('/api/ping', async () => ({ ok: true }));
  return (await app.inject({ url: '/api/ping' })).headers;
}

const withoutVolatile = (headers: Record<string, unknown>) => {
  const { date: _date, connection: _connection, ...rest } = headers;
  return rest;
};

describe('security headers, worked out once at start', () => {
  it.each([false, true])('are exactly what helmet sends on every request (Google sign-in: %s)', async (google) => {
    const app = await appWithSecurity(google);
    const ours = (await app.inject({ url: '/api/ping' })).headers;
    // Plus our own: API answers are never cached.
    expect(withoutVolatile(ours)).toEqual({
      ...withoutVolatile(await helmetPerRequest(google)),
      'cache-control': 'no-store',
    });
    expect(String(ours['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(ours['strict-transport-security']).toBeDefined();
    expect(ours['x-content-type-options']).toBe('nosniff');
  });

  it('are on error answers and on replies the route writes itself (server-sent events)', async () => {
    const app = await appWithSecurity(false);
    const missing = await app.inject({ url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBeDefined();
    const stream = await app.inject({ url: '/api/stream' });
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['content-security-policy']).toBeDefined();
    expect(stream.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('mark API answers no-store unless the route sets its own Cache-Control; pages are left alone', async () => {
    const app = await appWithSecurity(false);
    expect((await app.inject({ url: '/api/ping' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/stream' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/public' })).headers['cache-control']).toBe('public, max-age=30');
    expect((await app.inject({ url: '/page' })).headers['cache-control']).toBeUndefined();
  });
});

describe('origin check', () => {
  it('refuses a state-changing request from another origin, and lets ours through', async () => {
    const app = await appWithSecurity(false);
    const foreign = await app.inject({ method: 'POST', url: '/api/ping', headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: { code: 'forbidden_origin', message: 'Request origin not allowed' } });
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/ping',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/ping', headers: { origin: ORIGIN } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/ping', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });

  it('refuses a state-changing request with neither Origin nor Referer, except on the exempt (signed webhook) paths', async () => {
    const app = await appWithSecurity(false);
    expect((await app.inject({ method: 'POST', url: '/api/ping' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/api/ping' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/hook' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/hook?x=1' })).statusCode).toBe(200);
  });

  it('falls back to the Referer, and refuses a same-origin claim the browser marks cross-site', async () => {
    const app = await appWithSecurity(false);
    const ours = await app.inject({ method: 'POST', url: '/api/ping', headers: { referer: `${ORIGIN}/admin?tab=x` } });
    expect(ours.statusCode).toBe(200);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/ping',
      headers: { referer: 'https://evil.example/' },
    });
    expect(theirs.statusCode).toBe(403);
    const garbage = await app.inject({ method: 'POST', url: '/api/ping', headers: { referer: 'not a url' } });
    expect(garbage.statusCode).toBe(403);
    const spoofed = await app.inject({
      method: 'POST',
      url: '/api/ping',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
    });
    expect(spoofed.statusCode).toBe(403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/ping',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('lets a plain form from our own page through (Origin null, Sec-Fetch-Site same-origin), and no other null origin', async () => {
    const app = await appWithSecurity(false);
    const post = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/ping', headers });
    expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post({ origin: 'null', 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
  });
});
