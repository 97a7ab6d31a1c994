import { ACTIVE_PROJECT_STATUSES } from '../../../shared/domain/projects';
import type { TAdminStats } from '../../../shared/schemas/admin-stats';
import type { LedgerService } from '../ledger/ledger.service';
import type { ProjectsService } from '../projects/projects.service';
import type { QuotesService } from '../quotes/quotes.service';

/** The marketplace's currency: revenue is counted in it (other currencies, if any, are not converted). */
const REVENUE_CURRENCY = 'gbp';

export type AdminStatsDeps = {
  projects: Pick<ProjectsService, 'adminCounts'>;
  quotes: Pick<QuotesService, 'countAwaitingReview'>;
  ledger: Pick<LedgerService, 'totalsByKind'>;
};

/**
 * The admin dashboard's header stats, computed in the database on each read.
 * - Total Projects: every project; Active Projects: those still being worked on (draft, active, on hold — the same
 *   set the client dashboard's Active Projects counts).
 * - Pending Quotes: the quotes the Quote Reviews tab lists (pending admin review or on hold).
 * - QA Queue: deliverables submitted and waiting for QA.
 * - Total Revenue: gross money clients paid in, read from the ledger — every `escrow_funding` movement into project
 *   escrow caused by a paid pack order or a funded milestone payment, in pence. Refunds and payouts later do not
 *   reduce it (it is what was paid, not what the platform kept).
 */
export function createAdminStatsService({ projects, quotes, ledger }: AdminStatsDeps) {
  return {
    async stats(): Promise<TAdminStats> {
      const [counts, pendingQuotes, totals] = await Promise.all([
        projects.adminCounts(),
        quotes.countAwaitingReview(),
        ledger.totalsByKind(REVENUE_CURRENCY),
      ]);
      const total = (statuses: readonly string[]) =>
        Object.entries(counts.byStatus).reduce(
          (sum, [status, count]) => (statuses.includes(status) ? sum + (count ?? 0) : sum),
          0,
        );
      const revenue = totals
        .filter(
          (row) =>
            row.kind === 'escrow_funding' &&
            row.account === 'project_escrow' &&
            (row.cause === 'order' || row.cause === 'milestone'),
        )
        .reduce((sum, row) => sum + (row.total ?? 0), 0);
      return {
        totalProjects: total(Object.keys(counts.byStatus)),
        activeProjects: total(ACTIVE_PROJECT_STATUSES),
        pendingQuotes,
        qaQueue: counts.qaQueue,
        totalRevenue: { amount: revenue, currency: REVENUE_CURRENCY },
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
