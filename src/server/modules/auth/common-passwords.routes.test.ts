import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../../shared/domain/limits';
import { emailOutbox, user } from '../../db/schema';
import { TEST_ORIGIN, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';
import { commonPasswords, isCommonPassword } from './common-passwords';

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

const EIGHT_SPACES = ' '.repeat(8);

describe('common passwords', () => {
  it('ships a list of at least 100,000 common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(100_000);
    for (const common of ['password', '12345678', EIGHT_SPACES, 'Password1', 'iloveyou', 'qwertyuiop', 'aaaaaaaa'])
      expect([common, isCommonPassword(common)]).toEqual([common, true]);
    for (const fine of ['correct horse battery', 'kettle-orbit-violin-7'])
      expect([fine, isCommonPassword(fine)]).toEqual([fine, false]);
  });

  it('refuses them at sign-up with a clear message and creates no account', async () => {
    for (const password of ['password', '12345678', EIGHT_SPACES, 'Password123']) {
      const email = `common-${randomUUID().slice(0, 8)}@example.test`;
      const response = await post('/api/auth/sign-up/email', {
        email,
        password,
        name: 'Casey Common',
        callbackURL: '/',
      });
      expect([password, response.statusCode]).toEqual([password, 400]);
      expect(response.json().error).toMatchObject({
        code: 'auth.password_too_common',
        message: COMMON_PASSWORD_MESSAGE,
      });
      expect(await test.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    }
    const email = `uncommon-${randomUUID().slice(0, 8)}@example.test`;
    const accepted = await post('/api/auth/sign-up/email', {
      email,
      password: 'kettle-orbit-violin-7',
      name: 'Casey Careful',
      callbackURL: '/',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses them when changing the password', async () => {
    const account = await createUser(test);
    const cookie = await signIn(test, account);
    const refused = await post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: '12345678' },
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'kettle-orbit-violin-8' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
  });

  it('refuses them when resetting a forgotten password; the link still works for a good one', async () => {
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
    const refused = await post('/api/auth/reset-password', { token, newPassword: 'password' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'kettle-orbit-violin-9' })).statusCode).toBe(
      200,
    );
  });
});
