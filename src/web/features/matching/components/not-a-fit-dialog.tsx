import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useMarkNotAFit } from '../api/mark-not-a-fit';

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
  const [reason, setReason] = useState(current ?? '');
  const mark = useMarkNotAFit(requestId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mark.mutate(
      { userId, reason },
      {
        onSuccess: () => {
          toast.success(`${name} marked not a fit`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Not a fit: {name}</DialogTitle>
        <DialogDescription>
          Say why, so matching can be measured against it. The candidate stays on the shortlist.
        </DialogDescription>
        <form className="mt-4 space-y-3" onSubmit={submit} aria-label="Not a fit">
          <FormField id="not-a-fit-reason" label="Reason" error={mark.error?.message}>
            <Textarea
              id="not-a-fit-reason"
              required
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              {...describedBy('not-a-fit-reason', mark.error?.message)}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={mark.isPending || !reason.trim()}>
              {mark.isPending ? 'Saving…' : 'Mark not a fit'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
