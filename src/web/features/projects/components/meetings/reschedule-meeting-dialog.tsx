import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZRescheduleMeetingSchema, type TMeeting } from '@shared/schemas/meetings';
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
import { useRescheduleMeeting } from '../../api/meetings/meetings-api';
import { isoToLocal, localToIso } from './local-time';

/** The dialog's local times, checked by the server's own rules once read as instants. */
const ZLocalTimesSchema = z
  .object({ startsAt: z.string(), endsAt: z.string() })
  .transform(({ startsAt, endsAt }) => ({ startsAt: localToIso(startsAt) ?? '', endsAt: localToIso(endsAt) ?? '' }))
  .pipe(ZRescheduleMeetingSchema);

/** "Reschedule" on a meeting card: a new start and end; the attendees get the updated invitation. */
export function RescheduleMeetingDialog({ meeting }: { meeting: TMeeting }) {
  const id = useId();
  const fields = { startsAt: `${id}-start`, endsAt: `${id}-end` } as const;
  const [open, setOpen] = useState(false);
  const reschedule = useRescheduleMeeting(meeting.projectId);
  const current = { startsAt: isoToLocal(meeting.startsAt), endsAt: isoToLocal(meeting.endsAt) };
  const form = useForm<z.input<typeof ZLocalTimesSchema>, unknown, z.output<typeof ZLocalTimesSchema>>({
    resolver: zodResolver(ZLocalTimesSchema),
    defaultValues: current,
  });
  const { errors, submitCount } = form.formState;

  const submit = form.handleSubmit((times) =>
    reschedule.mutate(
      { id: meeting.id, ...times },
      {
        onSuccess: () => {
          toast.success(`Meeting rescheduled: ${meeting.title}`, { description: 'The participants were told.' });
          setOpen(false);
        },
        onError: (failure) => {
          if (!showServerFieldErrors(failure, form.setError, ['startsAt', 'endsAt']))
            toast.error('Failed to reschedule meeting', { description: failure.message });
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(current);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Reschedule ${meeting.title}`}>
          <CalendarClock aria-hidden />
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Reschedule {meeting.title}</DialogTitle>
        <DialogDescription>Choose the new time. Everyone on the project gets the updated invitation.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label={`Reschedule ${meeting.title}`}>
          <ErrorSummary key={submitCount} problems={problemsOf(errors, fields)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fields.startsAt} label="New start" error={errors.startsAt?.message} summarised>
              <Input
                id={fields.startsAt}
                type="datetime-local"
                autoFocus
                {...form.register('startsAt')}
                {...describedBy(fields.startsAt, errors.startsAt)}
              />
            </FormField>
            <FormField id={fields.endsAt} label="New end" error={errors.endsAt?.message} summarised>
              <Input
                id={fields.endsAt}
                type="datetime-local"
                {...form.register('endsAt')}
                {...describedBy(fields.endsAt, errors.endsAt)}
              />
            </FormField>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep the current time
              </Button>
            </DialogClose>
            <Button type="submit" disabled={reschedule.isPending}>
              {reschedule.isPending ? 'Rescheduling…' : 'Reschedule meeting'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
