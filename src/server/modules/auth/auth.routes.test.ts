import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, session, user } from '../../db/schema';
import {
  TEST_ORIGIN,
  createTestApp,
  createUser,
  signIn as signInThroughRoute,
  type TestApp,
} from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '5' });
});
afterAll(() => test?.close());

/** POSTs from a given client address (the rate limiter keys on it); `headers` may override the origin. */
const post = (url: string, payload: unknown, { ip = '10.0.0.1', ...headers }: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, ...headers },
  });

describe('sign up, confirmation and sign in', () => {
  it('requires e-mail confirmation before sign-in, through the link in the outbox', async () => {
    const email = 'new.client@example.test';
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password: 'a-strong-pass',
      name: 'Nora Client',
      callbackURL: '/',
    });
    expect(signUp.statusCode).toBe(200);

    const early = await post('/api/auth/sign-in/email', { email, password: 'a-strong-pass' }, { ip: '10.0.0.2' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('auth.email_not_verified');

    const [mail] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail?.subject).toBe('Confirm your e-mail address');
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    const verify = await test.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(verify.statusCode).toBe(302);
    const [row] = await test.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);

    const signIn = await post('/api/auth/sign-in/email', { email, password: 'a-strong-pass' }, { ip: '10.0.0.2' });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.headers['set-cookie'];
    const sessionCookie = (Array.isArray(cookie) ? cookie : [cookie]).find((c) => c?.includes('session_token'))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie.split(';')[0]! },
    });
    expect(me.json().viewer).toMatchObject({ email, fullName: 'Nora Client', isAdmin: false, emailVerified: true });
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    const short = await post(
      '/api/auth/sign-up/email',
      { email: 'short@example.test', password: 'seven77', name: '' },
      { ip: '10.0.1.1' },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('auth.password_too_short');
    const long = await post(
      '/api/auth/sign-up/email',
      { email: 'long@example.test', password: 'x'.repeat(129), name: '' },
      { ip: '10.0.1.2' },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('auth.password_too_long');
  });

  it('stores passwords as scrypt hashes at OWASP parameters, never in clear', async () => {
    await post(
      '/api/auth/sign-up/email',
      { email: 'hash@example.test', password: 'hash-me-please', name: 'H' },
      { ip: '10.0.2.1' },
    );
    const rows = await test.db.execute<{ password: string }>(
      'SELECT a.password FROM account a JOIN "user" u ON u.id = a.user_id WHERE u.email = \'hash@example.test\'',
    );
    const hash = rows.rows[0]!.password;
    expect(hash).not.toContain('hash-me-please');
    const [scheme, n, r, p] = hash.split('$');
    expect(scheme).toBe('scrypt');
    // OWASP: N=2^15 with r=8 needs p >= 3.
    expect(Number(n) * Number(r) * Number(p)).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3);
  });

  it('rate limits sign-in attempts per client address', async () => {
    const account = await createUser(test);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: account.email, password: 'wrong password' },
        { ip: '10.9.9.9' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await post(
      '/api/auth/sign-in/email',
      { email: account.email, password: account.password },
      { ip: '10.9.9.10' },
    );
    expect(other.statusCode).toBe(200);
  });

  it('refuses state-changing requests from another origin', async () => {
    const response = await post('/api/notifications/read-all', {}, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'forbidden_origin', message: 'Request origin not allowed' } });
    const auth = await post(
      '/api/auth/sign-in/email',
      { email: 'x@example.test', password: 'whatever1' },
      { origin: 'https://evil.example' },
    );
    expect(auth.statusCode).toBe(403);
  });

  it('runs sign-in hooks after a sign-in with the verified user', async () => {
    const seen: { id: string; emailVerified: boolean }[] = [];
    test.app.services.signInHooks.register('test-hook', async (signedIn) => {
      seen.push(signedIn);
    });
    test.app.services.signInHooks.register('failing-hook', async () => {
      throw new Error('hook failure must not break sign-in');
    });
    const account = await createUser(test);
    const response = await post(
      '/api/auth/sign-in/email',
      { email: account.email, password: account.password },
      { ip: '10.0.3.1' },
    );
    expect(response.statusCode).toBe(200);
    await expect
      .poll(() => seen.find((s) => s.id === account.id))
      .toMatchObject({ id: account.id, emailVerified: true });
  });
});

describe('absolute session lifetime', () => {
  const me = (cookie: string) => test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('signs out and deletes a session created 31 days ago, however recently refreshed; a 1-day-old one works', async () => {
    const fresh = await createUser(test, { email: 'one-day@example.test' });
    const freshCookie = await signInThroughRoute(test, fresh);
    await test.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 1 * DAY_MS) })
      .where(eq(session.userId, fresh.id));
    expect((await me(freshCookie)).json().viewer).toMatchObject({ email: 'one-day@example.test' });

    const old = await createUser(test, { email: 'thirty-one-days@example.test' });
    const oldCookie = await signInThroughRoute(test, old);
    // Refreshed a moment ago (expiry 30 days ahead) but signed in 31 days ago.
    await test.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS), updatedAt: new Date() })
      .where(eq(session.userId, old.id));
    const response = await me(oldCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().viewer).toBeNull();
    expect(await test.db.select().from(session).where(eq(session.userId, old.id))).toEqual([]);
    const notifications = await test.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: oldCookie },
    });
    expect(notifications.statusCode).toBe(401);
  });

  it("better-auth's own endpoints honour it too: an old session cannot read itself or change the password", async () => {
    const old = await createUser(test, { email: 'old-session@example.test', password: 'old session pass 1' });
    const oldCookie = await signInThroughRoute(test, old);
    await test.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS), updatedAt: new Date() })
      .where(eq(session.userId, old.id));
    const own = await test.app.inject({ url: '/api/auth/get-session', headers: { cookie: oldCookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toBeNull();
    const change = await test.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: oldCookie, origin: TEST_ORIGIN },
      payload: { currentPassword: 'old session pass 1', newPassword: 'taken over pass 2' },
    });
    expect(change.statusCode).toBe(401);
    expect(await test.db.select().from(session).where(eq(session.userId, old.id))).toEqual([]);
  });
});
