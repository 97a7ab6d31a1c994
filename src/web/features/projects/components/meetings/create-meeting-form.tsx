import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MEETING_TITLE_MAX_LENGTH, MEETING_URL_MAX_LENGTH } from '@shared/domain/limits';
import {
  isGoogleMeet,
  MEETING_PROVIDER_CHOICES,
  MEETING_PROVIDER_LABELS,
  MEETING_TEXTS,
  meetingNeedsUrl,
} from '@shared/domain/meetings';
import {
  ZCreateMeetingSchema,
  ZMeetingProviderSchema,
  type TCreateMeeting,
  type TMeetingList,
} from '@shared/schemas/meetings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { googleConnectUrl, useCreateMeeting, useDisconnectGoogle } from '../../api/meetings/meetings-api';
import { localToIso } from './local-time';
import { RecordingConsentField } from './recording-consent-field';

/** The form's values (times in local `datetime-local` form), read as the API's meeting and checked by its rules. */
const ZNewMeetingFormSchema = z
  .object({
    provider: ZMeetingProviderSchema,
    title: z.string(),
    joinUrl: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    recordingConsent: z.boolean(),
  })
  .transform((values): TCreateMeeting => ({
    ...values,
    joinUrl: meetingNeedsUrl(values.provider) ? values.joinUrl : null,
    startsAt: localToIso(values.startsAt),
    endsAt: localToIso(values.endsAt),
  }))
  .pipe(ZCreateMeetingSchema);
type TNewMeetingForm = z.input<typeof ZNewMeetingFormSchema>;
const SERVER_FIELDS = ['title', 'joinUrl', 'startsAt', 'endsAt'] as const;

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
  const fields = { title: `${id}-title`, joinUrl: `${id}-url`, startsAt: `${id}-start`, endsAt: `${id}-end` };
  const [open, setOpen] = useState(false);
  const blank: TNewMeetingForm = {
    provider: 'jitsi',
    title: '',
    joinUrl: '',
    startsAt: '',
    endsAt: '',
    recordingConsent: recording.defaultOn,
  };
  const form = useForm<TNewMeetingForm, unknown, z.output<typeof ZNewMeetingFormSchema>>({
    resolver: zodResolver(ZNewMeetingFormSchema),
    defaultValues: blank,
  });
  const { errors, submitCount } = form.formState;
  const create = useCreateMeeting(projectId);
  const disconnect = useDisconnectGoogle(projectId);
  const provider = form.watch('provider');
  const startsAt = form.watch('startsAt');
  const needsUrl = meetingNeedsUrl(provider);
  const google_ = isGoogleMeet(provider);

  const close = () => {
    form.reset(blank);
    setOpen(false);
  };

  const submit = form.handleSubmit(({ recordingConsent, ...meeting }) =>
    create.mutate(
      { ...meeting, ...(recording.enabled ? { recordingConsent } : {}) },
      {
        onSuccess: (created) => {
          toast.success(`Meeting created: ${created.title}`);
          close();
        },
        onError: (failure) => {
          showServerFieldErrors(failure, form.setError, SERVER_FIELDS);
          toast.error(MEETING_TEXTS.createFailed, { description: failure.message });
        },
      },
    ),
  );

  if (!open)
    return (
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        New Meeting
      </Button>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">New Meeting</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="New meeting">
          <ErrorSummary key={submitCount} problems={problemsOf(errors, fields)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-provider`} label="Provider">
              <NativeSelect
                id={`${id}-provider`}
                {...form.register('provider', { onChange: () => form.clearErrors() })}
              >
                {MEETING_PROVIDER_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {MEETING_PROVIDER_LABELS[choice]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={fields.title} label="Title" error={errors.title?.message} summarised>
              <Input
                id={fields.title}
                maxLength={MEETING_TITLE_MAX_LENGTH}
                autoFocus
                {...form.register('title')}
                {...describedBy(fields.title, errors.title)}
              />
            </FormField>
          </div>
          {needsUrl && (
            <FormField
              id={fields.joinUrl}
              label="Meeting URL"
              hint="The invitation link from Zoom, Teams or your meeting tool"
              error={errors.joinUrl?.message}
              summarised
            >
              <Input
                id={fields.joinUrl}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={MEETING_URL_MAX_LENGTH}
                {...form.register('joinUrl')}
                {...describedBy(fields.joinUrl, errors.joinUrl, true)}
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
            <FormField
              id={fields.startsAt}
              label={google_ ? 'Start' : 'Start (optional)'}
              error={errors.startsAt?.message}
              summarised
            >
              <Input
                id={fields.startsAt}
                type="datetime-local"
                {...form.register('startsAt')}
                {...describedBy(fields.startsAt, errors.startsAt)}
              />
            </FormField>
            <FormField
              id={fields.endsAt}
              label={google_ ? 'End' : 'End (optional)'}
              error={errors.endsAt?.message}
              summarised
            >
              <Input
                id={fields.endsAt}
                type="datetime-local"
                min={startsAt || undefined}
                {...form.register('endsAt')}
                {...describedBy(fields.endsAt, errors.endsAt)}
              />
            </FormField>
          </div>
          <RecordingConsentField
            id={`${id}-consent`}
            recording={recording}
            checked={form.watch('recordingConsent')}
            onChange={(checked) => form.setValue('recordingConsent', checked)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create Meeting'}
            </Button>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
