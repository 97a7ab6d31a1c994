import { sqlNow } from '../../db/sql-now';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customProjectMilestones, projectParticipants, projectReplacements, projects } from '../../db/schema/projects';

export type ReplacementRow = typeof projectReplacements.$inferSelect;
export type FreezeMilestoneRow = typeof customProjectMilestones.$inferSelect;

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a duplicate value for a unique constraint (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Disputes' escrow freeze and Outcome Assurance's replacement requests: the projects tables they touch. */
export function createEscrowFreezeRepository(db: Executor) {
  return {
    async findMilestone(projectId: string, milestoneId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(customProjectMilestones)
        .where(and(eq(customProjectMilestones.projectId, projectId), eq(customProjectMilestones.id, milestoneId)));
      return row ?? null;
    },
    async milestonesOf(projectId: string, executor: Executor = db): Promise<FreezeMilestoneRow[]> {
      return executor
        .select()
        .from(customProjectMilestones)
        .where(eq(customProjectMilestones.projectId, projectId))
        .orderBy(customProjectMilestones.milestoneNumber);
    },
    /** Funded, not completed, not yet frozen → frozen; null otherwise. */
    async freeze(projectId: string, milestoneId: string, executor: Executor = db) {
      const [row] = await executor
        .update(customProjectMilestones)
        .set({ frozenAt: sqlNow() })
        .where(
          and(
            eq(customProjectMilestones.projectId, projectId),
            eq(customProjectMilestones.id, milestoneId),
            eq(customProjectMilestones.paymentStatus, 'succeeded'),
            ne(customProjectMilestones.status, 'completed'),
            isNull(customProjectMilestones.frozenAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    async unfreeze(projectId: string, milestoneId: string, executor: Executor = db) {
      await executor
        .update(customProjectMilestones)
        .set({ frozenAt: null })
        .where(and(eq(customProjectMilestones.projectId, projectId), eq(customProjectMilestones.id, milestoneId)));
    },
    /** The milestone is settled: completed once. */
    async complete(projectId: string, milestoneId: string, executor: Executor = db) {
      const [row] = await executor
        .update(customProjectMilestones)
        .set({ status: 'completed', completedAt: sqlNow() })
        .where(
          and(
            eq(customProjectMilestones.projectId, projectId),
            eq(customProjectMilestones.id, milestoneId),
            ne(customProjectMilestones.status, 'completed'),
          ),
        )
        .returning();
      return row ?? null;
    },

    async titlesOf(projectIds: readonly string[], executor: Executor = db) {
      if (!projectIds.length) return [];
      return executor
        .select({ id: projects.id, title: projects.title, clientId: projects.clientId })
        .from(projects)
        .where(inArray(projects.id, [...new Set(projectIds)]));
    },
    async setAssured(projectId: string, assured: boolean, executor: Executor = db) {
      await executor.update(projects).set({ assured }).where(eq(projects.id, projectId));
    },

    // ---- Replacement requests ----

    async insertReplacement(values: typeof projectReplacements.$inferInsert, executor: Executor = db) {
      const [row] = await executor.insert(projectReplacements).values(values).returning();
      if (!row) throw new Error('replacement insert returned nothing');
      return row;
    },
    async replacementsOf(projectId: string, executor: Executor = db): Promise<ReplacementRow[]> {
      return executor
        .select()
        .from(projectReplacements)
        .where(eq(projectReplacements.projectId, projectId))
        .orderBy(sql`${projectReplacements.createdAt} desc`);
    },
    async findReplacement(id: string, executor: Executor = db): Promise<ReplacementRow | null> {
      const [row] = await executor.select().from(projectReplacements).where(eq(projectReplacements.id, id));
      return row ?? null;
    },
    async listOpenReplacements(limit: number, executor: Executor = db): Promise<ReplacementRow[]> {
      return executor
        .select()
        .from(projectReplacements)
        .where(eq(projectReplacements.status, 'requested'))
        .orderBy(projectReplacements.createdAt)
        .limit(limit);
    },
    /** requested → completed (or declined), once; null for a second or concurrent attempt. */
    async closeReplacement(
      id: string,
      values: {
        status: 'completed' | 'declined';
        previousExpertId?: string | null;
        newExpertId?: string | null;
        resolvedBy: string;
      },
      executor: Executor = db,
    ): Promise<ReplacementRow | null> {
      const [row] = await executor
        .update(projectReplacements)
        .set({ ...values, resolvedAt: sqlNow() })
        .where(and(eq(projectReplacements.id, id), eq(projectReplacements.status, 'requested')))
        .returning();
      return row ?? null;
    },
    async removeFreelancer(projectId: string, userId: string, executor: Executor = db): Promise<number> {
      const rows = await executor
        .delete(projectParticipants)
        .where(
          and(
            eq(projectParticipants.projectId, projectId),
            eq(projectParticipants.userId, userId),
            eq(projectParticipants.role, 'freelancer'),
          ),
        )
        .returning({ userId: projectParticipants.userId });
      return rows.length;
    },
    async addFreelancer(projectId: string, userId: string, executor: Executor = db) {
      await executor.insert(projectParticipants).values({ projectId, userId, role: 'freelancer' });
    },
  };
}
