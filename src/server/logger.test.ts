import Fastify, { type FastifyBaseLogger } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, RequestLogController } from './logger';

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
  it('are one line per request at info: method, path without its query, status and time', async () => {
    const lines = (await logsOfOneRequest('info')).filter((line) => line.req);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/verify' },
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
