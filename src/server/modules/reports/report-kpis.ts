import type {
  CONVERSION_BADGES,
  DELIVERY_BADGES,
  QUALITY_BADGES,
  TReportsOverview,
} from '../../../shared/schemas/reports';

/**
 * The admin Overview's KPI formulas (spec section 9, marketplace rules "Reports and KPIs"), as pure functions of the
 * counts the database aggregates (view admin_v_report_kpis). Every figure is null when there is nothing to compute it
 * from (the screen shows "No data"); the spec's hard-coded 2.5 days, 85 % and 4.2 are never used.
 */

const SECONDS_PER_DAY = 86_400;

/** numerator / denominator as a percent rounded to one decimal; null when the denominator is 0. */
export function percent(numerator: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  return Math.round((numerator / denominator) * 1000) / 10;
}

/** Quote win rate = approved / (approved + rejected). */
export function quoteWinRate(approved: number, rejected: number): number | null {
  return percent(approved, approved + rejected);
}

/** On-time rate = completed milestones finished on or before their due day / completed milestones with a due date. */
export function onTimeRate(onTime: number, completedWithDueDate: number): number | null {
  return percent(onTime, completedWithDueDate);
}

/** Average time to quote, in days (one decimal), from the mean seconds between a request and its first sent quote. */
export function averageDaysToQuote(averageSeconds: number | null): number | null {
  if (averageSeconds === null || !Number.isFinite(averageSeconds)) return null;
  return Math.round((averageSeconds / SECONDS_PER_DAY) * 10) / 10;
}

/** QA pass rate = deliverables whose first version passed admin QA / deliverables whose first version was decided. */
export function qaPassRate(passedFirstTime: number, firstVersionsDecided: number): number | null {
  return percent(passedFirstTime, firstVersionsDecided);
}

/** Average CSAT (two decimals) of client ratings; null when there are none. */
export function averageCsat(average: number | null, ratings: number): number | null {
  if (ratings <= 0 || average === null) return null;
  return Math.round(average * 100) / 100;
}

/** GMV: the sum of paid milestones in pence; null when no milestone was paid in the period. */
export function gmv(sum: number | null, paidMilestones: number): number | null {
  return paidMilestones > 0 ? (sum ?? 0) : null;
}

/** Summary badges (spec section 9): strictly above the threshold. */
export const CONVERSION_STRONG_ABOVE = 30;
export const DELIVERY_EXCELLENT_ABOVE = 80;
export const QUALITY_STRONG_ABOVE = 80;

export function conversionBadge(winRate: number | null): (typeof CONVERSION_BADGES)[number] {
  if (winRate === null) return 'No data';
  return winRate > CONVERSION_STRONG_ABOVE ? 'Strong' : 'Developing';
}
export function deliveryBadge(onTime: number | null): (typeof DELIVERY_BADGES)[number] {
  if (onTime === null) return 'No data';
  return onTime > DELIVERY_EXCELLENT_ABOVE ? 'Excellent' : 'Needs attention';
}
export function qualityBadge(passRate: number | null): (typeof QUALITY_BADGES)[number] {
  if (passRate === null) return 'No data';
  return passRate > QUALITY_STRONG_ABOVE ? 'Strong' : 'Needs attention';
}

/** 'YYYY-MM' of a UTC month, `back` months before `now`'s. */
export function monthKey(now: Date, back = 0): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The last `months` UTC months ending with `now`'s, oldest first, with months that had no paid milestone as 0. */
export function gmvByMonth(
  rows: readonly { month: string; amount: number }[],
  now: Date,
  months = 12,
): { month: string; amount: number }[] {
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.amount)]));
  return Array.from({ length: months }, (_, i) => {
    const month = monthKey(now, months - 1 - i);
    return { month, amount: byMonth.get(month) ?? 0 };
  });
}

export type KpiCounts = {
  gmvTotal: number | null;
  paidMilestones: number;
  gmvMonth: number | null;
  paidMilestonesMonth: number;
  quotesApproved: number;
  quotesRejected: number;
  quotesSent: number;
  quotesExpired: number;
  milestonesDueCompleted: number;
  milestonesOnTime: number;
  avgSecondsToQuote: number | null;
  firstVersionsDecided: number;
  firstVersionsPassed: number;
  qaPassedAfterRevision: number;
  qaPending: number;
  csatAvg: number | null;
  csatCount: number;
};

/** The whole Overview from the aggregated counts and the paid-by-month sums. */
export function overviewFrom(
  counts: KpiCounts,
  monthRows: readonly { month: string; amount: number }[],
  now: Date,
  currency: string,
): TReportsOverview {
  const winRate = quoteWinRate(counts.quotesApproved, counts.quotesRejected);
  const onTime = onTimeRate(counts.milestonesOnTime, counts.milestonesDueCompleted);
  const passRate = qaPassRate(counts.firstVersionsPassed, counts.firstVersionsDecided);
  return {
    currency,
    kpis: {
      totalGmv: gmv(counts.gmvTotal, counts.paidMilestones),
      monthlyGmv: gmv(counts.gmvMonth, counts.paidMilestonesMonth),
      quoteWinRate: winRate,
      onTimeRate: onTime,
      avgDaysToQuote: averageDaysToQuote(counts.avgSecondsToQuote),
      qaPassRate: passRate,
      avgCsat: averageCsat(counts.csatAvg, counts.csatCount),
      csatCount: counts.csatCount,
    },
    badges: { conversion: conversionBadge(winRate), delivery: deliveryBadge(onTime), quality: qualityBadge(passRate) },
    charts: {
      gmvByMonth: gmvByMonth(monthRows, now),
      quoteFunnel: {
        sent: counts.quotesSent,
        approved: counts.quotesApproved,
        rejected: counts.quotesRejected,
        expired: counts.quotesExpired,
      },
      qaOutcomes: {
        approvedFirstTime: counts.firstVersionsPassed,
        approvedAfterRevision: counts.qaPassedAfterRevision,
        pending: counts.qaPending,
      },
    },
  };
}
