import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { googleConnections } from '../../db/schema/meetings';
import { GOOGLE_MEET_PLACEHOLDER_URL } from './meeting-links';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { call, setRecording, setup, times } from '../../test/meetings';

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

      // Moving or cancelling a meeting moves or deletes its event in the organizer's calendar, Google sending nothing.
      const roadmap = `${url}/${created.json().id}`;
      const moved = times(3);
      expect((await call(app, 'POST', `${roadmap}/reschedule`, client.cookie, moved)).statusCode).toBe(200);
      const patch = google.calls.find((c) => c.method === 'PATCH')!;
      expect(patch.path).toBe('/calendar/v3/calendars/primary/events/evt123?sendUpdates=none');
      expect(JSON.parse(patch.body)).toEqual({ start: { dateTime: moved.startsAt }, end: { dateTime: moved.endsAt } });
      expect((await call(app, 'POST', `${roadmap}/cancel`, client.cookie)).statusCode).toBe(200);
      const removal = google.calls.find((c) => c.method === 'DELETE')!;
      expect(removal.path).toBe('/calendar/v3/calendars/primary/events/evt123?sendUpdates=none');

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
