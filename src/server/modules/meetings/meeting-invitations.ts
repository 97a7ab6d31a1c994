import { clock } from '../../lib/clock';
import type { Executor } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import { meetingEnd } from '../../../shared/domain/meetings';
import type { TNotificationType } from '../../../shared/schemas/notifications';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService, Viewer } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import { buildIcs, ICS_CONTENT_TYPE, icsFileName, type IcsMethod, type IcsPerson } from './ics';
import type { MeetingRow } from './meetings.repository';

/**
 * A meeting's invitations (RFC 5546): every participant is notified in the app and by e-mail with the calendar file.
 * The attendees get an iTIP message (REQUEST when scheduled or moved, CANCEL when cancelled); the organizer, who is
 * not asked to answer their own meeting, gets the event to keep (PUBLISH), as does everyone when there is nobody to
 * invite. Each change carries the meeting's SEQUENCE, so calendars apply it to the event they already hold.
 */

export type Participant = IcsPerson & { userId: string };

/** Who a meeting concerns: its organizer (null once their account is gone) and everyone to notify. */
export type Audience = { organizer: IcsPerson | null; people: Participant[] };

/** The recording bot's part: invited like an attendee while the meeting is recorded. */
export type RecordingPart = { consent: boolean; botEmail: string | null; privacyNote: string };

export type Invitation = {
  row: MeetingRow;
  projectTitle: string;
  audience: Audience;
  recording: RecordingPart;
  change: 'scheduled' | 'rescheduled' | 'cancelled';
  /** The notification's and e-mail's subject and text. */
  title: string;
  message: string;
};

const NOTIFICATION_TYPES: Record<Invitation['change'], TNotificationType> = {
  scheduled: 'meeting_scheduled',
  rescheduled: 'meeting_rescheduled',
  cancelled: 'meeting_cancelled',
};

type InvitationsDeps = {
  projects: Pick<ProjectsService, 'participantContactsOf'>;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
};

export function createMeetingInvitations({ projects, profiles, notifications, mailer, publicUrl }: InvitationsDeps) {
  const uidDomain = new URL(publicUrl).hostname;

  /** The calendar file of a meeting with a start; null for a meeting without times (nothing to put in a calendar). */
  function icsOf(
    row: MeetingRow,
    projectTitle: string,
    organizer: IcsPerson | null,
    attendees: IcsPerson[],
    privacyNote: string | null,
    method: IcsMethod,
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
      sequence: row.sequence,
      cancelled: row.cancelledAt !== null,
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
    /**
     * The project's participants and the organizer (who may be an admin outside the project); `organizerId` is the
     * meeting's organizer, `fallback` how to name them when they are not a participant.
     */
    async audienceOf(projectId: string, organizerId: string | null, fallback?: Viewer): Promise<Audience> {
      const participants = await projects.participantContactsOf(projectId);
      const people = new Map<string, Participant>();
      for (const p of participants) people.set(p.userId, { userId: p.userId, name: p.fullName, email: p.email });
      if (organizerId && !people.has(organizerId)) {
        const contact = fallback
          ? { fullName: fallback.fullName, email: fallback.email }
          : (await profiles.contactsOf([organizerId])).get(organizerId);
        if (contact) people.set(organizerId, { userId: organizerId, name: contact.fullName, email: contact.email });
      }
      const own = organizerId ? people.get(organizerId) : undefined;
      return { organizer: own ? { name: own.name, email: own.email } : null, people: [...people.values()] };
    },

    /** Notifies and e-mails everyone concerned, inside the caller's transaction. */
    async send(invitation: Invitation, executor: Executor): Promise<void> {
      const { row, projectTitle, audience, recording, change } = invitation;
      const { organizer } = audience;
      const attendees: IcsPerson[] = audience.people.filter((person) => person.email !== organizer?.email);
      const botEmail = recording.consent ? recording.botEmail : null;
      if (botEmail) attendees.push({ name: 'Recording bot', email: botEmail });
      const note = recording.consent ? recording.privacyNote : null;
      // iTIP needs an organizer and someone to invite; otherwise the event is only posted.
      const invites = organizer !== null && attendees.length > 0;
      const method: IcsMethod = !invites ? 'PUBLISH' : change === 'cancelled' ? 'CANCEL' : 'REQUEST';
      const invitationFile = icsOf(row, projectTitle, organizer, attendees, note, method);
      const ownCopy = icsOf(row, projectTitle, organizer, [], note, 'PUBLISH');
      const attachmentsFor = (email: string) => {
        const file = email === organizer?.email ? ownCopy : invitationFile;
        return file ? [file] : undefined;
      };
      const link = `/project/${row.projectId}?tab=meetings`;
      for (const person of audience.people)
        await notifications.notify(
          {
            userId: person.userId,
            type: NOTIFICATION_TYPES[change],
            title: invitation.title,
            message: invitation.message,
            relatedId: row.projectId,
            email: { link, attachments: attachmentsFor(person.email) },
          },
          executor,
        );
      if (botEmail)
        await mailer.enqueue(
          {
            to: botEmail,
            subject: change === 'scheduled' ? `Meeting invitation: ${row.title}` : invitation.title,
            text: invitation.message,
            attachments: attachmentsFor(botEmail),
          },
          executor,
        );
    },

    /** The meeting's calendar file to download: a PUBLISH with its organizer and no attendee. */
    calendarFile(row: MeetingRow, projectTitle: string, organizer: IcsPerson | null, privacyNote: string | null) {
      const file = icsOf(row, projectTitle, organizer, [], privacyNote, 'PUBLISH')!;
      return { ...file, contentType: ICS_CONTENT_TYPE };
    },
  };
}

export type MeetingInvitations = ReturnType<typeof createMeetingInvitations>;
