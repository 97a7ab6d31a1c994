import { CalendarPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MEETING_TITLE_MAX_LENGTH, MEETING_URL_MAX_LENGTH } from '@shared/domain/limits';
import {
  CHAT_MEETING_FIELDS_REQUIRED,
  isMeetingUrl,
  MEETING_END_AFTER_START,
  MEETING_TEXTS,
  MEETING_URL_INVALID,
} from '@shared/domain/meetings';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useCreateChatMeeting, useMeetings } from '../../api/meetings/meetings-api';
import { localToIso } from './create-meeting-form';
import { RecordingConsentField } from './recording-consent-field';

/**
 * The chat header's "Schedule meeting" (spec: manual meeting in chat): title and link required ("Please fill in the
 * required fields"), start and end optional; recording asked as in the Meetings tab. The meeting is announced in the chat.
 */
export function ManualMeetingDialog({ projectId }: { projectId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [joinUrl, setJoinUrl] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [error, setError] = useState<{ field: 'title' | 'joinUrl' | 'endsAt'; message: string } | null>(null);
  const create = useCreateChatMeeting(projectId);
  const recording = useMeetings(projectId).data?.recording;
  const [consent, setConsent] = useState<boolean | null>(null);
  const recordingConsent = consent ?? recording?.defaultOn ?? false;

  const reset = () => {
    setTitle('');
    setJoinUrl('');
    setStartsAt('');
    setEndsAt('');
    setConsent(null);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !joinUrl.trim())
      return setError({ field: !title.trim() ? 'title' : 'joinUrl', message: CHAT_MEETING_FIELDS_REQUIRED });
    if (!isMeetingUrl(joinUrl.trim())) return setError({ field: 'joinUrl', message: MEETING_URL_INVALID });
    if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt))
      return setError({ field: 'endsAt', message: MEETING_END_AFTER_START });
    setError(null);
    create.mutate(
      {
        title: title.trim(),
        joinUrl: joinUrl.trim(),
        startsAt: localToIso(startsAt),
        endsAt: localToIso(endsAt),
        ...(recording?.enabled ? { recordingConsent } : {}),
      },
      {
        onSuccess: (meeting) => {
          toast.success(`Meeting created: ${meeting.title}`);
          reset();
          setOpen(false);
        },
        onError: (failure) => toast.error(MEETING_TEXTS.createFailed, { description: failure.message }),
      },
    );
  };

  const errorOf = (field: 'title' | 'joinUrl' | 'endsAt') => (error?.field === field ? error.message : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <CalendarPlus aria-hidden />
          Schedule meeting
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Schedule a meeting</DialogTitle>
        <DialogDescription>Share a meeting link with the team; it is announced in this chat.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Schedule a meeting">
          <FormField id={`${id}-title`} label="Title" error={errorOf('title')}>
            <Input
              id={`${id}-title`}
              value={title}
              maxLength={MEETING_TITLE_MAX_LENGTH}
              onChange={(event) => {
                setTitle(event.target.value);
                if (error?.field === 'title') setError(null);
              }}
              {...describedBy(`${id}-title`, errorOf('title'))}
            />
          </FormField>
          <FormField id={`${id}-url`} label="Meeting link" error={errorOf('joinUrl')}>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={joinUrl}
              maxLength={MEETING_URL_MAX_LENGTH}
              onChange={(event) => {
                setJoinUrl(event.target.value);
                if (error?.field === 'joinUrl') setError(null);
              }}
              {...describedBy(`${id}-url`, errorOf('joinUrl'))}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-start`} label="Start (optional)">
              <Input
                id={`${id}-start`}
                type="datetime-local"
                value={startsAt}
                onChange={(event) => setStartsAt(event.target.value)}
              />
            </FormField>
            <FormField id={`${id}-end`} label="End (optional)" error={errorOf('endsAt')}>
              <Input
                id={`${id}-end`}
                type="datetime-local"
                value={endsAt}
                min={startsAt || undefined}
                onChange={(event) => {
                  setEndsAt(event.target.value);
                  if (error?.field === 'endsAt') setError(null);
                }}
                {...describedBy(`${id}-end`, errorOf('endsAt'))}
              />
            </FormField>
          </div>
          {recording && (
            <RecordingConsentField
              id={`${id}-consent`}
              recording={recording}
              checked={recordingConsent}
              onChange={setConsent}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create meeting'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
