import {
  REPORT_DEFAULT_PAGE_SIZE,
  REPORT_PAGE_SIZES,
  REPORT_SEARCH_MAX_LENGTH as SEARCH_MAX_LENGTH,
} from '@shared/domain/limits';
import type { TSortDirection } from '@shared/schemas/reports';

export { REPORT_PAGE_SIZES };
/** The spec's page sizes: 25/50/100, default 25. */
export type TReportPageSize = (typeof REPORT_PAGE_SIZES)[number];
export const DEFAULT_REPORT_PAGE_SIZE = REPORT_DEFAULT_PAGE_SIZE as TReportPageSize;

/**
 * One filter of a report: a choice from a list, free text, or a whole number (e.g. £ per hour). `toApi` turns the
 * value people read in the URL into the API's (pounds → pence).
 */
export type TReportFilter = { key: string; label: string; toApi?: (value: string) => string } & (
  | { kind: 'select'; allLabel: string; options: readonly { value: string; label: string }[] }
  | { kind: 'text'; placeholder?: string }
  | { kind: 'number'; placeholder?: string }
);

/** What a report view is: the search, its filters, the order, the page and its size. All of it lives in the URL. */
export type TReportView = {
  q: string;
  page: number;
  pageSize: TReportPageSize;
  /** A column the report sorts by (one of its sorts), or undefined for the report's default order. */
  sort?: string;
  dir?: TSortDirection;
  filters: Record<string, string>;
};

/** What a report's view may hold besides search and paging: its filters and the columns it can sort by. */
export type TReportViewShape = { filters: readonly TReportFilter[]; sorts: readonly string[] };

/** Query-string keys that are not filters: the tab and the view's own (the same names as the API's). */
export const VIEW_KEYS = { tab: 'tab', q: 'q', page: 'page', pageSize: 'pageSize', sort: 'sort', dir: 'dir' } as const;

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
export function parseReportView(params: URLSearchParams, shape: TReportViewShape): TReportView {
  const page = params.get(VIEW_KEYS.page) ?? '';
  const size = Number(params.get(VIEW_KEYS.pageSize));
  const sort = params.get(VIEW_KEYS.sort) ?? '';
  const dir = params.get(VIEW_KEYS.dir);
  const view: TReportView = {
    q: (params.get(VIEW_KEYS.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: POSITIVE_INT.test(page) ? Number(page) : 1,
    pageSize: REPORT_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_REPORT_PAGE_SIZE,
    filters: {},
  };
  if (shape.sorts.includes(sort)) {
    view.sort = sort;
    view.dir = dir === 'asc' ? 'asc' : 'desc';
  }
  for (const filter of shape.filters) {
    const value = filterValue(filter, params.get(filter.key));
    if (value !== undefined) view.filters[filter.key] = value;
  }
  return view;
}

/**
 * The query string of a view on the tab `tab`: defaults are left out (a fresh view is just `?tab=projects`), so links
 * stay short and two ways of writing the same view are one. The same parameters (less `tab`) are the API's query.
 */
export function serialiseReportView(tab: string, view: TReportView, shape: TReportViewShape): URLSearchParams {
  const params = new URLSearchParams();
  params.set(VIEW_KEYS.tab, tab);
  const q = view.q.trim();
  if (q) params.set(VIEW_KEYS.q, q);
  for (const filter of shape.filters) {
    const value = filterValue(filter, view.filters[filter.key] ?? null);
    if (value !== undefined) params.set(filter.key, value);
  }
  if (view.sort && shape.sorts.includes(view.sort)) {
    params.set(VIEW_KEYS.sort, view.sort);
    params.set(VIEW_KEYS.dir, view.dir ?? 'desc');
  }
  if (view.pageSize !== DEFAULT_REPORT_PAGE_SIZE) params.set(VIEW_KEYS.pageSize, String(view.pageSize));
  if (view.page > 1) params.set(VIEW_KEYS.page, String(view.page));
  return params;
}

/** A change a person makes to a view. A new search, filter, order or page size starts again at page 1 (spec §5). */
export type TReportViewChange =
  | { type: 'search'; q: string }
  | { type: 'filter'; key: string; value: string }
  | { type: 'pageSize'; pageSize: TReportPageSize }
  | { type: 'sort'; sort: string; dir: TSortDirection }
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
    case 'sort':
      return change.sort === view.sort && change.dir === view.dir
        ? view
        : { ...view, sort: change.sort, dir: change.dir, page: 1 };
    case 'page':
      return { ...view, page: Math.max(1, Math.floor(change.page)) };
  }
}

/** The API query string of a view (no `tab`; with `paging: false` no page or size either, as for the CSV export). */
export function reportApiQuery(view: TReportView, shape: TReportViewShape, { paging = true } = {}): string {
  const params = serialiseReportView('', view, shape);
  params.delete(VIEW_KEYS.tab);
  for (const filter of shape.filters) {
    const value = params.get(filter.key);
    if (value !== null && filter.toApi) params.set(filter.key, filter.toApi(value));
  }
  params.delete(VIEW_KEYS.page);
  params.delete(VIEW_KEYS.pageSize);
  if (paging) {
    params.set(VIEW_KEYS.page, String(view.page));
    params.set(VIEW_KEYS.pageSize, String(view.pageSize));
  }
  return params.toString();
}
