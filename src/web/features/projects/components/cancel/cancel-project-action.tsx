import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CANCELLATION_REASON_MAX,
  CANCELLATION_REASON_MIN,
  cancelProjectBodySchema,
  type TCancelProjectBody,
} from '@shared/schemas/project-form-bodies';
import type { TProjectDetail } from '@shared/schemas/projects';
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
import { Textarea } from '@web/components/ui/input';
import { formatExactMoney } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { resolverOnFirstUse } from '@web/lib/resolver-on-first-use';
import { toast } from '@web/lib/toast';
import { useCancelProject, useProjectCancellation } from '../../api/cancel-project';

const clientCancelResolver = resolverOnFirstUse(cancelProjectBodySchema);
/** An admin must give the reason; the client's dialog has no field, only the confirmation. */
const adminCancelResolver = resolverOnFirstUse<TCancelProjectBody, TCancelProjectBody>(() =>
  cancelProjectBodySchema().required(),
);

/** The dialog's confirmation (with the admin's reason), made as the dialog opens; what was typed goes when it closes. */
function CancelForm({
  project,
  isAdmin,
  refundAmount,
  currency,
  cancel,
  onCancelled,
}: {
  project: Pick<TProjectDetail, 'title'>;
  isAdmin: boolean;
  refundAmount: number;
  currency: string;
  cancel: ReturnType<typeof useCancelProject>;
  onCancelled: () => void;
}) {
  const reasonId = useId();
  const form = useForm<TCancelProjectBody>({
    resolver: isAdmin ? adminCancelResolver : clientCancelResolver,
    defaultValues: isAdmin ? { reason: '' } : {},
  });
  const { errors, submitCount } = form.formState;

  const submit = form.handleSubmit((input) =>
    cancel.mutate(input, {
      onError: (failure) => showServerFieldErrors(failure, form.setError, ['reason']),
      onSuccess: () => {
        onCancelled();
        toast.success('Project cancelled', {
          description:
            refundAmount > 0
              ? `${formatExactMoney(refundAmount, currency)} is being refunded to the client.`
              : undefined,
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DialogTitle>Cancel “{project.title}”?</DialogTitle>
      <DialogDescription>
        {refundAmount > 0
          ? `${formatExactMoney(refundAmount, currency)} held in escrow will be refunded in full to the client. Work already released stays released.`
          : 'Nothing is held in escrow for this project, so nothing is refunded.'}{' '}
        The project closes for everyone and cannot be reopened.
      </DialogDescription>
      {isAdmin && <ErrorSummary key={submitCount} problems={problemsOf(errors, { reason: reasonId })} />}
      {isAdmin && (
        <FormField
          id={reasonId}
          label="Reason"
          hint={`${CANCELLATION_REASON_MIN} to ${CANCELLATION_REASON_MAX} characters; the client and the expert see it.`}
          error={errors.reason?.message}
          summarised
        >
          <Textarea
            id={reasonId}
            rows={4}
            maxLength={CANCELLATION_REASON_MAX}
            autoFocus
            {...form.register('reason')}
            {...describedBy(reasonId, errors.reason, true)}
          />
        </FormField>
      )}
      {cancel.error && !errors.reason && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {cancel.error.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={cancel.isPending} autoFocus={!isAdmin}>
            Keep project
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel project'}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Cancel project" for an admin (any draft or active project, with a reason) and for the client (only while nothing
 * is funded, paid or submitted; otherwise the button is disabled and says why). The dialog says what is refunded.
 */
export function CancelProjectAction({
  project,
  isAdmin,
}: {
  project: Pick<TProjectDetail, 'id' | 'title' | 'status' | 'viewerRole'>;
  isAdmin: boolean;
}) {
  const hintId = useId();
  const open = project.status === 'draft' || project.status === 'active';
  const mayAsk = open && (isAdmin || project.viewerRole === 'client');
  const cancellation = useProjectCancellation(project.id, mayAsk);
  const cancel = useCancelProject(project.id);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (!mayAsk || cancellation.isError) return null;
  // Shown at once, disabled until the server says what cancelling would do, so nothing below moves when it answers.
  if (!cancellation.data)
    return (
      <Button variant="outline" size="sm" disabled aria-busy="true">
        Cancel project
      </Button>
    );
  const { allowed, blockedReason, refundAmount, currency } = cancellation.data;

  if (!allowed)
    return (
      <div className="flex max-w-sm flex-col items-start gap-1 sm:items-end">
        <Button variant="outline" size="sm" disabled aria-describedby={hintId}>
          Cancel project
        </Button>
        <p id={hintId} className="text-xs text-slate-600 sm:text-right">
          {blockedReason}
        </p>
      </div>
    );

  const close = () => {
    setDialogOpen(false);
    cancel.reset();
  };

  return (
    <Dialog
      open={dialogOpen}
      onOpenChange={(next) => {
        if (cancel.isPending) return;
        if (next) setDialogOpen(true);
        else close();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Cancel project
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" className="max-w-md">
        <CancelForm
          project={project}
          isAdmin={isAdmin}
          refundAmount={refundAmount}
          currency={currency}
          cancel={cancel}
          onCancelled={close}
        />
      </DialogContent>
    </Dialog>
  );
}
