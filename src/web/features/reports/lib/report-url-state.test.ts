import { describe, expect, it } from 'vitest';
import {
  changeReportView,
  DEFAULT_REPORT_PAGE_SIZE,
  parseReportView,
  reportApiQuery,
  REPORT_PAGE_SIZES,
  serialiseReportView,
  type TReportFilter,
  type TReportView,
} from './report-url-state';

const FILTERS: TReportFilter[] = [
  {
    key: 'status',
    label: 'Status',
    kind: 'select',
    allLabel: 'All statuses',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'completed', label: 'Completed' },
    ],
  },
  { key: 'title', label: 'Title', kind: 'text' },
  { key: 'minPrice', label: 'Min £/hr', kind: 'number', toApi: (pounds) => String(Number(pounds) * 100) },
];

const SHAPE = { filters: FILTERS, sorts: ['created_at', 'title'] };
const parse = (query: string) => parseReportView(new URLSearchParams(query), SHAPE);
const view = (overrides: Partial<TReportView> = {}): TReportView => ({
  q: '',
  page: 1,
  pageSize: 25,
  filters: {},
  ...overrides,
});

describe('report view in the query string', () => {
  it('page sizes are 25/50/100, default 25', () => {
    expect(REPORT_PAGE_SIZES).toEqual([25, 50, 100]);
    expect(DEFAULT_REPORT_PAGE_SIZE).toBe(25);
  });

  it('reads a full view', () => {
    expect(
      parse('tab=projects&q=acme&status=active&title=Launch&minPrice=80&pageSize=50&page=3&sort=title&dir=asc'),
    ).toEqual({
      q: 'acme',
      page: 3,
      pageSize: 50,
      sort: 'title',
      dir: 'asc',
      filters: { status: 'active', title: 'Launch', minPrice: '80' },
    });
  });

  it('falls back to defaults for missing or malformed values', () => {
    expect(parse('')).toEqual(view());
    expect(parse('page=0&pageSize=30&status=bogus&minPrice=-5&sort=password')).toEqual(view());
    expect(parse('page=abc&pageSize=')).toEqual(view());
    expect(parse('sort=title&dir=sideways')).toEqual(view({ sort: 'title', dir: 'desc' }));
    expect(parse('page=2.5&minPrice=1e3')).toEqual(view());
    expect(parse('status=&title=%20%20')).toEqual(view());
  });

  it('ignores keys that are not this report’s filters', () => {
    expect(parse('provider=zoom&paymentStatus=paid')).toEqual(view());
  });

  it('trims and caps text', () => {
    expect(parse(`q=${'x'.repeat(500)}`).q).toHaveLength(200);
    expect(parse('q=%20acme%20').q).toBe('acme');
  });

  it('writes only what differs from the defaults, with the tab first', () => {
    expect(serialiseReportView('projects', view(), SHAPE).toString()).toBe('tab=projects');
    expect(
      serialiseReportView(
        'projects',
        view({ q: ' acme ', page: 2, pageSize: 100, filters: { status: 'completed', title: '', minPrice: '120' } }),
        SHAPE,
      ).toString(),
    ).toBe('tab=projects&q=acme&status=completed&minPrice=120&pageSize=100&page=2');
  });

  it('round-trips', () => {
    const original = view({
      q: 'web site',
      page: 4,
      pageSize: 50,
      sort: 'created_at',
      dir: 'asc',
      filters: { status: 'active', title: 'a&b=c' },
    });
    expect(parse(serialiseReportView('projects', original, SHAPE).toString())).toEqual(original);
  });
});

describe('changing a view (spec §5: a filter or page size change resets to page 1)', () => {
  const onPage3 = view({ page: 3, filters: { status: 'active' } });

  it('a new search goes back to page 1', () => {
    expect(changeReportView(onPage3, { type: 'search', q: 'acme' })).toEqual({ ...onPage3, q: 'acme', page: 1 });
  });

  it('a filter change goes back to page 1; clearing a filter removes it', () => {
    expect(changeReportView(onPage3, { type: 'filter', key: 'status', value: 'completed' })).toEqual({
      ...onPage3,
      filters: { status: 'completed' },
      page: 1,
    });
    expect(changeReportView(onPage3, { type: 'filter', key: 'status', value: '' })).toEqual({
      ...onPage3,
      filters: {},
      page: 1,
    });
  });

  it('a page size change goes back to page 1', () => {
    expect(changeReportView(onPage3, { type: 'pageSize', pageSize: 100 })).toEqual({
      ...onPage3,
      pageSize: 100,
      page: 1,
    });
  });

  it('an unchanged value keeps the page', () => {
    expect(changeReportView(onPage3, { type: 'filter', key: 'status', value: 'active' })).toBe(onPage3);
    expect(changeReportView(onPage3, { type: 'pageSize', pageSize: 25 })).toBe(onPage3);
    expect(changeReportView(onPage3, { type: 'search', q: ' ' })).toBe(onPage3);
  });

  it('a new order goes back to page 1', () => {
    expect(changeReportView(onPage3, { type: 'sort', sort: 'title', dir: 'asc' })).toEqual({
      ...onPage3,
      sort: 'title',
      dir: 'asc',
      page: 1,
    });
  });

  it('paging keeps the filters', () => {
    expect(changeReportView(onPage3, { type: 'page', page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});

describe('the API query of a view', () => {
  const filtered = view({ q: 'acme', page: 2, pageSize: 50, filters: { status: 'active', minPrice: '80' } });

  it('carries search, filters (in API units), order, page and size', () => {
    expect(reportApiQuery({ ...filtered, sort: 'title', dir: 'asc' }, SHAPE)).toBe(
      'q=acme&status=active&minPrice=8000&sort=title&dir=asc&page=2&pageSize=50',
    );
    expect(reportApiQuery(view(), SHAPE)).toBe('page=1&pageSize=25');
  });

  it('leaves paging out for the CSV export', () => {
    expect(reportApiQuery(filtered, SHAPE, { paging: false })).toBe('q=acme&status=active&minPrice=8000');
  });
});
