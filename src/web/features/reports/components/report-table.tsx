import { ArrowDown, ArrowUp, ArrowUpDown, FileSearch, Search } from 'lucide-react';
import { useCallback, useEffect, useId } from 'react';
import { Button } from '@web/components/ui/button';
import { describedBy } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { REPORT_SEARCH_MAX_LENGTH as SEARCH_MAX_LENGTH } from '@shared/domain/limits';
import { fieldErrorsOf } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { pageCount } from '@web/lib/page-window';
import { REPORTS_API, type TReportKind } from '@shared/domain/reports';
import { useReportPage } from '../api/get-report-page';
import type { TReportDefinition } from '../lib/report-definition';
import {
  REPORT_PAGE_SIZES,
  reportApiQuery,
  type TReportFilter,
  type TReportPageSize,
  type TReportView,
  type TReportViewChange,
} from '../lib/report-url-state';
import { DebouncedInput } from './debounced-input';
import { ExportCsvButton } from './export-csv-button';
import { Pagination } from '@web/components/ui/pagination';

/** Skeleton rows while the first page loads: as many as the page will show, up to 10. */
const SKELETON_ROWS = 10;

function FilterControl({
  id,
  filter,
  value,
  error,
  onChange,
}: {
  id: string;
  filter: TReportFilter;
  value: string;
  /** The server's refusal of this filter's value (a range the wrong way round), said under it. */
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{filter.label}</Label>
      {filter.kind === 'select' ? (
        <NativeSelect
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(id, error)}
        >
          <option value="">{filter.allLabel}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <DebouncedInput
          id={id}
          value={value}
          onCommit={onChange}
          placeholder={filter.placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          {...(filter.kind === 'number'
            ? { inputMode: 'numeric' as const, sanitise: (text: string) => text.replace(/\D/g, '').slice(0, 9) }
            : {})}
          {...describedBy(id, error)}
        />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-sort of a column header: only the column the view is ordered by says which way. */
function sortState(view: TReportView, sort: string | undefined): 'ascending' | 'descending' | undefined {
  if (!sort || view.sort !== sort) return undefined;
  return view.dir === 'asc' ? 'ascending' : 'descending';
}

/** A column header that orders the report by it: first descending (newest, largest), then ascending. */
function SortButton({
  column,
  sort,
  view,
  onChange,
}: {
  column: string;
  sort: string;
  view: TReportView;
  onChange: (change: TReportViewChange) => void;
}) {
  const active = view.sort === sort;
  const next = active && view.dir !== 'asc' ? 'asc' : 'desc';
  const Icon = !active ? ArrowUpDown : view.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      onClick={() => onChange({ type: 'sort', sort, dir: next })}
    >
      {column}
      <Icon className={cn('size-3.5', !active && 'text-slate-400')} aria-hidden />
      <span className="sr-only">{`, sort ${next === 'asc' ? 'ascending' : 'descending'}`}</span>
    </button>
  );
}

/**
 * One report: search (debounced 300 ms) and the report's filters, the table with skeleton rows while loading and an
 * empty state, the page size, numbered pagination and Export CSV. Searching, filtering, paging and counting are the
 * server's; the view itself belongs to the caller (the query string).
 */
export function ReportTable<K extends TReportKind>({
  definition,
  view,
  onChange,
}: {
  definition: TReportDefinition<K>;
  view: TReportView;
  onChange: (change: TReportViewChange) => void;
}) {
  const id = useId();
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useReportPage(
    definition.kind,
    reportApiQuery(view, definition),
  );
  const { loadError, columns } = definition;
  // A filter the server refused is said under that filter, not as a failure to load.
  const filterErrors = fieldErrorsOf(error);
  const filterRefused = definition.filters.some((filter) => filterErrors[filter.key]);

  useEffect(() => {
    if (error && !filterRefused) toast.error(loadError, { description: error.message });
  }, [error, filterRefused, loadError]);

  // A page past the end (rows went away, or an old link): go to the last page there is.
  const lastPage = data ? pageCount(data.total, view.pageSize) : null;
  useEffect(() => {
    if (lastPage !== null && !isPlaceholderData && view.page > lastPage) onChange({ type: 'page', page: lastPage });
  }, [lastPage, isPlaceholderData, view.page, onChange]);

  const onSearch = useCallback((q: string) => onChange({ type: 'search', q }), [onChange]);
  const filterSetters = definition.filters.map(
    (filter) => (value: string) => onChange({ type: 'filter', key: filter.key, value }),
  );
  const captionId = `${id}-caption`;
  const rows = data?.rows ?? [];
  const loadingFirst = isPending && !data;

  return (
    <section aria-labelledby={captionId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={captionId} className="text-xl font-semibold">
          {definition.caption}
        </h2>
        <ExportCsvButton
          label={definition.label}
          url={`${REPORTS_API.export(definition.kind)}?${reportApiQuery(view, definition, { paging: false })}`}
          csvKind={definition.kind}
          expectedRows={data?.total ?? null}
        />
      </div>

      <form
        role="search"
        aria-label={`Filter ${definition.label.toLowerCase()}`}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="min-w-0 space-y-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-q`}>{definition.searchLabel}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <DebouncedInput
              id={`${id}-q`}
              type="search"
              className="pl-9"
              placeholder={definition.searchPlaceholder}
              maxLength={SEARCH_MAX_LENGTH}
              value={view.q}
              onCommit={onSearch}
            />
          </div>
        </div>
        {definition.filters.map((filter, index) => (
          <FilterControl
            key={filter.key}
            id={`${id}-${filter.key}`}
            filter={filter}
            value={view.filters[filter.key] ?? ''}
            error={filterErrors[filter.key]}
            onChange={filterSetters[index]!}
          />
        ))}
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-size`}>Rows per page</Label>
          <NativeSelect
            id={`${id}-size`}
            value={view.pageSize}
            onChange={(event) =>
              onChange({ type: 'pageSize', pageSize: Number(event.target.value) as TReportPageSize })
            }
          >
            {REPORT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>

      {filterRefused ? null : error && !data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-medium">{loadError}</p>
          <p>{error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {/* A focusable region so the table scrolls sideways by keyboard on a phone; `relative` keeps the
              visually hidden texts inside it from widening the page. */}
          <div
            role="region"
            aria-labelledby={captionId}
            tabIndex={0}
            className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <table
              className={cn('w-full min-w-max border-collapse text-sm', isPlaceholderData && 'opacity-60')}
              aria-busy={isFetching}
            >
              <caption className="sr-only">
                {definition.caption}
                {data ? `, ${data.total.toLocaleString('en-GB')} rows` : ''}
              </caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.id}
                      scope="col"
                      aria-sort={sortState(view, column.sort)}
                      className={cn('px-3 py-2 whitespace-nowrap', column.align === 'right' && 'text-right')}
                    >
                      {column.sort ? (
                        <SortButton column={column.header} sort={column.sort} view={view} onChange={onChange} />
                      ) : (
                        column.header
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {loadingFirst
                  ? Array.from({ length: Math.min(view.pageSize, SKELETON_ROWS) }, (_, row) => (
                      <tr key={row} data-testid="skeleton-row">
                        {columns.map((column) => (
                          <td key={column.id} className="px-3 py-3">
                            <Skeleton className={cn('h-4', column.align === 'right' ? 'ml-auto w-16' : 'w-24')} />
                          </td>
                        ))}
                      </tr>
                    ))
                  : rows.map((row) => (
                      <tr key={definition.rowKey(row)} className="hover:bg-slate-50">
                        {columns.map((column) => (
                          <td
                            key={column.id}
                            className={cn(
                              'px-3 py-2 align-top text-slate-800',
                              column.align === 'right' && 'text-right tabular-nums',
                              column.nowrap && 'whitespace-nowrap',
                            )}
                          >
                            {column.cell(row)}
                          </td>
                        ))}
                      </tr>
                    ))}
              </tbody>
            </table>
            {loadingFirst && (
              <span className="sr-only" role="status">{`Loading ${definition.label.toLowerCase()}`}</span>
            )}
            {data && rows.length === 0 && (
              <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
                <FileSearch className="size-10 text-slate-400" aria-hidden />
                <p className="font-semibold text-slate-900">{definition.emptyTitle}</p>
                <p className="max-w-md text-sm text-slate-600">{definition.emptyText}</p>
              </div>
            )}
          </div>
          {data && (
            // The page on screen (the previous one stays while the next loads), so the count matches the rows.
            <Pagination
              label={definition.label}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => onChange({ type: 'page', page })}
            />
          )}
        </>
      )}
    </section>
  );
}
