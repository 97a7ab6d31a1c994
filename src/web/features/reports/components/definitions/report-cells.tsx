import { toMinorUnits } from '@shared/domain/money';
import { statusText, type TStatusKind, type TStatusOf } from '@shared/domain/status-map';
import type { TReportFilter } from '../../lib/report-url-state';

// What the report definitions share: filter options, money typed in pounds, and the dash of an empty cell.
export const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** A status filter whose options read as the badges in the table do. */
export const statusFilter = <TKind extends TStatusKind>(
  kind: TKind,
  values: readonly TStatusOf<TKind>[],
): TReportFilter => ({
  key: 'status',
  label: 'Status',
  kind: 'select',
  allLabel: 'All statuses',
  options: options(values, (status) => statusText(kind, status)),
});

/** Whole pounds in the URL (what people type), pence for the API. */
export const pounds = (value: string) => {
  const major = Number(value);
  return Number.isFinite(major) ? String(toMinorUnits(major)) : value;
};

export const dash = <span className="text-slate-400">—</span>;
export const orDash = (value: string | null | undefined) => (value ? value : dash);
