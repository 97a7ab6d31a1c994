import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { PRODUCTION_TEST_ENV } from '../test/production-env';

const PRODUCTION = PRODUCTION_TEST_ENV;
const docs = async (test: TestApp) =>
  [
    await test.app.inject({ method: 'GET', url: '/api/docs' }),
    await test.app.inject({ method: 'GET', url: '/api/docs/json' }),
  ] as const;

describe('the API reference in production', () => {
  let hidden: TestApp;
  let shown: TestApp;
  beforeAll(async () => {
    [hidden, shown] = await Promise.all([
      createTestApp(PRODUCTION),
      createTestApp({ ...PRODUCTION, API_DOCS: 'true' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([hidden?.close(), shown?.close()]);
  });

  it('is not served without API_DOCS=true: page and document answer 404', async () => {
    const [page, json] = await docs(hidden);
    expect([page.statusCode, json.statusCode]).toEqual([404, 404]);
    expect(json.body).not.toContain('"openapi"');
    // The document is still built (the lint script reads it without a server).
    expect(Object.keys(hidden.app.swagger().paths ?? {})).toContain('/api/health');
  });

  it('is served with API_DOCS=true', async () => {
    const [page, json] = await docs(shown);
    expect([200, 302]).toContain(page.statusCode);
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/health');
  });
});
