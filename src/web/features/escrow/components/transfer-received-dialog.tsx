import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toMajorUnits, toMinorUnits } from '@shared/domain/money';
import { ZTransferReceivedInputSchema, type TAwaitingTransfer } from '@shared/schemas/bank-transfers';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { formatExactMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useMarkTransferReceived } from '../api/bank-transfers-api';

const today = () => new Date().toISOString().slice(0, 10);

const FIELD_IDS = {
  amount: 'transfer-amount',
  receivedOn: 'transfer-date',
  bankReference: 'transfer-reference',
} as const;

/** The amount as the statement shows it: currency signs, spaces and thousands commas are allowed. */
const ZReceivedForm = z.object({
  amount: z
    .string()
    .transform((typed) => typed.replace(/[£€$,\s]/g, ''))
    .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'Enter the amount received as a number, for example 800.00.')),
  receivedOn: ZTransferReceivedInputSchema.shape.receivedOn.refine(
    (day) => day <= today(),
    'The date received cannot be later than today.',
  ),
  bankReference: ZTransferReceivedInputSchema.shape.bankReference,
});

/**
 * The admin records a transfer as the bank statement shows it; the amount must be the invoice's total. Closing gives
 * focus to `returnFocus` (the row's button, or what replaces the row once the transfer has left the list).
 */
export function TransferReceivedDialog({
  transfer,
  onClose,
  returnFocus,
}: {
  transfer: TAwaitingTransfer;
  onClose: () => void;
  returnFocus: () => void;
}) {
  const mark = useMarkTransferReceived();
  const form = useForm<z.input<typeof ZReceivedForm>, unknown, z.output<typeof ZReceivedForm>>({
    resolver: zodResolver(ZReceivedForm),
    defaultValues: {
      amount: String(toMajorUnits(transfer.amount, transfer.currency)),
      receivedOn: today(),
      bankReference: transfer.reference,
    },
  });
  const { errors, submitCount } = form.formState;

  const refused = (failure: Error) => {
    if (failure instanceof ApiError && failure.code === 'payments.transfer_amount_differs')
      return form.setError('amount', { type: 'server', message: failure.message }, { shouldFocus: true });
    if (!showServerFieldErrors(failure, form.setError, ['amount', 'receivedOn', 'bankReference']))
      toast.error('Could not mark the transfer received', { description: failure.message });
  };
  const submit = form.handleSubmit(({ amount, receivedOn, bankReference }) =>
    mark.mutate(
      {
        paymentId: transfer.paymentId,
        amount: toMinorUnits(Number(amount), transfer.currency),
        receivedOn,
        bankReference,
      },
      {
        onSuccess: ({ outcome }) => {
          if (outcome === 'refunded')
            toast.warning('Transfer recorded: to refund', {
              description: `Milestone ${transfer.milestoneNumber} was already funded, so this transfer is booked and queued for you to send back; the client has its credit note.`,
            });
          else toast.success('Transfer received', { description: `Milestone ${transfer.milestoneNumber} is funded.` });
          onClose();
        },
        onError: refused,
      },
    ),
  );

  const field = (name: keyof typeof FIELD_IDS) => ({
    id: FIELD_IDS[name],
    ...describedBy(FIELD_IDS[name], errors[name]),
    ...form.register(name),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle>Mark transfer received</DialogTitle>
        <DialogDescription>
          Invoice {transfer.invoiceNumber} for {formatExactMoney(transfer.amount, transfer.currency)}, reference{' '}
          {transfer.reference}. The milestone is funded into escrow at once; this cannot be undone.
        </DialogDescription>
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Transfer received"
        >
          <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
          <FormField
            id={FIELD_IDS.amount}
            label={`Amount received (${transfer.currency.toUpperCase()})`}
            error={errors.amount?.message}
            summarised
          >
            <Input inputMode="decimal" {...field('amount')} />
          </FormField>
          <FormField id={FIELD_IDS.receivedOn} label="Date received" error={errors.receivedOn?.message} summarised>
            <Input type="date" max={today()} {...field('receivedOn')} />
          </FormField>
          <FormField
            id={FIELD_IDS.bankReference}
            label="Reference on the bank statement"
            error={errors.bankReference?.message}
            summarised
          >
            <Input maxLength={100} {...field('bankReference')} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={mark.isPending}>
              {mark.isPending ? 'Funding…' : 'Mark received'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
