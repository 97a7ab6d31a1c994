import { and, eq } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../../../shared/domain/admin-activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, emailOutbox, twoFactor } from '../../db/schema';
import { createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';
import { codeFor, jar, secretOf, twoFactorClient } from '../../test/two-factor-client';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(() => test?.close());

const { post, get, subjectsTo } = twoFactorClient(() => test);
const CONFIRM_SUBJECT = 'Confirm it is you to turn on two-factor authentication';

const requireMfa = (enabled: boolean) =>
  test.db
    .update(adminSettings)
    .set({ settingValue: { enabled } })
    .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));

/** The confirmation token in the latest enrolment link e-mailed to this address. */
async function mailedToken(email: string): Promise<string> {
  const mails = await test.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, CONFIRM_SUBJECT)));
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+confirm-enrolment=\S+/)?.[0];
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('confirm-enrolment')!;
}

describe('an admin without two-factor while it is required', () => {
  it('has no admin power, and enrols only with the link e-mailed to their address, which works once', async () => {
    const admin = await createUser(test, { isAdmin: true });
    const cookies = jar(await signIn(test, admin));
    await requireMfa(true);
    try {
      const refused = await get(cookies, '/api/admin/stats');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('auth.mfa_required');

      // The password alone (what a thief has) does not enrol an authenticator: a link goes to the owner's mailbox.
      const withoutLink = await post(cookies, '/api/auth/two-factor/enable', { password: admin.password });
      expect(withoutLink.statusCode).toBe(403);
      expect(withoutLink.json().error).toMatchObject({
        code: 'auth.admin_enrolment_confirmation_sent',
        message: expect.stringContaining("We e-mailed you a link to confirm it's you"),
      });
      expect(await test.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id))).toHaveLength(0);
      expect(await subjectsTo(admin.email)).toContain(CONFIRM_SUBJECT);
      const forged = await post(cookies, '/api/auth/two-factor/enable', {
        password: admin.password,
        confirmation: 'made-up-token',
      });
      expect(forged.statusCode).toBe(403);

      // Another admin's link does not open this one's enrolment.
      const other = await createUser(test, { isAdmin: true });
      const otherCookies = jar(await signIn(test, other));
      await post(otherCookies, '/api/auth/two-factor/enable', { password: other.password });
      const othersLink = await post(cookies, '/api/auth/two-factor/enable', {
        password: admin.password,
        confirmation: await mailedToken(other.email),
      });
      expect(othersLink.statusCode).toBe(403);

      const confirmation = await mailedToken(admin.email);
      const enabled = await post(cookies, '/api/auth/two-factor/enable', { password: admin.password, confirmation });
      expect(enabled.statusCode).toBe(200);
      const secret = secretOf(enabled.json().totpURI as string);
      // Used up: the same link does not start another enrolment.
      const again = await post(cookies, '/api/auth/two-factor/enable', { password: admin.password, confirmation });
      expect(again.statusCode).toBe(403);

      expect((await post(cookies, '/api/auth/two-factor/verify-totp', { code: codeFor(secret) })).statusCode).toBe(200);
      expect((await get(cookies, '/api/admin/stats')).statusCode).toBe(200);
    } finally {
      await requireMfa(false);
    }
  });

  it('while it is not required, or for anyone not an admin, enrolment needs no link', async () => {
    await requireMfa(true);
    try {
      const person = await createUser(test);
      const cookies = jar(await signIn(test, person));
      expect((await post(cookies, '/api/auth/two-factor/enable', { password: person.password })).statusCode).toBe(200);
    } finally {
      await requireMfa(false);
    }
    const admin = await createUser(test, { isAdmin: true });
    const cookies = jar(await signIn(test, admin));
    expect((await post(cookies, '/api/auth/two-factor/enable', { password: admin.password })).statusCode).toBe(200);
    expect(await subjectsTo(admin.email)).not.toContain(CONFIRM_SUBJECT);
  });
});

describe('admin grants', () => {
  it('are e-mailed to every admin, the new one included; removing rights or a repeated grant sends nothing', async () => {
    const existing = await Promise.all([createUser(test, { isAdmin: true }), createUser(test, { isAdmin: true })]);
    const person = await createUser(test, { email: 'granted.admin@example.test' });
    const subject = 'granted.admin@example.test is now an administrator';

    expect(await test.app.services.profiles.setAdminRights(person.email, true, SYSTEM_ACTOR)).toBe(true);
    for (const admin of [...existing, person]) expect(await subjectsTo(admin.email)).toEqual([subject]);
    const [mail] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, existing[0]!.email));
    expect(mail!.text).toContain('by system');

    await test.app.services.profiles.setAdminRights(person.email, true, SYSTEM_ACTOR);
    await test.app.services.profiles.setAdminRights(person.email, false, SYSTEM_ACTOR);
    for (const admin of [...existing, person]) expect(await subjectsTo(admin.email)).toEqual([subject]);
  });
});
