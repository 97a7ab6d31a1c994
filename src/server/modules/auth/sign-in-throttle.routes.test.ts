import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { emailOutbox } from '../../db/schema';
import { createTestApp, createUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createSignInThrottle } from './sign-in-throttle';

let test: TestApp;
// A generous per-address limit, so what is measured here is the per-account backoff alone.
beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(() => test?.close());

const ALERT = 'Someone is trying to sign in to your account';

const signIn = (email: string, password: string, ip: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });

const alertsTo = async (email: string) =>
  (await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter((m) => m.subject === ALERT);

describe('per-account sign-in backoff', () => {
  it('100 wrong passwords from 10 addresses: 5 per address are processed, the rest wait; one e-mail; the owner still signs in', async () => {
    const owner = await createUser(test, { fullName: 'Olive Owner' });
    const addresses = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    // Each address fires its 10 guesses at once (as a guessing script would; it also keeps the test independent of
    // how long a password check takes on this machine): exactly 5 per address get their password checked.
    const statuses: number[] = [];
    for (const ip of addresses) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signIn(owner.email, `guess-${i}-${ip}`, ip)),
      );
      statuses.push(...batch.map((response) => response.statusCode));
    }

    expect(statuses).toHaveLength(100);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);

    // The address that guessed last (the wait is 30 s from its last processed guess).
    const latest = addresses.at(-1)!;
    const refused = await signIn(owner.email, 'one-more-guess', latest);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('auth.too_many_failed_sign_ins');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Even the right password waits at a throttled address (a guess that happens to be right is not let through)…
    expect((await signIn(owner.email, owner.password, latest)).statusCode).toBe(429);

    // …but the owner, from their own address, signs in at once: no lock-out.
    expect((await signIn(owner.email, owner.password, '203.0.113.77')).statusCode).toBe(200);

    const alerts = await alertsTo(owner.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('your account is not locked');
  }, 300_000);

  it('a single typo tells nobody, and the right password clears the address', async () => {
    const owner = await createUser(test);
    const ip = '198.51.100.200';
    for (let i = 0; i < 4; i += 1) expect((await signIn(owner.email, `typo-${i}`, ip)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn(owner.email, `typo-again-${i}`, ip)).statusCode).toBe(401);
    expect(await alertsTo(owner.email)).toHaveLength(1);
    expect((await signIn(owner.email, 'typo-6', ip)).statusCode).toBe(429);
  }, 120_000);

  it('the wait doubles from 30 s after 5 failures in 15 minutes, is capped at 15 minutes and ends after 15 quiet minutes', async () => {
    let clock = Date.parse('2026-05-01T09:00:00Z');
    const throttle = createSignInThrottle({
      db: test.db,
      mailer: test.app.services.mailer,
      publicUrl: 'http://localhost:3999',
      logger: createLogger(test.env),
      now: () => clock,
    });
    const email = 'backoff-clock@example.test';
    const ip = '192.0.2.99';
    const attempt = () => throttle.attempt(email, ip);

    for (let i = 0; i < 5; i += 1) expect(await attempt()).toEqual({ allowed: true });
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const refused = await attempt();
      if (refused.allowed) throw new Error('expected a wait');
      waits.push(refused.retryAfter);
      clock += refused.retryAfter * 1000;
      expect(await attempt()).toEqual({ allowed: true });
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);

    clock += 15 * 60 * 1000 + 1;
    for (let i = 0; i < 5; i += 1) expect(await attempt()).toEqual({ allowed: true });
    expect((await attempt()).allowed).toBe(false);
  });
});
