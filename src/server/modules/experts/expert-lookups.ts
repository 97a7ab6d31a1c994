import type { Executor } from '../../db/client';
import type { TExpertStatus } from '../../../shared/domain/experts';
import { normaliseTerms } from '../../../shared/domain/matching/normalise-term';
import { prefilterSkillTerms } from '../../../shared/domain/matching/skill-match';
import type { TMatchExpert, TSkillPool } from '../../../shared/domain/matching/types';
import {
  toMatchExpert,
  UNNAMED,
  type ExpertContext,
  type ExpertSummary,
  type MatchCandidateFilter,
} from './expert-context';

/** What other modules read of experts: exports, removal, match candidates, summaries, status. */
const SKILL_POOL_TTL_MS = 10 * 60 * 1000;

export function createExpertLookups({ db, repository, profiles, rated }: ExpertContext) {
  let pool: { value: Promise<TSkillPool>; readAt: number } | null = null;

  /**
   * How many vetted experts list each (normalised) skill, and every such skill, for the specificity of requested
   * skills and for the prefilter. Read at most once every ten minutes per instance: it moves slowly and a scan of
   * every profile is not free; concurrent callers share one read.
   */
  function skillPool(): Promise<TSkillPool> {
    if (pool && pool.readAt > Date.now() - SKILL_POOL_TTL_MS) return pool.value;
    const read = repository.skillFrequencies().then(({ experts, counts }): TSkillPool => ({
      size: experts,
      countOf: (skill) => counts.get(skill) ?? 0,
      terms: [...counts.keys()],
    }));
    const entry = { value: read, readAt: Date.now() };
    pool = entry;
    // A failed read is not kept: the next caller reads again.
    read.catch(() => {
      if (pool === entry) pool = null;
    });
    return read;
  }

  return {
    // --- for other modules ---

    /** The person's own expert profile as stored (application, bio, skills), or null: their data export. */
    exportFor: (userId: string) => repository.findByUserId(userId),
    /** Applications waiting for a vetting decision: the admin workspace's count. */
    countApplications: () => repository.countByStatus('applied'),

    /** Deleting an account withdraws its expert profile (no longer listed, matched or saved), in that transaction. */
    removeProfileOf: (userId: string, tx: Executor) => repository.removeByUserId(userId, tx),

    /**
     * Vetted experts sharing at least one skill, domain or outcome tag with the filter (terms are normalised as the
     * matching engine does), best SQL pre-score first, at most `limit`; with no terms at all, the best-scored vetted
     * experts. `deliveries` is empty: the matching service adds them from projects.
     */
    async listMatchCandidates(filter: MatchCandidateFilter, executor: Executor = db): Promise<TMatchExpert[]> {
      const pool = await skillPool();
      const rows = await repository.listMatchCandidates(
        {
          // Each requested skill with every spelling the engine credits for it: the vocabulary's, and each skill
          // the pool's experts list that the engine relates to it (word forms, compounds, narrower phrases).
          skills: prefilterSkillTerms(filter.skills, pool),
          domains: normaliseTerms(filter.domains),
          outcomes: normaliseTerms(filter.outcomeTags),
          limit: filter.limit,
        },
        executor,
      );
      const [contacts, withRatings] = await Promise.all([
        profiles.contactsOf(
          rows.map((row) => row.userId),
          executor,
        ),
        rated(rows, executor),
      ]);
      return withRatings.map((row) => toMatchExpert(row, contacts.get(row.userId)?.fullName ?? UNNAMED));
    },

    /** The vetted pool's skills and how many experts list each (see `skillPool` above). */
    skillPool,

    /**
     * These experts as the engine reads them, whatever their status (the engine's exclusions decide who may be
     * ranked): for an expert the SQL prefilter may not keep, such as the one a client asked for.
     */
    async matchCandidatesOf(userIds: readonly string[], executor: Executor = db): Promise<TMatchExpert[]> {
      const rows = await rated(await repository.matchRowsOf([...new Set(userIds)], executor), executor);
      const contacts = await profiles.contactsOf(
        rows.map((row) => row.userId),
        executor,
      );
      return rows.map((row) => toMatchExpert(row, contacts.get(row.userId)?.fullName ?? UNNAMED));
    },

    /** Name, headline, rating and completed projects of each user who has an expert profile (others are absent). */
    async summariesOf(userIds: readonly string[], executor: Executor = db): Promise<Map<string, ExpertSummary>> {
      const ids = [...new Set(userIds)];
      const [rows, contacts] = await Promise.all([
        repository.summariesOf(ids, executor).then((found) => rated(found, executor)),
        profiles.contactsOf(ids, executor),
      ]);
      return new Map(
        rows.map((row) => [
          row.userId,
          {
            userId: row.userId,
            fullName: contacts.get(row.userId)?.fullName ?? UNNAMED,
            headline: row.headline,
            ratingAverage: row.ratingAverage,
            ratingCount: row.ratingCount,
            completedProjects: row.completedProjects,
          },
        ]),
      );
    },

    /** The person's expert status, null when they never applied. */
    statusOf: (userId: string, executor: Executor = db): Promise<TExpertStatus | null> =>
      repository.statusOf(userId, executor),

    async isVetted(userId: string, executor: Executor = db): Promise<boolean> {
      return (await repository.statusOf(userId, executor)) === 'vetted';
    },
  };
}
