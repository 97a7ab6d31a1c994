import { useEffect } from 'react';
import type { TReportsOverview } from '@shared/schemas/reports';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useReportsOverview } from '../api/get-reports-overview';
import { BarChart } from './bar-chart';

const NO_DATA = 'No data';

const percent = (value: number | null) => (value === null ? NO_DATA : `${value.toFixed(1).replace(/\.0$/, '')}%`);
const days = (value: number | null) =>
  value === null ? NO_DATA : `${value.toFixed(1).replace(/\.0$/, '')} ${value === 1 ? 'day' : 'days'}`;

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);
/** 'YYYY-MM' → "Nov" (under a bar) and "November 2026" (read aloud). */
const monthLabel = (month: string) => MONTH.format(monthDate(month));
const monthName = (month: string) => MONTH_YEAR.format(monthDate(month));

type TKpi = { id: string; label: string; value: string; detail: string };

function kpisOf({ kpis, currency }: TReportsOverview): TKpi[] {
  const money = (minor: number | null) => (minor === null ? NO_DATA : formatMoney(minor, currency));
  return [
    {
      id: 'total-gmv',
      label: 'Total GMV',
      value: money(kpis.totalGmv),
      detail: 'Paid milestones only; Total Revenue also counts pack orders',
    },
    { id: 'monthly-gmv', label: 'Monthly GMV', value: money(kpis.monthlyGmv), detail: 'Paid since the 1st' },
    {
      id: 'win-rate',
      label: 'Quote win rate',
      value: percent(kpis.quoteWinRate),
      detail: 'Approved of approved and rejected',
    },
    {
      id: 'on-time',
      label: 'On-time rate',
      value: percent(kpis.onTimeRate),
      detail: 'Milestones completed by their due date',
    },
    {
      id: 'time-to-quote',
      label: 'Average time to quote',
      value: days(kpis.avgDaysToQuote),
      detail: 'Request to first sent quote',
    },
    {
      id: 'qa-pass',
      label: 'QA pass rate',
      value: percent(kpis.qaPassRate),
      detail: 'Deliverables passing QA first time',
    },
    {
      id: 'csat',
      label: 'Average CSAT',
      value: kpis.avgCsat === null ? NO_DATA : `${kpis.avgCsat.toFixed(1)} / 5`,
      detail:
        kpis.csatCount === 0
          ? 'No client ratings yet'
          : `From ${kpis.csatCount} client rating${kpis.csatCount === 1 ? '' : 's'}`,
    },
  ];
}

const BADGE_VARIANT = (label: string) =>
  label === 'Strong' || label === 'Excellent' ? 'success' : label === 'No data' ? 'secondary' : 'warning';

function SummaryBadges({ badges }: { badges: TReportsOverview['badges'] }) {
  const items = [
    { label: 'Conversion', value: badges.conversion, rule: 'Strong above 30% win rate' },
    { label: 'Delivery', value: badges.delivery, rule: 'Excellent above 80% on time' },
    { label: 'Quality', value: badges.quality, rule: 'Strong above 80% QA pass rate' },
  ];
  return (
    <ul aria-label="Summary" className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li
          key={item.label}
          className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
          title={item.rule}
        >
          <span className="font-medium text-slate-700">{item.label}</span>
          <Badge variant={BADGE_VARIANT(item.value)} data-testid={`summary-${item.label}`}>
            {item.value}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function OverviewSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        Loading KPI data
      </span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** The Overview tab: KPI cards computed from the data, the summary badges and three charts. */
export function ReportsOverview() {
  const { data, error, refetch } = useReportsOverview();

  useEffect(() => {
    if (error) toast.error('Failed to load KPI data', { description: error.message });
  }, [error]);

  if (error && !data) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-medium">Failed to load KPI data</p>
        <p>{error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data) return <OverviewSkeleton />;

  const { charts, currency } = data;
  const money = (minor: number) => formatMoney(minor, currency);
  const gmv = charts.gmvByMonth.map((point) => ({
    label: monthLabel(point.month),
    name: monthName(point.month),
    value: point.amount,
  }));
  const gmvTotal = charts.gmvByMonth.reduce((sum, point) => sum + point.amount, 0);
  const first = charts.gmvByMonth[0];
  const last = charts.gmvByMonth.at(-1);
  const funnel = [
    { label: 'Sent', value: charts.quoteFunnel.sent },
    { label: 'Approved', value: charts.quoteFunnel.approved },
    { label: 'Rejected', value: charts.quoteFunnel.rejected },
    { label: 'Expired', value: charts.quoteFunnel.expired },
  ];
  const qa = [
    { label: 'Passed first time', value: charts.qaOutcomes.approvedFirstTime },
    { label: 'Passed after revision', value: charts.qaOutcomes.approvedAfterRevision },
    { label: 'Awaiting a pass', value: charts.qaOutcomes.pending },
  ];
  const listed = (bars: { label: string; value: number }[]) =>
    bars.map((bar) => `${bar.label} ${bar.value}`).join(', ');

  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="overview-heading" className="text-xl font-semibold">
          Key performance indicators
        </h2>
        <SummaryBadges badges={data.badges} />
      </div>

      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {kpisOf(data).map((kpi) => (
          <li key={kpi.id}>
            <Card className="h-full" data-testid={`kpi-${kpi.id}`}>
              <CardHeader className="gap-1 p-4 sm:p-5">
                <CardDescription className="font-medium text-slate-700">{kpi.label}</CardDescription>
                <CardTitle asChild className={cn('text-xl sm:text-2xl', kpi.value === NO_DATA && 'text-slate-500')}>
                  <p data-testid="kpi-value">{kpi.value}</p>
                </CardTitle>
                <p className="text-xs text-slate-600">{kpi.detail}</p>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>

      <div className="grid gap-4 lg:grid-cols-3">
        <BarChart
          title="GMV by month"
          layout="columns"
          bars={gmv}
          format={money}
          note={first && last ? `${monthName(first.month)} to ${monthName(last.month)}: ${money(gmvTotal)}` : undefined}
          summary={`GMV over the last ${gmv.length} months, ${money(gmvTotal)} in all: ${charts.gmvByMonth
            .map((point) => `${monthName(point.month)} ${money(point.amount)}`)
            .join(', ')}.`}
        />
        <BarChart title="Quote funnel" bars={funnel} summary={`Quotes: ${listed(funnel)}.`} />
        <BarChart title="QA outcomes" bars={qa} summary={`Deliverables: ${listed(qa)}.`} />
      </div>
    </section>
  );
}
