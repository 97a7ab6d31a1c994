import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { appError } from '../../errors';

/**
 * Google Calendar for real Google Meet links: the OAuth consent (calendar.events scope), the token exchange and
 * refresh, and creating an event with a Meet conference. Tokens are kept encrypted with the server's secret.
 */

export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
/** How long a consent round trip may take before its state is refused. */
const STATE_TTL_MS = 15 * 60_000;
/** A token this close to expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

export type GoogleCalendarConfig = {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_CALENDAR_API_URL, e.g. https://www.googleapis.com/calendar/v3 */
  calendarApiUrl: string;
  /** GOOGLE_OAUTH_TOKEN_URL, e.g. https://oauth2.googleapis.com/token */
  tokenUrl: string;
  /** Where Google sends the person back: {PUBLIC_URL}/api/meetings/google/callback */
  redirectUri: string;
};

export type GoogleTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date };

export const googleErrors = {
  notConfigured: () => appError('meetings.google_not_configured', 404, 'Google sign-in is not configured here'),
  badState: () => appError('meetings.google_bad_state', 400, 'The Google connection link expired: please try again'),
  tokenFailed: () => appError('meetings.google_token_failed', 502, 'Google did not accept the connection'),
  calendarFailed: (status: number) =>
    appError('meetings.google_calendar_failed', 502, `Google Calendar could not create the meeting (${status})`),
  noMeetLink: () => appError('meetings.google_no_link', 502, 'Google Calendar did not return a Meet link'),
};

/** AES-256-GCM with a key derived from the server secret: iv.tag.ciphertext, base64url. */
export function createTokenCipher(secret: string) {
  const key = createHash('sha256').update(`google-tokens:${secret}`).digest();
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    decrypt(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('malformed token');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** The OAuth state: who asked, for which project, until when; signed so it cannot be forged or reused by another. */
export function createStateSigner(secret: string) {
  const key = createHash('sha256').update(`google-oauth-state:${secret}`).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    create(userId: string, projectId: string, now = Date.now()): string {
      const payload = Buffer.from(
        JSON.stringify({ u: userId, p: projectId, e: now + STATE_TTL_MS, n: randomBytes(8).toString('hex') }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The state's user and project, or null when forged, expired or malformed. */
    read(state: string, now = Date.now()): { userId: string; projectId: string } | null {
      const [payload, signature] = state.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          u: string;
          p: string;
          e: number;
        };
        if (typeof data.e !== 'number' || data.e < now) return null;
        return { userId: data.u, projectId: data.p };
      } catch {
        return null;
      }
    },
  };
}

export function consentUrl(config: GoogleCalendarConfig, state: string): string {
  const url = new URL(GOOGLE_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: GOOGLE_CALENDAR_SCOPE,
    access_type: 'offline',
    include_granted_scopes: 'true',
    prompt: 'consent',
    state,
  }).toString();
  return url.toString();
}

async function tokenRequest(config: GoogleCalendarConfig, params: Record<string, string>) {
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...params }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw googleErrors.tokenFailed();
  const body = (await response.json()) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    id_token?: string;
  };
  if (!body.access_token) throw googleErrors.tokenFailed();
  return body;
}

/** The e-mail in an id token's payload (read only for display; the token came straight from Google over TLS). */
function emailOfIdToken(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof data.email === 'string' ? data.email : null;
  } catch {
    return null;
  }
}

export async function exchangeCode(
  config: GoogleCalendarConfig,
  code: string,
): Promise<GoogleTokens & { email: string | null }> {
  const body = await tokenRequest(config, {
    code,
    grant_type: 'authorization_code',
    redirect_uri: config.redirectUri,
  });
  return {
    accessToken: body.access_token!,
    refreshToken: body.refresh_token ?? null,
    expiresAt: new Date(Date.now() + (body.expires_in ?? 3600) * 1000),
    email: emailOfIdToken(body.id_token),
  };
}

export async function refreshTokens(config: GoogleCalendarConfig, refreshToken: string): Promise<GoogleTokens> {
  const body = await tokenRequest(config, { refresh_token: refreshToken, grant_type: 'refresh_token' });
  return {
    accessToken: body.access_token!,
    // Google usually keeps the refresh token; a new one replaces it when sent.
    refreshToken: body.refresh_token ?? refreshToken,
    expiresAt: new Date(Date.now() + (body.expires_in ?? 3600) * 1000),
  };
}

export const needsRefresh = (tokens: GoogleTokens, now = Date.now()) =>
  tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS <= now;

export type CalendarEventInput = {
  requestId: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  attendees: string[];
};

type CalendarEvent = {
  id?: string;
  hangoutLink?: string;
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] };
};

const meetLinkOf = (event: CalendarEvent) =>
  event.hangoutLink ?? event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video')?.uri;

export class GoogleUnauthorizedError extends Error {}

/**
 * Creates the event on the organizer's primary calendar with a Meet conference (conferenceDataVersion=1) and returns
 * its id and Meet link. Google sends no invitations (sendUpdates=none): every participant already gets ours, with the
 * .ics attached, and a second one would put the meeting in their calendars twice.
 */
export async function createMeetEvent(
  config: GoogleCalendarConfig,
  accessToken: string,
  input: CalendarEventInput,
): Promise<{ eventId: string; meetLink: string }> {
  const base = config.calendarApiUrl.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const response = await fetch(`${base}/calendars/primary/events?conferenceDataVersion=1&sendUpdates=none`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      summary: input.summary,
      description: input.description,
      start: { dateTime: input.start.toISOString() },
      end: { dateTime: input.end.toISOString() },
      attendees: input.attendees.map((email) => ({ email })),
      conferenceData: {
        createRequest: { requestId: input.requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } },
      },
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 401) throw new GoogleUnauthorizedError('unauthorized');
  if (!response.ok) throw googleErrors.calendarFailed(response.status);
  let event = (await response.json()) as CalendarEvent;
  if (!event.id) throw googleErrors.calendarFailed(response.status);
  // The conference may still be pending: read the event once more before giving up.
  if (!meetLinkOf(event)) {
    const again = await fetch(`${base}/calendars/primary/events/${encodeURIComponent(event.id)}`, {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (again.ok) event = (await again.json()) as CalendarEvent;
  }
  const meetLink = meetLinkOf(event);
  if (!meetLink || !/^https:\/\//.test(meetLink)) throw googleErrors.noMeetLink();
  return { eventId: event.id!, meetLink };
}

/**
 * Moves the organizer's event to new times, or deletes it when the meeting is cancelled. Google again sends nothing
 * (sendUpdates=none): our own messages carry the change. An event already gone from the calendar is left so.
 */
export async function changeMeetEvent(
  config: GoogleCalendarConfig,
  accessToken: string,
  eventId: string,
  times: { start: Date; end: Date } | null,
): Promise<void> {
  const base = config.calendarApiUrl.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const response = await fetch(`${base}/calendars/primary/events/${encodeURIComponent(eventId)}?sendUpdates=none`, {
    method: times ? 'PATCH' : 'DELETE',
    headers,
    ...(times
      ? {
          body: JSON.stringify({
            start: { dateTime: times.start.toISOString() },
            end: { dateTime: times.end.toISOString() },
          }),
        }
      : {}),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 401) throw new GoogleUnauthorizedError('unauthorized');
  if (!response.ok && response.status !== 404 && response.status !== 410)
    throw googleErrors.calendarFailed(response.status);
}
