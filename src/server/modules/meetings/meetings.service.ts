import { clock } from '../../lib/clock';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import type { TMeetingProvider } from '../../../shared/domain/collaboration';
import { MEETINGS_LIST_LIMIT } from '../../../shared/domain/limits';
import { isGoogleMeet, MEETING_PROVIDER_LABELS, meetingEnd } from '../../../shared/domain/meetings';
import type { TCreateChatMeeting, TCreateMeeting, TMeeting, TMeetingList } from '../../../shared/schemas/meetings';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService, Viewer } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { SettingsService } from '../settings/settings.service';
import {
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
import { buildIcs, ICS_CONTENT_TYPE, icsFileName, type IcsPerson } from './ics';
import { meetingsErrors } from './meetings.errors';
import { createMeetingsRepository, type MeetingRow } from './meetings.repository';

/**
 * Project meetings (spec: Meetings tab, create-jitsi-meet, create-google-meet). Jitsi rooms are real rooms on the
 * configured host with unguessable names; Google Meet goes through the organizer's connected Google Calendar (the
 * spec passed an access_token in the URL: here the connection is kept server-side, encrypted), otherwise the
 * placeholder meeting; Zoom, Teams and manual meetings keep the pasted link. Every participant is notified and
 * e-mailed the calendar file; with recording consent the recording bot is invited too.
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
const EMAIL = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;

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

export type MeetingsDeps = {
  db: Database;
  projects: Pick<ProjectsService, 'accessOf' | 'participantContactsOf'>;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  settings: Pick<SettingsService, 'getAll'>;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Pick<Mailer, 'enqueue'>;
  /** The chat's announcement for meetings made from the chat; bound in app.ts. */
  chat?: {
    postAnnouncement: (
      input: { projectId: string; userId: string; meetingId: string; message: string },
      executor: Executor,
    ) => Promise<unknown>;
  };
  /** JITSI_BASE_URL, e.g. https://meet.jit.si */
  jitsiBaseUrl: string;
  /** Google Calendar; null when GOOGLE_CLIENT_ID/SECRET are not set (Google Meet is then always the placeholder). */
  google: GoogleCalendarConfig | null;
  authSecret: string;
  publicUrl: string;
  logger: Logger;
  /** Meetings created are recorded as product events inside their transaction (provider only, never the title). */
  analytics?: Pick<AnalyticsService, 'record'>;
  /** Told of each new meeting inside its transaction (the project's insights are refreshed: a meeting gap closes). */
  onMeetingCreated?: (projectId: string, executor: Executor) => Promise<void>;
};

/** What the assistant reads: the project's meetings, oldest start first (meetings without times last). */
export type ProjectMeeting = {
  title: string;
  provider: TMeetingProvider;
  startsAt: Date | null;
  endsAt: Date | null;
  joinUrl: string;
};

type Recording = { enabled: boolean; defaultOn: boolean; privacyNote: string; botEmail: string | null };

const WHEN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export function createMeetingsService(deps: MeetingsDeps) {
  const { db, projects, profiles, settings, notifications, mailer, chat, google, publicUrl, logger } = deps;
  const repository = createMeetingsRepository(db);
  const cipher = createTokenCipher(deps.authSecret);
  const states = createStateSigner(deps.authSecret);
  const jitsiBase = deps.jitsiBaseUrl.replace(/\/+$/, '');
  const uidDomain = new URL(publicUrl).hostname;

  async function recordingSettings(executor?: Executor): Promise<Recording> {
    const all = await settings.getAll(executor);
    const botEmail = all.fireflies_bot_email.email.trim();
    return {
      enabled: all.fireflies_enabled.enabled,
      defaultOn: all.fireflies_enabled.enabled && all.fireflies_default_on.enabled,
      privacyNote: all.fireflies_privacy_note.text,
      botEmail: EMAIL.test(botEmail) ? botEmail : null,
    };
  }

  async function organizersOf(rows: MeetingRow[]) {
    const ids = rows.flatMap((row) => (row.organizerUserId ? [row.organizerUserId] : []));
    return profiles.contactsOf(ids);
  }

  function toDto(row: MeetingRow, organizers: Map<string, { fullName: string | null; email: string }>): TMeeting {
    const organizer = row.organizerUserId ? organizers.get(row.organizerUserId) : undefined;
    return {
      id: row.id,
      projectId: row.projectId,
      meetingId: row.meetingId,
      title: row.title,
      provider: row.provider,
      joinUrl: row.joinUrl,
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      recordingConsent: row.recordingConsent,
      placeholder: isGoogleMeet(row.provider) && row.meetingId === null,
      organizer:
        organizer && row.organizerUserId
          ? { id: row.organizerUserId, name: organizer.fullName ?? organizer.email }
          : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  // --- Google connection -------------------------------------------------------------------------------------

  async function storeTokens(userId: string, tokens: GoogleTokens, email: string | null) {
    await repository.upsertGoogleConnection({
      userId,
      googleEmail: email,
      accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
      expiresAt: tokens.expiresAt,
    });
  }

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

  // --- Creating ----------------------------------------------------------------------------------------------

  type Draft = {
    provider: TMeetingProvider;
    title: string;
    joinUrl: string | null;
    startsAt: Date | null;
    endsAt: Date | null;
    recordingConsent: boolean | undefined;
  };

  async function create(viewer: Viewer, projectId: string, draft: Draft, fromChat: boolean): Promise<TMeeting> {
    const { project } = await projects.accessOf(viewer, projectId);
    const recording = await recordingSettings();
    // Integration off: no consent at all. On: the organizer's choice, else the admin's default.
    const consent = recording.enabled ? (draft.recordingConsent ?? recording.defaultOn) : false;
    const botEmail = consent ? recording.botEmail : null;
    const participants = await projects.participantContactsOf(projectId);
    const own = participants.find((p) => p.userId === viewer.userId);
    const organizer: IcsPerson = own
      ? { name: own.fullName, email: own.email }
      : { name: viewer.fullName, email: viewer.email };
    const people = new Map<string, IcsPerson & { userId: string }>();
    for (const p of participants) people.set(p.userId, { userId: p.userId, name: p.fullName, email: p.email });
    if (!people.has(viewer.userId))
      people.set(viewer.userId, { userId: viewer.userId, name: viewer.fullName, email: viewer.email });

    const provider: TMeetingProvider = draft.provider === 'google' ? 'google_meet' : draft.provider;
    let joinUrl: string;
    let meetingId: string | null = null;
    if (provider === 'jitsi') {
      meetingId = jitsiRoomName(draft.title);
      joinUrl = `${jitsiBase}/${meetingId}`;
    } else if (provider === 'google_meet') {
      const tokens = google ? await googleTokensOf(google, viewer.userId) : null;
      if (google && tokens) {
        const input = {
          requestId: randomUUID(),
          summary: draft.title,
          description: `${project.title}\n${publicUrl}/project/${projectId}?tab=meetings`,
          start: draft.startsAt!,
          end: draft.endsAt!,
          attendees: [...people.values()]
            .map((person) => person.email)
            .filter((email) => email !== organizer.email)
            .concat(botEmail ? [botEmail] : []),
        };
        let event;
        try {
          event = await createMeetEvent(google, tokens.accessToken, input);
        } catch (error) {
          if (!(error instanceof GoogleUnauthorizedError)) throw error;
          // Revoked or expired early: refresh once and try again.
          const next = await refreshed(google, viewer.userId, tokens);
          event = await createMeetEvent(google, next.accessToken, input);
        }
        meetingId = event.eventId;
        joinUrl = event.meetLink;
      } else {
        joinUrl = GOOGLE_MEET_PLACEHOLDER_URL;
      }
    } else {
      // Zoom, Teams, manual: the pasted link, checked to be http(s) by the schema; stored in its normalised form.
      joinUrl = new URL(draft.joinUrl!).toString();
    }

    const row = await db.transaction(async (tx) => {
      const inserted = await repository.insert(
        {
          projectId,
          meetingId,
          title: draft.title,
          provider,
          joinUrl,
          startsAt: draft.startsAt,
          endsAt: draft.endsAt,
          recordingConsent: consent,
          organizerUserId: viewer.userId,
        },
        tx,
      );
      const attendees: IcsPerson[] = [...people.values()].filter((person) => person.email !== organizer.email);
      if (botEmail) attendees.push({ name: 'Recording bot', email: botEmail });
      const note = consent ? recording.privacyNote : null;
      // The attendees are invited (REQUEST); the organizer, who is not asked to answer their own meeting, gets the
      // event to keep (PUBLISH), as does everyone when there is nobody to invite.
      const invitation = icsOf(
        inserted,
        project.title,
        organizer,
        attendees,
        note,
        attendees.length ? 'REQUEST' : 'PUBLISH',
      );
      const ownCopy = icsOf(inserted, project.title, organizer, [], note, 'PUBLISH');
      const attachmentsFor = (email: string) => {
        const file = email === organizer.email ? ownCopy : invitation;
        return file ? [file] : undefined;
      };
      const when = inserted.startsAt ? WHEN.format(inserted.startsAt) : 'no time set yet';
      const organizerName = organizer.name ?? organizer.email;
      const label = MEETING_PROVIDER_LABELS[provider];
      const message =
        `${organizerName} scheduled "${draft.title}" (${label}) on "${project.title}": ${when}. Join: ${joinUrl}` +
        (consent ? ` — ${recording.privacyNote}` : '');
      for (const person of people.values())
        await notifications.notify(
          {
            userId: person.userId,
            type: 'meeting_scheduled',
            title: `Meeting scheduled: ${draft.title}`,
            message,
            relatedId: projectId,
            email: { link: `/project/${projectId}?tab=meetings`, attachments: attachmentsFor(person.email) },
          },
          tx,
        );
      if (botEmail)
        await mailer.enqueue(
          {
            to: botEmail,
            subject: `Meeting invitation: ${draft.title}`,
            text: message,
            attachments: attachmentsFor(botEmail),
          },
          tx,
        );
      await deps.analytics?.record(
        {
          name: 'meeting_created',
          userId: viewer.userId,
          properties: { project_id: projectId, provider, recording: consent, from_chat: Boolean(fromChat) },
        },
        tx,
      );
      await deps.onMeetingCreated?.(projectId, tx);
      return inserted;
    });

    if (fromChat && chat) {
      // The meeting stands even when its chat announcement fails (spec section 8): only logged.
      const when = row.startsAt ? ` on ${WHEN.format(row.startsAt)}` : '';
      try {
        await chat.postAnnouncement(
          {
            projectId,
            userId: viewer.userId,
            meetingId: row.id,
            message: `Meeting scheduled: ${row.title}${when}. Join: ${row.joinUrl}`,
          },
          db,
        );
      } catch (error) {
        logger.error({ err: error, meetingId: row.id, projectId }, 'meeting announcement in chat failed');
      }
    }
    return toDto(row, await organizersOf([row]));
  }

  /** The calendar file of a meeting with a start; null for a meeting without times (nothing to put in a calendar). */
  function icsOf(
    row: MeetingRow,
    projectTitle: string,
    organizer: IcsPerson | null,
    attendees: IcsPerson[],
    privacyNote: string | null,
    method: 'REQUEST' | 'PUBLISH',
  ) {
    if (!row.startsAt) return null;
    const end = meetingEnd({ startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null })!;
    const description = [
      `Join: ${row.joinUrl}`,
      `Project: ${projectTitle}`,
      `Meetings tab: ${publicUrl}/project/${row.projectId}?tab=meetings`,
      ...(privacyNote ? [`Recording: ${privacyNote}`] : []),
    ].join('\n');
    const content = buildIcs({
      uid: `${row.id}@${uidDomain}`,
      stamp: clock.now(),
      start: row.startsAt,
      end,
      summary: row.title,
      description,
      url: row.joinUrl,
      organizer,
      attendees,
      method,
    });
    return {
      filename: icsFileName(row.title),
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content,
    };
  }

  return {
    /** The Meetings tab: the project's meetings, the recording settings participants see and the Google status. */
    async listForViewer(viewer: Viewer, projectId: string): Promise<TMeetingList> {
      await projects.accessOf(viewer, projectId);
      const [rows, recording, connection] = await Promise.all([
        repository.listForProject(projectId, MEETINGS_LIST_LIMIT),
        recordingSettings(),
        google ? repository.findGoogleConnection(viewer.userId) : null,
      ]);
      const organizers = await organizersOf(rows);
      return {
        meetings: rows.map((row) => toDto(row, organizers)),
        recording: { enabled: recording.enabled, defaultOn: recording.defaultOn, privacyNote: recording.privacyNote },
        google: { available: google !== null, connected: connection !== null },
      };
    },

    /** For the TeamSmith AI assistant's context (no access check: the caller has checked it). */
    async listForProject(projectId: string, executor?: Executor): Promise<ProjectMeeting[]> {
      const rows = await repository.listChronological(projectId, MEETINGS_LIST_LIMIT, executor);
      return rows.map((row) => ({
        title: row.title,
        provider: row.provider,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        joinUrl: row.joinUrl,
      }));
    },

    /** The Meetings tab's form. */
    create(viewer: Viewer, projectId: string, input: TCreateMeeting): Promise<TMeeting> {
      return create(
        viewer,
        projectId,
        {
          provider: input.provider,
          title: input.title,
          joinUrl: input.joinUrl ?? null,
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          recordingConsent: input.recordingConsent,
        },
        false,
      );
    },

    /** The chat's manual meeting: a manual link, announced in the chat. */
    createFromChat(viewer: Viewer, projectId: string, input: TCreateChatMeeting): Promise<TMeeting> {
      return create(
        viewer,
        projectId,
        {
          provider: 'manual',
          title: input.title,
          joinUrl: input.joinUrl,
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          recordingConsent: input.recordingConsent,
        },
        true,
      );
    },

    /** The meeting's calendar file (PUBLISH) with the organizer and every participant; 409 without times. */
    async calendarFile(viewer: Viewer, projectId: string, id: string) {
      const { project } = await projects.accessOf(viewer, projectId);
      const row = await repository.findInProject(projectId, id);
      if (!row) throw meetingsErrors.notFound();
      if (!row.startsAt) throw meetingsErrors.noTime();
      const [participants, recording] = await Promise.all([
        projects.participantContactsOf(projectId),
        recordingSettings(),
      ]);
      const organizerContact = row.organizerUserId
        ? (await profiles.contactsOf([row.organizerUserId])).get(row.organizerUserId)
        : undefined;
      const organizer = organizerContact ? { name: organizerContact.fullName, email: organizerContact.email } : null;
      const attendees: IcsPerson[] = participants
        .filter((p) => p.email !== organizer?.email)
        .map((p) => ({ name: p.fullName, email: p.email }));
      if (row.recordingConsent && recording.botEmail)
        attendees.push({ name: 'Recording bot', email: recording.botEmail });
      const file = icsOf(
        row,
        project.title,
        organizer,
        attendees,
        row.recordingConsent ? recording.privacyNote : null,
        'PUBLISH',
      )!;
      return { ...file, contentType: ICS_CONTENT_TYPE };
    },

    // --- Google Calendar connection ---

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
        await storeTokens(viewer.userId, tokens, tokens.email);
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

export type MeetingsService = ReturnType<typeof createMeetingsService>;
