import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { awayFromStepEnd, codeFor, jar, twoFactorClient } from '../../test/two-factor-client';

let test: TestApp;
// A generous per-address limit, so what is measured is the per-account backoff and lock alone.
beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(() => test?.close());

const { post, get, subjectsTo, enrolledUser, passwordStep } = twoFactorClient(() => test);

/** The code step of a sign-in: a fresh password step from this address, then the code. */
async function signInWithCode(account: { email: string; password: string }, code: string, ip: string) {
  const { cookies } = await passwordStep(account, jar(), ip);
  const response = await post(cookies, '/api/auth/two-factor/verify-totp', { code }, ip);
  return { response, cookies };
}

describe('an authenticator code works once', () => {
  it('the same code is refused on second use, from the same or another address', async () => {
    const account = await enrolledUser();
    await awayFromStepEnd();
    const code = codeFor(account.secret);
    const first = await signInWithCode(account, code, '198.51.100.1');
    expect(first.response.statusCode).toBe(200);
    expect((await get(first.cookies, '/api/me')).json().viewer.email).toBe(account.email);

    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      const again = await signInWithCode(account, code, ip);
      expect(again.response.statusCode).toBe(401);
      expect(again.response.json().error.code).toBe('auth.invalid_code');
      expect((await get(again.cookies, '/api/me')).json().viewer).toBeNull();
    }
    // Nor is the previous step's code, which is before the one used.
    expect((await signInWithCode(account, codeFor(account.secret, -1), '198.51.100.3')).response.statusCode).toBe(401);
  });

  it("the previous step's code is accepted once when it is after the last used step", async () => {
    const account = await enrolledUser();
    await awayFromStepEnd();
    const current = Math.floor(Date.now() / 30_000);
    await test.db
      .update(twoFactor)
      .set({ lastTotpStep: current - 2 })
      .where(eq(twoFactor.userId, account.id));
    const previous = codeFor(account.secret, -1);
    expect((await signInWithCode(account, previous, '198.51.100.11')).response.statusCode).toBe(200);
    expect((await signInWithCode(account, previous, '198.51.100.12')).response.statusCode).toBe(401);
    expect((await signInWithCode(account, codeFor(account.secret), '198.51.100.13')).response.statusCode).toBe(200);
    const [row] = await test.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id));
    expect(row!.lastTotpStep).toBe(current);
  });

  it('two sign-ins with the same code at once: exactly one succeeds', async () => {
    const account = await enrolledUser();
    await awayFromStepEnd();
    const code = codeFor(account.secret);
    const a = await passwordStep(account, jar(), '198.51.100.21');
    const b = await passwordStep(account, jar(), '198.51.100.22');
    const answers = await Promise.all([
      post(a.cookies, '/api/auth/two-factor/verify-totp', { code }, '198.51.100.21'),
      post(b.cookies, '/api/auth/two-factor/verify-totp', { code }, '198.51.100.22'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('a code used to turn two-factor off cannot be used again, nor one used to sign in', async () => {
    const account = await enrolledUser();
    await awayFromStepEnd();
    const code = codeFor(account.secret);
    expect((await signInWithCode(account, code, '198.51.100.31')).response.statusCode).toBe(200);
    const reused = await post(account.cookies, '/api/account/two-factor/disable-with-code', { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('two_factor.invalid_code');
    expect((await get(account.cookies, '/api/account/two-factor')).json().enabled).toBe(true);
  });

  it('wrong codes to turn it off count toward the alert e-mail and the account lock that stops sign-in', async () => {
    const account = await enrolledUser();
    // Five wrong codes from five addresses (the route's own per-address limit is five a minute).
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(
        account.cookies,
        '/api/account/two-factor/disable-with-code',
        { code: '000000' },
        `198.51.100.4${i}`,
      );
      expect(wrong.statusCode).toBe(400);
    }
    // The fifth wrong try of the burst tells the owner, as five wrong passwords would.
    expect(await subjectsTo(account.email)).toContain('Someone is trying to sign in to your account');
    const [counted] = await test.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id));
    expect(counted!.failedVerificationCount).toBe(5);

    // Five more at sign-in make ten: the account's second factor is locked, even for the right code.
    const { cookies } = await passwordStep(account, jar(), '198.51.100.50');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(cookies, '/api/auth/two-factor/verify-totp', { code: '000000' }, '198.51.100.50');
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await signInWithCode(account, codeFor(account.secret), '198.51.100.51');
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json().error.code).toBe('auth.account_temporarily_locked');
    expect((await get(locked.cookies, '/api/me')).json().viewer).toBeNull();
    // Signed in, the lock holds too: neither the right code nor a backup code turns it off meanwhile.
    for (const code of [codeFor(account.secret, 1), account.backupCodes[0]!]) {
      const refused = await post(
        account.cookies,
        '/api/account/two-factor/disable-with-code',
        { code },
        '198.51.100.52',
      );
      expect(refused.statusCode).toBe(400);
    }
    expect((await get(account.cookies, '/api/account/two-factor')).json().enabled).toBe(true);
  });
});
