import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { PRODUCTION_TEST_ENV } from '../../test/production-env';

/** Production-like settings: NODE_ENV=production, the default of 10 sign-in attempts per address per minute. */
const PRODUCTION = PRODUCTION_TEST_ENV;
const LIMIT = 10;

/**
 * 30 sign-ins from one socket address, each for a different account (so per-account throttling plays no part: this
 * is the per-address limit alone).
 */
async function thirtySignIns(test: TestApp, forwardedFor: (i: number) => string) {
  const run = randomUUID().slice(0, 8);
  const codes: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.50',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
      payload: JSON.stringify({ email: `nobody-${run}-${i}@example.test`, password: `wrong-guess-${i}` }),
    });
    codes.push(response.statusCode);
  }
  return { processed: codes.filter((code) => code !== 429).length, limited: codes.filter((c) => c === 429).length };
}

describe('client address behind proxies (TRUST_PROXY_HOPS)', () => {
  describe('with no proxy configured (the default, 0 hops)', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp(PRODUCTION);
    });
    afterAll(() => test?.close());

    it('30 sign-ins with a rotating X-Forwarded-For: the first 10 are processed, the other 20 answer 429', async () => {
      expect(test.env.TRUST_PROXY_HOPS).toBe(0);
      expect(test.env.AUTH_ATTEMPTS_PER_MINUTE).toBe(LIMIT);
      const result = await thirtySignIns(test, (i) => `198.51.100.${i + 1}`);
      expect(result).toEqual({ processed: 10, limited: 20 });
    });
  });

  describe('behind one proxy (1 hop)', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp({ ...PRODUCTION, TRUST_PROXY_HOPS: '1' });
    });
    afterAll(() => test?.close());

    it('keys on the address the proxy saw, not on what the client put to its left', async () => {
      // The client forges the left-most entries; the proxy appends the real address (the same one every time).
      const forged = await thirtySignIns(test, (i) => `198.51.100.${i + 1}, 192.0.2.7`);
      expect(forged).toEqual({ processed: 10, limited: 20 });
      // Another real client behind the same proxy has its own allowance.
      const other = await thirtySignIns(test, () => '192.0.2.8');
      expect(other.processed).toBe(10);
    });
  });
});
