import { useId, useState, type FormEvent } from 'react';
import { REVISION_REASON_MAX_LENGTH } from '@shared/domain/limits';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';

/**
 * Asks for the reason of a revision. Nothing is sent while the reason is empty; Cancel, Escape and the close button
 * leave everything as it was.
 */
export function RevisionDialog({
  open,
  onOpenChange,
  deliverableTitle,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deliverableTitle: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError('Please give a reason for the revision');
    onSubmit(trimmed);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogTitle>Request Revision</DialogTitle>
          <DialogDescription>
            What should change in "{deliverableTitle}"? The expert sees this reason.
          </DialogDescription>
          <FormField id={id} label="Reason" error={error}>
            <Textarea
              id={id}
              value={reason}
              maxLength={REVISION_REASON_MAX_LENGTH}
              rows={4}
              autoFocus
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(undefined);
              }}
              {...describedBy(id, error)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Sending…' : 'Request Revision'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
