import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../test/sse-client';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';
import { PRODUCTION_TEST_ENV } from '../../test/production-env';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

describe('robustness', () => {
  it('reports health with the database checked', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API routes with a JSON 404 in the one error shape', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/does-not-exist' } });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('limits body size', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ path: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('validates bodies with a clear message', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      headers: { origin: TEST_ORIGIN },
      payload: { path: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_error' });
    expect(response.json().error.message).toContain('path');
  });

  it('publishes the OpenAPI document and its page', async () => {
    const doc = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/notifications',
        '/api/notifications/{id}/read',
        '/api/admin/settings',
      ]),
    );
    const page = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('exposes public configuration without secrets', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({
      googleClientId: null,
      devMailbox: true,
      paymentsMode: 'sandbox',
      paymentsTestMode: false,
    });
    expect(response.body).not.toMatch(/secret/i);
  });
});

describe('payments test mode in the public configuration', () => {
  const production = { ...PRODUCTION_TEST_ENV, PAYMENTS_SANDBOX: '', RUN_JOBS: 'false' };
  const configOf = async (overrides: Record<string, string>) => {
    const own = await createTestApp({ ...production, ...overrides });
    try {
      return (await own.app.inject({ method: 'GET', url: '/api/config' })).json();
    } finally {
      await own.close();
    }
  };

  it('says test mode on a production server that runs the sandbox on purpose (PAYMENTS_SANDBOX=true)', async () => {
    expect(await configOf({ PAYMENTS_SANDBOX: 'true' })).toMatchObject({
      paymentsMode: 'sandbox',
      paymentsTestMode: true,
    });
  });

  it('does not on a production server with Stripe keys', async () => {
    const config = await configOf({ STRIPE_SECRET_KEY: 'sk_test_config', STRIPE_WEBHOOK_SECRET: 'whsec_config' });
    expect(config).toMatchObject({ paymentsMode: 'stripe', paymentsTestMode: false });
  });
});

describe('graceful shutdown', () => {
  it('ends open event streams so closing the app completes', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const viewer = await signedInUser(own);
    const port = (own.app.server.address() as { port: number }).port;
    const stream = await openSse(`http://127.0.0.1:${port}/api/realtime/stream`, viewer.cookie);
    await stream.next('ready');
    await own.close();
    await expect(stream.ended).resolves.toBe(true);
  });
});
