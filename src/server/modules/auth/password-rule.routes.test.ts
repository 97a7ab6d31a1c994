import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRESSED_UP_REASON, PERSONAL_REASON } from '../../../shared/domain/password-strength';
import { emailOutbox, user } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/content/demo-accounts';
import { TEST_ORIGIN, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';
import { commonPasswords } from './common-passwords';
import { weakPasswordReason } from './password-rule';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(() => test?.close());

const post = (url: string, payload: object, cookie?: string) =>
  test.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: '10.77.0.1',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

/** Common passwords dressed up with a capital, digits and a symbol: each passes a plain list lookup. */
const DRESSED_UP = [
  'Password123!',
  'Welcome1!',
  'Summer2024!',
  'Qwerty123!',
  'Letmein1!',
  'Admin123!',
  'Iloveyou1!',
  'Football1!',
];
const PASSPHRASE = 'kettle orbit violin lantern';
const signUp = (password: string, name = 'Casey Careful', email = `pw-${randomUUID().slice(0, 8)}@example.test`) =>
  post('/api/auth/sign-up/email', { email, password, name, callbackURL: '/' }).then((response) => ({
    response,
    email,
  }));

describe('password rule', () => {
  it('ships a breached-password list of at least 400,000 entries, short stems included', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(400_000);
    expect(commonPasswords().has('admin')).toBe(true);
  });

  it('refuses dressed-up common passwords and the owner’s own name or address, in words', () => {
    for (const password of DRESSED_UP)
      expect([password, weakPasswordReason(password, { name: 'Casey Careful', email: 'casey@example.test' })]).toEqual([
        password,
        expect.stringContaining(DRESSED_UP_REASON),
      ]);
    expect(weakPasswordReason('CaseyCareful2026!', { name: 'Casey Careful' })).toContain(PERSONAL_REASON);
    expect(weakPasswordReason('Marigold.Vesper!', { email: 'marigold.vesper@example.test' })).toContain(
      PERSONAL_REASON,
    );
    expect(weakPasswordReason(' '.repeat(8), {})).toMatch(/^This password is too easy to guess\. /);
    expect(weakPasswordReason(PASSPHRASE, { name: 'Casey Careful', email: 'casey@example.test' })).toBeNull();
  });

  it('lets the demo accounts keep their documented passwords', () => {
    expect(DEMO_ACCOUNTS).toHaveLength(6);
    for (const demo of DEMO_ACCOUNTS)
      expect([demo.email, weakPasswordReason(demo.password, { name: demo.fullName, email: demo.email })]).toEqual([
        demo.email,
        null,
      ]);
  });

  it('refuses the eight dressed-up passwords at sign-up with the reason and creates no account', async () => {
    for (const password of DRESSED_UP) {
      const { response, email } = await signUp(password);
      expect([password, response.statusCode]).toEqual([password, 400]);
      expect(response.json().error.code).toBe('auth.password_too_weak');
      expect(response.json().error.message).toBe(weakPasswordReason(password, { name: 'Casey Careful', email }));
      expect(response.json().error.message).toContain(DRESSED_UP_REASON);
      expect(await test.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    }
  });

  it('refuses the person’s own name at sign-up and accepts a strong passphrase', async () => {
    const own = await signUp('Marigold Vesper 1990', 'Marigold Vesper');
    expect(own.response.statusCode).toBe(400);
    expect(own.response.json().error.message).toContain(PERSONAL_REASON);
    const accepted = await signUp(PASSPHRASE);
    expect(accepted.response.statusCode).toBe(200);
    expect(await test.db.select().from(user).where(eq(user.email, accepted.email))).toHaveLength(1);
  });

  it('refuses the same when changing the password, the account’s own name included', async () => {
    const account = await createUser(test);
    const [row] = await test.db.select().from(user).where(eq(user.id, account.id));
    const cookie = await signIn(test, account);
    for (const newPassword of ['Welcome1!', `${row!.name.replace(/\s+/g, '')}!2026`]) {
      const refused = await post(
        '/api/auth/change-password',
        { currentPassword: account.password, newPassword },
        cookie,
      );
      expect([newPassword, refused.statusCode, refused.json().error.code]).toEqual([
        newPassword,
        400,
        'auth.password_too_weak',
      ]);
    }
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'kettle orbit violin canyon' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
  });

  it('refuses the same when resetting a forgotten password; the link still works for a strong one', async () => {
    const account = await createUser(test);
    await post('/api/auth/request-password-reset', { email: account.email });
    await expect
      .poll(async () => (await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, account.email))).length)
      .toBeGreaterThan(0);
    const [mail] = await test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, account.email))
      .orderBy(desc(emailOutbox.createdAt));
    const token = decodeURIComponent(/\/reset-password\?token=([^\s]+)/.exec(mail!.text)![1]!);
    const localPart = account.email.split('@')[0]!;
    for (const newPassword of ['Football1!', `${localPart}!!`]) {
      const refused = await post('/api/auth/reset-password', { token, newPassword });
      expect([newPassword, refused.statusCode, refused.json().error.code]).toEqual([
        newPassword,
        400,
        'auth.password_too_weak',
      ]);
    }
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'kettle orbit violin harbour' });
    expect(reset.statusCode).toBe(200);
  });
});
