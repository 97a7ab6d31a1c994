import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSettings, firstAdminSetup, profiles, session, user } from '../../db/schema';
import { createLogger } from '../../logger';
import { activityEntries } from '../../test/admin-activity';
import { createTestApp, createUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createAuthService } from '../auth/auth.service';
import { createSetupService, SETUP_LINK_SHARED_START_MS, type SetupDeps } from './setup.service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(() => test?.close());

/** Each test starts as a fresh install: no admin, no link issued. */
beforeEach(async () => {
  await test.db.delete(firstAdminSetup);
  await test.db.update(profiles).set({ isAdmin: false });
  await test.db
    .update(adminSettings)
    .set({ settingValue: { enabled: true } })
    .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));
});

/** The link the start-up would log (this app's own instance issues it). */
async function issuedToken(): Promise<string> {
  const issue = await test.app.services.setup.issueLink();
  if (issue.status !== 'issued') throw new Error(`no link issued: ${issue.status}`);
  return issue.token;
}

const check = (token: string) => test.app.inject({ method: 'GET', url: `/api/setup/${token}` });

let addressCounter = 0;
const submit = (token: string, payload: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url: `/api/setup/${token}`,
    remoteAddress: `198.51.100.${(addressCounter++ % 250) + 1}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload,
  });

let people = 0;
const firstAdmin = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Olivia Operator',
  email: `olivia.${++people}@example.test`,
  password: 'staple orbit canyon 42',
  ...overrides,
});

const adminCount = async () => (await test.db.select().from(profiles).where(eq(profiles.isAdmin, true))).length;

/** A setup service like the app's, as another instance (or a later start) would build it. */
function anotherInstance(overrides: Partial<SetupDeps> = {}) {
  const { profiles: profilesService, activity, settings } = test.app.services;
  return createSetupService({
    db: test.db,
    accounts: createAuthService({ db: test.db }),
    profiles: profilesService,
    activity,
    settings,
    signIn: async () => [],
    adminEnrolment: { issue: async () => 'confirmation' },
    publicUrl: 'https://market.example.test',
    logger: createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    instance: 'web-2:3000',
    ...overrides,
  });
}

describe('first-admin setup link', () => {
  it('is issued only while no admin exists, and only its SHA-256 is stored', async () => {
    const issue = await test.app.services.setup.issueLink();
    expect(issue.status).toBe('issued');
    if (issue.status !== 'issued') return;
    expect(issue.url).toBe(`http://localhost:3999/setup/${issue.token}`);
    expect(issue.token).toMatch(/^[\w-]{43}$/);
    expect(issue.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(issue.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const [row] = await test.db.select().from(firstAdminSetup);
    expect(row!.tokenHash).toBe(createHash('sha256').update(issue.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(issue.token);

    const opened = await check(issue.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ expiresAt: issue.expiresAt.toISOString() });

    // An admin exists (e.g. made with npm run admin:create): no link, and the one issued stops working.
    await createUser(test, { isAdmin: true });
    expect(await test.app.services.setup.issueLink()).toEqual({ status: 'closed', reason: 'admin_exists' });
    const closed = await check(issue.token);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual({
      error: { code: 'setup.link_invalid', message: 'This setup link is no longer valid.' },
    });
    const refused = await submit(issue.token, firstAdmin());
    expect(refused.statusCode).toBe(404);
    expect(await adminCount()).toBe(1);
  });

  it('logs the link once per start while no admin exists, at warn', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, sink);
    const issue = await anotherInstance({ logger }).announce();
    expect(issue?.status).toBe('issued');
    if (issue?.status !== 'issued') return;
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line.level).toBe(40);
    expect(line.setupUrl).toBe(`https://market.example.test/setup/${issue.token}`);
    expect(line.msg).toContain(`https://market.example.test/setup/${issue.token}`);
    expect(line.msg).toContain('within 1 hour');

    await createUser(test, { isAdmin: true });
    lines.length = 0;
    expect(await anotherInstance({ logger }).announce()).toEqual({ status: 'closed', reason: 'admin_exists' });
    expect(lines).toEqual([]);
  });

  it('a new start issues a new link and the old one stops working', async () => {
    const first = await issuedToken();
    const second = await issuedToken();
    expect(second).not.toBe(first);
    expect((await check(first)).statusCode).toBe(404);
    expect((await check(second)).statusCode).toBe(200);
    expect(await test.db.select().from(firstAdminSetup)).toHaveLength(1);
  });

  it('instances starting together keep the one link another instance just issued; later starts replace it', async () => {
    const token = await issuedToken();
    const issuedAt = Date.now();
    const peer = await anotherInstance().issueLink();
    expect(peer).toMatchObject({ status: 'issued_elsewhere', issuedBy: expect.stringMatching(/:3999$/) });
    expect((await check(token)).statusCode).toBe(200);

    // Starting together: one link in the database whichever order they take the lock in.
    const together = await Promise.all(
      ['web-3:3000', 'web-4:3000', 'web-5:3000'].map((instance) => anotherInstance({ instance }).issueLink()),
    );
    expect(together.map((issue) => issue.status)).toEqual(['issued_elsewhere', 'issued_elsewhere', 'issued_elsewhere']);

    const later = await anotherInstance({
      now: () => new Date(issuedAt + SETUP_LINK_SHARED_START_MS + 1000),
    }).issueLink();
    expect(later.status).toBe('issued');
    expect((await check(token)).statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    const token = await issuedToken();
    await test.db.update(firstAdminSetup).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await check(token)).statusCode).toBe(404);
    const refused = await submit(token, firstAdmin());
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('setup.link_invalid');
    expect(await adminCount()).toBe(0);
  });

  it('refuses unknown and malformed tokens alike', async () => {
    await issuedToken();
    for (const token of ['not-the-token', 'x'.repeat(43), '%00'])
      expect((await check(encodeURIComponent(token))).statusCode).toBe(404);
  });
});

describe('creating the first admin', () => {
  it('creates a confirmed admin account, signs it in, records it in the activity log and closes setup', async () => {
    const token = await issuedToken();
    const person = firstAdmin({ email: 'Olivia.Ops@Example.test' });
    const created = await submit(token, person);
    expect(created.statusCode).toBe(200);
    const { enrolmentConfirmation } = created.json() as { enrolmentConfirmation: string };
    expect(created.json()).toEqual({ signedIn: true, mfaRequired: true, enrolmentConfirmation: expect.any(String) });

    const [account] = await test.db.select().from(user).where(eq(user.email, 'olivia.ops@example.test'));
    expect(account).toMatchObject({ name: 'Olivia Operator', emailVerified: true });
    const [profile] = await test.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile).toMatchObject({ isAdmin: true, fullName: 'Olivia Operator' });
    expect(await test.db.select().from(session).where(eq(session.userId, account!.id))).toHaveLength(1);

    // The browser is signed in; while MFA is required the admin holds no admin power until it is on.
    const cookie = created.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = (await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    expect(me.viewer).toMatchObject({ email: 'olivia.ops@example.test', isAdmin: false, adminMfaRequired: true });
    // The setup link proved who they are: its confirmation (not an e-mailed one) lets them turn two-factor on.
    const enable = (payload: Record<string, string>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/enable',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload,
      });
    expect((await enable({ password: person.password })).statusCode).toBe(403);
    const enabled = await enable({ password: person.password, confirmation: enrolmentConfirmation });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().totpURI).toMatch(/^otpauth:\/\/totp\//);

    const [entry, ...more] = await activityEntries(test, 'account.first_admin_created', account!.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: account!.id,
      actorEmail: 'olivia.ops@example.test',
      ip: expect.stringMatching(/^198\.51\.100\./),
      targetType: 'account',
      after: { email: 'olivia.ops@example.test', fullName: 'Olivia Operator', isAdmin: true },
    });

    const [row] = await test.db.select().from(firstAdminSetup);
    expect(row).toMatchObject({ adminUserId: account!.id, completedAt: expect.any(Date) });
  });

  it('a used link is refused, and setup stays closed even if the admin is later removed', async () => {
    const token = await issuedToken();
    expect((await submit(token, firstAdmin())).statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(404);
    const again = await submit(token, firstAdmin());
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('This setup link is no longer valid.');
    expect(await adminCount()).toBe(1);

    await test.db.update(profiles).set({ isAdmin: false });
    expect(await test.app.services.setup.issueLink()).toEqual({ status: 'closed', reason: 'completed' });
    expect((await check(token)).statusCode).toBe(404);
  });

  it('two submissions of the same link at once create exactly one admin', async () => {
    const token = await issuedToken();
    const answers = await Promise.all([
      submit(token, firstAdmin()),
      submit(token, firstAdmin()),
      submit(token, firstAdmin()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    expect(await adminCount()).toBe(1);
    const created = await test.db.select().from(firstAdminSetup);
    expect((await activityEntries(test, 'account.first_admin_created', created[0]!.adminUserId!)).length).toBe(1);
  });

  it('keeps sign-up password rules, and a refused attempt leaves the link working', async () => {
    const token = await issuedToken();
    const short = await submit(token, firstAdmin({ password: 'short1' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('The password must be at least 8 characters long.');
    const common = await submit(token, firstAdmin({ password: 'password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe('auth.password_too_weak');
    const unnamed = await submit(token, firstAdmin({ fullName: '  ' }));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.fields.fullName).toBe('Please enter your full name.');
    expect(await adminCount()).toBe(0);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('refuses an e-mail address another account already uses', async () => {
    const token = await issuedToken();
    const existing = await createUser(test, { email: 'taken.address@example.test' });
    const taken = await submit(token, firstAdmin({ email: 'Taken.Address@example.test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('setup.email_taken');
    const [profile] = await test.db.select().from(profiles).where(eq(profiles.userId, existing.id));
    expect(profile!.isAdmin).toBe(false);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('answers that MFA is not needed when require_mfa_for_admins is off', async () => {
    await test.db
      .update(adminSettings)
      .set({ settingValue: { enabled: false } })
      .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));
    const created = await submit(await issuedToken(), firstAdmin());
    expect(created.json()).toMatchObject({ signedIn: true, mfaRequired: false });
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '3' });
  });
  afterAll(() => limited?.close());

  it('limits setup submissions per address like sign-up', async () => {
    const post = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/setup/guessed-token',
        remoteAddress: '192.0.2.99',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: firstAdmin(),
      });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await post()).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
