import { cn } from '@web/lib/cn';

/** A bar: its short label under it, and optionally a full name for the data table ("November 2026"). */
export type TChartBar = { label: string; value: number; name?: string };

/**
 * A small accessible bar chart without a chart library: the bars are one image with a spoken summary, and the same
 * figures are in a visually hidden table for screen-reader users who want each value. `columns` draws vertical bars
 * (a time series), otherwise horizontal bars (a funnel or outcomes).
 */
export function BarChart({
  title,
  summary,
  bars,
  format = (value) => value.toLocaleString('en-GB'),
  layout = 'rows',
  emptyText = 'No data',
  note,
}: {
  title: string;
  /** What the chart says, in a sentence (read instead of the bars). */
  summary: string;
  bars: TChartBar[];
  format?: (value: number) => string;
  layout?: 'rows' | 'columns';
  emptyText?: string;
  /** A line under the title (e.g. the period's total). */
  note?: string;
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const share = (value: number) => (max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * 100) : 0);
  const empty = bars.length === 0 || max === 0;

  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption>
        <span className="block font-semibold text-slate-900">{title}</span>
        {note && <span className="block text-sm text-slate-600">{note}</span>}
      </figcaption>
      {empty ? (
        <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>
      ) : layout === 'columns' ? (
        <div role="img" aria-label={summary} className="flex h-44 items-end gap-1">
          {bars.map((bar) => (
            <div
              key={bar.name ?? bar.label}
              className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
              title={`${bar.name ?? bar.label}: ${format(bar.value)}`}
            >
              <div className="w-full rounded-t bg-brand-600" style={{ height: `${share(bar.value)}%` }} />
              <span className="text-[10px] leading-none wrap-normal text-slate-600">{bar.label}</span>
            </div>
          ))}
        </div>
      ) : (
        <div role="img" aria-label={summary} className="space-y-2">
          {bars.map((bar) => (
            <div
              key={bar.name ?? bar.label}
              className="grid grid-cols-[minmax(6rem,9rem)_1fr_auto] items-center gap-2 text-sm"
            >
              <span className="leading-tight text-slate-700">{bar.label}</span>
              <div className="h-4 rounded bg-slate-100">
                <div className={cn('h-full rounded bg-brand-600')} style={{ width: `${share(bar.value)}%` }} />
              </div>
              <span className="text-right font-medium text-slate-900 tabular-nums">{format(bar.value)}</span>
            </div>
          ))}
        </div>
      )}
      {!empty && (
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.name ?? bar.label}>
                <th scope="row">{bar.name ?? bar.label}</th>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
