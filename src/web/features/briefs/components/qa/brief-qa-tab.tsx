import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BRIEF_ORIGIN_LABELS } from '@shared/domain/brief-options';
import { BRIEF_QA_PROMISE_MINUTES, briefReference, qaAge, truncateTitle } from '@shared/domain/briefs';
import { QA_QUEUE_POLL_MS } from '@shared/domain/limits';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Dialog } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useBriefQaQueue } from '../../api/list-brief-qa-queue';
import { BriefQaReviewDialog } from './brief-qa-review-dialog';

/** Ages count up while the tab is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), QA_QUEUE_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Admin "Brief QA": drafted proposals waiting for review, oldest first, against the 2-hour promise. */
export function BriefQaTab() {
  const query = useBriefQaQueue();
  const now = useMinuteClock();
  const [open, setOpen] = useState<{ id: string; title: string } | null>(null);
  const briefs = query.data?.briefs ?? [];
  const overdue = briefs.filter((brief) => qaAge(brief.createdAt, now).overdue).length;

  return (
    <Card>
      <CardHeader>
        <CardDescription>
          Proposals are promised within {BRIEF_QA_PROMISE_MINUTES / 60} hours of submission. {briefs.length} waiting
          {overdue > 0 ? `, ${overdue} overdue` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <div className="py-6 text-center text-sm text-slate-600">
            <p>Failed to load the Brief QA queue.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : briefs.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">No proposals waiting for QA.</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="brief-qa-queue">
            {briefs.map((brief) => {
              const age = qaAge(brief.createdAt, now);
              return (
                <li
                  key={brief.id}
                  data-overdue={age.overdue}
                  className={cn(
                    'flex flex-col gap-3 px-2 py-4 sm:flex-row sm:items-center sm:justify-between',
                    age.overdue && 'rounded-lg bg-red-50',
                  )}
                >
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      <span className="font-mono">{briefReference(brief.id)}</span>
                      <span>{BRIEF_ORIGIN_LABELS[brief.origin]}</span>
                      {brief.assuredMode && (
                        <Badge variant="success">
                          <ShieldCheck className="mr-1 size-3" aria-hidden />
                          Assured
                        </Badge>
                      )}
                    </div>
                    <p className="font-medium text-slate-900" title={brief.title}>
                      {truncateTitle(brief.title)}
                    </p>
                    <p className="text-sm text-slate-600">
                      {brief.contactName}
                      {brief.company ? ` · ${brief.company}` : ''}
                    </p>
                  </div>
                  <div className="flex items-center gap-3 sm:shrink-0">
                    <span
                      className={cn(
                        'flex items-center gap-1 text-sm',
                        age.overdue ? 'font-semibold text-red-700' : 'text-slate-600',
                      )}
                    >
                      {age.overdue && <AlertTriangle className="size-4" aria-hidden />}
                      {age.label} since submission{age.overdue ? ' · overdue' : ''}
                    </span>
                    <Button size="sm" onClick={() => setOpen({ id: brief.id, title: truncateTitle(brief.title) })}>
                      Review
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open && <BriefQaReviewDialog briefId={open.id} title={open.title} onDone={() => setOpen(null)} />}
      </Dialog>
    </Card>
  );
}
