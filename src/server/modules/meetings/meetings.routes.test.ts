import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email';
import { GOOGLE_MEET_PLACEHOLDER_URL } from './meeting-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, inOneDay, JITSI, setRecording, setup, times } from '../../test/meetings';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ JITSI_BASE_URL: JITSI });
});
afterAll(async () => {
  await test?.close();
});

describe('meetings: access', () => {
  it('non-participants get 404 on list, create, from-chat and the calendar file; signed out 401', async () => {
    const { client, stranger, url } = await setup(test);
    const created = await call(test, 'POST', url, client.cookie, { provider: 'jitsi', title: 'Kick-off', ...times() });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call(test, 'GET', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call(test, 'POST', url, stranger.cookie, { provider: 'jitsi', title: 'Intrude' })).statusCode).toBe(
      404,
    );
    expect(
      (await call(test, 'POST', `${url}/from-chat`, stranger.cookie, { title: 'x', joinUrl: 'https://x.test' }))
        .statusCode,
    ).toBe(404);
    expect((await call(test, 'GET', `${url}/${id}/ics`, stranger.cookie)).statusCode).toBe(404);
    expect((await call(test, 'GET', url, undefined)).statusCode).toBe(401);
    // A meeting id from another project (same people) is not found through that project.
    const other = await test.db.transaction((tx) =>
      test.app.services.projects.createCustomProject(
        {
          clientId: client.id,
          expertId: stranger.id,
          quoteId: randomUUID(),
          title: 'Other',
          totalPrice: 100_000,
          currency: 'gbp',
          milestones: [{ title: 'Only', description: 'All of it', amount: 100_000 }],
          deliverables: [],
        },
        tx,
      ),
    );
    const elsewhere = await call(test, 'GET', `/api/projects/${other.id}/meetings/${id}/ics`, client.cookie);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('participants and admins list the meetings with the recording settings and the Google status', async () => {
    const { client, expert, admin, url } = await setup(test);
    await call(test, 'POST', url, expert.cookie, { provider: 'zoom', title: 'Sync', joinUrl: 'https://zoom.us/j/1' });
    for (const who of [client, expert, admin]) {
      const list = await call(test, 'GET', url, who.cookie);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        meetings: [
          { title: 'Sync', provider: 'zoom', joinUrl: 'https://zoom.us/j/1', organizer: { name: 'Eve Expert' } },
        ],
        recording: {
          enabled: true,
          defaultOn: false,
          privacyNote: 'Recording requires consent. Participants are notified.',
        },
        google: { available: false, connected: false },
      });
    }
  });
});

describe('meetings: validation (spec section 5, word for word)', () => {
  it('title required: "Please enter a meeting title"', async () => {
    const { client, url } = await setup(test);
    for (const title of [undefined, '', '   ']) {
      const response = await call(test, 'POST', url, client.cookie, { provider: 'jitsi', title });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Please enter a meeting title');
    }
  });

  it('Zoom, Teams and manual need a URL: "Please enter a meeting URL"; only http(s) links', async () => {
    const { client, url } = await setup(test);
    for (const provider of ['zoom', 'teams', 'manual']) {
      const missing = await call(test, 'POST', url, client.cookie, { provider, title: 'Review' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toContain('Please enter a meeting URL');
      const script = await call(test, 'POST', url, client.cookie, {
        provider,
        title: 'Review',
        joinUrl: 'javascript:alert(1)',
      });
      expect(script.statusCode).toBe(400);
      expect(script.json().error.message).toContain('Please enter a link starting with http:// or https://');
      const ok = await call(test, 'POST', url, client.cookie, {
        provider,
        title: 'Review',
        joinUrl: 'https://teams.example.test/l/meetup-join/abc',
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ provider, joinUrl: 'https://teams.example.test/l/meetup-join/abc' });
    }
  });

  it('Google Meet needs start and end: "Please select start and end times for Google Meet"; the end after the start', async () => {
    const { client, url } = await setup(test);
    for (const body of [{}, { startsAt: times().startsAt }, { endsAt: times().endsAt }]) {
      for (const provider of ['google_meet', 'google']) {
        const response = await call(test, 'POST', url, client.cookie, { provider, title: 'Plan', ...body });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toContain('Please select start and end times for Google Meet');
      }
    }
    const start = inOneDay();
    const backwards = await call(test, 'POST', url, client.cookie, {
      provider: 'google_meet',
      title: 'Plan',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() - 60_000).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toContain('The meeting must end after it starts');
  });

  it('manual meeting from the chat: title and link required ("Please fill in the required fields"); times optional', async () => {
    const { client, url } = await setup(test);
    for (const body of [{ joinUrl: 'https://x.test/m' }, { title: 'Call' }, { title: ' ', joinUrl: ' ' }]) {
      const response = await call(test, 'POST', `${url}/from-chat`, client.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Please fill in the required fields');
    }
    const ok = await call(test, 'POST', `${url}/from-chat`, client.cookie, {
      title: 'Call',
      joinUrl: 'https://whereby.example.test/room',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ provider: 'manual', startsAt: null, endsAt: null });
  });
});

describe('meetings: providers', () => {
  it('Jitsi: a room on the configured host with an unguessable name (130 random bits), meeting_id = room name', async () => {
    const { client, url } = await setup(test);
    const rooms = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await call(test, 'POST', url, client.cookie, { provider: 'jitsi', title: 'Weekly sync: Q3!' });
      expect(response.statusCode).toBe(201);
      const meeting = response.json();
      expect(meeting.meetingId).toMatch(/^TeamSmith-WeeklySyncQ3-[a-z2-7]{26}$/);
      expect(meeting.joinUrl).toBe(`${JITSI}/${meeting.meetingId}`);
      rooms.add(meeting.meetingId);
    }
    expect(rooms.size).toBe(5);
  });

  it('Google Meet without a connected Google account is the placeholder meeting', async () => {
    const { client, url } = await setup(test);
    const response = await call(test, 'POST', url, client.cookie, { provider: 'google', title: 'Plan', ...times() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      provider: 'google_meet',
      joinUrl: GOOGLE_MEET_PLACEHOLDER_URL,
      meetingId: null,
      placeholder: true,
    });
  });
});

describe('meetings: recording consent follows the Meetings & Recording settings', () => {
  it('off: never consented (even when asked); on with default-on: consented by default, the bot invited by e-mail', async () => {
    const app = await createTestApp();
    try {
      const { client, admin, url } = await setup(app);
      await setRecording(app, admin, { enabled: false, defaultOn: false, botEmail: 'bot@fireflies.test' });
      const off = await call(app, 'POST', url, client.cookie, {
        provider: 'zoom',
        title: 'Off',
        joinUrl: 'https://zoom.us/j/2',
        recordingConsent: true,
        ...times(),
      });
      expect(off.json().recordingConsent).toBe(false);
      expect((await call(app, 'GET', url, client.cookie)).json().recording).toMatchObject({ enabled: false });
      expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'bot@fireflies.test'))).toHaveLength(0);

      await setRecording(app, admin, { enabled: true, defaultOn: true, botEmail: 'bot@fireflies.test' });
      expect((await call(app, 'GET', url, client.cookie)).json().recording).toMatchObject({
        enabled: true,
        defaultOn: true,
      });
      const byDefault = await call(app, 'POST', url, client.cookie, {
        provider: 'zoom',
        title: 'Recorded',
        joinUrl: 'https://zoom.us/j/3',
        ...times(),
      });
      expect(byDefault.json().recordingConsent).toBe(true);
      const botMail = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'bot@fireflies.test'));
      expect(botMail).toHaveLength(1);
      expect(botMail[0]!.attachments![0]!.content).toContain('ATTENDEE;CN="Recording bot"');
      expect(botMail[0]!.attachments![0]!.content).toContain('mailto:bot@fireflies.test');

      const declined = await call(app, 'POST', url, client.cookie, {
        provider: 'zoom',
        title: 'Not recorded',
        joinUrl: 'https://zoom.us/j/4',
        recordingConsent: false,
        ...times(),
      });
      expect(declined.json().recordingConsent).toBe(false);
      expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'bot@fireflies.test'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
