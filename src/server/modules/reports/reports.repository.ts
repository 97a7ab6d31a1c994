import {
  and,
  asc,
  count,
  desc,
  eq,
  getViewSelectedFields,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { PgView } from 'drizzle-orm/pg-core';
import type {
  TDeliverableReportQuery,
  TFreelancerReportQuery,
  TMeetingReportQuery,
  TMilestoneReportQuery,
  TProjectReportQuery,
  TQuoteReportQuery,
  TReportKind,
  TReportQueryOf,
} from '../../../shared/schemas/reports';
import type { Database } from '../../db/client';
import {
  adminVDeliverables,
  adminVFreelancers,
  adminVGmvByMonth,
  adminVGmvByMonthMaintained,
  adminVMeetings,
  adminVMilestones,
  adminVProjectAgencies,
  adminVProjects,
  adminVQuotes,
  adminVReportKpis,
  adminVReportKpisMaintained,
} from '../../db/schema/reports';

/**
 * Reads the admin report views (migration 0016, decision 020). Every filter, search, sort, page and count runs in
 * PostgreSQL; exports stream through a server-side cursor in batches.
 */

export type ProjectViewRow = typeof adminVProjects.$inferSelect;
export type FreelancerViewRow = typeof adminVFreelancers.$inferSelect;
export type QuoteViewRow = typeof adminVQuotes.$inferSelect;
export type MilestoneViewRow = typeof adminVMilestones.$inferSelect;
export type DeliverableViewRow = typeof adminVDeliverables.$inferSelect;
export type MeetingViewRow = typeof adminVMeetings.$inferSelect;
export type KpiInputs = typeof adminVReportKpis.$inferSelect;

export type ViewRowOf = {
  projects: ProjectViewRow;
  freelancers: FreelancerViewRow;
  quotes: QuoteViewRow;
  milestones: MilestoneViewRow;
  deliverables: DeliverableViewRow;
  meetings: MeetingViewRow;
};

/** Filters as the service resolves them (the meetings range is turned into a time by the service). */
export type ReportFilterOf = {
  [K in TReportKind]: K extends 'meetings'
    ? Omit<TMeetingReportQuery, 'range'> & { startsFrom?: Date; startsBefore?: Date }
    : TReportQueryOf[K];
};

/** `column ILIKE '%q%'`, with LIKE's own wildcards in q taken literally. */
function containing(column: Column, q: string): SQL {
  return ilike(column, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/**
 * `containing` on a column with a word-affix index (migration 0020, decision 021): a search of two or more words
 * also asks that index for the rows whose words can hold it, which are a superset of the ILIKE's matches and far
 * cheaper to find than through the trigram index.
 */
function containingWords(column: Column, q: string): SQL | undefined {
  const words = q.toLowerCase().split(' ');
  if (words.length < 2 || !words.some((word) => word.length >= 3)) return containing(column, q);
  return and(sql`search_affixes(${column}) @> search_affix_terms(${q})`, containing(column, q));
}

type Spec<K extends TReportKind> = {
  view: PgView;
  where: (filter: ReportFilterOf[K]) => SQL | undefined;
  sortColumns: Record<ReportFilterOf[K]['sort'], Column>;
  id: Column;
};

const specs: { [K in TReportKind]: Spec<K> } = {
  projects: {
    view: adminVProjects,
    where: (f: TProjectReportQuery) => {
      const v = adminVProjects;
      return and(
        f.status ? eq(v.status, f.status) : undefined,
        f.agencyId
          ? inArray(
              v.projectId,
              sql`(SELECT ${adminVProjectAgencies.projectId} FROM ${adminVProjectAgencies} WHERE ${adminVProjectAgencies.agencyId} = ${f.agencyId})`,
            )
          : undefined,
        f.q ? containingWords(v.title, f.q) : undefined,
      );
    },
    sortColumns: {
      created_at: adminVProjects.createdAt,
      title: adminVProjects.title,
      total_price: adminVProjects.totalPrice,
      status: adminVProjects.status,
    },
    id: adminVProjects.projectId,
  },
  freelancers: {
    view: adminVFreelancers,
    where: (f: TFreelancerReportQuery) => {
      const v = adminVFreelancers;
      return and(
        f.status ? eq(v.status, f.status) : undefined,
        f.minPrice !== undefined ? gte(v.priceBandMax, f.minPrice) : undefined,
        f.maxPrice !== undefined ? lte(v.priceBandMin, f.maxPrice) : undefined,
        f.q ? or(containingWords(v.fullName, f.q), containing(v.email, f.q)) : undefined,
      );
    },
    sortColumns: {
      created_at: adminVFreelancers.createdAt,
      full_name: adminVFreelancers.fullName,
      price_band_min: adminVFreelancers.priceBandMin,
      completed_projects: adminVFreelancers.completedProjects,
    },
    id: adminVFreelancers.userId,
  },
  quotes: {
    view: adminVQuotes,
    where: (f: TQuoteReportQuery) => {
      const v = adminVQuotes;
      const status =
        f.status === 'expired'
          ? eq(v.expired, true)
          : f.status === 'sent'
            ? and(eq(v.status, 'sent'), eq(v.expired, false))
            : f.status
              ? eq(v.status, f.status)
              : undefined;
      return and(status, f.q ? or(containingWords(v.projectTitle, f.q), containing(v.quoteNumber, f.q)) : undefined);
    },
    sortColumns: {
      created_at: adminVQuotes.createdAt,
      total_amount: adminVQuotes.totalAmount,
      valid_until: adminVQuotes.validUntil,
    },
    id: adminVQuotes.quoteId,
  },
  milestones: {
    view: adminVMilestones,
    where: (f: TMilestoneReportQuery) => {
      const v = adminVMilestones;
      return and(
        f.status ? eq(v.status, f.status) : undefined,
        f.paymentStatus ? eq(v.paymentStatus, f.paymentStatus) : undefined,
        f.q ? containingWords(v.title, f.q) : undefined,
      );
    },
    sortColumns: {
      created_at: adminVMilestones.createdAt,
      due_date: adminVMilestones.dueDate,
      amount: adminVMilestones.amount,
    },
    id: adminVMilestones.milestoneId,
  },
  deliverables: {
    view: adminVDeliverables,
    where: (f: TDeliverableReportQuery) => {
      const v = adminVDeliverables;
      return and(f.status ? eq(v.status, f.status) : undefined, f.q ? containingWords(v.title, f.q) : undefined);
    },
    sortColumns: { created_at: adminVDeliverables.createdAt, last_updated: adminVDeliverables.lastUpdated },
    id: adminVDeliverables.deliverableId,
  },
  meetings: {
    view: adminVMeetings,
    where: (f: ReportFilterOf['meetings']) => {
      const v = adminVMeetings;
      return and(
        f.provider ? eq(v.provider, f.provider) : undefined,
        f.startsFrom ? gte(v.startsAt, f.startsFrom) : undefined,
        f.startsBefore ? lt(v.startsAt, f.startsBefore) : undefined,
        f.q ? containingWords(v.title, f.q) : undefined,
      );
    },
    sortColumns: { starts_at: adminVMeetings.startsAt, created_at: adminVMeetings.createdAt },
    id: adminVMeetings.meetingId,
  },
};

/**
 * ORDER BY the chosen column, then the id so pages never overlap. A nullable column puts its nulls last either way;
 * a NOT NULL one keeps the plain order, which its (… DESC) index can serve.
 */
function orderOf<K extends TReportKind>(spec: Spec<K>, filter: ReportFilterOf[K]): SQL[] {
  const column = spec.sortColumns[filter.sort as ReportFilterOf[K]['sort']];
  const direction = filter.dir === 'asc' ? asc : desc;
  return [column.notNull ? direction(column) : sql`${direction(column)} NULLS LAST`, direction(spec.id)];
}

/** db column name → the view's field key, to read raw cursor rows. */
function keysByColumnName(view: PgView): Map<string, string> {
  const fields = getViewSelectedFields(view) as Record<string, Column>;
  return new Map(Object.entries(fields).map(([key, column]) => [column.name, key]));
}

export function createReportsRepository(db: Database) {
  function selectFiltered<K extends TReportKind>(kind: K, filter: ReportFilterOf[K]) {
    const spec = specs[kind] as Spec<K>;
    return db
      .select()
      .from(spec.view)
      .where(spec.where(filter))
      .orderBy(...orderOf(spec, filter));
  }

  async function countAll<K extends TReportKind>(kind: K, filter: ReportFilterOf[K]): Promise<number> {
    const spec = specs[kind] as Spec<K>;
    const [row] = await db.select({ total: count() }).from(spec.view).where(spec.where(filter));
    return row?.total ?? 0;
  }

  return {
    /**
     * One page of a report and the count of every row matching the filters. With a search, one statement: the search
     * narrows the rows through its index (trigram or word-affix) once and `count(*) OVER ()` counts them on the way
     * to the page (a page past the end then asks for the count alone). Without one, the page (an index walk in list
     * order) and the count run side by side.
     */
    async page<K extends TReportKind>(
      kind: K,
      filter: ReportFilterOf[K],
      limit: number,
      offset: number,
    ): Promise<{ rows: ViewRowOf[K][]; total: number }> {
      const spec = specs[kind] as Spec<K>;
      if (filter.q) {
        // The inner query reads only the id, so the planner drops the view's joins (client, project title) for every
        // match and joins them for the page's rows alone.
        const matched = db
          .select({
            pageId: sql<string>`${spec.id}`.as('page_id'),
            reportTotal: sql<number>`count(*) OVER ()`.as('report_total'),
          })
          .from(spec.view)
          .where(spec.where(filter))
          .orderBy(...orderOf(spec, filter))
          .limit(limit)
          .offset(offset)
          .as('matched');
        const fields = getViewSelectedFields(spec.view) as Record<string, Column>;
        const rows = await db
          .select({ ...fields, reportTotal: sql<number>`${matched.reportTotal}`.mapWith(Number) })
          .from(spec.view)
          .innerJoin(matched, eq(spec.id, matched.pageId))
          .orderBy(...orderOf(spec, filter));
        const total = rows[0]?.reportTotal ?? (offset > 0 ? await countAll(kind, filter) : 0);
        return { rows: rows.map(({ reportTotal: _, ...row }) => row) as unknown as ViewRowOf[K][], total };
      }
      const [rows, total] = await Promise.all([
        selectFiltered(kind, filter).limit(limit).offset(offset),
        countAll(kind, filter),
      ]);
      return { rows: rows as unknown as ViewRowOf[K][], total };
    },

    count: countAll,

    /** min(matching rows, cap), counting no further than the cap. */
    async countUpTo<K extends TReportKind>(kind: K, filter: ReportFilterOf[K], cap: number): Promise<number> {
      const spec = specs[kind] as Spec<K>;
      const capped = db
        .select({ one: sql`1` })
        .from(spec.view)
        .where(spec.where(filter))
        .limit(cap)
        .as('capped');
      const [row] = await db.select({ total: count() }).from(capped);
      return row?.total ?? 0;
    },

    /**
     * The filtered rows in list order, at most `max`, read through a server-side cursor `batchSize` rows at a time on
     * one connection (in a read-only transaction), so an export never holds all its rows in memory. Stopping early
     * (the caller returns or throws) closes the cursor and releases the connection.
     */
    async *stream<K extends TReportKind>(
      kind: K,
      filter: ReportFilterOf[K],
      max: number,
      batchSize: number,
    ): AsyncGenerator<ViewRowOf[K][]> {
      const spec = specs[kind] as Spec<K>;
      const query = selectFiltered(kind, filter).limit(max).toSQL();
      const keys = keysByColumnName(spec.view);
      const client = await db.$client.connect();
      let committed = false;
      let broken = false;
      try {
        await client.query('BEGIN READ ONLY');
        await client.query(`DECLARE report_export NO SCROLL CURSOR FOR ${query.sql}`, query.params as unknown[]);
        for (;;) {
          const { rows } = await client.query<Record<string, unknown>>(`FETCH ${batchSize} FROM report_export`);
          if (rows.length > 0)
            yield rows.map((raw) => {
              const row: Record<string, unknown> = {};
              for (const [name, value] of Object.entries(raw)) row[keys.get(name) ?? name] = value;
              return row as ViewRowOf[K];
            });
          if (rows.length < batchSize) break;
        }
        await client.query('COMMIT');
        committed = true;
      } finally {
        // Ended early (the download was abandoned) or failed: ROLLBACK closes the cursor. A connection that cannot
        // even roll back is discarded rather than returned to the pool.
        if (!committed) await client.query('ROLLBACK').catch(() => (broken = true));
        client.release(broken || undefined);
      }
    },

    /**
     * The Overview's KPI inputs from the figures triggers maintain (migration 0031, decision 021): a sum over a small
     * table of deltas, not a scan of the facts. `recomputed` reads the same inputs from the facts themselves.
     */
    async kpiInputs({ recomputed = false }: { recomputed?: boolean } = {}): Promise<KpiInputs> {
      const [row] = await db.select().from(recomputed ? adminVReportKpis : adminVReportKpisMaintained);
      return row!;
    },

    /** Paid milestone amounts per UTC month ('YYYY-MM') from `fromMonth` on (maintained daily rows, or recomputed). */
    async gmvByMonth(
      fromMonth: string,
      { recomputed = false }: { recomputed?: boolean } = {},
    ): Promise<{ month: string; amount: number }[]> {
      const view = recomputed ? adminVGmvByMonth : adminVGmvByMonthMaintained;
      return db.select().from(view).where(gte(view.month, fromMonth)).orderBy(asc(view.month));
    },

    /** Folds the appended KPI deltas into one row per figure and day; returns the rows written (0: nothing to fold). */
    async compactKpis(): Promise<number> {
      const { rows } = await db.execute<{ written: number }>(sql`SELECT report_kpis_compact() AS written`);
      return Number(rows[0]?.written ?? 0);
    },

    /** Rebuilds the maintained KPI figures from the facts (after a load that bypassed the triggers). */
    async rebuildKpis(): Promise<void> {
      await db.execute(sql`SELECT report_kpis_rebuild()`);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
