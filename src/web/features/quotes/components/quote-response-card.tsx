import { useState } from 'react';
import { QUOTE_TEXT_MAX_LENGTH } from '@shared/domain/limits';
import { ApiError } from '@web/lib/api-client';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useApproveQuote } from '../api/approve-quote';
import { useRejectQuote } from '../api/reject-quote';
import { useRequestQuoteChanges } from '../api/request-quote-changes';

const CHANGES_REQUIRED = ['Changes Required', "Please describe what changes you'd like to see."] as const;

/** Your Response: shown only while the quote is sent and unexpired. Every button waits while an action runs. */
export function QuoteResponseCard({ quoteId }: { quoteId: string }) {
  const [notes, setNotes] = useState('');
  const [confirmingReject, setConfirmingReject] = useState(false);
  const approve = useApproveQuote(quoteId);
  const reject = useRejectQuote(quoteId);
  const requestChanges = useRequestQuoteChanges(quoteId);
  const busy = approve.isPending || reject.isPending || requestChanges.isPending;
  const trimmed = notes.trim();

  const onApprove = () =>
    approve.mutate(trimmed, {
      onSuccess: () =>
        toast.success('Quote Approved!', {
          description: "Your project has been created! You'll receive milestone payment requests as work progresses.",
        }),
      onError: (error) => toast.error('Action Failed', { description: error.message }),
    });

  const onReject = () =>
    reject.mutate(trimmed, {
      onSuccess: () =>
        toast.success('Quote Rejected', {
          description: "We'll review your feedback and provide a revised quote if needed.",
        }),
      onError: (error) => toast.error('Action Failed', { description: error.message }),
    });

  const onRequestChanges = () => {
    if (!trimmed) {
      toast.error(CHANGES_REQUIRED[0], { description: CHANGES_REQUIRED[1] });
      return;
    }
    requestChanges.mutate(trimmed, {
      onSuccess: () =>
        toast.success('Revision Requested', {
          description: "We'll review your changes and provide an updated quote within 24 hours.",
        }),
      onError: (error) =>
        error instanceof ApiError && error.code === 'validation_error'
          ? toast.error(CHANGES_REQUIRED[0], { description: CHANGES_REQUIRED[1] })
          : toast.error('Request Failed', { description: error.message }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your Response</h2>
        </CardTitle>
        <CardDescription>Approve to start the project, or tell us what should change.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="quote-notes">Notes</Label>
          <Textarea
            id="quote-notes"
            rows={4}
            value={notes}
            maxLength={QUOTE_TEXT_MAX_LENGTH.clientNotes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder="Add notes or describe the changes you'd like…"
            aria-describedby="quote-notes-hint"
          />
          <p id="quote-notes-hint" className="text-xs text-slate-500">
            Required to request changes; optional otherwise.
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Button onClick={onApprove} disabled={busy}>
            {approve.isPending && <Spinner label="Approving" className="size-4 text-white" />}
            Approve Quote
          </Button>
          <Button variant="outline" onClick={onRequestChanges} disabled={busy || !trimmed}>
            {requestChanges.isPending && <Spinner label="Requesting changes" className="size-4" />}
            Request Changes
          </Button>
          <Button variant="destructive" onClick={() => setConfirmingReject(true)} disabled={busy}>
            {reject.isPending && <Spinner label="Rejecting" className="size-4 text-white" />}
            Reject Quote
          </Button>
        </div>
        <ConfirmDialog
          open={confirmingReject}
          onOpenChange={setConfirmingReject}
          title="Reject this quote?"
          description={
            trimmed
              ? 'The quote closes and cannot be approved afterwards. Your notes go to our team so a revised offer can follow.'
              : 'The quote closes and cannot be approved afterwards. Adding a note first helps us prepare a better offer.'
          }
          confirmLabel="Reject Quote"
          onConfirm={onReject}
        />
      </CardContent>
    </Card>
  );
}
