import { useEffect } from 'react';
import { Link } from 'react-router';
import { statusLabel } from '@shared/domain/projects';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatExactMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useAdminDisputes } from '../../api/disputes/disputes-api';
import { AdminReplacementsSection } from '../assurance/admin-replacements-section';

/** Admin dashboard, Disputes tab: unresolved disputes oldest first (open them to resolve), and replacement requests. */
export function AdminDisputesTab() {
  const { data, error, isPending, refetch } = useAdminDisputes();
  useEffect(() => {
    if (error) toast.error('Failed to load disputes', { description: error.message });
  }, [error]);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Open Disputes</h2>
          <CardDescription>
            Escrow is frozen while a dispute is open. Open one to read its timeline and resolve it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {error ? (
            <div role="alert" className="space-y-3">
              <p className="text-sm text-red-700">Failed to load disputes</p>
              <Button variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          ) : isPending ? (
            <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading disputes">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : data.disputes.length === 0 ? (
            <p className="text-sm text-slate-600">No open disputes.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.disputes.map((dispute) => (
                <li
                  key={dispute.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/project/${dispute.projectId}?tab=disputes`}
                      className="font-medium text-slate-900 hover:underline"
                    >
                      {dispute.projectTitle}
                    </Link>
                    <p className="truncate text-sm text-slate-500" title={dispute.reason}>
                      {dispute.clientName ?? 'Client'} · {formatDateTime(dispute.createdAt)} · {dispute.reason}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <span className="tabular-nums text-slate-700">
                      {formatExactMoney(dispute.amount, dispute.currency)}
                    </span>
                    <Badge variant={dispute.status === 'answered' ? 'warning' : 'destructive'}>
                      {statusLabel(dispute.status)}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <AdminReplacementsSection />
    </div>
  );
}
