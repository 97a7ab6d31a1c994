import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { TMeetingProvider } from '../../../shared/domain/collaboration';
import type { ProjectsService } from '../projects/projects.service';
import type { Viewer } from '../profiles/profiles.service';
import {
  changeMeetEvent,
  consentUrl,
  createMeetEvent,
  createStateSigner,
  createTokenCipher,
  exchangeCode,
  GoogleUnauthorizedError,
  googleErrors,
  needsRefresh,
  refreshTokens,
  type GoogleCalendarConfig,
  type GoogleTokens,
} from './google-calendar';
import type { createMeetingsRepository, MeetingRow } from './meetings.repository';

/**
 * The join link of a new meeting: a real Jitsi room on the configured host with an unguessable name, a Google Meet
 * event through the organizer's connected Google Calendar (the spec passed an access_token in the URL: here the
 * connection is kept server-side, encrypted), otherwise the placeholder; Zoom, Teams and manual keep the pasted link.
 */

/**
 * The placeholder Google Meet (spec section 7: inserted directly when no Google account is connected): Google's own
 * "new meeting" address, which opens a fresh Meet for whoever follows it. The card says so and offers the connection.
 */
export const GOOGLE_MEET_PLACEHOLDER_URL = 'https://meet.google.com/new';
/** Jitsi room names start with this; the rest is the title's letters and 130 random bits. */
export const JITSI_ROOM_PREFIX = 'TeamSmith';
const JITSI_SLUG_MAX_LENGTH = 40;
/** Lower-case base32 (RFC 4648 alphabet): Jitsi folds room names to lower case, so no entropy is lost to case. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const JITSI_RANDOM_CHARS = 26;

/** 26 base32 characters from the system's cryptographic generator: 130 bits. */
function randomRoomKey(): string {
  const bytes = randomBytes(JITSI_RANDOM_CHARS);
  let key = '';
  for (const byte of bytes) key += BASE32[byte & 31];
  return key;
}

/** `TeamSmith-<TitleLetters>-<26 random base32 chars>`: readable, URL-safe and not guessable. */
export function jitsiRoomName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')
    .slice(0, JITSI_SLUG_MAX_LENGTH);
  return [JITSI_ROOM_PREFIX, slug || 'Meeting', randomRoomKey()].join('-');
}

export type LinkDraft = {
  provider: TMeetingProvider;
  title: string;
  joinUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
};

type LinksDeps = {
  repository: ReturnType<typeof createMeetingsRepository>;
  projects: Pick<ProjectsService, 'accessOf'>;
  /** JITSI_BASE_URL, e.g. https://meet.jit.si */
  jitsiBaseUrl: string;
  google: GoogleCalendarConfig | null;
  authSecret: string;
  logger: Logger;
};

export function createMeetingLinks({ repository, projects, jitsiBaseUrl, google, authSecret, logger }: LinksDeps) {
  const cipher = createTokenCipher(authSecret);
  const states = createStateSigner(authSecret);
  const jitsiBase = jitsiBaseUrl.replace(/\/+$/, '');

  async function refreshed(config: GoogleCalendarConfig, userId: string, tokens: GoogleTokens) {
    if (!tokens.refreshToken) throw googleErrors.tokenFailed();
    const next = await refreshTokens(config, tokens.refreshToken);
    await repository.updateGoogleTokens(userId, {
      accessTokenEncrypted: cipher.encrypt(next.accessToken),
      refreshTokenEncrypted: next.refreshToken ? cipher.encrypt(next.refreshToken) : null,
      expiresAt: next.expiresAt,
    });
    return next;
  }

  /** The organizer's usable Google tokens (refreshed when expired), or null when they have not connected Google. */
  async function googleTokensOf(config: GoogleCalendarConfig, userId: string): Promise<GoogleTokens | null> {
    const row = await repository.findGoogleConnection(userId);
    if (!row) return null;
    const tokens: GoogleTokens = {
      accessToken: cipher.decrypt(row.accessTokenEncrypted),
      refreshToken: row.refreshTokenEncrypted ? cipher.decrypt(row.refreshTokenEncrypted) : null,
      expiresAt: row.expiresAt,
    };
    return needsRefresh(tokens) ? refreshed(config, userId, tokens) : tokens;
  }

  /** Calls Google with the organizer's token, refreshing it once when Google refuses it. */
  async function withGoogleToken<T>(
    config: GoogleCalendarConfig,
    userId: string,
    tokens: GoogleTokens,
    call: (accessToken: string) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(tokens.accessToken);
    } catch (error) {
      if (!(error instanceof GoogleUnauthorizedError)) throw error;
      // Revoked or expired early: refresh once and try again.
      const next = await refreshed(config, userId, tokens);
      return call(next.accessToken);
    }
  }

  /** A Google Meet event in the organizer's calendar, or the placeholder when they have not connected Google. */
  async function googleMeet(organizerId: string, draft: LinkDraft, description: string, attendees: string[]) {
    const tokens = google ? await googleTokensOf(google, organizerId) : null;
    if (!google || !tokens) return { meetingId: null, joinUrl: GOOGLE_MEET_PLACEHOLDER_URL };
    const input = {
      requestId: randomUUID(),
      summary: draft.title,
      description,
      start: draft.startsAt!,
      end: draft.endsAt!,
      attendees,
    };
    const event = await withGoogleToken(google, organizerId, tokens, (token) => createMeetEvent(google, token, input));
    return { meetingId: event.eventId, joinUrl: event.meetLink };
  }

  return {
    /**
     * The provider's id and join link of a new meeting; `attendees` are the addresses Google Calendar invites
     * (everyone but the organizer).
     */
    async linkFor(
      organizerId: string,
      draft: LinkDraft,
      description: string,
      attendees: string[],
    ): Promise<{ meetingId: string | null; joinUrl: string }> {
      if (draft.provider === 'jitsi') {
        const meetingId = jitsiRoomName(draft.title);
        return { meetingId, joinUrl: `${jitsiBase}/${meetingId}` };
      }
      if (draft.provider === 'google_meet') return googleMeet(organizerId, draft, description, attendees);
      // Zoom, Teams, manual: the pasted link, checked to be http(s) by the schema; stored in its normalised form.
      return { meetingId: null, joinUrl: new URL(draft.joinUrl!).toString() };
    },

    /**
     * Carries a reschedule or cancellation into the organizer's Google Calendar when the meeting is a real Google
     * event. The change stands in any case (the participants' invitations carry it): a failure here is only logged.
     */
    async followChange(row: MeetingRow, change: { startsAt: Date; endsAt: Date } | { cancelledAt: Date }) {
      const organizerId = row.organizerUserId;
      if (!google || row.provider !== 'google_meet' || !row.meetingId || !organizerId) return;
      const eventId = row.meetingId;
      const times = 'startsAt' in change ? { start: change.startsAt, end: change.endsAt } : null;
      try {
        const tokens = await googleTokensOf(google, organizerId);
        if (tokens)
          await withGoogleToken(google, organizerId, tokens, (token) => changeMeetEvent(google, token, eventId, times));
      } catch (error) {
        logger.warn({ err: error, meetingId: row.id }, 'Google Calendar event not updated');
      }
    },

    /** Google Calendar can be connected on this server. */
    googleAvailable: google !== null,

    /** Whether the viewer has connected Google Calendar (null when Google is not configured here). */
    async googleConnected(viewer: Viewer): Promise<boolean> {
      return google ? (await repository.findGoogleConnection(viewer.userId)) !== null : false;
    },

    /** Where the "Connect Google Calendar" link sends the person: Google's consent screen. */
    async googleConsentUrl(viewer: Viewer, projectId: string): Promise<string> {
      if (!google) throw googleErrors.notConfigured();
      await projects.accessOf(viewer, projectId);
      return consentUrl(google, states.create(viewer.userId, projectId));
    },

    /** Google's redirect back: the code is exchanged and the tokens kept encrypted. Returns the page to go back to. */
    async googleCallback(viewer: Viewer, input: { code?: string; state: string; error?: string }): Promise<string> {
      if (!google) throw googleErrors.notConfigured();
      const state = states.read(input.state);
      if (!state || state.userId !== viewer.userId) throw googleErrors.badState();
      const back = `/project/${state.projectId}?tab=meetings`;
      if (input.error || !input.code) return `${back}&google=cancelled`;
      try {
        const tokens = await exchangeCode(google, input.code);
        await repository.upsertGoogleConnection({
          userId: viewer.userId,
          googleEmail: tokens.email,
          accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
          refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
          expiresAt: tokens.expiresAt,
        });
      } catch (error) {
        logger.warn({ err: error, userId: viewer.userId }, 'Google Calendar connection failed');
        return `${back}&google=failed`;
      }
      return `${back}&google=connected`;
    },

    async disconnectGoogle(viewer: Viewer): Promise<void> {
      await repository.deleteGoogleConnection(viewer.userId);
    },
  };
}

export type MeetingLinks = ReturnType<typeof createMeetingLinks>;
