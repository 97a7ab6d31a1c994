import type { ReactNode } from 'react';
import type { TReportKind } from '@shared/domain/reports';
import type { TReportRowOf } from '@shared/schemas/reports';
import type { TReportFilter } from './report-url-state';

/** One column of a report table. */
export type TReportColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort key when the report can be ordered by this column. */
  sort?: string;
  /** Figures line up on the right. */
  align?: 'left' | 'right';
  /** Keeps a column from wrapping (dates, money, badges). */
  nowrap?: boolean;
};

/** Everything the generic report table needs to show one report. */
export type TReportDefinition<K extends TReportKind = TReportKind> = {
  /** The API's report (and `{kind}` of `{kind}_report_{date}.csv`). */
  kind: K;
  /** The tab's value in the query string (`?tab=projects`). */
  tab: string;
  /** The tab's label. */
  label: string;
  /** The table's heading and caption. */
  caption: string;
  /** The spec's load error, e.g. 'Failed to load projects'. */
  loadError: string;
  searchLabel: string;
  searchPlaceholder: string;
  filters: readonly TReportFilter[];
  /** The API's sort keys (from the contract). */
  sorts: readonly string[];
  columns: readonly TReportColumn<TReportRowOf[K]>[];
  rowKey: (row: TReportRowOf[K]) => string;
  emptyTitle: string;
  emptyText: string;
};
