import { and, eq, inArray } from 'drizzle-orm';
import type { TProjectRole } from '../../../shared/domain/projects';
import type { Executor } from '../../db/client';
import { projectRatings } from '../../db/schema/ratings';

export type RatingRow = typeof projectRatings.$inferSelect;
export type NewRating = typeof projectRatings.$inferInsert;

export function createRatingsRepository(db: Executor) {
  return {
    /** Inserts one side's rating; null when this rater already rated the project (unique per project + rater). */
    async insert(values: NewRating, executor: Executor = db): Promise<RatingRow | null> {
      const [row] = await executor.insert(projectRatings).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async ofProject(projectId: string, executor: Executor = db): Promise<RatingRow[]> {
      return executor.select().from(projectRatings).where(eq(projectRatings.projectId, projectId));
    },

    /** Ratings given from one side (client or freelancer) to these people. */
    async receivedBy(
      rateeIds: readonly string[],
      raterRole: TProjectRole,
      executor: Executor = db,
    ): Promise<RatingRow[]> {
      if (!rateeIds.length) return [];
      return executor
        .select()
        .from(projectRatings)
        .where(and(inArray(projectRatings.rateeId, [...rateeIds]), eq(projectRatings.raterRole, raterRole)));
    },

    /** Who has rated which of these projects, with their side. */
    async ratersOf(
      projectIds: readonly string[],
      executor: Executor = db,
    ): Promise<Pick<RatingRow, 'projectId' | 'raterRole'>[]> {
      if (!projectIds.length) return [];
      return executor
        .select({ projectId: projectRatings.projectId, raterRole: projectRatings.raterRole })
        .from(projectRatings)
        .where(inArray(projectRatings.projectId, [...projectIds]));
    },
  };
}
