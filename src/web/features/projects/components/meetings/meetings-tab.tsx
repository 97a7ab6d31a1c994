import { CalendarDays, CalendarPlus, CalendarX, Copy, ExternalLink, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasUpcomingMeeting,
  MEETING_PROVIDER_LABELS,
  MEETING_TEXTS,
  meetingDisplayStatus,
} from '@shared/domain/meetings';
import type { TMeeting, TMeetingList } from '@shared/schemas/meetings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { StatusBadge } from '@web/components/ui/status-badge';
import { useDateFormats } from '@web/components/ui/local-date';
import type { TDateFormats } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useNow } from '@web/lib/use-now';
import { downloadMeetingIcs, useCancelMeeting, useMeetingEvents, useMeetings } from '../../api/meetings/meetings-api';
import { CreateMeetingForm } from './create-meeting-form';
import { RescheduleMeetingDialog } from './reschedule-meeting-dialog';

function when(meeting: TMeeting, formats: TDateFormats): string {
  if (!meeting.startsAt) return 'No time set';
  const start = formats.dateTime(meeting.startsAt);
  if (!meeting.endsAt) return start;
  const sameDay = formats.day(meeting.startsAt) === formats.day(meeting.endsAt);
  return `${start} – ${sameDay ? formats.time(meeting.endsAt) : formats.dateTime(meeting.endsAt)}`;
}

async function copyLink(url: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available here');
    await navigator.clipboard.writeText(url);
    toast.success('Link copied to clipboard');
  } catch (error) {
    toast.error(MEETING_TEXTS.copyFailed, { description: error instanceof Error ? error.message : undefined });
  }
}

/**
 * "Cancel meeting" with its confirmation. Once cancelled the card leaves the list, so focus goes to the list's heading
 * (`onGone`); a refusal is said in a toast and focus stays on the button.
 */
function CancelMeetingButton({ meeting, onGone }: { meeting: TMeeting; onGone: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelMeeting(meeting.projectId);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="text-red-700"
        disabled={cancel.isPending}
        aria-label={`Cancel meeting ${meeting.title}`}
        onClick={() => setConfirming(true)}
      >
        <CalendarX aria-hidden />
        Cancel meeting
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel ${meeting.title}?`}
        description="Everyone on the project is told, and the meeting is taken out of the calendars it was sent to. This cannot be undone."
        confirmLabel="Cancel meeting"
        cancelLabel="Keep meeting"
        // mutateAsync: the card, and with it mutate()'s own callbacks, is gone once the list has refreshed.
        onConfirm={() =>
          cancel.mutateAsync(meeting.id).then(
            () => {
              toast.success(`Meeting cancelled: ${meeting.title}`, { description: 'The participants were told.' });
              onGone();
            },
            (failure: Error) => toast.error('Failed to cancel meeting', { description: failure.message }),
          )
        }
      />
    </>
  );
}

function MeetingCard({
  meeting,
  now,
  privacyNote,
  onGone,
}: {
  meeting: TMeeting;
  now: Date;
  privacyNote: string;
  onGone: () => void;
}) {
  const status = meetingDisplayStatus(meeting, now);
  const formats = useDateFormats();
  const [downloading, setDownloading] = useState(false);
  return (
    <li>
      <Card>
        <CardHeader className="pb-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <CardTitle className="text-base">{meeting.title}</CardTitle>
              <CardDescription className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="inline-flex items-center gap-1">
                  <Video className="size-4" aria-hidden />
                  {MEETING_PROVIDER_LABELS[meeting.provider]}
                </span>
                <span className="inline-flex items-center gap-1">
                  <CalendarDays className="size-4" aria-hidden />
                  {when(meeting, formats)}
                </span>
                {meeting.organizer && <span>Organised by {meeting.organizer.name}</span>}
              </CardDescription>
            </div>
            <StatusBadge kind="meeting" status={status} />
          </div>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="min-w-0 truncate text-sm" title={meeting.joinUrl}>
            <span className="text-slate-600">Link: </span>
            <a
              href={meeting.joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {meeting.joinUrl}
            </a>
          </p>
          {meeting.placeholder && (
            <p className="text-xs text-slate-600">
              Placeholder Google Meet: the link opens a new meeting. Connect Google Calendar for a shared Meet link.
            </p>
          )}
          {meeting.recordingConsent && (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
              <span className="font-semibold">Recorded meeting.</span> {privacyNote}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a href={meeting.joinUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                Join
                <span className="sr-only"> {meeting.title} (opens in a new tab)</span>
              </a>
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Copy link of ${meeting.title}`}
              onClick={() => void copyLink(meeting.joinUrl)}
            >
              <Copy aria-hidden />
              Copy link
            </Button>
            {meeting.startsAt && (
              <Button
                size="sm"
                variant="outline"
                disabled={downloading}
                aria-label={`Add ${meeting.title} to calendar (.ics)`}
                onClick={() => {
                  setDownloading(true);
                  downloadMeetingIcs(meeting.projectId, meeting.id)
                    .catch((error: unknown) =>
                      toast.error('Failed to download the calendar file', {
                        description: error instanceof Error ? error.message : undefined,
                      }),
                    )
                    .finally(() => setDownloading(false));
                }}
              >
                <CalendarPlus aria-hidden />
                Add to calendar
              </Button>
            )}
            {/* Its organizer and admins may move or cancel it until it is over. */}
            {meeting.canManage && status !== 'Completed' && (
              <>
                <RescheduleMeetingDialog meeting={meeting} />
                <CancelMeetingButton meeting={meeting} onGone={onGone} />
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** After Google's consent screen the server sends the person back here with ?google=connected|failed|cancelled. */
function useGoogleReturnToast() {
  const [params, setParams] = useSearchParams();
  const result = params.get('google');
  useEffect(() => {
    if (!result) return;
    if (result === 'connected') toast.success('Google Calendar connected');
    else if (result === 'failed') toast.error('Google Calendar could not be connected');
    const next = new URLSearchParams(params);
    next.delete('google');
    setParams(next, { replace: true });
  }, [result, params, setParams]);
}

/** The project's Meetings tab (spec section 2): create and list meetings, copy links, add them to a calendar. */
export function MeetingsTab({ projectId }: { projectId: string }) {
  const query = useMeetings(projectId);
  // Re-rendered every 30 s so Upcoming turns Live and Live turns Completed while the tab is open.
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  useMeetingEvents();
  useGoogleReturnToast();

  useEffect(() => {
    if (query.error) toast.error(MEETING_TEXTS.loadFailed, { description: query.error.message });
  }, [query.error]);

  if (query.isPending) return <ListSkeleton label="Loading meetings" />;
  if (query.isError)
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle className="text-base">{MEETING_TEXTS.loadFailed}</CardTitle>
          <CardDescription>{query.error.message}</CardDescription>
          <div>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        </CardHeader>
      </Card>
    );

  const list: TMeetingList = query.data;
  return (
    <div className="space-y-4">
      <CreateMeetingForm projectId={projectId} recording={list.recording} google={list.google} />
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
        Project meetings
      </h3>
      {list.meetings.length === 0 ? (
        <EmptyState icon={Video} title="No meetings yet" description={MEETING_TEXTS.empty} />
      ) : (
        <>
          {/* Past meetings only: the spec's info that nothing is coming up. */}
          {!hasUpcomingMeeting(list.meetings, now) && (
            <p className="text-sm text-slate-600" role="status">
              {MEETING_TEXTS.empty}
            </p>
          )}
          <ul className="space-y-3" aria-label="Meetings">
            {list.meetings.map((meeting) => (
              <MeetingCard
                key={meeting.id}
                meeting={meeting}
                now={now}
                privacyNote={list.recording.privacyNote}
                onGone={() => heading.current?.focus()}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
