import { useId } from 'react';
import { toast } from '@web/lib/toast';
import type { TCaptureCheck, TProviderReconciliation } from '@shared/schemas/escrow';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime, formatExactMoney } from '@web/lib/format';
import { useReconcileWithProvider } from '../api/escrow-api';

const STATUS: Record<TCaptureCheck['status'], { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  booked_now: { label: 'Booked by the run', variant: 'success' },
  refunded_now: { label: 'Refunded by the run', variant: 'warning' },
  unmatched: { label: 'Needs a person', variant: 'destructive' },
};

const age = (hours: number) =>
  hours < 1 ? 'under an hour' : hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;

/**
 * The provider reconciliation on the Money tab: when it last ran, what the provider captured and refunded beside what
 * the ledger booked, and every capture it had to book, refund or leave for a person, with its age.
 */
export function ProviderReconciliationPanel({
  run,
  providerName,
}: {
  run: TProviderReconciliation | null;
  providerName: string;
}) {
  const reconcile = useReconcileWithProvider();
  const captionId = useId();
  const money = (minor: number, currency = 'gbp') => formatExactMoney(minor, currency);
  return (
    <Card role={run && run.unreconciledCount > 0 ? 'alert' : undefined}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <div className="min-w-0">
          <CardTitle className="text-base">Captures at {providerName}</CardTitle>
          <CardDescription>
            {run
              ? `Last checked ${formatDateTime(run.finishedAt)} (${run.trigger === 'admin' ? 'by an admin' : 'hourly'}): ${run.capturedCount} captures in the last ${run.windowDays} days, ${run.unreconciledCount === 0 ? 'every one booked or refunded' : `${run.unreconciledCount} not accounted for (${money(run.unreconciledAmount)})`}.`
              : 'Not checked yet: the hourly check compares every capture with the ledger.'}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={reconcile.isPending}
          onClick={() =>
            reconcile.mutate(undefined, {
              onSuccess: (result) =>
                toast.success('Reconciled with the provider', {
                  description:
                    result.unreconciledCount === 0
                      ? `All ${result.capturedCount} captures are booked or refunded.`
                      : `${result.unreconciledCount} captures need a person.`,
                }),
              onError: (error) => toast.error('Reconciliation failed', { description: error.message }),
            })
          }
        >
          {reconcile.isPending ? 'Checking…' : 'Reconcile now'}
        </Button>
      </CardHeader>
      {run && run.rows.length > 0 && (
        <CardContent>
          {/* A phone reads each capture as a short entry instead of a six-column table wider than the screen. */}
          <ul aria-labelledby={captionId} className="divide-y text-sm sm:hidden">
            {run.rows.map((row) => (
              <li key={row.sessionId} className="space-y-1 py-2">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-mono text-xs break-all">{row.paymentReference}</span>
                  <Badge variant={STATUS[row.status].variant}>{STATUS[row.status].label}</Badge>
                </div>
                <p className="text-slate-600">
                  Captured {money(row.amount, row.currency)} · booked {money(row.booked, row.currency)} · refunded{' '}
                  {money(row.providerRefunded, row.currency)} · {age(row.ageHours)} ago
                </p>
                <p className="text-xs text-slate-500">{row.note}</p>
              </li>
            ))}
          </ul>
          {/* Focusable so the table scrolls sideways by keyboard; `relative` keeps the hidden caption in. */}
          <div
            role="region"
            aria-labelledby={captionId}
            tabIndex={0}
            className="relative hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500 sm:block"
          >
            <table className="w-full text-sm">
              <caption id={captionId} className="sr-only">
                Captures the last check booked, refunded or could not match
              </caption>
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="py-2 pr-4 font-medium">Payment</th>
                  <th className="py-2 pr-4 font-medium">Captured</th>
                  <th className="py-2 pr-4 font-medium">Booked</th>
                  <th className="py-2 pr-4 font-medium">Refunded</th>
                  <th className="py-2 pr-4 font-medium">Age</th>
                  <th className="py-2 font-medium">Status</th>
                </tr>
              </thead>
              <tbody>
                {run.rows.map((row) => (
                  <tr key={row.sessionId} className="border-t align-top">
                    <td className="max-w-[14rem] min-w-[10rem] py-2 pr-4">
                      {/* Only the reference may break anywhere: the note wraps between words. */}
                      <span className="block font-mono text-xs break-all">{row.paymentReference}</span>
                      <span className="block text-xs text-slate-500">{row.note}</span>
                    </td>
                    <td className="py-2 pr-4">{money(row.amount, row.currency)}</td>
                    <td className="py-2 pr-4">{money(row.booked, row.currency)}</td>
                    <td className="py-2 pr-4">{money(row.providerRefunded, row.currency)}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{age(row.ageHours)}</td>
                    <td className="py-2">
                      <Badge variant={STATUS[row.status].variant}>{STATUS[row.status].label}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      )}
    </Card>
  );
}
