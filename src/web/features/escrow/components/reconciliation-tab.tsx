import { Button } from '@web/components/ui/button';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DashboardLoadError, ListSkeleton } from '@web/components/ui/list-states';
import { formatExactMoney } from '@web/lib/format';
import { BankTransfersPanel } from './bank-transfers-panel';
import { ProviderReconciliationPanel } from './provider-reconciliation-panel';
import { useReconciliation } from '../api/escrow-api';

/** Money compared two ways: each ledger total beside another record of the same money. */
function ComparisonTable({
  label,
  other,
  rows,
  money,
}: {
  label: string;
  other: string;
  rows: { label: string; ledger: number; other: number; matches: boolean }[];
  money: (minor: number) => string;
}) {
  const status = (matches: boolean) => (
    <Badge variant={matches ? 'success' : 'destructive'}>{matches ? 'Matches' : 'Differs'}</Badge>
  );
  return (
    <>
      {/* A phone reads each comparison as a short list instead of a table wider than the screen. */}
      <ul aria-label={label} className="divide-y text-sm sm:hidden">
        {rows.map((row) => (
          <li key={row.label} className="space-y-1 py-2">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">{row.label}</span>
              {status(row.matches)}
            </div>
            <p className="text-slate-600">
              Ledger {money(row.ledger)} · {other} {money(row.other)}
            </p>
          </li>
        ))}
      </ul>
      {/* Focusable so the table scrolls sideways by keyboard when it is wider than its card. */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500 sm:block"
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-500">
              <th className="py-2 pr-4 font-medium">Money</th>
              <th className="py-2 pr-4 font-medium">Ledger</th>
              <th className="py-2 pr-4 font-medium">{other}</th>
              <th className="py-2 font-medium">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t">
                <td className="py-2 pr-4">{row.label}</td>
                <td className="py-2 pr-4">{money(row.ledger)}</td>
                <td className="py-2 pr-4">{money(row.other)}</td>
                <td className="py-2">{status(row.matches)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The admin Money tab: ledger totals beside the provider's records, and the ledger invariants. */
export function ReconciliationTab() {
  const { data, error, isPending, refetch, isFetching } = useReconciliation();
  if (isPending) return <ListSkeleton label="Loading reconciliation" />;
  if (error) return <DashboardLoadError error={error} onRetry={() => void refetch()} />;
  const money = (minor: number) => formatExactMoney(minor, data.currency);
  const providerName = data.provider === 'stripe' ? 'Stripe' : 'the sandbox';
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {[
          ['Held in escrow', data.escrowHeld],
          ['Platform fees', data.platformFees],
          ['Owed to experts', data.expertPayable],
        ].map(([label, value]) => (
          <Card key={label as string}>
            <CardHeader>
              <CardDescription>{label}</CardDescription>
              <p className="text-2xl font-semibold">{money(value as number)}</p>
            </CardHeader>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
          <div>
            <CardTitle className="text-base">Ledger against {providerName}</CardTitle>
            <CardDescription>
              Each ledger total beside the provider's own records of the same money, as the last check read them.
            </CardDescription>
          </div>
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </Button>
        </CardHeader>
        <CardContent>
          <ComparisonTable
            label={`Ledger against ${providerName}`}
            other="Provider records"
            rows={data.rows.map((row) => ({ ...row, other: row.provider }))}
            money={money}
          />
        </CardContent>
      </Card>
      <ProviderReconciliationPanel run={data.providerRun} providerName={providerName} />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Ledger against issued documents</CardTitle>
          <CardDescription>
            Every payment has its paid VAT invoice and every refund its credit note; invoices awaiting a bank transfer
            count once it arrives.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ComparisonTable
            label="Ledger against issued documents"
            other="Documents"
            rows={data.documentRows.map((row) => ({ ...row, other: row.documents }))}
            money={money}
          />
        </CardContent>
      </Card>
      <BankTransfersPanel />
      <Card role={data.invariants.length ? 'alert' : undefined}>
        <CardHeader>
          <CardTitle className="text-base">Ledger invariants</CardTitle>
          <CardDescription>
            {data.invariants.length
              ? `${data.invariants.length} problem${data.invariants.length === 1 ? '' : 's'} found:`
              : 'Every transaction balances, no escrow is negative, every payout and refund has its ledger entry.'}
          </CardDescription>
        </CardHeader>
        {data.invariants.length > 0 && (
          <CardContent>
            <ul className="list-disc pl-5 text-sm text-red-700">
              {data.invariants.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </CardContent>
        )}
      </Card>
    </div>
  );
}
