import { ClipboardCheck, FolderKanban, FolderOpen, PoundSterling, Quote } from 'lucide-react';
import type { ComponentType } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMoney } from '@web/lib/format';
import { useAdminStats } from '../api/get-admin-stats';

type TStat = {
  label: string;
  value: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** What the figure counts, where another screen's figure of a similar name counts something else. */
  detail?: string;
};

/** Revenue counts pack orders too; the reports' GMV (the spec's sum of paid milestones) does not. */
const REVENUE_DETAIL = 'Pack orders and funded milestones';

/** Total Projects, Active Projects, Pending Quotes, QA Queue and Total Revenue (£ from pence), live. */
export function AdminHeaderStats() {
  const { data, error, isPending } = useAdminStats();

  if (error && !data)
    return (
      <p role="alert" className="mt-6 text-sm text-red-700">
        Failed to load stats: {error.message}
      </p>
    );

  const stats: TStat[] = data
    ? [
        { label: 'Total Projects', value: String(data.totalProjects), Icon: FolderKanban },
        { label: 'Active Projects', value: String(data.activeProjects), Icon: FolderOpen },
        { label: 'Pending Quotes', value: String(data.pendingQuotes), Icon: Quote },
        { label: 'QA Queue', value: String(data.qaQueue), Icon: ClipboardCheck },
        {
          label: 'Total Revenue',
          value: formatMoney(data.totalRevenue.amount, data.totalRevenue.currency),
          Icon: PoundSterling,
          detail: REVENUE_DETAIL,
        },
      ]
    : [];

  return (
    <section aria-label="Marketplace stats" className="mt-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {isPending
          ? Array.from({ length: 5 }, (_, index) => <Skeleton key={index} className="h-20" />)
          : stats.map(({ label, value, Icon, detail }) => (
              <div
                key={label}
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
              >
                <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {label}
                </dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`stat-${label}`}>
                  {value}
                </dd>
                {detail && <dd className="mt-1 text-xs text-slate-500">{detail}</dd>}
              </div>
            ))}
      </dl>
    </section>
  );
}
