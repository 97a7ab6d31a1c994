import { useState } from 'react';
import { EXPERT_DECISIONS_FROM, STEPS_REQUIRED_TO_APPROVE } from '@shared/domain/experts';
import { EXPERT_TEXT_LENGTH as LEN } from '@shared/domain/limits';
import type { TAdminExpertDetail, TExpertDecision } from '@shared/schemas/experts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, focusField } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useDecideExpert } from '../api/decide-expert';

// Approve, reject or ask for changes, each confirmed in a dialog: the admin's review page, third section.
type Decision = TExpertDecision['decision'];

const DECISION_TEXT: Record<Decision, { button: string; title: string; description: string; confirm: string }> = {
  approve: {
    button: 'Approve',
    title: 'Approve this expert?',
    description: 'They become a vetted expert: matched, invited and shown publicly. They are e-mailed the decision.',
    confirm: 'Approve',
  },
  reject: {
    button: 'Reject',
    title: 'Reject this application?',
    description: 'The applicant is e-mailed the decision with your reason. A rejected application cannot be reopened.',
    confirm: 'Reject',
  },
  suspend: {
    button: 'Suspend',
    title: 'Suspend this expert?',
    description:
      'They stop being matched or invited and their public profile is hidden. They are e-mailed your reason.',
    confirm: 'Suspend',
  },
};

function DecisionDialog({
  decision,
  pending,
  onConfirm,
  onClose,
}: {
  decision: Decision;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [submitCount, setSubmitCount] = useState(0);
  const needsReason = decision !== 'approve';
  const trimmed = reason.trim();
  const problem =
    needsReason && trimmed.length < LEN.reason.min
      ? `Give a reason (at least ${LEN.reason.min} characters).`
      : undefined;
  const error = submitCount > 0 ? problem : undefined;
  const text = DECISION_TEXT[decision];
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitCount((count) => count + 1);
            if (problem) focusField('decision-reason');
            else onConfirm(trimmed);
          }}
        >
          <ErrorSummary key={submitCount} problems={error ? [{ fieldId: 'decision-reason', message: error }] : []} />
          {needsReason && (
            <FormField id="decision-reason" label="Reason (required)" error={error} summarised>
              <Textarea
                id="decision-reason"
                rows={3}
                maxLength={LEN.reason.max}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                {...describedBy('decision-reason', error)}
                autoFocus
              />
            </FormField>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant={decision === 'approve' ? 'default' : 'destructive'} disabled={pending}>
              {pending ? 'Saving…' : text.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DecisionCard({ detail }: { detail: TAdminExpertDetail }) {
  const { profile } = detail;
  const decide = useDecideExpert(profile.userId);
  const [open, setOpen] = useState<Decision | null>(null);
  const ready =
    profile.status !== 'applied' ||
    (detail.vettingScore !== null && STEPS_REQUIRED_TO_APPROVE.every((step) => detail.checklist[step].done));
  const allowed = (decision: Decision) => EXPERT_DECISIONS_FROM[decision].includes(profile.status);

  const confirm = (decision: Decision, reason: string) =>
    decide.mutate(decision === 'approve' ? { decision } : { decision, reason }, {
      onSuccess: (result) => {
        setOpen(null);
        toast.success(`Expert ${result.profile.status}`, { description: 'The decision was e-mailed to them.' });
      },
      onError: (error) => toast.error('Failed to record the decision', { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Decision</h2>
        </CardTitle>
        <CardDescription>
          {profile.decidedAt
            ? `Last decided ${formatDateTime(profile.decidedAt)}${detail.decidedBy ? ` by ${detail.decidedBy}` : ''}.`
            : 'No decision yet.'}
          {profile.statusReason && ` Reason: ${profile.statusReason}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          {(['approve', 'reject', 'suspend'] as const).map((decision) =>
            allowed(decision) ? (
              <Button
                key={decision}
                variant={decision === 'approve' ? 'default' : 'destructive'}
                disabled={decide.isPending || (decision === 'approve' && !ready)}
                onClick={() => setOpen(decision)}
              >
                {decision === 'approve' && profile.status === 'suspended'
                  ? 'Reinstate'
                  : DECISION_TEXT[decision].button}
              </Button>
            ) : null,
          )}
        </div>
        {profile.status === 'applied' && !ready && (
          <p className="text-sm text-slate-600">
            To approve, tick the application review, skills assessment and client interview, set a score and save.
          </p>
        )}
        {profile.status === 'rejected' && <p className="text-sm text-slate-600">This application was rejected.</p>}
      </CardContent>
      {open && (
        <DecisionDialog
          decision={open}
          pending={decide.isPending}
          onClose={() => setOpen(null)}
          onConfirm={(reason) => confirm(open, reason)}
        />
      )}
    </Card>
  );
}
