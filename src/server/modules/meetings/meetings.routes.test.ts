import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '../../db/schema/chat';
import { emailOutbox } from '../../db/schema/email';
import { googleConnections, meetings } from '../../db/schema/meetings';
import { notifications } from '../../db/schema/notifications';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';
import { createMeetingsService, GOOGLE_MEET_PLACEHOLDER_URL } from './meetings.service';

const JITSI = 'https://jitsi.example.test';
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ JITSI_BASE_URL: JITSI });
});
afterAll(async () => {
  await test?.close();
});

type Cookie = string | undefined;
const call = (app: TestApp, method: 'GET' | 'POST', url: string, cookie: Cookie, payload?: Record<string, unknown>) =>
  app.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** A custom project with a client and an expert, plus an admin and a stranger. */
async function setup(app: TestApp = test, title = 'Churn model') {
  const client = await signedInUser(app, { fullName: 'Carla Client' });
  const expert = await signedInUser(app, { fullName: 'Eve Expert' });
  const admin = await signedInUser(app, { fullName: 'Ada Admin', isAdmin: true });
  const stranger = await signedInUser(app, { fullName: 'Sam Stranger' });
  const project = await app.db.transaction((tx) =>
    app.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: expert.id,
        quoteId: randomUUID(),
        title,
        totalPrice: 600_000,
        currency: 'gbp',
        milestones: [{ title: 'Discovery', description: 'Interviews', amount: 600_000 }],
        deliverables: [],
      },
      tx,
    ),
  );
  return { client, expert, admin, stranger, projectId: project.id, url: `/api/projects/${project.id}/meetings` };
}

async function setRecording(
  app: TestApp,
  admin: { id: string; email: string },
  values: { enabled: boolean; defaultOn: boolean; botEmail: string },
) {
  const who = { userId: admin.id, email: admin.email, ip: null };
  await app.app.services.settings.update('fireflies_enabled', { enabled: values.enabled }, who);
  await app.app.services.settings.update('fireflies_bot_email', { email: values.botEmail }, who);
  if (values.enabled)
    await app.app.services.settings.update('fireflies_default_on', { enabled: values.defaultOn }, who);
}

const inOneDay = () => new Date(Date.now() + 86_400_000);
const times = (hours = 1) => {
  const start = inOneDay();
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + hours * 3_600_000).toISOString() };
};

describe('meetings: access', () => {
  it('non-participants get 404 on list, create, from-chat and the calendar file; signed out 401', async () => {
    const { client, stranger, url } = await setup();
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
    const { client, expert, admin, url } = await setup();
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
    const { client, url } = await setup();
    for (const title of [undefined, '', '   ']) {
      const response = await call(test, 'POST', url, client.cookie, { provider: 'jitsi', title });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Please enter a meeting title');
    }
  });

  it('Zoom, Teams and manual need a URL: "Please enter a meeting URL"; only http(s) links', async () => {
    const { client, url } = await setup();
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
    const { client, url } = await setup();
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
    const { client, url } = await setup();
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
    const { client, url } = await setup();
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
    const { client, url } = await setup();
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

describe('meetings: calendar file and invitations', () => {
  it('GET .../ics is RFC 5545: CRLF, UTC times, escaped text, folded at 75 octets, an organizer and no attendee', async () => {
    const { client, expert, url } = await setup(test, 'Data, strategy; and more');
    const title = 'Kick-off, Q3; budget \\ scope — “naïve” review with a very long title that must fold somewhere';
    const start = new Date('2031-03-04T09:30:00.000Z');
    const created = await call(test, 'POST', url, client.cookie, {
      provider: 'zoom',
      title,
      joinUrl: 'https://zoom.us/j/123?pwd=a,b;c',
      startsAt: '2031-03-04T10:30:00+01:00',
      endsAt: '2031-03-04T11:15:00+01:00',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const response = await call(test, 'GET', `${url}/${id}/ics`, expert.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const raw = response.body;
    expect(raw.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(raw.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = raw.replace(/\r\n /g, '');
    expect(start.toISOString()).toBe('2031-03-04T09:30:00.000Z');
    expect(unfolded).toContain('\r\nDTSTART:20310304T093000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20310304T101500Z\r\n');
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`\r\nUID:${id}@localhost\r\n`);
    expect(unfolded).toContain(
      '\r\nSUMMARY:Kick-off\\, Q3\\; budget \\\\ scope — “naïve” review with a very long title that must fold somewhere\r\n',
    );
    expect(unfolded).toContain('\r\nURL:https://zoom.us/j/123?pwd=a,b;c\r\n');
    expect(unfolded).toContain('\r\nLOCATION:https://zoom.us/j/123?pwd=a\\,b\\;c\r\n');
    expect(unfolded).toContain(
      '\r\nDESCRIPTION:Join: https://zoom.us/j/123?pwd=a\\,b\\;c\\nProject: Data\\, strategy\\; and more\\n',
    );
    expect(unfolded).toContain(`\r\nORGANIZER;CN="Carla Client":mailto:${client.email}\r\n`);
    // A download is a PUBLISH, which RFC 5546 §3.2.1 allows no ATTENDEE in.
    expect(unfolded).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(unfolded).not.toContain('ATTENDEE');
    // Folding never splits a UTF-8 character: every folded line is valid UTF-8 on its own.
    for (const line of raw.split('\r\n')) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);

    // Without times there is nothing to put in a calendar.
    const untimed = await call(test, 'POST', `${url}/from-chat`, client.cookie, {
      title: 'Ad hoc',
      joinUrl: 'https://x.test/r',
    });
    const noTime = await call(test, 'GET', `${url}/${untimed.json().id}/ics`, client.cookie);
    expect(noTime.statusCode).toBe(409);
  });

  it('every participant is notified (linking to the Meetings tab) and e-mailed the .ics as an attachment', async () => {
    const { client, expert, projectId, url } = await setup();
    const created = await call(test, 'POST', url, expert.cookie, { provider: 'jitsi', title: 'Demo day', ...times(2) });
    const meeting = created.json();
    for (const who of [client, expert]) {
      const [row] = await test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'meeting_scheduled')));
      expect(row).toMatchObject({ relatedId: projectId, title: 'Meeting scheduled: Demo day' });
      expect(row!.message).toContain(meeting.joinUrl);
      const mails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, who.email));
      const mail = mails.find((m) => m.subject === 'Meeting scheduled: Demo day');
      expect(mail).toBeDefined();
      expect(mail!.text).toContain(`/project/${projectId}?tab=meetings`);
      expect(mail!.attachments).toHaveLength(1);
      const [ics] = mail!.attachments!;
      // The client is invited; the expert, who organizes it, gets the event to keep rather than a request.
      const method = who === client ? 'REQUEST' : 'PUBLISH';
      expect(ics).toMatchObject({
        filename: 'Demo-day.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      });
      expect(ics!.content).toContain(`METHOD:${method}`);
      expect(ics!.content.replace(/\r\n /g, '')).toContain(`URL:${meeting.joinUrl}`);
      expect(ics!.content.replace(/\r\n /g, '')).toContain(`\r\nORGANIZER;CN="Eve Expert":mailto:${expert.email}\r\n`);
      if (who === client)
        expect(ics!.content.replace(/\r\n /g, '')).toContain(
          `\r\nATTENDEE;CN="Carla Client";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${client.email}\r\n`,
        );
      else expect(ics!.content).not.toContain('ATTENDEE');
    }
  });

  it('a meeting from the chat is announced in the chat; a failed announcement is only logged', async () => {
    const { client, projectId, url } = await setup();
    const created = await call(test, 'POST', `${url}/from-chat`, client.cookie, {
      title: 'Design review',
      joinUrl: 'https://meet.example.test/design',
      ...times(),
    });
    expect(created.statusCode).toBe(201);
    const [announcement] = await test.db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.meetingId, created.json().id));
    expect(announcement).toMatchObject({ projectId, userId: client.id, kind: 'meeting_announcement' });
    expect(announcement!.message).toContain('Design review');
    expect(announcement!.message).toContain('https://meet.example.test/design');

    // The same service with a chat that fails: the meeting is still created, the failure logged.
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const services = test.app.services;
    const failing = createMeetingsService({
      db: test.db,
      projects: services.projects,
      profiles: services.profiles,
      settings: services.settings,
      notifications: services.notifications,
      mailer: services.mailer,
      chat: { postAnnouncement: async () => Promise.reject(new Error('chat is down')) },
      jitsiBaseUrl: JITSI,
      google: null,
      authSecret: 'x'.repeat(40),
      publicUrl: 'http://localhost:3999',
      logger,
    });
    const viewer = {
      userId: client.id,
      email: client.email,
      emailVerified: true,
      fullName: 'Carla Client',
      isAdmin: false,
      mfaEnabled: false,
      adminMfaRequired: false,
      bankTransferEnabled: false,
    };
    const meeting = await failing.createFromChat(viewer, projectId, {
      title: 'Still here',
      joinUrl: 'https://x.test/y',
    });
    expect(await test.db.select().from(meetings).where(eq(meetings.id, meeting.id))).toHaveLength(1);
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'meeting announcement in chat failed', meetingId: meeting.id }),
    ]);
  });

  it('listForProject gives the assistant the meetings oldest start first, untimed last', async () => {
    const { client, projectId, url } = await setup();
    const later = new Date(Date.now() + 3 * 86_400_000);
    await call(test, 'POST', url, client.cookie, {
      provider: 'zoom',
      title: 'Later',
      joinUrl: 'https://zoom.us/j/9',
      startsAt: later.toISOString(),
      endsAt: new Date(later.getTime() + 3_600_000).toISOString(),
    });
    await call(test, 'POST', url, client.cookie, { provider: 'jitsi', title: 'Untimed' });
    await call(test, 'POST', url, client.cookie, { provider: 'jitsi', title: 'Sooner', ...times() });
    const list = await test.app.services.meetings.listForProject(projectId);
    expect(list.map((m) => m.title)).toEqual(['Sooner', 'Later', 'Untimed']);
    expect(list[0]).toMatchObject({
      provider: 'jitsi',
      joinUrl: expect.stringMatching(/^https:\/\/jitsi\.example\.test\//),
    });
    expect(list[0]!.startsAt).toBeInstanceOf(Date);
  });
});

/** A stand-in for Google's token endpoint and Calendar API, on a local port, recording what it was sent. */
function startGoogle() {
  const calls: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let tokenCount = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      calls.push({ method: request.method!, path: request.url!, headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token') {
        const form = new URLSearchParams(body);
        tokenCount++;
        const idToken = `x.${Buffer.from(JSON.stringify({ email: 'organizer@gmail.test' })).toString('base64url')}.y`;
        response.end(
          JSON.stringify(
            form.get('grant_type') === 'refresh_token'
              ? { access_token: `access-refreshed-${tokenCount}`, expires_in: 3600 }
              : { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600, id_token: idToken },
          ),
        );
        return;
      }
      if (request.method === 'POST' && request.url!.startsWith('/calendar/v3/calendars/primary/events')) {
        response.end(
          JSON.stringify({
            id: 'evt123',
            hangoutLink: 'https://meet.google.com/abc-defg-hij',
            conferenceData: { entryPoints: [{ entryPointType: 'video', uri: 'https://meet.google.com/abc-defg-hij' }] },
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  return new Promise<{ server: Server; base: string; calls: typeof calls }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }),
    ),
  );
}

describe('meetings: Google Meet through the organizer’s connected Google Calendar', () => {
  it('connect (consent with calendar.events) → callback stores encrypted tokens → the Calendar API makes the Meet link', async () => {
    const google = await startGoogle();
    const app = await createTestApp({
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      GOOGLE_CALENDAR_API_URL: `${google.base}/calendar/v3`,
      GOOGLE_OAUTH_TOKEN_URL: `${google.base}/token`,
    });
    try {
      const { client, expert, admin, stranger, projectId, url } = await setup(app);
      await setRecording(app, admin, { enabled: true, defaultOn: false, botEmail: 'bot@fireflies.test' });
      expect((await call(app, 'GET', url, client.cookie)).json().google).toEqual({ available: true, connected: false });

      // A stranger cannot start a connection for this project.
      expect(
        (await call(app, 'GET', `/api/meetings/google/connect?projectId=${projectId}`, stranger.cookie)).statusCode,
      ).toBe(404);
      const connect = await call(app, 'GET', `/api/meetings/google/connect?projectId=${projectId}`, client.cookie);
      expect(connect.statusCode).toBe(302);
      const consent = new URL(connect.headers.location as string);
      expect(consent.origin + consent.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(consent.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/calendar.events');
      expect(consent.searchParams.get('access_type')).toBe('offline');
      expect(consent.searchParams.get('redirect_uri')).toBe('http://localhost:3999/api/meetings/google/callback');
      const state = consent.searchParams.get('state')!;

      // The state belongs to the client: another person (or a forged state) cannot use it.
      const wrongUser = await call(
        app,
        'GET',
        `/api/meetings/google/callback?code=c&state=${encodeURIComponent(state)}`,
        expert.cookie,
      );
      expect(wrongUser.statusCode).toBe(400);
      const forged = await call(
        app,
        'GET',
        `/api/meetings/google/callback?code=c&state=${encodeURIComponent(state)}x`,
        client.cookie,
      );
      expect(forged.statusCode).toBe(400);

      const callback = await call(
        app,
        'GET',
        `/api/meetings/google/callback?code=the-code&state=${encodeURIComponent(state)}`,
        client.cookie,
      );
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe(`/project/${projectId}?tab=meetings&google=connected`);
      const exchange = new URLSearchParams(google.calls.find((c) => c.path === '/token')!.body);
      expect(Object.fromEntries(exchange)).toMatchObject({
        code: 'the-code',
        grant_type: 'authorization_code',
        client_id: 'client-id.apps.googleusercontent.com',
        client_secret: 'client-secret',
      });
      const [connection] = await app.db.select().from(googleConnections).where(eq(googleConnections.userId, client.id));
      expect(connection).toMatchObject({ googleEmail: 'organizer@gmail.test' });
      expect(connection!.accessTokenEncrypted).not.toContain('access-1');
      expect(connection!.refreshTokenEncrypted).not.toContain('refresh-1');
      const listed = await call(app, 'GET', url, client.cookie);
      expect(listed.json().google).toEqual({ available: true, connected: true });
      expect(listed.body).not.toContain('access-1');

      const created = await call(app, 'POST', url, client.cookie, {
        provider: 'google_meet',
        title: 'Roadmap',
        recordingConsent: true,
        ...times(),
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        provider: 'google_meet',
        joinUrl: 'https://meet.google.com/abc-defg-hij',
        meetingId: 'evt123',
        placeholder: false,
        recordingConsent: true,
      });
      const insert = google.calls.find((c) => c.method === 'POST' && c.path.startsWith('/calendar/v3/'))!;
      expect(insert.path).toBe('/calendar/v3/calendars/primary/events?conferenceDataVersion=1&sendUpdates=none');
      expect(insert.headers.authorization).toBe('Bearer access-1');
      const event = JSON.parse(insert.body);
      expect(event).toMatchObject({
        summary: 'Roadmap',
        conferenceData: { createRequest: { conferenceSolutionKey: { type: 'hangoutsMeet' } } },
      });
      expect(event.attendees.map((a: { email: string }) => a.email).sort()).toEqual(
        [expert.email, 'bot@fireflies.test'].sort(),
      );

      // An expired access token is refreshed with the refresh token before the next event.
      await app.db
        .update(googleConnections)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(googleConnections.userId, client.id));
      const second = await call(app, 'POST', url, client.cookie, {
        provider: 'google_meet',
        title: 'Again',
        ...times(),
      });
      expect(second.statusCode).toBe(201);
      const refresh = google.calls.filter((c) => c.path === '/token').at(-1)!;
      expect(Object.fromEntries(new URLSearchParams(refresh.body))).toMatchObject({
        grant_type: 'refresh_token',
        refresh_token: 'refresh-1',
      });
      const lastInsert = google.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/calendar/v3/')).at(-1)!;
      expect(lastInsert.headers.authorization).toMatch(/^Bearer access-refreshed-\d+$/);

      // Someone who has not connected Google still gets the placeholder.
      const placeholder = await call(app, 'POST', url, expert.cookie, {
        provider: 'google_meet',
        title: 'P',
        ...times(),
      });
      expect(placeholder.json()).toMatchObject({ joinUrl: GOOGLE_MEET_PLACEHOLDER_URL, placeholder: true });

      // Disconnecting forgets the tokens: Google Meet is the placeholder again.
      const disconnected = await app.app.inject({
        method: 'DELETE',
        url: '/api/meetings/google/connection',
        headers: { cookie: client.cookie },
      });
      expect(disconnected.statusCode).toBe(200);
      expect(await app.db.select().from(googleConnections).where(eq(googleConnections.userId, client.id))).toHaveLength(
        0,
      );
      expect((await call(app, 'GET', url, client.cookie)).json().google).toEqual({ available: true, connected: false });
      const after = await call(app, 'POST', url, client.cookie, {
        provider: 'google_meet',
        title: 'After',
        ...times(),
      });
      expect(after.json()).toMatchObject({ joinUrl: GOOGLE_MEET_PLACEHOLDER_URL, placeholder: true });
    } finally {
      await app.close();
      await new Promise<void>((resolve) => google.server.close(() => resolve()));
    }
  });
});
