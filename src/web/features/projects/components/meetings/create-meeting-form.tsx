import { CalendarPlus, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TMeetingProvider } from '@shared/domain/collaboration';
import { MEETING_TITLE_MAX_LENGTH, MEETING_URL_MAX_LENGTH } from '@shared/domain/limits';
import {
  isGoogleMeet,
  isMeetingUrl,
  MEETING_END_AFTER_START,
  MEETING_GOOGLE_TIMES_REQUIRED,
  MEETING_PROVIDER_CHOICES,
  MEETING_PROVIDER_LABELS,
  MEETING_TEXTS,
  MEETING_TITLE_REQUIRED,
  MEETING_URL_INVALID,
  MEETING_URL_REQUIRED,
  meetingNeedsUrl,
} from '@shared/domain/meetings';
import type { TMeetingList } from '@shared/schemas/meetings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { fieldErrorsOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { googleConnectUrl, useCreateMeeting, useDisconnectGoogle } from '../../api/meetings/meetings-api';
import { RecordingConsentField } from './recording-consent-field';

type Errors = Partial<Record<'title' | 'joinUrl' | 'startsAt' | 'endsAt', string>>;

/** `datetime-local` value (the person's local time) → ISO instant; '' → null. */
export const localToIso = (value: string) => (value ? new Date(value).toISOString() : null);

/** The Meetings tab's New Meeting form (spec section 5's rules checked here and again on the server). */
export function CreateMeetingForm({
  projectId,
  recording,
  google,
}: {
  projectId: string;
  recording: TMeetingList['recording'];
  google: TMeetingList['google'];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [provider, setProvider] = useState<TMeetingProvider>('jitsi');
  const [title, setTitle] = useState('');
  const [joinUrl, setJoinUrl] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [consent, setConsent] = useState(recording.defaultOn);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateMeeting(projectId);
  const disconnect = useDisconnectGoogle(projectId);
  const needsUrl = meetingNeedsUrl(provider);
  const google_ = isGoogleMeet(provider);

  const reset = () => {
    setTitle('');
    setJoinUrl('');
    setStartsAt('');
    setEndsAt('');
    setConsent(recording.defaultOn);
    setErrors({});
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!title.trim()) found.title = MEETING_TITLE_REQUIRED;
    if (needsUrl && !joinUrl.trim()) found.joinUrl = MEETING_URL_REQUIRED;
    else if (needsUrl && !isMeetingUrl(joinUrl.trim())) found.joinUrl = MEETING_URL_INVALID;
    if (google_ && (!startsAt || !endsAt)) found.startsAt = MEETING_GOOGLE_TIMES_REQUIRED;
    else if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt)) found.endsAt = MEETING_END_AFTER_START;
    else if (endsAt && !startsAt) found.startsAt = 'Please select a start time';
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        provider,
        title: title.trim(),
        joinUrl: needsUrl ? joinUrl.trim() : null,
        startsAt: localToIso(startsAt),
        endsAt: localToIso(endsAt),
        ...(recording.enabled ? { recordingConsent: consent } : {}),
      },
      {
        onSuccess: (meeting) => {
          toast.success(`Meeting created: ${meeting.title}`);
          reset();
          setOpen(false);
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          if (Object.keys(fields).length > 0) setErrors(fields as Errors);
          toast.error(MEETING_TEXTS.createFailed, { description: failure.message });
        },
      },
    );
  };

  if (!open)
    return (
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        New Meeting
      </Button>
    );

  const clear = (field: keyof Errors) => errors[field] && setErrors({ ...errors, [field]: undefined });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">New Meeting</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="New meeting">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-provider`} label="Provider">
              <NativeSelect
                id={`${id}-provider`}
                value={provider}
                onChange={(event) => {
                  setProvider(event.target.value as TMeetingProvider);
                  setErrors({});
                }}
              >
                {MEETING_PROVIDER_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {MEETING_PROVIDER_LABELS[choice]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`${id}-title`} label="Title" error={errors.title}>
              <Input
                id={`${id}-title`}
                value={title}
                maxLength={MEETING_TITLE_MAX_LENGTH}
                autoFocus
                onChange={(event) => {
                  setTitle(event.target.value);
                  clear('title');
                }}
                {...describedBy(`${id}-title`, errors.title)}
              />
            </FormField>
          </div>
          {needsUrl && (
            <FormField
              id={`${id}-url`}
              label="Meeting URL"
              hint="The invitation link from Zoom, Teams or your meeting tool"
              error={errors.joinUrl}
            >
              <Input
                id={`${id}-url`}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={joinUrl}
                maxLength={MEETING_URL_MAX_LENGTH}
                onChange={(event) => {
                  setJoinUrl(event.target.value);
                  clear('joinUrl');
                }}
                {...describedBy(`${id}-url`, errors.joinUrl, true)}
              />
            </FormField>
          )}
          {provider === 'jitsi' && (
            <p className="text-sm text-slate-600">
              A private Jitsi Meet room with an unguessable name is created for you.
            </p>
          )}
          {google_ && (
            <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              {google.connected ? (
                <p>
                  Google Calendar is connected: the event and its Meet link are created in your calendar.{' '}
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    disabled={disconnect.isPending}
                    onClick={() =>
                      disconnect.mutate(undefined, {
                        onSuccess: () => toast.success('Google Calendar disconnected'),
                        onError: (failure) =>
                          toast.error('Failed to disconnect Google Calendar', { description: failure.message }),
                      })
                    }
                  >
                    Disconnect
                  </Button>
                </p>
              ) : (
                <p>
                  Without a connected Google account this adds a placeholder Google Meet link that opens a new meeting.{' '}
                  {google.available && (
                    <a
                      href={googleConnectUrl(projectId)}
                      className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
                    >
                      <CalendarPlus className="size-4" aria-hidden />
                      Connect Google Calendar
                    </a>
                  )}
                </p>
              )}
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-start`} label={google_ ? 'Start' : 'Start (optional)'} error={errors.startsAt}>
              <Input
                id={`${id}-start`}
                type="datetime-local"
                value={startsAt}
                onChange={(event) => {
                  setStartsAt(event.target.value);
                  clear('startsAt');
                }}
                {...describedBy(`${id}-start`, errors.startsAt)}
              />
            </FormField>
            <FormField id={`${id}-end`} label={google_ ? 'End' : 'End (optional)'} error={errors.endsAt}>
              <Input
                id={`${id}-end`}
                type="datetime-local"
                value={endsAt}
                min={startsAt || undefined}
                onChange={(event) => {
                  setEndsAt(event.target.value);
                  clear('endsAt');
                }}
                {...describedBy(`${id}-end`, errors.endsAt)}
              />
            </FormField>
          </div>
          <RecordingConsentField id={`${id}-consent`} recording={recording} checked={consent} onChange={setConsent} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create Meeting'}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                reset();
                setOpen(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
