import { activityEntries } from '../../test/admin-activity';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, session, twoFactor } from '../../db/schema';
import { seedDatabase } from '../../db/seed/seed';
import { createLogger } from '../../logger';
import { createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';
import { codeFor, jar, secretOf, twoFactorClient } from '../../test/two-factor-client';
import { createTestDatabase } from '../../test/test-database';

let test: TestApp;
// A generous per-address limit, so what is measured is the per-account backoff alone.
beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(() => test?.close());

const { post, get, subjectsTo, enrolledUser, passwordStep } = twoFactorClient(() => test);

describe('two-factor authentication', () => {
  it('turning it on needs the password, shows a QR URI and ten backup codes, and is confirmed by a first code', async () => {
    const account = await createUser(test);
    const cookies = jar(await signIn(test, account));
    const wrongPassword = await post(cookies, '/api/auth/two-factor/enable', { password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(400);

    const enabled = await post(cookies, '/api/auth/two-factor/enable', { password: account.password });
    expect(enabled.statusCode).toBe(200);
    const body = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Outcome%20Marketplace:/);
    expect(body.backupCodes).toHaveLength(10);
    expect(new Set(body.backupCodes).size).toBe(10);
    // Not on until a first code confirms it.
    expect((await get(cookies, '/api/account/two-factor')).json()).toEqual({ enabled: false, since: null });

    const wrong = await post(cookies, '/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const right = await post(cookies, '/api/auth/two-factor/verify-totp', { code: codeFor(secretOf(body.totpURI)) });
    expect(right.statusCode).toBe(200);

    const status = (await get(cookies, '/api/account/two-factor')).json() as { enabled: boolean; since: string };
    expect(status.enabled).toBe(true);
    expect(Date.parse(status.since)).toBeLessThanOrEqual(Date.now());
    expect((await get(cookies, '/api/me')).json().viewer.mfaEnabled).toBe(true);
    // The secret is stored encrypted, never as the text shown once.
    const [row] = await test.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id));
    expect(row!.secret).not.toContain(secretOf(body.totpURI));
    expect(row!.backupCodes).not.toContain(body.backupCodes[0]!);
    expect(await subjectsTo(account.email)).toContain('Two-factor authentication is on');
  });

  it('sign-in asks for the code; wrong codes are refused and counted by the backoff; the right code signs in', async () => {
    const account = await enrolledUser();
    const ip = '192.0.2.31';
    const { response, cookies } = await passwordStep(account, jar(), ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // No session yet: only the pending second step.
    expect((await get(cookies, '/api/me')).json().viewer).toBeNull();

    // Five wrong codes are checked (the plugin's own per-challenge budget is also 5); the next one waits (backoff).
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(cookies, '/api/auth/two-factor/verify-totp', { code: '000000' }, ip);
      expect(wrong.statusCode).toBe(401);
    }
    const waiting = await post(cookies, '/api/auth/two-factor/verify-totp', { code: codeFor(account.secret) }, ip);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('auth.too_many_failed_sign_ins');

    // From another address, a fresh password step and the right code sign in.
    const fresh = await passwordStep(account, jar(), '192.0.2.32');
    const right = await post(
      fresh.cookies,
      '/api/auth/two-factor/verify-totp',
      { code: codeFor(account.secret) },
      '192.0.2.32',
    );
    expect(right.statusCode).toBe(200);
    expect((await get(fresh.cookies, '/api/me')).json().viewer.email).toBe(account.email);
  });

  it('a backup code signs in once and never again, and tells the owner', async () => {
    const account = await enrolledUser();
    const [code] = account.backupCodes;
    const first = await passwordStep(account);
    const used = await post(first.cookies, '/api/auth/two-factor/verify-backup-code', { code });
    expect(used.statusCode).toBe(200);
    expect((await get(first.cookies, '/api/me')).json().viewer.email).toBe(account.email);
    expect(await subjectsTo(account.email)).toContain('You signed in with a backup code');

    const second = await passwordStep(account, jar(), '192.0.2.40');
    const reused = await post(second.cookies, '/api/auth/two-factor/verify-backup-code', { code }, '192.0.2.40');
    expect(reused.statusCode).toBe(401);
    expect((await get(second.cookies, '/api/me')).json().viewer).toBeNull();
  });

  it('a trusted device skips the code step for later sign-ins', async () => {
    const account = await enrolledUser();
    const device = jar();
    await passwordStep(account, device);
    const verified = await post(device, '/api/auth/two-factor/verify-totp', {
      code: codeFor(account.secret),
      trustDevice: true,
    });
    expect(verified.statusCode).toBe(200);
    await post(device, '/api/auth/sign-out', {});

    const again = await passwordStep(account, device);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json().twoFactorRedirect).toBeUndefined();
    expect((await get(device, '/api/me')).json().viewer.email).toBe(account.email);
    // Another device still gets the code step.
    expect((await passwordStep(account)).response.json().twoFactorRedirect).toBe(true);
  });

  it('regenerating backup codes needs the password, replaces the old ones and tells the owner', async () => {
    const account = await enrolledUser();
    const refused = await post(account.cookies, '/api/auth/two-factor/generate-backup-codes', { password: 'nope' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const renewed = await post(account.cookies, '/api/auth/two-factor/generate-backup-codes', {
      password: account.password,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().backupCodes).toHaveLength(10);
    expect(await subjectsTo(account.email)).toContain('New backup codes for your account');

    const pending = await passwordStep(account);
    const old = await post(pending.cookies, '/api/auth/two-factor/verify-backup-code', {
      code: account.backupCodes[1],
    });
    expect(old.statusCode).toBe(401);
  });

  it('turns off with the password, or with a code, and tells the owner each time', async () => {
    const withPassword = await enrolledUser();
    const off = await post(withPassword.cookies, '/api/auth/two-factor/disable', { password: withPassword.password });
    expect(off.statusCode).toBe(200);
    expect((await get(withPassword.cookies, '/api/account/two-factor')).json().enabled).toBe(false);
    expect(await subjectsTo(withPassword.email)).toContain('Two-factor authentication is off');
    expect((await passwordStep(withPassword)).response.json().twoFactorRedirect).toBeUndefined();

    const withCode = await enrolledUser();
    const wrong = await post(withCode.cookies, '/api/account/two-factor/disable-with-code', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('two_factor.invalid_code');
    const right = await post(withCode.cookies, '/api/account/two-factor/disable-with-code', {
      code: codeFor(withCode.secret),
    });
    expect(right.statusCode).toBe(200);
    expect((await get(withCode.cookies, '/api/account/two-factor')).json().enabled).toBe(false);
    expect(await test.db.select().from(twoFactor).where(eq(twoFactor.userId, withCode.id))).toHaveLength(0);
    expect(await subjectsTo(withCode.email)).toContain('Two-factor authentication is off');
  });

  it('the data download never holds the secret or the codes; deleting the account deletes its second factor', async () => {
    const account = await enrolledUser();
    const exported = await get(account.cookies, '/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().account.twoFactorEnabled).toBe(true);
    expect(exported.body).not.toContain(account.secret);
    for (const code of account.backupCodes) expect(exported.body).not.toContain(code);
    const [stored] = await test.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id));
    expect(exported.body).not.toContain(stored!.secret);

    const deleted = await post(account.cookies, '/api/account/delete', { email: account.email });
    expect(deleted.statusCode).toBe(200);
    expect(await test.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id))).toHaveLength(0);
  });

  describe('administrators', () => {
    const requireMfa = (enabled: boolean) =>
      test.db
        .update(adminSettings)
        .set({ settingValue: { enabled } })
        .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));

    it('the seed requires MFA for admins; where the demo accounts are seeded it does not', async () => {
      const logger = createLogger(test.env);
      const storedValue = async (demoAccounts: boolean) => {
        const database = await createTestDatabase();
        try {
          await seedDatabase(database.db, { demoAccounts, logger });
          const [row] = await database.db
            .select()
            .from(adminSettings)
            .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));
          return row?.settingValue;
        } finally {
          await database.drop();
        }
      };
      expect(await storedValue(false)).toEqual({ enabled: true });
      expect(await storedValue(true)).toEqual({ enabled: false });
    });

    it('an admin without MFA is refused every admin API while the setting is on, allowed when off or once enrolled', async () => {
      const admin = await createUser(test, { isAdmin: true });
      const cookies = jar(await signIn(test, admin));
      try {
        await requireMfa(true);
        const refused = await get(cookies, '/api/admin/stats');
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('auth.mfa_required');
        // No admin power anywhere meanwhile: the viewer is not an admin until MFA is on.
        expect((await get(cookies, '/api/me')).json().viewer).toMatchObject({ isAdmin: false, adminMfaRequired: true });

        await requireMfa(false);
        expect((await get(cookies, '/api/admin/stats')).statusCode).toBe(200);

        // Enrolled while not required (while required it takes the e-mailed link: admin-enrolment.routes.test.ts).
        const enrolled = await enrolledUser({ isAdmin: true });
        await requireMfa(true);
        expect((await get(enrolled.cookies, '/api/admin/stats')).statusCode).toBe(200);
        expect((await get(enrolled.cookies, '/api/me')).json().viewer).toMatchObject({
          isAdmin: true,
          adminMfaRequired: false,
        });
      } finally {
        await requireMfa(false);
      }
    });

    it('an admin resets a user’s MFA: it is off, their sessions are revoked and they are told', async () => {
      const admin = await createUser(test, { isAdmin: true });
      const adminCookies = jar(await signIn(test, admin));
      const user = await enrolledUser();

      const nobody = await post(adminCookies, '/api/admin/two-factor/reset', { email: 'nobody@example.test' });
      expect(nobody.statusCode).toBe(404);
      const notAdmin = await post(user.cookies, '/api/admin/two-factor/reset', { email: user.email });
      expect(notAdmin.statusCode).toBe(403);

      const reset = await post(adminCookies, '/api/admin/two-factor/reset', { email: user.email.toUpperCase() });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ userId: user.id, email: user.email });
      expect(await test.db.select().from(session).where(eq(session.userId, user.id))).toHaveLength(0);
      expect((await get(user.cookies, '/api/me')).json().viewer).toBeNull();
      expect(await subjectsTo(user.email)).toContain('Your two-factor authentication was reset');
      // The password alone signs in again.
      expect((await passwordStep(user)).response.json().twoFactorRedirect).toBeUndefined();

      const again = await post(adminCookies, '/api/admin/two-factor/reset', { email: user.email });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('two_factor.not_enabled');
      // One entry in the administrator activity log: the refused second reset wrote none.
      expect(await activityEntries(test, 'account.mfa_reset', user.id)).toMatchObject([
        { action: 'account.mfa_reset', after: { twoFactorEnabled: false } },
      ]);
    });
  });
});
