import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, session, user, verification } from '../../db/schema';
import { TEST_ORIGIN, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

let addressCounter = 0;
/** Each call from its own client address unless one is given, so the per-address limits only trip where tested. */
const post = (
  url: string,
  payload: object,
  ip = `10.20.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
) => test.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origin: TEST_ORIGIN } });

async function mailsTo(email: string) {
  return test.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt));
}

const tokenOf = (text: string) => /\/reset-password\?token=([^\s]+)/.exec(text)?.[1];

/** The reset e-mail is sent in the background of the request; wait for it. */
async function resetLinkFor(email: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 5000 }).toBeGreaterThan(0);
  const [mail] = await mailsTo(email);
  expect(mail!.subject).toBe('Reset your password');
  return decodeURIComponent(tokenOf(mail!.text)!);
}

describe('forgot password', () => {
  it('answers the same whether or not the address exists, and e-mails only an existing account', async () => {
    const known = await createUser(test);
    const unknownEmail = `nobody.${randomUUID().slice(0, 8)}@example.test`;
    const forKnown = await post('/api/auth/request-password-reset', { email: known.email });
    const forUnknown = await post('/api/auth/request-password-reset', { email: unknownEmail });
    expect(forKnown.statusCode).toBe(200);
    expect(forUnknown.statusCode).toBe(200);
    expect(forUnknown.json()).toEqual(forKnown.json());
    await resetLinkFor(known.email);
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
  });

  it('sets a new password through a single-use link and signs out every other session', async () => {
    const account = await createUser(test, { password: 'old password 123' });
    const otherDevice = await signIn(test, account);
    expect((await test.db.select().from(session).where(eq(session.userId, account.id))).length).toBe(1);

    await post('/api/auth/request-password-reset', { email: account.email });
    const token = await resetLinkFor(account.email);
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new password 456' });
    expect(reset.statusCode).toBe(200);

    expect(await test.db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(0);
    const me = await test.app.inject({ url: '/api/me', headers: { cookie: otherDevice } });
    expect(me.json().viewer).toBeNull();
    expect(
      (await post('/api/auth/sign-in/email', { email: account.email, password: 'old password 123' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/sign-in/email', { email: account.email, password: 'new password 456' })).statusCode,
    ).toBe(200);

    const again = await post('/api/auth/reset-password', { token, newPassword: 'third password 789' });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a link older than one hour', async () => {
    const account = await createUser(test);
    await post('/api/auth/request-password-reset', { email: account.email });
    const token = await resetLinkFor(account.email);
    const [stored] = await test.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `reset-password:${token}`));
    // Issued for 1 hour.
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    await test.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, stored!.id));
    expect((await post('/api/auth/reset-password', { token, newPassword: 'never applied 1' })).statusCode).toBe(400);
  });

  it('limits reset requests to 5 per 15 minutes from one address', async () => {
    const account = await createUser(test);
    const ip = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post('/api/auth/request-password-reset', { email: account.email }, ip)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('e-mail confirmation', () => {
  it('signs the new user in and lands on the confirmation page it was given', async () => {
    const email = `confirm.${randomUUID().slice(0, 8)}@example.test`;
    const callbackURL = '/email-confirmed?next=%2Fdashboard';
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password: 'a-strong-pass',
      name: 'Ada',
      callbackURL,
    });
    expect(signUp.statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const verify = await test.app.inject({ url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe(callbackURL);
    const cookies = [verify.headers['set-cookie']].flat().filter(Boolean) as string[];
    const sessionCookie = cookies.find((cookie) => cookie.includes('session_token'));
    expect(sessionCookie).toBeDefined();

    const me = await test.app.inject({ url: '/api/me', headers: { cookie: sessionCookie!.split(';')[0]! } });
    expect(me.json().viewer).toMatchObject({ email, emailVerified: true });
    const [row] = await test.db
      .select()
      .from(user)
      .where(and(eq(user.email, email), eq(user.emailVerified, true)));
    expect(row).toBeDefined();
  });

  it('resends the confirmation e-mail on request, limited to 5 per 15 minutes from one address', async () => {
    const email = `resend.${randomUUID().slice(0, 8)}@example.test`;
    await post('/api/auth/sign-up/email', { email, password: 'a-strong-pass', name: 'Ada', callbackURL: '/' });
    const before = (await mailsTo(email)).length;
    const ip = '10.98.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/auth/send-verification-email', { email, callbackURL: '/' }, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 5000 }).toBe(before + 5);
  });
});
