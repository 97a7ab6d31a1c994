import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import { freePort } from '../../lib/free-port';
import { registerErrorHandler } from '../../plugins/error-handler';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { operationsRoutes } from './operations.routes';
import { createLifecycle, createOperationsService } from './operations.service';

describe('metrics and readiness', () => {
  const lifecycle = createLifecycle();
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({}, { lifecycle });
  });
  afterAll(() => test.close());

  it('answers /metrics in Prometheus format to a direct loopback request', async () => {
    await test.app.inject({ method: 'GET', url: '/api/health' });
    const response = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/health",method="GET",status_class="2xx"\} 1/,
    );
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain('email_outbox_queued 0');
    expect(text).toContain('email_outbox_oldest_age_seconds 0');
    expect(text).toContain('realtime_streams_open 0');
    expect(text).toContain('ledger_balanced 1');
    expect(text).toContain('instance_draining 0');
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toContain('# TYPE jobs gauge');
  });

  it('hides /metrics from other addresses and from requests that came through a proxy', async () => {
    const remote = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
    const proxied = await test.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('process_resident_memory_bytes');
  });

  it('returns the request id in a header', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ready while the database answers, and answers 503 with the reason once draining', async () => {
    const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    lifecycle.startDrain();
    const draining = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'not_ready', reason: 'draining' });
    expect(draining.headers.connection).toBe('close');
    // Liveness is not readiness: the process is alive while it drains.
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('undelivered mail in the metrics', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('counts mail kept unsent and mail that failed apart from the queue on its way', async () => {
    const mail = (status: 'stored' | 'failed' | 'queued' | 'sent') => ({
      to: 'someone@example.test',
      subject: status,
      text: status,
      status,
    });
    await test.db.delete(emailOutbox);
    await test.db
      .insert(emailOutbox)
      .values([
        mail('stored'),
        mail('stored'),
        mail('stored'),
        mail('failed'),
        mail('failed'),
        mail('queued'),
        mail('sent'),
      ]);
    const response = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.body).toContain('email_outbox_undelivered{status="stored"} 3');
    expect(response.body).toContain('email_outbox_undelivered{status="failed"} 2');
    expect(response.body).toContain('email_outbox_queued 1');
  });
});

describe('metrics behind a token', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
  });
  afterAll(() => test.close());

  it('requires the bearer token, even from loopback', async () => {
    const without = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toContain('Bearer');
    const wrong = await test.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.5',
      headers: { authorization: 'Bearer metrics-token-wrong-value' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await test.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.5',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('ledger_balanced');
  });
});

describe('readiness without a database', () => {
  it('answers 503 "database unavailable" when the database does not answer', async () => {
    // A pool pointing at a port where nothing listens: every query fails as with a database that is down.
    const pool = createPool(`postgres://nobody:nothing@127.0.0.1:${await freePort()}/none`, 1);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app, { pages: null });
    const operations = createOperationsService({
      db: createDatabase(pool),
      lifecycle: createLifecycle(),
      jobs: { counts: async () => [] },
      mailer: {
        backlog: async () => ({ queued: 0, oldestAt: null }),
        undelivered: async () => {
          const none = { count: 0, oldestAt: null, newestAt: null };
          return { stored: none, failed: none, lastError: null };
        },
      },
      paymentsUnreconciled: async () => ({ count: 0, amount: 0 }),
    });
    await app.register(operationsRoutes({ operations, metricsToken: undefined }));
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', reason: 'database unavailable' });
    await app.close();
    await pool.end();
  });
});

describe('readiness with migrations missing', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers 503 while the database lacks a migration this build ships', async () => {
    // The journal is the owner's: the app's role may only read it.
    await test.ownerDb.$client.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)',
    );
    const response = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().reason).toMatch(/^migrations pending \(\d+ of \d+ applied\)$/);
  });
});

describe('AI calls in the metrics', () => {
  // An OpenAI-compatible endpoint that fails every call, as a provider in an outage does.
  let failing: Server;
  let test: TestApp;
  let calls = 0;
  beforeAll(async () => {
    failing = createServer((_request, response) => {
      calls += 1;
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as AddressInfo;
    test = await createTestApp({ AI_BASE_URL: `http://127.0.0.1:${port}/v1` });
  });
  afterAll(async () => {
    await test.close();
    await new Promise((resolve) => failing.close(resolve));
  });

  it('counts each call by outcome with how long the service took, and stops calling after 5 failures', async () => {
    for (let call = 0; call < 7; call += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/briefs/interpret',
        headers: { origin: TEST_ORIGIN },
        payload: { field: 'goal', value: `Increase qualified leads by ${call + 20}% within 3 months` },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(calls).toBe(5);
    const body = (await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    const labels = 'provider="openai-compatible",operation="interpretField",outcome';
    expect(body).toContain(`ai_requests_total{${labels}="http_error"} 5`);
    expect(body).toContain(`ai_requests_total{${labels}="circuit_open"} 2`);
    expect(body).toContain(`ai_request_duration_seconds_count{${labels}="http_error"} 5`);
    expect(body).not.toContain(`ai_request_duration_seconds_count{${labels}="circuit_open"}`);
  });
});
