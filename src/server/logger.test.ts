import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { trustProxyHops } from './lib/trusted-proxies';
import { createLogger, loggablePath, RequestLogController } from './logger';
import { registerErrorHandler } from './plugins/error-handler';

function sinkInto(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
}

async function logsOfOneRequest(level: 'info' | 'debug'): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: level }, sinkInto(lines));
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: () => 'req-1',
    logController: new RequestLogController(logger),
  });
  app.get('/api/verify', async () => ({ ok: true }));
  await app.inject({ url: '/api/verify?token=link-secret', headers: { cookie: 'session=cookie-secret' } });
  await app.close();
  const text = lines.join('\n');
  for (const secret of ['link-secret', 'cookie-secret']) expect(text).not.toContain(secret);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('logger', () => {
  it('never writes cookies, authorization headers, passwords or tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, sink);
    logger.info(
      {
        req: { headers: { cookie: 'better-auth.session_token=abc', authorization: 'Bearer xyz' } },
        body: { password: 'hunter22', token: 't0k' },
      },
      'request',
    );
    const written = lines.join('');
    expect(written).toContain('[redacted]');
    for (const secret of ['abc', 'xyz', 'hunter22', 't0k']) expect(written).not.toContain(secret);
  });
});

describe('request log lines', () => {
  it('are one line per request at info: id, method, path without its query, route pattern, status and time', async () => {
    const lines = (await logsOfOneRequest('info')).filter((line) => line.req);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/verify' },
      route: '/api/verify',
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
  });

  it('add the incoming line at debug', async () => {
    const messages = (await logsOfOneRequest('debug')).filter((line) => line.req).map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'request completed']);
  });
});

describe('the client address in request log lines', () => {
  async function accessLineThroughProxies(hops: number): Promise<Record<string, unknown>> {
    const lines: string[] = [];
    const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, sinkInto(lines));
    const app = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      trustProxy: trustProxyHops(hops),
      logController: new RequestLogController(logger),
    });
    app.get('/api/health', async () => ({ ok: true }));
    // nginx on this machine (127.0.0.1) appended the client it saw; the client forged the left-most entry.
    await app.inject({
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.9' },
    });
    await app.close();
    return (lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.req) ?? {})
      .req as Record<string, unknown>;
  }

  it("is the one TRUST_PROXY_HOPS picks: behind nginx the client nginx saw, with no port of nginx's", async () => {
    expect(await accessLineThroughProxies(1)).toEqual({
      method: 'GET',
      url: '/api/health',
      host: 'localhost:80',
      remoteAddress: '203.0.113.9',
    });
  });

  it('is the socket peer when no proxy is trusted', async () => {
    expect((await accessLineThroughProxies(0)).remoteAddress).toBe('127.0.0.1');
  });
});

/** A failed insert as drizzle reports it: the statement, its values, and pg's error (with the row in `detail`). */
function failedQueryError(): Error {
  const pgError = Object.assign(new Error('duplicate key value violates unique constraint "profiles_email_unique"'), {
    code: '23505',
    detail: 'Key (email)=(jane.doe@example.test) already exists.',
    where: "unnamed portal parameter $2 = 'My secret brief about project Falcon'",
    parameters: ['jane.doe@example.test', 'My secret brief about project Falcon'],
  });
  return new DrizzleQueryError(
    'insert into "profiles" ("email", "brief") values ($1, $2)',
    ['jane.doe@example.test', 'My secret brief\nabout project Falcon'],
    pgError,
  );
}

describe('error log lines', () => {
  it('keep the failed statement but drop its values (params, parameters, detail, where), causes included', () => {
    const lines: string[] = [];
    const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, sinkInto(lines));
    logger.error({ err: failedQueryError() }, 'request failed');
    const written = lines.join('\n');
    expect(written).toContain('insert into \\"profiles\\"');
    expect(written).toContain('23505');
    for (const value of ['jane.doe@example.test', 'secret brief', 'Falcon']) expect(written).not.toContain(value);
  });

  it('of a failing request carry no query string, token path segment or query values', async () => {
    const lines: string[] = [];
    const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, sinkInto(lines));
    const app = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: new RequestLogController(logger),
    });
    registerErrorHandler(app, { pages: null });
    app.get('/api/briefs/:id', async () => {
      throw failedQueryError();
    });
    app.get('/api/auth/reset-password/:token', async () => {
      throw new Error('boom');
    });
    const failed = await app.inject({ url: '/api/briefs/b1?token=secret' });
    expect(failed.statusCode).toBe(500);
    await app.inject({ url: '/api/auth/reset-password/reset-secret-123?callbackURL=/x' });
    await app.close();
    const written = lines.join('\n');
    expect(written).toContain('request failed');
    expect(written).toContain('/api/briefs/b1');
    expect(written).toContain('/api/auth/reset-password/[redacted]');
    for (const value of ['secret', 'jane.doe@example.test', 'Falcon', 'callbackURL'])
      expect(written).not.toContain(value);
  });

  it('write paths without query, fragment or token segments', () => {
    expect(loggablePath('/briefs/1?token=abc#x')).toBe('/briefs/1');
    expect(loggablePath('/api/auth/reset-password/tok123')).toBe('/api/auth/reset-password/[redacted]');
    expect(loggablePath('/api/auth/verify-email/abc/next')).toBe('/api/auth/verify-email/[redacted]/next');
    expect(loggablePath('/api/setup/setup-secret')).toBe('/api/setup/[redacted]');
    expect(loggablePath('/setup/setup-secret')).toBe('/setup/[redacted]');
    const lines: string[] = [];
    createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, sinkInto(lines)).warn(
      { path: '/briefs/1?token=page-secret' },
      'page not found',
    );
    expect(lines.join('\n')).not.toContain('page-secret');
  });
});
