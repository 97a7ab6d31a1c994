import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MEETING_TITLE_MAX_LENGTH, MEETING_URL_MAX_LENGTH } from '@shared/domain/limits';
import { MEETING_TEXTS } from '@shared/domain/meetings';
import { ZCreateChatMeetingSchema, type TCreateChatMeeting } from '@shared/schemas/meetings';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { useCreateChatMeeting, useMeetings } from '../../api/meetings/meetings-api';
import { localToIso } from './local-time';
import { RecordingConsentField } from './recording-consent-field';

/** The dialog's values (times in local `datetime-local` form), read as the API's chat meeting and checked by its rules. */
const ZManualMeetingFormSchema = z
  .object({ title: z.string(), joinUrl: z.string(), startsAt: z.string(), endsAt: z.string() })
  .transform((values): TCreateChatMeeting => ({
    ...values,
    startsAt: localToIso(values.startsAt),
    endsAt: localToIso(values.endsAt),
  }))
  .pipe(ZCreateChatMeetingSchema);
type TManualMeetingForm = z.input<typeof ZManualMeetingFormSchema>;
const BLANK: TManualMeetingForm = { title: '', joinUrl: '', startsAt: '', endsAt: '' };

/**
 * The chat header's "Schedule meeting" (spec: manual meeting in chat): title and link required ("Please fill in the
 * required fields"), start and end optional; recording asked as in the Meetings tab. The meeting is announced in the chat.
 */
export function ManualMeetingDialog({ projectId }: { projectId: string }) {
  const id = useId();
  const fields = { title: `${id}-title`, joinUrl: `${id}-url`, startsAt: `${id}-start`, endsAt: `${id}-end` };
  const [open, setOpen] = useState(false);
  const form = useForm<TManualMeetingForm, unknown, z.output<typeof ZManualMeetingFormSchema>>({
    resolver: zodResolver(ZManualMeetingFormSchema),
    defaultValues: BLANK,
  });
  const { errors, submitCount } = form.formState;
  const create = useCreateChatMeeting(projectId);
  const recording = useMeetings(projectId).data?.recording;
  const [consent, setConsent] = useState<boolean | null>(null);
  const recordingConsent = consent ?? recording?.defaultOn ?? false;
  const startsAt = form.watch('startsAt');

  const reset = () => {
    form.reset(BLANK);
    setConsent(null);
  };

  const submit = form.handleSubmit((meeting) =>
    create.mutate(
      { ...meeting, ...(recording?.enabled ? { recordingConsent } : {}) },
      {
        onSuccess: (created) => {
          toast.success(`Meeting created: ${created.title}`);
          reset();
          setOpen(false);
        },
        onError: (failure) => {
          showServerFieldErrors(failure, form.setError, ['title', 'joinUrl', 'startsAt', 'endsAt']);
          toast.error(MEETING_TEXTS.createFailed, { description: failure.message });
        },
      },
    ),
  );

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
          <ErrorSummary key={submitCount} problems={problemsOf(errors, fields)} />
          <FormField id={fields.title} label="Title" error={errors.title?.message} summarised>
            <Input
              id={fields.title}
              maxLength={MEETING_TITLE_MAX_LENGTH}
              {...form.register('title')}
              {...describedBy(fields.title, errors.title)}
            />
          </FormField>
          <FormField id={fields.joinUrl} label="Meeting link" error={errors.joinUrl?.message} summarised>
            <Input
              id={fields.joinUrl}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={MEETING_URL_MAX_LENGTH}
              {...form.register('joinUrl')}
              {...describedBy(fields.joinUrl, errors.joinUrl)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fields.startsAt} label="Start (optional)" error={errors.startsAt?.message} summarised>
              <Input
                id={fields.startsAt}
                type="datetime-local"
                {...form.register('startsAt')}
                {...describedBy(fields.startsAt, errors.startsAt)}
              />
            </FormField>
            <FormField id={fields.endsAt} label="End (optional)" error={errors.endsAt?.message} summarised>
              <Input
                id={fields.endsAt}
                type="datetime-local"
                min={startsAt || undefined}
                {...form.register('endsAt')}
                {...describedBy(fields.endsAt, errors.endsAt)}
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
