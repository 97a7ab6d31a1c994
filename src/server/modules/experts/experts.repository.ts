import { sqlNow } from '../../db/sql-now';
import {
  and,
  arrayOverlaps,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expertProfileEdits, expertProfiles, savedExperts, skillTermCodes } from '../../db/schema/experts';
import type { TExpertStatus } from '../../../shared/domain/experts';

export type ExpertProfileRow = typeof expertProfiles.$inferSelect;
export type NewExpertProfile = typeof expertProfiles.$inferInsert;
export type ProfileEditRow = typeof expertProfileEdits.$inferSelect;
export type ExpertChanges = Partial<Omit<NewExpertProfile, 'userId' | 'createdAt' | 'updatedAt' | 'decidedAt'>> & {
  /** Stamped by the database when set. */
  decidedAt?: typeof NOW;
};

/** Marker for "the database's now()" in a change set. */
export const NOW = Symbol('now');

/** The columns matching reads: everything but the bio, the links and the vetting notes. */
const matchColumns = {
  userId: expertProfiles.userId,
  status: expertProfiles.status,
  headline: expertProfiles.headline,
  skills: expertProfiles.skills,
  domains: expertProfiles.domains,
  outcomeTags: expertProfiles.outcomeTags,
  weeklyHours: expertProfiles.weeklyHours,
  available: expertProfiles.available,
  country: expertProfiles.country,
  timeZone: expertProfiles.timeZone,
  languages: expertProfiles.languages,
  hourlyMin: expertProfiles.hourlyMin,
  hourlyMax: expertProfiles.hourlyMax,
  currency: expertProfiles.currency,
  vettingScore: expertProfiles.vettingScore,
  completedProjects: expertProfiles.completedProjects,
  ratingAverage: expertProfiles.ratingAverage,
  ratingCount: expertProfiles.ratingCount,
};
export type MatchRow = { [K in keyof typeof matchColumns]: ExpertProfileRow[K] };

export type SummaryRow = Pick<
  ExpertProfileRow,
  'userId' | 'headline' | 'ratingAverage' | 'ratingCount' | 'completedProjects' | 'status'
>;

export type AdminListFilter = {
  /** Matched against the headline and the skills; `userIds` adds the people whose name or e-mail matched. */
  q?: { text: string; userIds: readonly string[] };
  status?: TExpertStatus;
  skillTerm?: string;
  domainTerm?: string;
  available?: boolean;
  /** Minor units: the expert's band overlaps [minPrice, maxPrice]. */
  minPrice?: number;
  maxPrice?: number;
  limit: number;
  offset: number;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** The codes of these skill terms (see skill_term_codes); a term nobody has listed has none. */
async function codesOf(terms: readonly string[], executor: Executor): Promise<Map<string, number>> {
  if (!terms.length) return new Map();
  const rows = await executor
    .select({ term: skillTermCodes.term, code: skillTermCodes.code })
    .from(skillTermCodes)
    .where(inArray(skillTermCodes.term, [...new Set(terms)]));
  return new Map(rows.map((row) => [row.term, row.code]));
}

/** An expert's status: read by every signed-in /api/me, so prepared once on the pool (statusQuery for a transaction). */
const statusQuery = (executor: Executor, userId: string | Placeholder<'userId'>) =>
  executor.select({ status: expertProfiles.status }).from(expertProfiles).where(eq(expertProfiles.userId, userId));

export function createExpertsRepository(db: Executor) {
  const preparedStatus = statusQuery(db, sql.placeholder('userId')).prepare('expert_status_of');
  function adminWhere(filter: AdminListFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q.text)}%`;
      conditions.push(
        or(
          ilike(expertProfiles.headline, pattern),
          sql`array_to_string(${expertProfiles.skills}, ' ') ilike ${pattern}`,
          filter.q.userIds.length ? inArray(expertProfiles.userId, [...filter.q.userIds]) : undefined,
        ),
      );
    }
    if (filter.status) conditions.push(eq(expertProfiles.status, filter.status));
    if (filter.skillTerm) conditions.push(arrayOverlaps(expertProfiles.skillTerms, [filter.skillTerm]));
    if (filter.domainTerm) conditions.push(arrayOverlaps(expertProfiles.domainTerms, [filter.domainTerm]));
    if (filter.available !== undefined) conditions.push(eq(expertProfiles.available, filter.available));
    if (filter.minPrice !== undefined) conditions.push(gte(expertProfiles.hourlyMax, filter.minPrice));
    if (filter.maxPrice !== undefined) conditions.push(lte(expertProfiles.hourlyMin, filter.maxPrice));
    return and(...conditions);
  }

  return {
    async insert(values: NewExpertProfile, executor: Executor = db): Promise<ExpertProfileRow | null> {
      const [row] = await executor.insert(expertProfiles).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Removes the expert profile (its edits and the saves of it go with it). */
    async removeByUserId(userId: string, executor: Executor = db): Promise<void> {
      await executor.delete(expertProfiles).where(eq(expertProfiles.userId, userId));
    },

    async findByUserId(userId: string, executor: Executor = db, lock = false): Promise<ExpertProfileRow | null> {
      const query = executor.select().from(expertProfiles).where(eq(expertProfiles.userId, userId));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async update(userId: string, changes: ExpertChanges, executor: Executor = db): Promise<ExpertProfileRow> {
      const { decidedAt, ...rest } = changes;
      const [row] = await executor
        .update(expertProfiles)
        .set({ ...rest, ...(decidedAt === NOW ? { decidedAt: sqlNow() } : {}), updatedAt: sqlNow() })
        .where(eq(expertProfiles.userId, userId))
        .returning();
      if (!row) throw new Error(`expert profile ${userId} vanished during an update`);
      return row;
    },

    async statusOf(userId: string, executor: Executor = db): Promise<TExpertStatus | null> {
      const [row] = executor === db ? await preparedStatus.execute({ userId }) : await statusQuery(executor, userId);
      return row?.status ?? null;
    },

    async summariesOf(userIds: readonly string[], executor: Executor = db): Promise<SummaryRow[]> {
      if (!userIds.length) return [];
      return executor
        .select({
          userId: expertProfiles.userId,
          headline: expertProfiles.headline,
          ratingAverage: expertProfiles.ratingAverage,
          ratingCount: expertProfiles.ratingCount,
          completedProjects: expertProfiles.completedProjects,
          status: expertProfiles.status,
        })
        .from(expertProfiles)
        .where(inArray(expertProfiles.userId, [...userIds]));
    },

    /**
     * Vetted experts for matching. With terms: those sharing at least one skill, domain or outcome term (the GIN
     * indexes answer the overlaps), best pre-score first — 3 per shared skill, 2 per shared domain, 1 per shared
     * outcome, plus the vetting score and half a point when available. Without terms: by vetting score.
     */
    /** These experts' matching columns, whatever their status (the engine excludes those who may not be matched). */
    matchRowsOf(userIds: readonly string[], executor: Executor = db): Promise<MatchRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return executor
        .select(matchColumns)
        .from(expertProfiles)
        .where(inArray(expertProfiles.userId, [...userIds]));
    },

    /** Vetted experts, and how many of them list each normalised skill. */
    async skillFrequencies(executor: Executor = db): Promise<{ experts: number; counts: Map<string, number> }> {
      const vetted = eq(expertProfiles.status, 'vetted');
      const [total] = await executor.select({ n: count() }).from(expertProfiles).where(vetted);
      const term = sql<string>`unnest(${expertProfiles.skillTerms})`;
      const rows = await executor
        .select({ term: sql<string>`t.term`, n: sql<number>`count(*)::int` })
        .from(
          executor
            .select({ term: term.as('term') })
            .from(expertProfiles)
            .where(vetted)
            .as('t'),
        )
        .groupBy(sql`t.term`);
      return { experts: total?.n ?? 0, counts: new Map(rows.map((row) => [row.term, row.n])) };
    },

    async listMatchCandidates(
      terms: {
        /**
         * Per requested skill, the spellings that give it (nearly) full credit, which find candidates, and those of
         * broader and sibling skills, which only rank.
         */
        skills: readonly { strong: readonly string[]; related: readonly string[] }[];
        domains: readonly string[];
        outcomes: readonly string[];
        limit: number;
      },
      executor: Executor = db,
    ): Promise<MatchRow[]> {
      const vetted = eq(expertProfiles.status, 'vetted');
      const { skills, domains, outcomes, limit } = terms;
      if (!skills.length && !domains.length && !outcomes.length) {
        return executor
          .select(matchColumns)
          .from(expertProfiles)
          .where(vetted)
          .orderBy(sql`${expertProfiles.vettingScore} desc nulls last`, expertProfiles.userId)
          .limit(limit);
      }
      const query = async (on: Executor) => {
        const overlaps: SQL[] = [];
        const score: SQL[] = [
          sql`coalesce(${expertProfiles.vettingScore}, 0)`,
          // 0.5 as a float, like the vetting score: as a numeric it cost a numeric product and a cast on every row.
          sql`(${expertProfiles.available})::int * 0.5::float8`,
        ];
        const shared = (
          column: typeof expertProfiles.domainTerms | typeof expertProfiles.outcomeTerms,
          values: readonly string[],
          weight: number,
        ) => {
          overlaps.push(sql`${column} && ${textArray(values)}`);
          // One cheap membership test per wanted term (terms are distinct): the count of shared terms without a
          // subquery per row, which at 100,000 experts is most of the query's time.
          for (const value of new Set(values)) score.push(sql`${weight} * (${value}::text = any(${column}))::int`);
        };
        if (skills.length) {
          // The spellings by their codes (skill_codes holds each expert's): intarray's && merges two short sorted
          // integer arrays, where text arrays compared every pair of strings. A spelling without a code is listed
          // by nobody and is left out.
          const codeOf = await codesOf(
            skills.flatMap((skill) => [...skill.strong, ...skill.related]),
            on,
          );
          const codes = (terms: readonly string[]) =>
            [...new Set(terms.flatMap((term) => codeOf.get(term) ?? []))].sort((a, b) => a - b);
          const column = expertProfiles.skillCodes;
          const found = codes(skills.flatMap((skill) => skill.strong));
          if (found.length) overlaps.push(sql`${column} && ${intArray(found)}`);
          // One array overlap per requested skill, however many spellings it has: each skill counts once. Related
          // spellings only rank (an expert with nothing but a sibling skill is never the best fit, and letting them
          // find candidates would scan most of the pool).
          for (const skill of skills) {
            const strong = codes(skill.strong);
            const related = codes(skill.related);
            if (strong.length) score.push(sql`3 * (${column} && ${intArray(strong)})::int`);
            if (related.length) score.push(sql`(${column} && ${intArray(related)})::int`);
          }
        }
        if (domains.length) shared(expertProfiles.domainTerms, domains, 2);
        if (outcomes.length) shared(expertProfiles.outcomeTerms, outcomes, 1);
        // Nobody lists a requested skill and nothing else was asked for.
        if (!overlaps.length) return [];
        // Rank narrow rows (id and score) first, then read the wide columns of the few kept.
        const ranked = on.$with('ranked').as(
          on
            .select({ userId: expertProfiles.userId, score: sql<number>`${sql.join(score, sql` + `)}`.as('score') })
            .from(expertProfiles)
            .where(and(vetted, or(...overlaps)))
            .orderBy(sql`score desc`, expertProfiles.userId)
            .limit(limit),
        );
        return on
          .with(ranked)
          .select(matchColumns)
          .from(ranked)
          .innerJoin(expertProfiles, eq(expertProfiles.userId, ranked.userId))
          .orderBy(desc(ranked.score), expertProfiles.userId);
      };
      if (executor !== db) return query(executor);
      // The GIN indexes answer the overlaps; when a request's skills are common, the planner still prefers to test
      // every row's arrays in a sequential scan, which at 100,000 experts measured a third slower than the bitmap
      // scans. Its own transaction, so the setting ends with it.
      return db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return query(tx);
      });
    },

    async adminList(
      filter: AdminListFilter,
      executor: Executor = db,
    ): Promise<{ rows: ExpertProfileRow[]; total: number }> {
      const where = adminWhere(filter);
      const [rows, [totals]] = await Promise.all([
        executor
          .select()
          .from(expertProfiles)
          .where(where)
          // Waiting applications first (oldest first: first come, first served), then the rest, newest first.
          .orderBy(
            sql`case when ${expertProfiles.status} = 'applied' then 0 else 1 end`,
            sql`case when ${expertProfiles.status} = 'applied' then ${expertProfiles.appliedAt} end asc`,
            desc(expertProfiles.appliedAt),
            expertProfiles.userId,
          )
          .limit(filter.limit)
          .offset(filter.offset),
        executor.select({ total: count() }).from(expertProfiles).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async countByStatus(status: TExpertStatus, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ total: count() })
        .from(expertProfiles)
        .where(eq(expertProfiles.status, status));
      return row?.total ?? 0;
    },

    async insertEdit(
      values: { expertId: string; editedBy: string | null; changes: Record<string, { from: unknown; to: unknown }> },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(expertProfileEdits).values(values);
    },

    async listEdits(expertId: string, limit: number, executor: Executor = db): Promise<ProfileEditRow[]> {
      return executor
        .select()
        .from(expertProfileEdits)
        .where(eq(expertProfileEdits.expertId, expertId))
        .orderBy(desc(expertProfileEdits.createdAt), desc(expertProfileEdits.id))
        .limit(limit);
    },

    async save(clientId: string, expertId: string, executor: Executor = db): Promise<void> {
      await executor.insert(savedExperts).values({ clientId, expertId }).onConflictDoNothing();
    },

    async unsave(clientId: string, expertId: string, executor: Executor = db): Promise<void> {
      await executor
        .delete(savedExperts)
        .where(and(eq(savedExperts.clientId, clientId), eq(savedExperts.expertId, expertId)));
    },

    async isSaved(clientId: string, expertId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ expertId: savedExperts.expertId })
        .from(savedExperts)
        .where(and(eq(savedExperts.clientId, clientId), eq(savedExperts.expertId, expertId)));
      return Boolean(row);
    },

    async countSaved(clientId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ total: count() })
        .from(savedExperts)
        .where(eq(savedExperts.clientId, clientId));
      return row?.total ?? 0;
    },

    /** The client's saved experts that are still vetted, newest save first. */
    async listSaved(
      clientId: string,
      limit: number,
      executor: Executor = db,
    ): Promise<{ profile: ExpertProfileRow; savedAt: Date }[]> {
      return executor
        .select({ profile: expertProfiles, savedAt: savedExperts.createdAt })
        .from(savedExperts)
        .innerJoin(expertProfiles, eq(expertProfiles.userId, savedExperts.expertId))
        .where(and(eq(savedExperts.clientId, clientId), eq(expertProfiles.status, 'vetted')))
        .orderBy(desc(savedExperts.createdAt))
        .limit(limit);
    },
  };
}

export type ExpertsRepository = ReturnType<typeof createExpertsRepository>;
