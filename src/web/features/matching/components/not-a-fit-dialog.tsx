import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useMarkNotAFit } from '../api/mark-not-a-fit';

const ZNotAFitSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why this candidate is not a fit.')
    .max(500, 'Keep the reason to 500 characters.'),
});
const FIELD_IDS = { reason: 'not-a-fit-reason' } as const;

/** The admin says why a shortlisted candidate is not a fit; the mark teaches the Performance tab. */
export function NotAFitDialog({
  requestId,
  userId,
  name,
  current,
  onClose,
}: {
  requestId: string;
  userId: string;
  name: string;
  current: string | null;
  onClose: () => void;
}) {
  const mark = useMarkNotAFit(requestId);
  const form = useForm<z.infer<typeof ZNotAFitSchema>>({
    resolver: zodResolver(ZNotAFitSchema),
    defaultValues: { reason: current ?? '' },
  });
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit(({ reason }) =>
    mark.mutate(
      { userId, reason },
      {
        onSuccess: () => {
          toast.success(`${name} marked not a fit`);
          onClose();
        },
        onError: (error) => form.setError('reason', { type: 'server', message: error.message }, { shouldFocus: true }),
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Not a fit: {name}</DialogTitle>
        <DialogDescription>
          Say why, so matching can be measured against it. The candidate stays on the shortlist.
        </DialogDescription>
        <form className="mt-4 space-y-3" onSubmit={(event) => void submit(event)} noValidate aria-label="Not a fit">
          <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
          <FormField id={FIELD_IDS.reason} label="Reason" error={errors.reason?.message} summarised>
            <Textarea
              id={FIELD_IDS.reason}
              rows={3}
              {...form.register('reason')}
              {...describedBy(FIELD_IDS.reason, errors.reason)}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={mark.isPending}>
              {mark.isPending ? 'Saving…' : 'Mark not a fit'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
