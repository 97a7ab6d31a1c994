import { SEARCH_MAX_LENGTH } from '@shared/domain/limits';

/** The spec's page sizes: 25/50/100, default 25. */
export const REPORT_PAGE_SIZES = [25, 50, 100] as const;
export type TReportPageSize = (typeof REPORT_PAGE_SIZES)[number];
export const DEFAULT_REPORT_PAGE_SIZE: TReportPageSize = 25;

/** One filter of a report: a choice from a list, free text, or a whole number (e.g. £ per hour). */
export type TReportFilter =
  | {
      key: string;
      label: string;
      kind: 'select';
      allLabel: string;
      options: readonly { value: string; label: string }[];
    }
  | { key: string; label: string; kind: 'text'; placeholder?: string }
  | { key: string; label: string; kind: 'number'; placeholder?: string };

/** What a report view is: the search, its filters, the page and its size. All of it lives in the query string. */
export type TReportView = {
  q: string;
  page: number;
  pageSize: TReportPageSize;
  filters: Record<string, string>;
};

/** Query-string keys that are not filters: the tab and the view's own. */
export const VIEW_KEYS = { tab: 'tab', q: 'q', page: 'page', pageSize: 'size' } as const;

const POSITIVE_INT = /^[1-9]\d{0,8}$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

function filterValue(filter: TReportFilter, raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const value = raw.trim();
  if (value === '') return undefined;
  switch (filter.kind) {
    case 'select':
      return filter.options.some((option) => option.value === value) ? value : undefined;
    case 'number':
      return WHOLE_NUMBER.test(value) ? String(Number(value)) : undefined;
    case 'text':
      return value.slice(0, SEARCH_MAX_LENGTH);
  }
}

/**
 * Reads a report's view from the query string. Anything unknown or malformed falls back to its default (page 1, 25 a
 * page, no filter), so a hand-edited or stale link still opens a working view.
 */
export function parseReportView(params: URLSearchParams, filters: readonly TReportFilter[]): TReportView {
  const page = params.get(VIEW_KEYS.page) ?? '';
  const size = Number(params.get(VIEW_KEYS.pageSize));
  const view: TReportView = {
    q: (params.get(VIEW_KEYS.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: POSITIVE_INT.test(page) ? Number(page) : 1,
    pageSize: REPORT_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_REPORT_PAGE_SIZE,
    filters: {},
  };
  for (const filter of filters) {
    const value = filterValue(filter, params.get(filter.key));
    if (value !== undefined) view.filters[filter.key] = value;
  }
  return view;
}

/**
 * The query string of a view on the tab `tab`: defaults are left out (a fresh view is just `?tab=projects`), so links
 * stay short and two ways of writing the same view are one.
 */
export function serialiseReportView(
  tab: string,
  view: TReportView,
  filters: readonly TReportFilter[],
): URLSearchParams {
  const params = new URLSearchParams();
  params.set(VIEW_KEYS.tab, tab);
  const q = view.q.trim();
  if (q) params.set(VIEW_KEYS.q, q);
  for (const filter of filters) {
    const value = filterValue(filter, view.filters[filter.key] ?? null);
    if (value !== undefined) params.set(filter.key, value);
  }
  if (view.pageSize !== DEFAULT_REPORT_PAGE_SIZE) params.set(VIEW_KEYS.pageSize, String(view.pageSize));
  if (view.page > 1) params.set(VIEW_KEYS.page, String(view.page));
  return params;
}

/** A change a person makes to a view. A new search, filter or page size starts again at page 1 (spec §5). */
export type TReportViewChange =
  | { type: 'search'; q: string }
  | { type: 'filter'; key: string; value: string }
  | { type: 'pageSize'; pageSize: TReportPageSize }
  | { type: 'page'; page: number };

export function changeReportView(view: TReportView, change: TReportViewChange): TReportView {
  switch (change.type) {
    case 'search':
      return change.q.trim() === view.q.trim() ? view : { ...view, q: change.q, page: 1 };
    case 'filter': {
      if ((view.filters[change.key] ?? '') === change.value) return view;
      const filters = { ...view.filters };
      if (change.value === '') delete filters[change.key];
      else filters[change.key] = change.value;
      return { ...view, filters, page: 1 };
    }
    case 'pageSize':
      return change.pageSize === view.pageSize ? view : { ...view, pageSize: change.pageSize, page: 1 };
    case 'page':
      return { ...view, page: Math.max(1, Math.floor(change.page)) };
  }
}
