import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { AdminHeaderStats } from '@web/features/admin-stats/components/admin-header-stats';
import { useAdminWorkload } from '@web/features/admin-workspace/api/get-admin-workload';
import { cn } from '@web/lib/cn';
import type { TPageMeta } from '@web/components/page-meta';
import { ADMIN_AREAS, ADMIN_OVERVIEW, adminAreaPath } from './admin-area-list';

export const meta: TPageMeta = { title: 'Admin Dashboard', description: ADMIN_OVERVIEW.description };

/** `/admin`: the dashboard's header stats, the link to reports, and the work waiting in each queue. */
export default function AdminOverviewPage() {
  const { data, isPending, error } = useAdminWorkload();
  const queues = ADMIN_AREAS.filter((area) => area.count);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="text-slate-600">Review quotes and deliverables, run matching and configure the marketplace.</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/admin/reports">Admin Reports</Link>
        </Button>
      </div>
      <AdminHeaderStats />
      <section aria-labelledby="waiting-work" className="mt-8">
        <h2 id="waiting-work" className="text-lg font-semibold">
          Waiting work
        </h2>
        {error && !data ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Failed to load the waiting work: {error.message}
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {queues.map((area) => {
              const count = data?.[area.count!] ?? 0;
              return (
                <li key={area.slug}>
                  <Link
                    to={adminAreaPath(area)}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-slate-900">{area.label}</span>
                      <span className="block text-sm text-slate-600">{area.description}</span>
                    </span>
                    {isPending ? (
                      <Skeleton className="h-7 w-8" />
                    ) : (
                      <span
                        className={cn(
                          'text-2xl font-semibold tabular-nums',
                          count > 0 ? 'text-brand-700' : 'text-slate-500',
                        )}
                      >
                        {count}
                        <span className="sr-only"> waiting</span>
                      </span>
                    )}
                    <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
