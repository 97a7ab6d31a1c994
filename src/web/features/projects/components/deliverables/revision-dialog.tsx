import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REVISION_REASON_MAX_LENGTH } from '@shared/domain/limits';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { resolverOnFirstUse } from '@web/lib/resolver-on-first-use';
import { toast } from '@web/lib/toast';

// The API's check, written here: importing the deliverables schemas at run time ties the page's chunks in a circle.
const revisionFormSchema = () =>
  z.object({
    reason: z.string().trim().min(1, 'Please give a reason for the revision').max(REVISION_REASON_MAX_LENGTH),
  });
type TRevisionForm = z.infer<ReturnType<typeof revisionFormSchema>>;
const revisionResolver = resolverOnFirstUse(revisionFormSchema);

/**
 * Asks for the reason of a revision. Nothing is sent while the reason is empty; Cancel, Escape and the close button
 * leave everything as it was.
 */
export function RevisionDialog({
  target,
  onClose,
  decide,
  returnFocus,
}: {
  /** The deliverable to send back; null keeps the dialog closed. */
  target: { id: string; title: string } | null;
  onClose: () => void;
  /** The QA or client decision: with a reason it requests a revision. */
  decide: UseMutationResult<unknown, Error, { id: string; reason?: string }>;
  /** Where focus goes as the dialog closes (it has no trigger of its own to go back to). */
  returnFocus: () => void;
}) {
  const id = useId();
  const form = useForm<TRevisionForm>({
    resolver: revisionResolver,
    defaultValues: { reason: '' },
  });
  const { errors, submitCount } = form.formState;

  const submit = form.handleSubmit(({ reason }) => {
    if (!target) return;
    decide.mutate(
      { id: target.id, reason },
      {
        onSuccess: () => {
          toast.success('Revision requested');
          form.reset();
          onClose();
        },
        onError: (failure) => {
          if (!showServerFieldErrors(failure, form.setError, ['reason']))
            toast.error('Failed to request revision', { description: failure.message });
        },
      },
    );
  });

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => {
        if (next) return;
        form.reset();
        onClose();
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogTitle>Request Revision</DialogTitle>
          <DialogDescription>What should change in "{target?.title}"? The expert sees this reason.</DialogDescription>
          <ErrorSummary key={submitCount} problems={problemsOf(errors, { reason: id })} />
          <FormField id={id} label="Reason" error={errors.reason?.message} summarised>
            <Textarea
              id={id}
              maxLength={REVISION_REASON_MAX_LENGTH}
              rows={4}
              autoFocus
              {...form.register('reason')}
              {...describedBy(id, errors.reason)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={decide.isPending}>
              {decide.isPending ? 'Sending…' : 'Request Revision'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
