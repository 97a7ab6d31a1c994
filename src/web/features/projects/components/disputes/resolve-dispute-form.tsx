import { useId, useState, type FormEvent } from 'react';
import { DISPUTE_TEXT_MAX_LENGTH } from '@shared/domain/limits';
import { toMinorUnits } from '@shared/domain/money';
import type { TDispute, TResolveDisputeBody } from '@shared/schemas/disputes';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { RadioCard, RadioGroup } from '@web/components/ui/radio-group';
import { formatExactMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useResolveDispute } from '../../api/disputes/disputes-api';

type Choice = TResolveDisputeBody['resolution'];

/**
 * The admin resolves: release to the expert, partial refund (an amount in £, more than 0 and less than the disputed
 * amount; the rest goes to the expert) or full refund. Nothing happens until the confirmation is accepted.
 */
export function ResolveDisputeForm({ projectId, dispute }: { projectId: string; dispute: TDispute }) {
  const id = useId();
  const resolve = useResolveDispute(projectId);
  const [choice, setChoice] = useState<Choice>('release');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<TResolveDisputeBody | null>(null);
  const money = (minor: number) => formatExactMoney(minor, dispute.currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedNote = note.trim() || undefined;
    if (choice === 'partial_refund') {
      const major = Number(amount.replace(/[£,\s]/g, ''));
      const minor = Number.isFinite(major) ? toMinorUnits(major, dispute.currency) : NaN;
      if (!Number.isSafeInteger(minor) || minor <= 0 || minor >= dispute.amount)
        return setError(`Enter an amount more than £0 and less than ${money(dispute.amount)}`);
      return setConfirming({ resolution: 'partial_refund', refundAmount: minor, note: trimmedNote });
    }
    setConfirming({ resolution: choice, note: trimmedNote } as TResolveDisputeBody);
  };

  const summary = (input: TResolveDisputeBody) =>
    input.resolution === 'release'
      ? `${money(dispute.amount)} will be released to the expert.`
      : input.resolution === 'full_refund'
        ? `${money(dispute.amount)} will be refunded to the client.`
        : `${money(input.refundAmount)} will be refunded to the client and ${money(dispute.amount - input.refundAmount)} released to the expert.`;

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h4 className="font-semibold">Resolve dispute</h4>
      <RadioGroup
        value={choice}
        onValueChange={(value) => {
          setChoice(value as Choice);
          setError(undefined);
        }}
        aria-label="Resolution"
      >
        <RadioCard value="release">Release {money(dispute.amount)} to the expert</RadioCard>
        <RadioCard value="partial_refund">Partial refund (the rest is released to the expert)</RadioCard>
        <RadioCard value="full_refund">Full refund of {money(dispute.amount)} to the client</RadioCard>
      </RadioGroup>
      {choice === 'partial_refund' && (
        <FormField
          id={`${id}-amount`}
          label="Refund amount (£)"
          hint={`More than £0 and less than ${money(dispute.amount)}`}
          error={error}
        >
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (error) setError(undefined);
            }}
            {...describedBy(`${id}-amount`, error, true)}
          />
        </FormField>
      )}
      <FormField id={`${id}-note`} label="Note to both sides (optional)">
        <Textarea
          id={`${id}-note`}
          rows={2}
          value={note}
          maxLength={DISPUTE_TEXT_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={resolve.isPending}>
          {resolve.isPending ? 'Resolving…' : 'Resolve Dispute'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Resolve this dispute?"
        description={confirming ? `${summary(confirming)} This cannot be undone.` : ''}
        confirmLabel="Resolve Dispute"
        onConfirm={() => {
          if (!confirming) return;
          // mutateAsync: the form unmounts once the refreshed dispute shows as resolved, and the toast must still show.
          resolve.mutateAsync({ id: dispute.id, input: confirming }).then(
            () => toast.success('Dispute resolved'),
            (failure: Error) => toast.error('Failed to resolve dispute', { description: failure.message }),
          );
        }}
      />
    </form>
  );
}
