import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DISPUTE_TEXT_MAX_LENGTH } from '@shared/domain/limits';
import { toMinorUnits } from '@shared/domain/money';
import type { TDispute, TResolveDisputeBody } from '@shared/schemas/disputes';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { RadioCard, RadioGroup } from '@web/components/ui/radio-group';
import { formatExactMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useResolveDispute } from '../../api/disputes/disputes-api';

/** Minor units of a typed amount in pounds ("£1,250.50"), or NaN when it is not one. */
const typedMinor = (amount: string, currency: string) => {
  const major = Number(amount.replace(/[£,\s]/g, ''));
  return amount.trim() && Number.isFinite(major) ? toMinorUnits(major, currency) : NaN;
};

/** The choice, a partial refund's amount (in pounds, between £0 and the disputed amount) and an optional note. */
function resolveSchema(dispute: TDispute, amountMessage: string) {
  return z
    .object({
      resolution: z.enum(['release', 'partial_refund', 'full_refund']),
      amount: z.string(),
      note: z.string().trim().max(DISPUTE_TEXT_MAX_LENGTH),
    })
    .refine(
      ({ resolution, amount }) => {
        if (resolution !== 'partial_refund') return true;
        const minor = typedMinor(amount, dispute.currency);
        return Number.isSafeInteger(minor) && minor > 0 && minor < dispute.amount;
      },
      { message: amountMessage, path: ['amount'] },
    );
}
type TResolveForm = z.infer<ReturnType<typeof resolveSchema>>;

/**
 * The admin resolves: release to the expert, partial refund (an amount in £, more than 0 and less than the disputed
 * amount; the rest goes to the expert) or full refund. Nothing happens until the confirmation is accepted.
 */
export function ResolveDisputeForm({ projectId, dispute }: { projectId: string; dispute: TDispute }) {
  const id = useId();
  const resolve = useResolveDispute(projectId);
  const money = (minor: number) => formatExactMoney(minor, dispute.currency);
  const form = useForm<TResolveForm>({
    resolver: zodResolver(
      resolveSchema(dispute, `Enter a refund amount more than £0 and less than ${money(dispute.amount)}`),
    ),
    defaultValues: { resolution: 'release', amount: '', note: '' },
  });
  const { errors, submitCount } = form.formState;
  const [confirming, setConfirming] = useState<TResolveDisputeBody | null>(null);
  const partial = useWatch({ control: form.control, name: 'resolution' }) === 'partial_refund';

  const submit = form.handleSubmit(({ resolution, amount, note }) =>
    setConfirming(
      resolution === 'partial_refund'
        ? { resolution, refundAmount: typedMinor(amount, dispute.currency), note: note || undefined }
        : { resolution, note: note || undefined },
    ),
  );

  const summary = (input: TResolveDisputeBody) =>
    input.resolution === 'release'
      ? `${money(dispute.amount)} will be released to the expert.`
      : input.resolution === 'full_refund'
        ? `${money(dispute.amount)} will be refunded to the client.`
        : `${money(input.refundAmount)} will be refunded to the client and ${money(dispute.amount - input.refundAmount)} released to the expert.`;

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h4 className="font-semibold">Resolve dispute</h4>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, { amount: `${id}-amount` })} />
      <Controller
        control={form.control}
        name="resolution"
        render={({ field }) => (
          <RadioGroup value={field.value} onValueChange={field.onChange} aria-label="Resolution">
            <RadioCard value="release">Release {money(dispute.amount)} to the expert</RadioCard>
            <RadioCard value="partial_refund">Partial refund (the rest is released to the expert)</RadioCard>
            <RadioCard value="full_refund">Full refund of {money(dispute.amount)} to the client</RadioCard>
          </RadioGroup>
        )}
      />
      {partial && (
        <FormField
          id={`${id}-amount`}
          label="Refund amount (£)"
          hint={`More than £0 and less than ${money(dispute.amount)}`}
          error={errors.amount?.message}
          summarised
        >
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            {...form.register('amount')}
            {...describedBy(`${id}-amount`, errors.amount, true)}
          />
        </FormField>
      )}
      <FormField id={`${id}-note`} label="Note to both sides (optional)">
        <Textarea id={`${id}-note`} rows={2} maxLength={DISPUTE_TEXT_MAX_LENGTH} {...form.register('note')} />
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
