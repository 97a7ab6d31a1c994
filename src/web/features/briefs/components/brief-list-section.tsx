import { FileText, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BRIEF_LIST_FILTER_STATUSES, BRIEF_LIST_MAX_TAGS, tagLabel, truncateTitle } from '@shared/domain/briefs';
import { statusText } from '@shared/domain/status-map';
import type { TBriefListQuery } from '@shared/schemas/briefs';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Reference } from '@web/components/ui/reference';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useBriefList } from '../api/list-briefs';
import { LocalDate } from '@web/components/ui/local-date';
import { BriefStatusBadge } from './brief-status-badge';

type TStatusFilter = NonNullable<TBriefListQuery['status']>;

/** Typing settles for 300 ms before the list is asked again. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The dashboard's brief list: search, status filter, View Details. */
export function BriefListSection() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TStatusFilter | ''>('');
  const query = useBriefList({ search: useDebounced(search.trim()) || undefined, status: status || undefined });

  useEffect(() => {
    if (query.isError) toast.error('Error', { description: 'Failed to load briefs' });
  }, [query.isError]);

  const briefs = query.data?.briefs ?? [];
  const filtering = search.trim() !== '' || status !== '';

  return (
    <Card className="mt-10" data-testid="brief-list">
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold leading-tight">Your Briefs</h2>
          <CardDescription>Bespoke briefs and their proposals.</CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search briefs"
              aria-label="Search briefs"
              className="pl-9 sm:w-56"
            />
          </div>
          <NativeSelect
            value={status}
            onChange={(event) => setStatus(event.target.value as TStatusFilter | '')}
            aria-label="Filter by status"
            className="sm:w-44"
          >
            <option value="">All statuses</option>
            {BRIEF_LIST_FILTER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {statusText('brief', option)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading briefs">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-20 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <div className="py-8 text-center text-sm text-slate-600">
            <p>Failed to load briefs</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : briefs.length === 0 ? (
          <div className="py-10 text-center">
            <FileText className="mx-auto size-8 text-slate-300" aria-hidden />
            <p className="mt-2 text-sm text-slate-600">
              {filtering ? 'No briefs match your search.' : 'No briefs yet.'}
            </p>
            {!filtering && (
              <Button className="mt-4" asChild>
                <Link to="/brief-builder">Start a Bespoke Brief</Link>
              </Button>
            )}
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {briefs.map((brief) => (
              <li key={brief.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <BriefStatusBadge status={brief.status} />
                    <Reference kind="brief" id={brief.id} className="text-xs text-slate-500" />
                    <span className="text-xs text-slate-500">
                      <LocalDate value={brief.createdAt} />
                    </span>
                  </div>
                  <p className="font-medium text-slate-900" title={brief.title}>
                    {truncateTitle(brief.title)}
                  </p>
                  {brief.tags.length > 0 && (
                    <ul className="flex flex-wrap gap-1.5">
                      {brief.tags.slice(0, BRIEF_LIST_MAX_TAGS).map((tag) => (
                        <li key={tag}>
                          <Badge variant="secondary">{tagLabel(tag)}</Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <Button variant="outline" size="sm" asChild className="shrink-0">
                  <Link
                    to={`/dashboard/briefs/${brief.id}`}
                    aria-label={`View details of ‘${truncateTitle(brief.title)}’`}
                  >
                    View Details
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
