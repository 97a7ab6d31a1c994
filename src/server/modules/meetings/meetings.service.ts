import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService, Viewer } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { SettingsService } from '../settings/settings.service';
import type { GoogleCalendarConfig } from './google-calendar';
import { createMeetingChanges } from './meeting-changes';
import { createMeetingInvitations } from './meeting-invitations';
import { createMeetingLinks } from './meeting-links';
import { createRecordingSettings } from './meeting-recordings';
import { createMeetingScheduling, type ChatAnnouncements } from './meeting-scheduling';
import { meetingsErrors } from './meetings.errors';
import { createMeetingsRepository } from './meetings.repository';

export type { ProjectMeeting } from './meeting-scheduling';

/**
 * Project meetings, one service over its parts: scheduling and the lists (meeting-scheduling), the providers' join
 * links and the Google Calendar connection (meeting-links), invitations and calendar files (meeting-invitations, ics),
 * the recording settings (meeting-recordings), and rescheduling and cancelling (meeting-changes).
 */

export type MeetingsDeps = {
  db: Database;
  projects: Pick<ProjectsService, 'accessOf' | 'participantContactsOf'>;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  settings: Pick<SettingsService, 'getAll'>;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Pick<Mailer, 'enqueue'>;
  /** Records an admin's change to someone else's meeting. */
  activity: Pick<AdminActivityService, 'record'>;
  chat?: ChatAnnouncements;
  /** JITSI_BASE_URL, e.g. https://meet.jit.si */
  jitsiBaseUrl: string;
  /** Google Calendar; null when GOOGLE_CLIENT_ID/SECRET are not set (Google Meet is then always the placeholder). */
  google: GoogleCalendarConfig | null;
  authSecret: string;
  publicUrl: string;
  logger: Logger;
  /** Meetings created are recorded as product events inside their transaction (provider only, never the title). */
  analytics?: Pick<AnalyticsService, 'record'>;
  /** Told of each meeting made or changed inside its transaction (the project's insights are refreshed). */
  onMeetingsChanged?: (projectId: string, executor: Executor) => Promise<void>;
};

export function createMeetingsService(deps: MeetingsDeps) {
  const { db, projects, profiles, notifications, mailer, publicUrl, logger } = deps;
  const repository = createMeetingsRepository(db);
  const recordingSettings = createRecordingSettings(deps.settings);
  const links = createMeetingLinks({
    repository,
    projects,
    jitsiBaseUrl: deps.jitsiBaseUrl,
    google: deps.google,
    authSecret: deps.authSecret,
    logger,
  });
  const invitations = createMeetingInvitations({ projects, profiles, notifications, mailer, publicUrl });
  const scheduling = createMeetingScheduling({
    db,
    repository,
    projects,
    profiles,
    links,
    invitations,
    recordingSettings,
    chat: deps.chat,
    publicUrl,
    logger,
    analytics: deps.analytics,
    onMeetingsChanged: deps.onMeetingsChanged,
  });
  const changes = createMeetingChanges({
    db,
    repository,
    projects,
    activity: deps.activity,
    links,
    invitations,
    scheduling,
    recordingSettings,
    onMeetingsChanged: deps.onMeetingsChanged,
  });

  return {
    listForViewer: scheduling.listForViewer,
    listForProject: scheduling.listForProject,
    create: scheduling.create,
    createFromChat: scheduling.createFromChat,
    reschedule: changes.reschedule,
    cancel: changes.cancel,

    /** The meeting's calendar file (PUBLISH) with its organizer; 409 without times. */
    async calendarFile(viewer: Viewer, projectId: string, id: string) {
      const { project } = await projects.accessOf(viewer, projectId);
      const row = await repository.findInProject(projectId, id);
      if (!row || row.cancelledAt) throw meetingsErrors.notFound();
      if (!row.startsAt) throw meetingsErrors.noTime();
      const [audience, recording] = await Promise.all([
        invitations.audienceOf(projectId, row.organizerUserId),
        recordingSettings(),
      ]);
      const note = row.recordingConsent ? recording.privacyNote : null;
      return invitations.calendarFile(row, project.title, audience.organizer, note);
    },

    googleConsentUrl: links.googleConsentUrl,
    googleCallback: links.googleCallback,
    disconnectGoogle: links.disconnectGoogle,
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
