import { sqlNow } from '../../db/sql-now';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDeliverableStatus, TFileQaDecision } from '../../../shared/domain/projects';
import type { Executor } from '../../db/client';
import { customProjectMilestones, deliverableFiles, projectDeliverables, projects } from '../../db/schema/projects';

export type DeliverableRow = typeof projectDeliverables.$inferSelect;
export type DeliverableFileRow = typeof deliverableFiles.$inferSelect;
type DeliverableUpdate = Partial<
  Pick<
    DeliverableRow,
    'submittedAt' | 'qaApprovedBy' | 'qaApprovedAt' | 'approvedBy' | 'approvedAt' | 'rejectionReason'
  >
>;

export function createDeliverablesRepository(db: Executor) {
  return {
    async insert(values: typeof projectDeliverables.$inferInsert, executor: Executor = db): Promise<DeliverableRow> {
      const [row] = await executor.insert(projectDeliverables).values(values).returning();
      if (!row) throw new Error('deliverable insert returned nothing');
      return row;
    },

    async findInProject(projectId: string, id: string, executor: Executor = db): Promise<DeliverableRow | null> {
      const [row] = await executor
        .select()
        .from(projectDeliverables)
        .where(and(eq(projectDeliverables.id, id), eq(projectDeliverables.projectId, projectId)));
      return row ?? null;
    },

    async findById(id: string, executor: Executor = db): Promise<DeliverableRow | null> {
      const [row] = await executor.select().from(projectDeliverables).where(eq(projectDeliverables.id, id));
      return row ?? null;
    },

    async listForProject(projectId: string, executor: Executor = db): Promise<DeliverableRow[]> {
      return executor
        .select()
        .from(projectDeliverables)
        .where(eq(projectDeliverables.projectId, projectId))
        .orderBy(asc(projectDeliverables.createdAt), asc(projectDeliverables.id));
    },

    /** Every version of these deliverables, newest first. */
    async filesOf(deliverableIds: readonly string[], executor: Executor = db): Promise<DeliverableFileRow[]> {
      if (!deliverableIds.length) return [];
      return executor
        .select()
        .from(deliverableFiles)
        .where(inArray(deliverableFiles.deliverableId, [...deliverableIds]))
        .orderBy(asc(deliverableFiles.deliverableId), desc(deliverableFiles.versionNumber));
    },

    async findFile(deliverableId: string, fileId: string, executor: Executor = db): Promise<DeliverableFileRow | null> {
      const [row] = await executor
        .select()
        .from(deliverableFiles)
        .where(and(eq(deliverableFiles.id, fileId), eq(deliverableFiles.deliverableId, deliverableId)));
      return row ?? null;
    },

    /** The next version: one more than the newest (the unique (deliverable, version) pair refuses a racing twin). */
    async insertNextVersion(
      values: Omit<typeof deliverableFiles.$inferInsert, 'versionNumber'>,
      executor: Executor = db,
    ): Promise<DeliverableFileRow> {
      const [row] = await executor
        .insert(deliverableFiles)
        .values({
          ...values,
          versionNumber: sql`(select coalesce(max(${deliverableFiles.versionNumber}), 0) + 1 from ${deliverableFiles} where ${deliverableFiles.deliverableId} = ${values.deliverableId})`,
        })
        .returning();
      if (!row) throw new Error('deliverable file insert returned nothing');
      return row;
    },

    /** Moves the deliverable from one of `from` to `to`; null when it was elsewhere (someone moved it first). */
    async transition(
      id: string,
      from: readonly TDeliverableStatus[],
      to: TDeliverableStatus,
      set: DeliverableUpdate,
      executor: Executor = db,
    ): Promise<DeliverableRow | null> {
      const [row] = await executor
        .update(projectDeliverables)
        .set({ ...set, status: to, updatedAt: sqlNow() })
        .where(and(eq(projectDeliverables.id, id), inArray(projectDeliverables.status, [...from])))
        .returning();
      return row ?? null;
    },

    /** Records the decision on the deliverable's newest version. */
    async decideLatestVersion(
      deliverableId: string,
      decision: TFileQaDecision,
      note: string | null,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(deliverableFiles)
        .set({ qaDecision: decision, qaNote: note })
        .where(
          and(
            eq(deliverableFiles.deliverableId, deliverableId),
            eq(
              deliverableFiles.versionNumber,
              sql`(select max(${deliverableFiles.versionNumber}) from ${deliverableFiles} where ${deliverableFiles.deliverableId} = ${deliverableId})`,
            ),
          ),
        );
    },

    async findMilestone(
      projectId: string,
      milestoneId: string,
      executor: Executor = db,
    ): Promise<{ id: string; milestoneNumber: number; paymentStatus: string } | null> {
      const [row] = await executor
        .select({
          id: customProjectMilestones.id,
          milestoneNumber: customProjectMilestones.milestoneNumber,
          paymentStatus: customProjectMilestones.paymentStatus,
        })
        .from(customProjectMilestones)
        .where(and(eq(customProjectMilestones.id, milestoneId), eq(customProjectMilestones.projectId, projectId)));
      return row ?? null;
    },

    /** One page of the deliverables waiting for human QA, oldest submission first, with their project's title; and how many. */
    async qaQueuePage(window: { limit: number; offset: number }) {
      const waiting = eq(projectDeliverables.status, 'submitted');
      const [rows, [counted]] = await Promise.all([
        db
          .select({ deliverable: projectDeliverables, projectTitle: projects.title })
          .from(projectDeliverables)
          .innerJoin(projects, eq(projects.id, projectDeliverables.projectId))
          .where(waiting)
          .orderBy(asc(projectDeliverables.submittedAt), asc(projectDeliverables.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(projectDeliverables).where(waiting),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type DeliverablesRepository = ReturnType<typeof createDeliverablesRepository>;
