import { clock } from '../../lib/clock';
import type { Database, Executor } from '../../db/client';
import { meetingEnd } from '../../../shared/domain/meetings';
import type { TMeeting, TRescheduleMeeting } from '../../../shared/schemas/meetings';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import type { Viewer } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { MeetingInvitations } from './meeting-invitations';
import type { MeetingLinks } from './meeting-links';
import type { ReadRecordingSettings } from './meeting-recordings';
import { WHEN, type MeetingScheduling } from './meeting-scheduling';
import { meetingsErrors } from './meetings.errors';
import type { createMeetingsRepository, MeetingRow } from './meetings.repository';

type ChangesDeps = {
  db: Database;
  repository: ReturnType<typeof createMeetingsRepository>;
  projects: Pick<ProjectsService, 'accessOf'>;
  activity: Pick<AdminActivityService, 'record'>;
  links: MeetingLinks;
  invitations: MeetingInvitations;
  scheduling: Pick<MeetingScheduling, 'toDto' | 'organizersOf'>;
  recordingSettings: ReadRecordingSettings;
  onMeetingsChanged?: (projectId: string, executor: Executor) => Promise<void>;
};

/** The person changing a meeting, with the address their request came from (for the admins' activity log). */
export type MeetingActor = Viewer & { ip: string | null };

/**
 * Rescheduling and cancelling a meeting, by its organizer or an admin (others 404). A cancelled meeting, or one that
 * has ended, cannot change; two changes made at once apply once. Everyone concerned is told, and the calendars they
 * hold are updated with the same UID and the next SEQUENCE (RFC 5546 REQUEST, CANCEL).
 */
export function createMeetingChanges(deps: ChangesDeps) {
  const { db, repository, projects, activity, links, invitations, scheduling, recordingSettings } = deps;

  async function changeable(viewer: Viewer, projectId: string, id: string) {
    const { project } = await projects.accessOf(viewer, projectId);
    const row = await repository.findInProject(projectId, id);
    if (!row || !(viewer.isAdmin || row.organizerUserId === viewer.userId)) throw meetingsErrors.notFound();
    if (row.cancelledAt) throw meetingsErrors.cancelled();
    const end = meetingEnd({
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
    });
    if (end && end <= clock.now()) throw meetingsErrors.past();
    return { project, row };
  }

  async function apply(
    viewer: MeetingActor,
    projectId: string,
    id: string,
    change: { startsAt: Date; endsAt: Date } | { cancelledAt: Date },
  ): Promise<TMeeting> {
    const { project, row } = await changeable(viewer, projectId, id);
    const cancelling = 'cancelledAt' in change;
    const [audience, recording] = await Promise.all([
      invitations.audienceOf(projectId, row.organizerUserId),
      recordingSettings(),
    ]);
    const changed = await db.transaction(async (tx) => {
      const next = await repository.applyChange(row.id, row.sequence, change, tx);
      if (!next)
        throw (await repository.findInProject(projectId, id, tx))?.cancelledAt
          ? meetingsErrors.cancelled()
          : meetingsErrors.changedMeanwhile();
      const who = viewer.fullName ?? viewer.email;
      const when = next.startsAt ? WHEN.format(next.startsAt) : 'no time set';
      await invitations.send(
        {
          row: next,
          projectTitle: project.title,
          audience,
          recording: {
            consent: next.recordingConsent,
            botEmail: recording.botEmail,
            privacyNote: recording.privacyNote,
          },
          change: cancelling ? 'cancelled' : 'rescheduled',
          title: `${cancelling ? 'Meeting cancelled' : 'Meeting rescheduled'}: ${next.title}`,
          message: cancelling
            ? `${who} cancelled "${next.title}" on "${project.title}" (was ${when}).`
            : `${who} moved "${next.title}" on "${project.title}" to ${when}. Join: ${next.joinUrl}`,
        },
        tx,
      );
      if (viewer.isAdmin && next.organizerUserId !== viewer.userId) await recordActivity(viewer, row, next, tx);
      await deps.onMeetingsChanged?.(projectId, tx);
      return next;
    });
    await links.followChange(row, change);
    return scheduling.toDto(changed, await scheduling.organizersOf([changed]), viewer);
  }

  /** An admin changing someone else's meeting leaves a trace in the activity log. */
  function recordActivity(viewer: MeetingActor, before: MeetingRow, after: MeetingRow, tx: Executor) {
    const actor: TAdminActor = { userId: viewer.userId, email: viewer.email, ip: viewer.ip };
    const times = (row: MeetingRow) => ({
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
    });
    return activity.record(
      actor,
      after.cancelledAt
        ? {
            action: 'meeting.cancelled',
            targetId: after.id,
            summary: `Cancelled meeting “${after.title}”`,
            before: times(before),
          }
        : {
            action: 'meeting.rescheduled',
            targetId: after.id,
            summary: `Rescheduled meeting “${after.title}”`,
            before: times(before),
            after: times(after),
          },
      tx,
    );
  }

  return {
    /** Moves the meeting to a new start and end. */
    reschedule(viewer: MeetingActor, projectId: string, id: string, input: TRescheduleMeeting): Promise<TMeeting> {
      return apply(viewer, projectId, id, { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) });
    },

    /** Cancels the meeting: it leaves the lists, and the attendees' calendars drop it. */
    async cancel(viewer: MeetingActor, projectId: string, id: string): Promise<void> {
      await apply(viewer, projectId, id, { cancelledAt: clock.now() });
    },
  };
}

export type MeetingChanges = ReturnType<typeof createMeetingChanges>;
