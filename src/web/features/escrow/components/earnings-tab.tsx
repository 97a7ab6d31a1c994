import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { statusLabel } from '@shared/domain/projects';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DashboardLoadError, EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { LocalDate, useDateFormats } from '@web/components/ui/local-date';
import { Pagination } from '@web/components/ui/pagination';
import { formatExactMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { usePageParam } from '@web/lib/use-page-param';
import { useEarnings, useSetupPayoutAccount } from '../api/escrow-api';

const PAYOUT_LABELS = {
  waiting_account: 'Waiting for payout account',
  pending: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
};

function Total({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardDescription>{label}</CardDescription>
        <p className="text-2xl font-semibold">{value}</p>
      </CardHeader>
      <CardContent className="text-xs text-slate-500">{hint}</CardContent>
    </Card>
  );
}

function PayoutAccount() {
  const formats = useDateFormats();
  const { data } = useEarnings();
  const setup = useSetupPayoutAccount();
  const account = data?.payoutAccount ?? null;
  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (result) => {
        if (result.onboardingUrl) window.location.assign(result.onboardingUrl);
        else
          toast.success('Payout account ready', {
            description: result.paid ? `${result.paid} waiting payout${result.paid === 1 ? '' : 's'} sent.` : undefined,
          });
      },
      onError: (error) => toast.error('Failed to set up payout account', { description: error.message }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Payout account</CardTitle>
        <CardDescription>
          {account?.status === 'active'
            ? `Active (${account.provider === 'stripe' ? 'Stripe' : 'sandbox'}) since ${formats.date(account.createdAt)}. Released money is paid out automatically.`
            : account
              ? 'Onboarding is not finished yet: continue with the provider to receive payouts.'
              : 'Payouts wait until you set up where to be paid.'}
        </CardDescription>
      </CardHeader>
      {account?.status !== 'active' && (
        <CardContent>
          <Button onClick={start} disabled={setup.isPending}>
            {setup.isPending ? 'Setting up…' : account ? 'Continue onboarding' : 'Set up payout account'}
          </Button>
        </CardContent>
      )}
    </Card>
  );
}

/** The expert's Earnings tab: in escrow, released, paid out, the payout account and the payout history. */
export function EarningsTab() {
  const [page, setPage] = usePageParam();
  const { data, error, isPending, refetch } = useEarnings(page);
  if (isPending) return <ListSkeleton label="Loading earnings" />;
  if (error) return <DashboardLoadError error={error} onRetry={() => void refetch()} />;
  const money = (minor: number) => formatExactMoney(minor, data.currency);
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Total
          label="In escrow"
          value={money(data.inEscrow)}
          hint="Funded by clients on your projects, not yet released."
        />
        <Total label="Released" value={money(data.released)} hint="Released to you, after the platform fee." />
        <Total label="Paid out" value={money(data.paidOut)} hint="Sent to your payout account." />
      </div>
      <PayoutAccount />
      <section aria-labelledby="payout-history" className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="payout-history" className="text-lg font-semibold">
            Payout history
          </h2>
          <Link to="/documents" className="text-sm font-medium text-brand-700 hover:underline">
            Payout statements and fee invoices
          </Link>
        </div>
        {data.payoutsPage.total === 0 ? (
          <EmptyState
            icon={Wallet}
            title="No payouts yet"
            description="Payouts appear here when a client's escrow is released to you."
          />
        ) : (
          <ul className="space-y-2">
            {data.payouts.map((payout) => (
              <li key={payout.id}>
                <Card>
                  <CardContent className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-medium">{money(payout.amount)}</p>
                      <p className="text-sm text-slate-600">
                        <Link className="underline" to={`/project/${payout.projectId}`}>
                          {payout.projectTitle ?? 'Project'}
                        </Link>{' '}
                        · <LocalDate value={payout.paidAt ?? payout.createdAt} />
                      </p>
                    </div>
                    <Badge
                      className="self-start sm:self-auto"
                      variant={
                        payout.status === 'paid' ? 'success' : payout.status === 'failed' ? 'destructive' : 'secondary'
                      }
                    >
                      {PAYOUT_LABELS[payout.status] ?? statusLabel(payout.status)}
                    </Badge>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {data.payoutsPage.total > data.payoutsPage.pageSize && (
          <Pagination
            label="Payout history"
            page={data.payoutsPage.page}
            pageSize={data.payoutsPage.pageSize}
            total={data.payoutsPage.total}
            onPage={setPage}
          />
        )}
      </section>
    </div>
  );
}
