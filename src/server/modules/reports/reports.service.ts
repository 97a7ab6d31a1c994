import { Readable } from 'node:stream';
import { DEFAULT_CURRENCY } from '../../../shared/domain/money';
import { REPORT_EXPORT_MAX_ROWS } from '../../../shared/domain/limits';
import {
  csatBadge,
  type TMeetingDisplayStatus,
  type TMeetingReportQuery,
  type TReportKind,
  type TReportPage,
  type TReportQueryOf,
  type TReportRowOf,
  type TReportsOverview,
} from '../../../shared/schemas/reports';
import type { Database } from '../../db/client';
import { monthKey, overviewFrom } from './report-kpis';
import { UTF8_BOM } from '../../lib/csv';
import { csvHeader, csvRow } from './reports-csv';
import { createReportsRepository, type ReportFilterOf, type ViewRowOf } from './reports.repository';

/** Rows fetched per round trip while streaming an export. */
export const REPORT_EXPORT_BATCH_SIZE = 1000;
const DAY_MS = 86_400_000;

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();
const isoOf = (value: Date | string): string => iso(value)!;

/** Spec section 4: Live between start and end, Upcoming before, Completed after, Scheduled without times. */
export function meetingDisplayStatus(startsAt: Date | null, endsAt: Date | null, now: Date): TMeetingDisplayStatus {
  if (!startsAt) return 'Scheduled';
  if (now < startsAt) return 'Upcoming';
  if (endsAt && now <= endsAt) return 'Live';
  return 'Completed';
}

/**
 * The meetings filter's window, as its label says: Today is today (UTC); Last 7 / 30 days run from 7 / 30 days ago
 * to the end of today, so next week's meetings are not listed under "Last 7 days".
 */
export function meetingRange(range: TMeetingReportQuery['range'], now: Date): { from: Date; before: Date } | undefined {
  if (!range) return undefined;
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const before = new Date(startOfToday + DAY_MS);
  if (range === 'today') return { from: new Date(startOfToday), before };
  return { from: new Date(now.getTime() - (range === '7d' ? 7 : 30) * DAY_MS), before };
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

export type ReportsServiceDeps = {
  db: Database;
  /** The payment provider's dashboard, for links by payment intent id. */
  stripeDashboardUrl?: string;
  /** The export cap (spec: 10,000 rows); tests lower it to check the cap without inserting 10,000 rows. */
  exportLimit?: number;
  now?: () => Date;
};

export function createReportsService({
  db,
  stripeDashboardUrl = 'https://dashboard.stripe.com',
  exportLimit = REPORT_EXPORT_MAX_ROWS,
  now = () => new Date(),
}: ReportsServiceDeps) {
  const repository = createReportsRepository(db);

  const toRow: { [K in TReportKind]: (row: ViewRowOf[K], at: Date) => TReportRowOf[K] } = {
    projects: (r) => ({
      projectId: r.projectId,
      title: r.title,
      status: r.status,
      isCustom: r.isCustom,
      createdAt: isoOf(r.createdAt),
      currency: r.currency,
      totalPrice: r.totalPrice,
      clientName: r.clientName,
      clientEmail: r.clientEmail,
      agencyName: r.agencyName,
      milestonesCount: r.milestonesCount,
      deliverablesCount: r.deliverablesCount,
      qaReviewsCount: r.qaReviewsCount,
    }),
    freelancers: (r) => ({
      userId: r.userId,
      fullName: r.fullName,
      email: r.email,
      status: r.status,
      skills: r.skills,
      priceBandMin: r.priceBandMin,
      priceBandMax: r.priceBandMax,
      currency: r.currency,
      availabilityWeeklyHours: r.availabilityWeeklyHours,
      activeProjects: r.activeProjects,
      completedProjects: r.completedProjects,
      csatAvg: r.csatAvg,
      csatCount: r.csatCount,
      csatBadge: csatBadge(r.csatAvg),
      createdAt: isoOf(r.createdAt),
    }),
    quotes: (r) => ({
      quoteId: r.quoteId,
      quoteNumber: r.quoteNumber,
      projectTitle: r.projectTitle,
      status: r.status,
      expired: r.expired,
      totalAmount: r.totalAmount,
      currency: r.currency,
      createdAt: isoOf(r.createdAt),
      validUntil: iso(r.validUntil),
      budgetRange: r.budgetRange,
      clientName: r.clientName,
    }),
    milestones: (r) => ({
      milestoneId: r.milestoneId,
      projectId: r.projectId,
      projectTitle: r.projectTitle,
      milestoneNumber: r.milestoneNumber,
      title: r.title,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      paymentStatus: r.paymentStatus,
      dueDate: iso(r.dueDate),
      createdAt: isoOf(r.createdAt),
      overdue: r.overdue,
      stripePaymentIntentId: r.stripePaymentIntentId,
      paymentDashboardUrl: r.stripePaymentIntentId
        ? `${stripeDashboardUrl}/payments/${encodeURIComponent(r.stripePaymentIntentId)}`
        : null,
    }),
    deliverables: (r) => ({
      deliverableId: r.deliverableId,
      projectId: r.projectId,
      projectTitle: r.projectTitle,
      title: r.title,
      status: r.status,
      versions: r.versions,
      createdAt: isoOf(r.createdAt),
      lastUpdated: isoOf(r.lastUpdated),
      lastQaDecision: r.lastQaDecision,
    }),
    meetings: (r, at) => ({
      meetingId: r.meetingId,
      projectId: r.projectId,
      projectTitle: r.projectTitle,
      title: r.title,
      provider: r.provider,
      joinUrl: r.joinUrl,
      startsAt: iso(r.startsAt),
      endsAt: iso(r.endsAt),
      displayStatus: meetingDisplayStatus(toDate(r.startsAt), toDate(r.endsAt), at),
      organizerName: r.organizerName,
      recordingConsent: r.recordingConsent,
      createdAt: isoOf(r.createdAt),
    }),
  };

  function filterOf<K extends TReportKind>(kind: K, query: TReportQueryOf[K], at: Date): ReportFilterOf[K] {
    if (kind !== 'meetings') return query as ReportFilterOf[K];
    const { range, ...rest } = query as TMeetingReportQuery;
    const window = meetingRange(range, at);
    return { ...rest, startsFrom: window?.from, startsBefore: window?.before } as ReportFilterOf[K];
  }

  return {
    /** One page of a report with the count of all matching rows; a page past the end has no rows but the total. */
    async list<K extends TReportKind>(kind: K, query: TReportQueryOf[K]): Promise<TReportPage<TReportRowOf[K]>> {
      const at = now();
      const { rows, total } = await repository.page(
        kind,
        filterOf(kind, query, at),
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return { rows: rows.map((row) => toRow[kind](row, at)), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * The CSV export: the number of rows it will hold (for the download's progress) and a stream that reads them
     * from the database in batches as the client consumes it. Same filters and order as the list, at most the
     * export limit (10,000) rows.
     */
    async exportCsv<K extends TReportKind>(
      kind: K,
      query: TReportQueryOf[K],
    ): Promise<{ rowCount: number; body: Readable }> {
      const at = now();
      const filter = filterOf(kind, query, at);
      const rowCount = await repository.countUpTo(kind, filter, exportLimit);
      async function* lines(): AsyncGenerator<string> {
        yield UTF8_BOM + csvHeader(kind);
        for await (const batch of repository.stream(kind, filter, exportLimit, REPORT_EXPORT_BATCH_SIZE))
          yield batch.map((row) => csvRow(kind, toRow[kind](row, at))).join('');
      }
      return { rowCount, body: Readable.from(lines(), { objectMode: false }) };
    },

    /**
     * The Overview from the KPI figures the database maintains (decision 021): exact and current, read in one small
     * aggregate. `recomputed` computes the same from the facts (whole-table scans; for checks and the benchmark).
     */
    async overview({ recomputed = false }: { recomputed?: boolean } = {}): Promise<TReportsOverview> {
      const at = now();
      const [counts, months] = await Promise.all([
        repository.kpiInputs({ recomputed }),
        repository.gmvByMonth(monthKey(at, 11), { recomputed }),
      ]);
      return overviewFrom(counts, months, at, DEFAULT_CURRENCY);
    },

    /** Folds the maintained KPI deltas (the scheduled job; also callable directly). */
    compactKpis: () => repository.compactKpis(),

    /** Rebuilds the maintained KPI figures from the facts (after a bulk load with triggers off). */
    rebuildKpis: () => repository.rebuildKpis(),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
