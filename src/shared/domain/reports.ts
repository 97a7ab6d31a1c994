// The admin reports' paths, kinds and sort columns: what the reports page needs without the reports' schemas (and
// zod), which only validate what crosses the API (src/shared/schemas/reports.ts).

export const REPORT_KINDS = ['projects', 'freelancers', 'quotes', 'milestones', 'deliverables', 'meetings'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

/** Endpoint paths. */
export const REPORTS_API = {
  /** GET → TReportsOverview. */
  overview: '/api/admin/reports/overview',
  /** GET ?query → TReportPage<row of kind>. */
  list: (kind: TReportKind) => `/api/admin/reports/${kind}`,
  /**
   * GET ?same query (page/pageSize ignored) → text/csv streamed, all filtered rows up to REPORT_EXPORT_MAX_ROWS, in
   * the same order as the list. Headers: Content-Disposition attachment; filename="{kind}_report_{YYYY-MM-DD}.csv",
   * and REPORT_ROW_COUNT_HEADER with the number of data rows the body will hold (for a progress bar).
   */
  export: (kind: TReportKind) => `/api/admin/reports/${kind}/export.csv`,
} as const;

/** Response header of the CSV export: how many data rows (excluding the header line) the streamed body holds. */
export const REPORT_ROW_COUNT_HEADER = 'X-Total-Count';

/** `{kind}_report_{YYYY-MM-DD}.csv` (spec section 9); the date is the UTC day of the export. */
export function reportFileName(kind: TReportKind, at: Date = new Date()): string {
  return `${kind}_report_${at.toISOString().slice(0, 10)}.csv`;
}

/** The columns each report sorts by. */
export const PROJECT_REPORT_SORTS = ['created_at', 'title', 'total_price', 'status'] as const;
export const FREELANCER_REPORT_SORTS = ['created_at', 'full_name', 'price_band_min', 'completed_projects'] as const;
export const QUOTE_REPORT_SORTS = ['created_at', 'total_amount', 'valid_until'] as const;
export const MILESTONE_REPORT_SORTS = ['created_at', 'due_date', 'amount'] as const;
export const DELIVERABLE_REPORT_SORTS = ['created_at', 'last_updated'] as const;
export const MEETING_REPORT_SORTS = ['starts_at', 'created_at'] as const;

/** The meetings report's date ranges: today (UTC), or the last 7 / 30 days up to the end of today. */
export const MEETING_DATE_RANGES = ['today', '7d', '30d'] as const;
export type TMeetingDateRange = (typeof MEETING_DATE_RANGES)[number];
