import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../shared/domain/admin-activity';
import { adminSettings, profiles } from '../db/schema';
import { TEST_ORIGIN, createSecondInstance, createTestApp, signIn, signedInUser, type TestApp } from '../test/test-app';

// Two instances of the app on one database, as behind a load balancer: A takes the change, B must refuse (or see)
// it within a second (it does on its next request), although B serves signed-in reads from its session cache.
let test: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
let closeB: () => Promise<void>;
beforeAll(async () => {
  test = await createTestApp();
  a = test.app;
  ({ app: b, close: closeB } = await createSecondInstance(test));
});
afterAll(async () => {
  await closeB?.();
  await test?.close();
});

const me = async (app: FastifyInstance, cookie: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().viewer as { userId: string; fullName: string | null; isAdmin: boolean } | null;
};
const projects = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
const post = (app: FastifyInstance, cookie: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });

/** Both instances hold the session in their caches. */
async function cachedOnBoth(cookie: string) {
  for (const app of [a, b]) {
    expect(await me(app, cookie)).not.toBeNull();
    expect((await projects(app, cookie)).statusCode).toBe(200);
  }
}

/**
 * B answers this cookie as signed out (the viewer null, a signed-in read 401) on its very next request: within a
 * second is the requirement; a cache hit first hears of every change committed before it, so it is at once.
 */
async function refusedOnB(cookie: string) {
  expect(await me(b, cookie)).toBeNull();
  expect((await projects(b, cookie)).statusCode).toBe(401);
}

/** Changes a profile without firing its triggers: no instance hears of it, so only a fresh read can show it. */
const silentlyRename = (userId: string, fullName: string) =>
  // Only a superuser may turn triggers off this way; the app's role may not.
  test.ownerDb.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(profiles).set({ fullName }).where(eq(profiles.userId, userId));
  });

describe('the session cache', () => {
  it('serves a signed-in read without the database: a change nobody announces is not seen', async () => {
    const person = await signedInUser(test, { fullName: 'Cached Name' });
    await cachedOnBoth(person.cookie);
    await silentlyRename(person.id, 'Unannounced Name');
    expect((await me(a, person.cookie))?.fullName).toBe('Cached Name');
    expect((await me(b, person.cookie))?.fullName).toBe('Cached Name');
  });

  it('a cached viewer shows a profile change on every instance at once', async () => {
    const person = await signedInUser(test, { fullName: 'Before Rename' });
    await cachedOnBoth(person.cookie);
    const renamed = await a.inject({
      method: 'PUT',
      url: '/api/account/name',
      headers: { cookie: person.cookie, origin: TEST_ORIGIN },
      payload: { name: 'After Rename' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(a, person.cookie))?.fullName).toBe('After Rename');
    expect((await me(b, person.cookie))?.fullName).toBe('After Rename');
  });
});

describe('a session revoked on one instance is refused on another at once (required: within a second)', () => {
  it('sign-out', async () => {
    const person = await signedInUser(test);
    await cachedOnBoth(person.cookie);
    expect((await post(a, person.cookie, '/api/auth/sign-out')).statusCode).toBe(200);
    // The instance that signed it out forgets it at once.
    expect(await me(a, person.cookie)).toBeNull();
    await refusedOnB(person.cookie);
  });

  it('sign out other sessions (the current one keeps working)', async () => {
    const person = await signedInUser(test);
    const other = await signIn(test, person);
    await cachedOnBoth(person.cookie);
    await cachedOnBoth(other);
    expect((await post(a, person.cookie, '/api/account/sessions/revoke-others')).statusCode).toBe(200);
    await refusedOnB(other);
    expect(await me(b, person.cookie)).not.toBeNull();
  });

  it('password change (signing out the other sessions)', async () => {
    const person = await signedInUser(test, { password: 'first pass phrase 1' });
    const other = await signIn(test, person);
    await cachedOnBoth(other);
    const changed = await post(a, person.cookie, '/api/auth/change-password', {
      currentPassword: 'first pass phrase 1',
      newPassword: 'second pass phrase 2',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    await refusedOnB(other);
  });

  it('account deletion', async () => {
    const person = await signedInUser(test);
    const other = await signIn(test, person);
    await cachedOnBoth(person.cookie);
    await cachedOnBoth(other);
    expect((await post(a, person.cookie, '/api/account/delete', { email: person.email })).statusCode).toBe(200);
    await refusedOnB(person.cookie);
    await refusedOnB(other);
  });

  it('admin rights removed (and granted) show on every instance at once', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const stats = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: admin.cookie } });
    expect((await stats(a)).statusCode).toBe(200);
    expect((await stats(b)).statusCode).toBe(200);
    expect(await test.app.services.profiles.setAdminRights(admin.email, false, SYSTEM_ACTOR)).toBe(true);
    expect((await stats(b)).statusCode).toBe(403);
    expect((await me(b, admin.cookie))?.isAdmin).toBe(false);
    expect(await test.app.services.profiles.setAdminRights(admin.email, true, SYSTEM_ACTOR)).toBe(true);
    expect((await stats(b)).statusCode).toBe(200);
  });

  it('requiring MFA for admins applies at once to cached admins without it', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const stats = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: admin.cookie } });
    expect((await stats(b)).statusCode).toBe(200);
    const requireMfa = (enabled: boolean) =>
      test.db
        .update(adminSettings)
        .set({ settingValue: { enabled } })
        .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));
    await requireMfa(true);
    try {
      expect((await stats(b)).statusCode).toBe(403);
    } finally {
      await requireMfa(false);
    }
    expect((await stats(b)).statusCode).toBe(200);
  });
});

describe('while the LISTEN connection is down', () => {
  it('the cache is cleared and bypassed until it is back, then used again', async () => {
    const person = await signedInUser(test, { fullName: 'Name One' });
    await cachedOnBoth(person.cookie);
    const name = async () => (await me(b, person.cookie))?.fullName;
    // Keep the hubs from reconnecting while the test looks (the pool's open connections keep working).
    const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
    await admin.connect();
    const database = new URL(test.url).pathname.slice(1);
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
    try {
      await test.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = 'realtime-hub'`,
      );
      // Changes no notification announces (none could reach a lost connection anyway) are seen at once.
      await silentlyRename(person.id, 'Name Two');
      await expect.poll(name, { timeout: 1000, interval: 10 }).toBe('Name Two');
      await silentlyRename(person.id, 'Name Three');
      expect(await name()).toBe('Name Three');
      await silentlyRename(person.id, 'Name Four');
      expect(await name()).toBe('Name Four');
    } finally {
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    // Back (the hub retries every second): cached again, so an unannounced change is no longer seen. On a loaded
    // machine a heartbeat answered late (over 1 s) untrusts the connection again for a moment, hence the long wait.
    await expect
      .poll(
        async () => {
          await silentlyRename(person.id, 'Name Five');
          await me(b, person.cookie);
          await silentlyRename(person.id, 'Name Six');
          return name();
        },
        { timeout: 45_000, interval: 100 },
      )
      .toBe('Name Five');
  }, 90_000);
});
