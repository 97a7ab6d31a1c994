import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ZEmailSchema } from '@shared/domain/email';
import type { TAwaitingTransfer } from '@shared/schemas/bank-transfers';
import type { TBankTransferClient } from '@shared/schemas/billing';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { LabelledInput } from '@web/components/ui/labelled-input';
import { ListSkeleton } from '@web/components/ui/list-states';
import { formatDate, formatExactMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useListFocus } from '@web/lib/use-list-focus';
import { useAwaitingTransfers, useBankTransferClients, useSetBankTransferAccess } from '../api/bank-transfers-api';
import { TransferReceivedDialog } from './transfer-received-dialog';

const ZClientEmail = z.object({ email: z.string().trim().pipe(ZEmailSchema) });

const AWAITED_HEADING_ID = 'awaited-transfers-title';

function AwaitingTransfers() {
  const { data, error, isPending, refetch } = useAwaitingTransfers();
  const [marking, setMarking] = useState<{ transfer: TAwaitingTransfer; opener: HTMLElement } | null>(null);
  // A transfer marked received leaves the list: focus goes to the row that takes its place, else the heading.
  const { listRef, listProps, returnFocus } = useListFocus<HTMLUListElement>(
    (data?.transfers ?? []).map((transfer) => transfer.paymentId),
    AWAITED_HEADING_ID,
  );
  if (isPending) return <ListSkeleton label="Loading bank transfers" />;
  if (error)
    return (
      <div role="alert" className="space-y-2 text-sm text-red-700">
        <p>Could not load the bank transfers: {error.message}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  if (data.transfers.length === 0) return <p className="text-sm text-slate-600">No bank transfers are awaited.</p>;
  return (
    <>
      <ul ref={listRef} {...listProps} className="divide-y divide-slate-200" aria-label="Awaited bank transfers">
        {data.transfers.map((transfer) => (
          <li
            key={transfer.paymentId}
            tabIndex={-1}
            aria-label={`${transfer.invoiceNumber}, reference ${transfer.reference}`}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                <Link to={`/documents/${transfer.invoiceId}`} className="text-brand-700 underline">
                  {transfer.invoiceNumber}
                </Link>{' '}
                · {formatExactMoney(transfer.amount, transfer.currency)} · reference {transfer.reference}
              </p>
              <p className="text-slate-600">
                {transfer.clientName} ({transfer.clientEmail}) — milestone {transfer.milestoneNumber} “
                {transfer.milestoneTitle}” of {transfer.projectTitle}
              </p>
              <p className="text-slate-600">
                Due {formatDate(transfer.dueAt)} {transfer.overdue && <Badge variant="destructive">Overdue</Badge>}
              </p>
            </div>
            <Button
              variant="outline"
              aria-label={`Mark ${transfer.invoiceNumber} received`}
              onClick={(event) => setMarking({ transfer, opener: event.currentTarget })}
            >
              Mark received
            </Button>
          </li>
        ))}
      </ul>
      {marking && (
        <TransferReceivedDialog
          transfer={marking.transfer}
          onClose={() => setMarking(null)}
          returnFocus={() => returnFocus(marking.opener)}
        />
      )}
    </>
  );
}

function TransferClients() {
  const { data, error, isPending, refetch } = useBankTransferClients();
  const access = useSetBankTransferAccess();
  const [stopping, setStopping] = useState<TBankTransferClient | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(ZClientEmail), defaultValues: { email: '' } });
  const { errors, submitCount } = form.formState;
  const allow = form.handleSubmit(({ email }) =>
    access.mutate(
      { email, enabled: true },
      {
        onSuccess: () => {
          toast.success(`${email} may now pay by bank transfer`);
          form.reset({ email: '' });
        },
        onError: (failure) =>
          form.setError('email', { type: 'server', message: failure.message }, { shouldFocus: true }),
      },
    ),
  );
  return (
    <div className="space-y-3">
      <form
        onSubmit={(event) => void allow(event)}
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start"
        aria-label="Allow bank transfer"
      >
        <ErrorSummary
          key={submitCount}
          problems={problemsOf(errors, { email: 'transfer-client-email' })}
          className="w-full"
        />
        <div className="flex-1">
          <LabelledInput
            id="transfer-client-email"
            label="Client e-mail"
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={access.isPending}>
          Allow bank transfer
        </Button>
      </form>
      {isPending ? (
        <ListSkeleton label="Loading clients" />
      ) : error ? (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>Could not load the clients: {error.message}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">No client may pay by bank transfer yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Clients who may pay by bank transfer">
          {data.map((client) => (
            <li key={client.userId} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                {client.fullName ? `${client.fullName} · ` : ''}
                {client.email}
              </span>
              <Button variant="outline" size="sm" onClick={() => setStopping(client)}>
                Stop
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title="Stop bank transfer?"
        description={`${stopping?.email ?? ''} will pay new milestones by card. Invoices already issued for transfer stay payable.`}
        confirmLabel="Stop bank transfer"
        onConfirm={() =>
          stopping &&
          access.mutate(
            { email: stopping.email, enabled: false },
            {
              onSuccess: () => setStopping(null),
              onError: (failure) => toast.error('Failed to stop bank transfer', { description: failure.message }),
            },
          )
        }
      />
    </div>
  );
}

/** The Money tab's bank transfers: the invoices awaiting money, and which clients may pay that way. */
export function BankTransfersPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Bank transfers</CardTitle>
        <CardDescription>
          Enterprise clients may fund milestones by bank transfer against an invoice. When the money arrives, mark it
          received: the milestone is funded into escrow exactly as a card payment is.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby={AWAITED_HEADING_ID} className="space-y-2">
          <h3 id={AWAITED_HEADING_ID} className="text-sm font-semibold">
            Awaiting transfer
          </h3>
          <AwaitingTransfers />
        </section>
        <section aria-labelledby="transfer-clients-title" className="space-y-2">
          <h3 id="transfer-clients-title" className="text-sm font-semibold">
            Clients who may pay by bank transfer
          </h3>
          <TransferClients />
        </section>
      </CardContent>
    </Card>
  );
}
