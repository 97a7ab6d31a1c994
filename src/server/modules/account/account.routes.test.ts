import { randomUUID } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefs, emailOutbox, expertProfiles, notifications, profiles, projects, session, user } from '../../db/schema';
import { TEST_ORIGIN, createTestApp, createUser, signIn, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) =>
  test.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });

const mailsTo = (email: string) =>
  test.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt));

/** A custom project with this client, as created when a quote is approved. */
async function projectOf(clientId: string) {
  return test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId,
        expertId: null,
        quoteId: randomUUID(),
        title: `Account test ${randomUUID().slice(0, 6)}`,
        totalPrice: 10_000,
        currency: 'gbp',
        milestones: [],
      },
      tx,
    ),
  );
}

/** A guest-style brief already linked to the user. */
async function briefOf(userId: string, email: string, goal: string) {
  const [row] = await test.db
    .insert(briefs)
    .values({
      userId,
      contactEmail: email,
      contactName: 'Owner',
      status: 'submitted',
      structuredBrief: { goal },
    } as typeof briefs.$inferInsert)
    .returning();
  return row!;
}

/** An expert application for the user. */
async function expertProfileOf(userId: string, headline: string) {
  await test.db.insert(expertProfiles).values({
    userId,
    headline,
    bio: `${headline} bio`,
    yearsExperience: 5,
    hourlyMin: 50,
    hourlyMax: 90,
    weeklyHours: 20,
    country: 'GB',
    timeZone: 'Europe/London',
  } as typeof expertProfiles.$inferInsert);
}

describe('account settings', () => {
  it('needs a session (401)', async () => {
    expect((await get('/api/account')).statusCode).toBe(401);
    expect((await get('/api/account/export')).statusCode).toBe(401);
    expect((await send('PUT', '/api/account/name', { name: 'X' })).statusCode).toBe(401);
    expect((await send('POST', '/api/account/delete', { email: 'a@b.c' })).statusCode).toBe(401);
  });

  it('changes the name on the account and the profile; refuses an empty one (400)', async () => {
    const me = await signedInUser(test, { fullName: 'Old Name' });
    const renamed = await send('PUT', '/api/account/name', { name: '  Ada Lovelace ' }, me.cookie);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ fullName: 'Ada Lovelace' });
    const [account] = await test.db.select().from(user).where(eq(user.id, me.id));
    expect(account!.name).toBe('Ada Lovelace');
    await expect
      .poll(async () => (await test.db.select().from(profiles).where(eq(profiles.userId, me.id)))[0]!.fullName)
      .toBe('Ada Lovelace');
    expect((await get('/api/me', me.cookie)).json().viewer.fullName).toBe('Ada Lovelace');
    expect((await send('PUT', '/api/account/name', { name: '   ' }, me.cookie)).statusCode).toBe(400);
  });

  it('changes the e-mail only once the link sent to the new address is opened; the profile follows', async () => {
    const me = await signedInUser(test);
    const newEmail = `new-${randomUUID().slice(0, 8)}@example.test`;
    const asked = await send(
      'POST',
      '/api/auth/change-email',
      { newEmail, password: me.password, callbackURL: '/account' },
      me.cookie,
    );
    expect(asked.statusCode).toBe(200);
    await expect.poll(async () => (await mailsTo(newEmail)).length, { timeout: 5000 }).toBe(1);
    expect((await mailsTo(me.email)).map((mail) => mail.subject)).toEqual(['Your e-mail address is being changed']);
    const [mail] = await mailsTo(newEmail);
    expect(mail!.subject).toBe('Confirm your new e-mail address');
    // Not changed yet.
    expect((await get('/api/account', me.cookie)).json().email).toBe(me.email);
    const link = new URL(/(http\S+verify-email\S+)/.exec(mail!.text)![1]!);
    const opened = await test.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    const [account] = await test.db.select().from(user).where(eq(user.id, me.id));
    expect(account!.email).toBe(newEmail);
    await expect
      .poll(async () => (await test.db.select().from(profiles).where(eq(profiles.userId, me.id)))[0]!.email)
      .toBe(newEmail);
  });

  it('lists the sessions with the current one marked, and signs out the others', async () => {
    const me = await signedInUser(test);
    const other = await signIn(test, me);
    const listed = await get('/api/account/sessions', me.cookie);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
    expect(JSON.stringify(sessions)).not.toContain('token');

    expect((await send('POST', '/api/account/sessions/revoke-others', {}, me.cookie)).statusCode).toBe(200);
    expect((await get('/api/me', other)).json().viewer).toBeNull();
    expect((await get('/api/me', me.cookie)).json().viewer.userId).toBe(me.id);
    expect((await get('/api/account/sessions', me.cookie)).json().sessions).toHaveLength(1);
  });

  it('changes the password with the current one and signs out every other session', async () => {
    const me = await signedInUser(test, { password: 'first password 123' });
    const other = await signIn(test, me);
    const changed = await send(
      'POST',
      '/api/auth/change-password',
      { currentPassword: me.password, newPassword: 'second password 456', revokeOtherSessions: true },
      me.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get('/api/me', other)).json().viewer).toBeNull();
    await signIn(test, { email: me.email, password: 'second password 456' });
  });
});

describe('notification e-mail preferences', () => {
  it('are on for activity and off for marketing by default; turning activity off stops its e-mails, not the in-app notification', async () => {
    const me = await signedInUser(test);
    expect((await get('/api/account', me.cookie)).json().preferences).toEqual({
      emailActivity: true,
      emailMarketing: false,
    });
    const notify = (title: string, category?: 'activity' | 'marketing') =>
      test.app.services.notifications.notify({
        userId: me.id,
        type: 'system',
        title,
        message: `${title} message`,
        email: { link: '/dashboard', category },
      });

    await notify('Before opting out');
    expect((await mailsTo(me.email)).map((m) => m.subject)).toEqual(['Before opting out']);
    await notify('A tip');
    await notify('Marketing tip', 'marketing');
    expect((await mailsTo(me.email)).map((m) => m.subject)).not.toContain('Marketing tip');

    const saved = await send(
      'PUT',
      '/api/account/preferences',
      { emailActivity: false, emailMarketing: true },
      me.cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ emailActivity: false, emailMarketing: true });

    const before = (await mailsTo(me.email)).length;
    await notify('Quote received after opting out');
    expect(await mailsTo(me.email)).toHaveLength(before);
    const inApp = await test.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(inApp.map((n) => n.title)).toContain('Quote received after opting out');
    await notify('Marketing after opting in', 'marketing');
    expect((await mailsTo(me.email)).map((m) => m.subject)).toContain('Marketing after opting in');

    // Security e-mails always go: a password reset still reaches the person.
    await send('POST', '/api/auth/request-password-reset', { email: me.email, redirectTo: '/reset-password' });
    await expect
      .poll(async () => (await mailsTo(me.email)).map((m) => m.subject), { timeout: 5000 })
      .toContain('Reset your password');
  });
});

describe('download my data', () => {
  it('is a JSON attachment with the person’s own profile, briefs, projects and notifications, and nobody else’s', async () => {
    const me = await signedInUser(test, { fullName: 'Export Owner' });
    const stranger = await signedInUser(test, { fullName: 'Stranger Person' });
    await briefOf(me.id, me.email, 'My own export goal');
    await briefOf(stranger.id, stranger.email, 'Stranger secret goal');
    await expertProfileOf(me.id, 'My expert headline');
    await expertProfileOf(stranger.id, 'Stranger expert headline');
    const mine = await projectOf(me.id);
    const theirs = await projectOf(stranger.id);
    await test.app.services.notifications.notify({ userId: me.id, type: 'system', title: 'Mine', message: 'm' });
    await test.app.services.notifications.notify({
      userId: stranger.id,
      type: 'system',
      title: 'Stranger notice',
      message: 's',
    });

    const response = await get('/api/account/export', me.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="outcome-marketplace-data-.*\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ userId: me.id, email: me.email });
    expect(data.profile).toMatchObject({ fullName: 'Export Owner', email: me.email });
    expect(data.expertProfile).toMatchObject({ userId: me.id, headline: 'My expert headline' });
    expect(data.briefs).toHaveLength(1);
    expect(data.briefs[0].structuredBrief.goal).toBe('My own export goal');
    expect(data.projects.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Mine']);
    for (const key of ['requests', 'quotes', 'orders']) expect(Array.isArray(data[key])).toBe(true);

    const text = response.body;
    for (const foreign of [
      stranger.id,
      stranger.email,
      'Stranger Person',
      'Stranger secret goal',
      'Stranger expert headline',
      theirs.id,
    ])
      expect(text).not.toContain(foreign);
  });
});

describe('delete my account', () => {
  it('is refused (409) while money is held in escrow for one of the person’s projects, and with a wrong e-mail (400)', async () => {
    const me = await signedInUser(test);
    const project = await projectOf(me.id);
    // The project is finished but 10,000 minor units are still held in its escrow.
    await test.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, project.id));
    await test.db.transaction((tx) =>
      test.app.services.ledger.record(
        {
          kind: 'escrow_funding',
          cause: 'order',
          causeId: randomUUID(),
          providerReference: 'cs_test_account',
          description: 'account test funding',
          currency: 'gbp',
          legs: [
            { account: 'client_funding', amount: -10_000, userId: me.id },
            { account: 'project_escrow', amount: 10_000, projectId: project.id },
          ],
        },
        tx,
      ),
    );
    expect(await test.app.services.ledger.escrowBalance(project.id, 'gbp')).toBe(10_000);

    expect((await send('POST', '/api/account/delete', { email: 'wrong@example.test' }, me.cookie)).statusCode).toBe(
      400,
    );
    const refused = await send('POST', '/api/account/delete', { email: me.email.toUpperCase() }, me.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('account.escrow_held');
    expect((await get('/api/me', me.cookie)).json().viewer.userId).toBe(me.id);
    await signIn(test, me);
  });

  it('is refused (409) while the person has an open project', async () => {
    const me = await signedInUser(test);
    await projectOf(me.id);
    const refused = await send('POST', '/api/account/delete', { email: me.email }, me.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('account.open_projects');
  });

  it('otherwise removes briefs and sessions, anonymises the account and keeps finished projects; sign-in then fails', async () => {
    const me = await signedInUser(test, { fullName: 'Leaving Person' });
    const other = await signIn(test, me);
    await briefOf(me.id, me.email, 'Brief to remove');
    await expertProfileOf(me.id, 'Expert leaving');
    await test.app.services.notifications.notify({ userId: me.id, type: 'system', title: 'Bye', message: 'b' });
    const project = await projectOf(me.id);
    await test.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, project.id));

    const deleted = await send('POST', '/api/account/delete', { email: me.email }, me.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });

    expect((await get('/api/me', me.cookie)).json().viewer).toBeNull();
    expect((await get('/api/me', other)).json().viewer).toBeNull();
    expect(await test.db.select().from(session).where(eq(session.userId, me.id))).toHaveLength(0);
    expect(await test.db.select().from(briefs).where(eq(briefs.userId, me.id))).toHaveLength(0);
    expect(await test.db.select().from(expertProfiles).where(eq(expertProfiles.userId, me.id))).toHaveLength(0);
    expect(await test.db.select().from(notifications).where(eq(notifications.userId, me.id))).toHaveLength(0);
    const [account] = await test.db.select().from(user).where(eq(user.id, me.id));
    expect(account!.email).toBe(`deleted-${me.id}@deleted.invalid`);
    expect(account!.name).toBe('Deleted user');
    const [profile] = await test.db.select().from(profiles).where(eq(profiles.userId, me.id));
    expect(profile).toMatchObject({ fullName: null, email: `deleted-${me.id}@deleted.invalid` });
    expect(profile!.deletedAt).not.toBeNull();
    // The project stays for the other party and the records.
    expect(await test.db.select().from(projects).where(eq(projects.id, project.id))).toHaveLength(1);

    const signInAgain = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '10.99.1.2',
      payload: { email: me.email, password: me.password },
    });
    expect(signInAgain.statusCode).toBe(401);
    // No user row still carries the address: it is free for a new sign-up.
    expect(await test.db.select().from(user).where(like(user.email, me.email))).toHaveLength(0);
  });

  it('leaves a second person untouched', async () => {
    const stranger = await createUser(test);
    const [row] = await test.db.select().from(user).where(eq(user.id, stranger.id));
    expect(row!.email).toBe(stranger.email);
  });
});
