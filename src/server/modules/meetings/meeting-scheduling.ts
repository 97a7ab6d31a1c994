import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import type { TMeetingProvider } from '../../../shared/domain/collaboration';
import { MEETINGS_LIST_LIMIT } from '../../../shared/domain/limits';
import { isGoogleMeet, MEETING_PROVIDER_LABELS } from '../../../shared/domain/meetings';
import type { TCreateChatMeeting, TCreateMeeting, TMeeting, TMeetingList } from '../../../shared/schemas/meetings';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { ProfilesService, Viewer } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { MeetingInvitations } from './meeting-invitations';
import type { MeetingLinks } from './meeting-links';
import { recordingConsentOf, type ReadRecordingSettings } from './meeting-recordings';
import type { createMeetingsRepository, MeetingRow } from './meetings.repository';

/** What the assistant reads: the project's meetings, oldest start first (meetings without times last). */
export type ProjectMeeting = {
  title: string;
  provider: TMeetingProvider;
  startsAt: Date | null;
  endsAt: Date | null;
  joinUrl: string;
};

/** The chat's announcement for meetings made from the chat; bound in app.ts. */
export type ChatAnnouncements = {
  postAnnouncement: (
    input: { projectId: string; userId: string; meetingId: string; message: string },
    executor: Executor,
  ) => Promise<unknown>;
};

/** A meeting's time in notifications and the chat: "Mon, 2 Mar 2026, 14:00 UTC". */
export const WHEN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

type Draft = {
  provider: TMeetingProvider;
  title: string;
  joinUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  recordingConsent: boolean | undefined;
};

type SchedulingDeps = {
  db: Database;
  repository: ReturnType<typeof createMeetingsRepository>;
  projects: Pick<ProjectsService, 'accessOf'>;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  links: MeetingLinks;
  invitations: MeetingInvitations;
  recordingSettings: ReadRecordingSettings;
  chat?: ChatAnnouncements;
  publicUrl: string;
  logger: Logger;
  /** Meetings created are recorded as product events inside their transaction (provider only, never the title). */
  analytics?: Pick<AnalyticsService, 'record'>;
  /** Told of each meeting made or changed inside its transaction (the project's insights are refreshed). */
  onMeetingsChanged?: (projectId: string, executor: Executor) => Promise<void>;
};

/** Scheduling and listing a project's meetings (spec: Meetings tab, create-jitsi-meet, create-google-meet). */
export function createMeetingScheduling(deps: SchedulingDeps) {
  const { db, repository, projects, profiles, links, invitations, recordingSettings, chat, publicUrl, logger } = deps;

  async function organizersOf(rows: MeetingRow[]) {
    const ids = rows.flatMap((row) => (row.organizerUserId ? [row.organizerUserId] : []));
    return profiles.contactsOf(ids);
  }

  /** The meeting as the viewer sees it; only its organizer and admins may change it. */
  function toDto(
    row: MeetingRow,
    organizers: Map<string, { fullName: string | null; email: string }>,
    viewer: Viewer,
  ): TMeeting {
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
      canManage: viewer.isAdmin || row.organizerUserId === viewer.userId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function announce(viewer: Viewer, row: MeetingRow): Promise<void> {
    if (!chat) return;
    // The meeting stands even when its chat announcement fails (spec section 8): only logged.
    const when = row.startsAt ? ` on ${WHEN.format(row.startsAt)}` : '';
    try {
      await chat.postAnnouncement(
        {
          projectId: row.projectId,
          userId: viewer.userId,
          meetingId: row.id,
          message: `Meeting scheduled: ${row.title}${when}. Join: ${row.joinUrl}`,
        },
        db,
      );
    } catch (error) {
      logger.error({ err: error, meetingId: row.id, projectId: row.projectId }, 'meeting announcement in chat failed');
    }
  }

  async function create(viewer: Viewer, projectId: string, draft: Draft, fromChat: boolean): Promise<TMeeting> {
    const { project } = await projects.accessOf(viewer, projectId);
    const recording = await recordingSettings();
    const consent = recordingConsentOf(recording, draft.recordingConsent);
    const botEmail = consent ? recording.botEmail : null;
    const audience = await invitations.audienceOf(projectId, viewer.userId, viewer);
    const provider: TMeetingProvider = draft.provider === 'google' ? 'google_meet' : draft.provider;
    const { meetingId, joinUrl } = await links.linkFor(
      viewer.userId,
      { ...draft, provider },
      `${project.title}\n${publicUrl}/project/${projectId}?tab=meetings`,
      audience.people
        .map((person) => person.email)
        .filter((email) => email !== audience.organizer?.email)
        .concat(botEmail ? [botEmail] : []),
    );

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
      const when = inserted.startsAt ? WHEN.format(inserted.startsAt) : 'no time set yet';
      const organizerName = audience.organizer?.name ?? audience.organizer?.email ?? viewer.email;
      await invitations.send(
        {
          row: inserted,
          projectTitle: project.title,
          audience,
          recording: { consent, botEmail: recording.botEmail, privacyNote: recording.privacyNote },
          change: 'scheduled',
          title: `Meeting scheduled: ${draft.title}`,
          message:
            `${organizerName} scheduled "${draft.title}" (${MEETING_PROVIDER_LABELS[provider]}) on "${project.title}": ` +
            `${when}. Join: ${joinUrl}` +
            (consent ? ` — ${recording.privacyNote}` : ''),
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
      await deps.onMeetingsChanged?.(projectId, tx);
      return inserted;
    });

    if (fromChat) await announce(viewer, row);
    return toDto(row, await organizersOf([row]), viewer);
  }

  const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

  return {
    toDto,
    organizersOf,

    /** The Meetings tab: the project's meetings, the recording settings participants see and the Google status. */
    async listForViewer(viewer: Viewer, projectId: string): Promise<TMeetingList> {
      await projects.accessOf(viewer, projectId);
      const [rows, recording, connected] = await Promise.all([
        repository.listForProject(projectId, MEETINGS_LIST_LIMIT),
        recordingSettings(),
        links.googleConnected(viewer),
      ]);
      const organizers = await organizersOf(rows);
      return {
        meetings: rows.map((row) => toDto(row, organizers, viewer)),
        recording: { enabled: recording.enabled, defaultOn: recording.defaultOn, privacyNote: recording.privacyNote },
        google: { available: links.googleAvailable, connected },
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
      const { provider, title, joinUrl, startsAt, endsAt, recordingConsent } = input;
      const draft = { provider, title, joinUrl: joinUrl ?? null, recordingConsent };
      return create(viewer, projectId, { ...draft, startsAt: toDate(startsAt), endsAt: toDate(endsAt) }, false);
    },

    /** The chat's manual meeting: a manual link, announced in the chat. */
    createFromChat(viewer: Viewer, projectId: string, input: TCreateChatMeeting): Promise<TMeeting> {
      const { title, joinUrl, startsAt, endsAt, recordingConsent } = input;
      const draft = { provider: 'manual' as const, title, joinUrl, recordingConsent };
      return create(viewer, projectId, { ...draft, startsAt: toDate(startsAt), endsAt: toDate(endsAt) }, true);
    },
  };
}

export type MeetingScheduling = ReturnType<typeof createMeetingScheduling>;
