import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReverts, emailOutbox, profiles, session, user } from '../../db/schema';
import { TEST_ORIGIN, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';
import { codeFor, twoFactorClient } from '../../test/two-factor-client';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(() => test?.close());

const { post, enrolledUser } = twoFactorClient(() => test);

const request = (method: 'GET' | 'POST', url: string, cookie = '', payload?: object, ip = '192.0.2.30') =>
  test.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const mailsTo = (email: string) =>
  test.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt));
const mailTo = async (email: string, subject: string) => (await mailsTo(email)).find((m) => m.subject === subject);
const linkIn = (text: string, path: string) => {
  const url = new URL(new RegExp(`(http\\S+${path}\\S+)`).exec(text)![1]!);
  return url.pathname + url.search;
};
const tokenOf = (link: string) => new URL(link, TEST_ORIGIN).searchParams.get('token')!;
const emailOf = async (userId: string) => (await test.db.select().from(user).where(eq(user.id, userId)))[0]!.email;
const sessionsOf = async (userId: string) => test.db.select().from(session).where(eq(session.userId, userId));

/** A signed-in account (two sessions: the owner's and the intruder's) that asked to move to a new address. */
async function changedAccount() {
  const account = await createUser(test);
  const owner = await signIn(test, account);
  const intruder = await signIn(test, account);
  const newEmail = `new-${account.id.slice(0, 8)}@example.test`;
  const asked = await request('POST', '/api/auth/change-email', intruder, {
    newEmail,
    password: account.password,
    callbackURL: '/account?email=confirmed',
  });
  expect(asked.statusCode).toBe(200);
  const notice = (await mailTo(account.email, 'Your e-mail address is being changed'))!;
  const confirmation = (await mailTo(newEmail, 'Confirm your new e-mail address'))!;
  return {
    ...account,
    owner,
    intruder,
    newEmail,
    revertLink: linkIn(notice.text, '/account/revert'),
    confirmLink: linkIn(confirmation.text, '/api/auth/verify-email'),
    notice,
  };
}

describe('changing the e-mail address', () => {
  it('needs the current password: none or a wrong one is refused, and wrong ones count in the backoff', async () => {
    const account = await createUser(test);
    const cookie = await signIn(test, account);
    const newEmail = `taken-over-${account.id.slice(0, 8)}@example.test`;
    const without = await request('POST', '/api/auth/change-email', cookie, { newEmail });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.code).toBe('auth.password_required');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await request('POST', '/api/auth/change-email', cookie, { newEmail, password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        code: 'auth.invalid_password',
        message: 'That is not your current password.',
      });
    }
    // The 5th wrong password of the burst told the owner; the 6th try from that address waits, even a right one.
    expect(await mailTo(account.email, 'Someone is trying to sign in to your account')).toBeDefined();
    const waiting = await request('POST', '/api/auth/change-email', cookie, { newEmail, password: account.password });
    expect(waiting.statusCode).toBe(429);
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect(await emailOf(account.id)).toBe(account.email);
  });

  it('with two-factor on, needs a code as well', async () => {
    const account = await enrolledUser();
    const newEmail = `mfa-new-${account.id.slice(0, 8)}@example.test`;
    const noCode = await post(account.cookies, '/api/auth/change-email', { newEmail, password: account.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.code).toBe('auth.two_factor_code_required');
    const wrongCode = await post(account.cookies, '/api/auth/change-email', {
      newEmail,
      password: account.password,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.code).toBe('auth.invalid_code');
    const right = await post(account.cookies, '/api/auth/change-email', {
      newEmail,
      password: account.password,
      code: codeFor(account.secret),
    });
    expect(right.statusCode).toBe(200);
    expect(await mailTo(newEmail, 'Confirm your new e-mail address')).toBeDefined();
  });

  it('tells the old address at once; the new address link confirms it without signing anyone in', async () => {
    const changed = await changedAccount();
    expect(changed.notice.text).toContain(`Your e-mail address is being changed to n***@example.test.`);
    expect(changed.notice.html).toContain('This wasn&#39;t me');
    // Still the old address until the link is opened.
    expect(await emailOf(changed.id)).toBe(changed.email);

    const opened = await request('GET', changed.confirmLink);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${TEST_ORIGIN}/email-confirmed?changed=1`);
    expect(opened.cookies.filter((cookie) => cookie.name.includes('session_token'))).toHaveLength(0);
    expect(await sessionsOf(changed.id)).toHaveLength(2);
    expect(await emailOf(changed.id)).toBe(changed.newEmail);
    await expect
      .poll(async () => (await test.db.select().from(profiles).where(eq(profiles.userId, changed.id)))[0]!.email)
      .toBe(changed.newEmail);
  });

  it('"This wasn\'t me" restores the address after confirmation, signs out every session, asks for a reset; once', async () => {
    const changed = await changedAccount();
    expect((await request('GET', changed.confirmLink)).statusCode).toBe(302);
    expect(await emailOf(changed.id)).toBe(changed.newEmail);

    const reverted = await request('POST', '/api/account/revert', '', { token: tokenOf(changed.revertLink) });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toEqual({ email: changed.email });
    expect(await emailOf(changed.id)).toBe(changed.email);
    expect(await sessionsOf(changed.id)).toHaveLength(0);
    expect((await request('GET', '/api/account', changed.intruder)).statusCode).toBe(401);
    expect((await request('GET', '/api/account', changed.owner)).statusCode).toBe(401);
    expect(await mailTo(changed.email, 'Reset your password')).toBeDefined();
    // The password the intruder knew no longer signs in.
    const signInAgain = await request('POST', '/api/auth/sign-in/email', '', {
      email: changed.email,
      password: changed.password,
    });
    expect(signInAgain.statusCode).toBe(401);
    await expect
      .poll(async () => (await test.db.select().from(profiles).where(eq(profiles.userId, changed.id)))[0]!.email)
      .toBe(changed.email);

    const again = await request('POST', '/api/account/revert', '', { token: tokenOf(changed.revertLink) });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('account.revert_link_invalid');
  });

  it('a change undone before its confirmation can no longer be confirmed', async () => {
    const changed = await changedAccount();
    expect((await request('POST', '/api/account/revert', '', { token: tokenOf(changed.revertLink) })).statusCode).toBe(
      200,
    );
    const opened = await request('GET', changed.confirmLink);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${TEST_ORIGIN}/email-confirmed?error=CHANGE_CANCELLED`);
    expect(await emailOf(changed.id)).toBe(changed.email);
  });

  it('the link works for 7 days, stored only as a hash', async () => {
    const changed = await changedAccount();
    const token = tokenOf(changed.revertLink);
    const [row] = await test.db.select().from(accountReverts).where(eq(accountReverts.userId, changed.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(604_800_000 - 1000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(604_800_000 + 1000);
    // Seven days later.
    await test.db
      .update(accountReverts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountReverts.userId, changed.id));
    const late = await request('POST', '/api/account/revert', '', { token });
    expect(late.statusCode).toBe(410);
    expect(await sessionsOf(changed.id)).toHaveLength(2);
  });
});

describe('other security changes are told with the same link', () => {
  it('a password change: the notice undoes it', async () => {
    const account = await createUser(test, { password: 'first password 123 xyz' });
    const cookie = await signIn(test, account);
    const changed = await request('POST', '/api/auth/change-password', cookie, {
      currentPassword: account.password,
      newPassword: 'a much longer second passphrase 456',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    const notice = (await mailTo(account.email, 'Your password was changed'))!;
    const reverted = await request('POST', '/api/account/revert', '', {
      token: tokenOf(linkIn(notice.text, '/account/revert')),
    });
    expect(reverted.statusCode).toBe(200);
    expect(await sessionsOf(account.id)).toHaveLength(0);
    expect(await mailTo(account.email, 'Reset your password')).toBeDefined();
  });

  it("two-factor turned on: the notice undoes it (the authenticator may be the intruder's)", async () => {
    const account = await enrolledUser();
    const notice = (await mailTo(account.email, 'Two-factor authentication is on'))!;
    expect(notice.text).toContain("This wasn't me: ");
    const reverted = await request('POST', '/api/account/revert', '', {
      token: tokenOf(linkIn(notice.text, '/account/revert')),
    });
    expect(reverted.statusCode).toBe(200);
    expect((await test.db.select().from(user).where(eq(user.id, account.id)))[0]!.twoFactorEnabled).toBe(false);
    expect(await sessionsOf(account.id)).toHaveLength(0);
    expect((await request('GET', '/api/account', account.cookies.header())).statusCode).toBe(401);
  });
});
