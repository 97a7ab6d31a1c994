import { Download, History } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_ACTIONS, ADMIN_ACTION_NAMES, ADMIN_TARGET_TYPES } from '@shared/domain/admin-activity';
import { ACTIVITY_DATES_IN_ORDER } from '@shared/schemas/admin-activity';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { FilterSelect } from '@web/components/ui/filter-select';
import {
  activityExportUrl,
  useActivityAdmins,
  useAdminActivity,
  type ActivityFilters,
} from '../api/get-admin-activity';
import { ActivityEntry } from './activity-entry';

const NO_FILTERS: ActivityFilters = { actorId: '', action: '', targetType: '', from: '', to: '', q: '', page: 1 };

/**
 * The admin Activity tab: every admin action, newest first, with who did it, from which address and what changed.
 * Filters apply at once (the search on Enter or Search); the CSV export holds the filtered log. A `?q=` in the URL
 * (the quick search's link to a person) starts with that search.
 */
export function ActivityTab() {
  const [params] = useSearchParams();
  const initialSearch = params.get('q')?.trim() ?? '';
  const [filters, setFilters] = useState<ActivityFilters>({ ...NO_FILTERS, q: initialSearch });
  const [search, setSearch] = useState(initialSearch);
  // Dates the wrong way round are said under From; the list keeps showing the last range that made sense.
  const datesError = ACTIVITY_DATES_IN_ORDER.check(filters) ? undefined : ACTIVITY_DATES_IN_ORDER.message;
  const { data, error, isPending, isFetching, refetch } = useAdminActivity(filters, { enabled: !datesError });
  const admins = useActivityAdmins();
  const now = new Date();

  const set = (patch: Partial<ActivityFilters>) => setFilters((current) => ({ ...current, ...patch, page: 1 }));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ q: search.trim() });
  };
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'page' && value !== '');
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Admin activity</h2>
        </CardTitle>
        <CardDescription>
          Every action an administrator takes, newest first. Entries are permanent: they cannot be edited or deleted.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submitSearch} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Filter activity">
          <FilterSelect
            id="activity-admin"
            label="Admin"
            all="All admins"
            value={filters.actorId}
            onChange={(actorId) => set({ actorId })}
            options={(admins.data?.admins ?? []).map((admin) => ({ value: admin.actorId ?? '', label: admin.email }))}
          />
          <FilterSelect
            id="activity-action"
            label="Action"
            all="All actions"
            value={filters.action}
            onChange={(action) => set({ action })}
            options={ADMIN_ACTION_NAMES.map((action) => ({ value: action, label: ADMIN_ACTIONS[action].label }))}
          />
          <FilterSelect
            id="activity-target"
            label="Target"
            all="All targets"
            value={filters.targetType}
            onChange={(targetType) => set({ targetType })}
            options={ADMIN_TARGET_TYPES.map((type) => ({ value: type, label: type }))}
          />
          <FormField id="activity-from" label="From" error={datesError}>
            <Input
              id="activity-from"
              type="date"
              value={filters.from}
              onChange={(event) => set({ from: event.target.value })}
              {...describedBy('activity-from', datesError)}
            />
          </FormField>
          <div className="space-y-1">
            <Label htmlFor="activity-to">To</Label>
            <Input
              id="activity-to"
              type="date"
              value={filters.to}
              onChange={(event) => set({ to: event.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="activity-search">Search</Label>
            <div className="flex gap-2">
              <Input
                id="activity-search"
                type="search"
                placeholder="Summary, target id or e-mail"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button type="submit" variant="outline">
                Search
              </Button>
            </div>
          </div>
        </form>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'entry' : 'entries'}` : ''}
            {isFetching && data ? ' · updating…' : ''}
          </p>
          <div className="flex gap-2">
            {filtered && (
              <Button
                variant="ghost"
                onClick={() => {
                  setSearch('');
                  setFilters(NO_FILTERS);
                }}
              >
                Clear filters
              </Button>
            )}
            <Button variant="outline" asChild>
              <a href={activityExportUrl(filters)} download>
                <Download aria-hidden="true" /> Export CSV
              </a>
            </Button>
          </div>
        </div>

        {error ? (
          <div role="alert" className="space-y-2 text-sm text-red-700">
            <p>Failed to load the activity log: {error.message}</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : isPending ? (
          <ListSkeleton label="Loading activity" />
        ) : data.entries.length === 0 ? (
          <EmptyState
            icon={History}
            title={filtered ? 'No activity matches these filters' : 'No admin activity yet'}
            description={
              filtered
                ? 'Try another admin, action or date range, or clear the filters.'
                : 'Approvals, QA decisions, settings changes and other admin actions will appear here.'
            }
          />
        ) : (
          <ol className="divide-y divide-slate-100" aria-label="Admin activity">
            {data.entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} now={now} />
            ))}
          </ol>
        )}

        {data && pages > 1 && (
          <nav className="flex items-center justify-between gap-2" aria-label="Activity pages">
            <Button
              variant="outline"
              disabled={filters.page <= 1}
              onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
            >
              Previous
            </Button>
            <p className="text-sm text-slate-600">
              Page {filters.page} of {pages}
            </p>
            <Button
              variant="outline"
              disabled={filters.page >= pages}
              onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
            >
              Next
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
