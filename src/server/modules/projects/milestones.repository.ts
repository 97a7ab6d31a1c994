import { sqlNow } from '../../db/sql-now';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { TMilestonePaymentStatus, TProjectStatus } from '../../../shared/domain/projects';
import type { Executor } from '../../db/client';
import { customProjectMilestones, projectDeliverables, projectParticipants, projects } from '../../db/schema/projects';

export type MilestoneRow = typeof customProjectMilestones.$inferSelect;
const m = customProjectMilestones;

/** Projects still open to work (a completion only happens from these). */
const OPEN_FOR_COMPLETION: TProjectStatus[] = ['active', 'on_hold'];

export function createMilestonesRepository(db: Executor) {
  return {
    listForProject(projectId: string, executor: Executor = db): Promise<MilestoneRow[]> {
      return executor.select().from(m).where(eq(m.projectId, projectId)).orderBy(asc(m.milestoneNumber));
    },
    async find(projectId: string, milestoneId: string, executor: Executor = db): Promise<MilestoneRow | null> {
      const [row] = await executor
        .select()
        .from(m)
        .where(and(eq(m.id, milestoneId), eq(m.projectId, projectId)));
      return row ?? null;
    },
    /** Locks the milestone row until the caller's transaction ends (serialises QA recomputations and approvals). */
    async lock(milestoneId: string, tx: Executor): Promise<MilestoneRow | null> {
      const [row] = await tx.select().from(m).where(eq(m.id, milestoneId)).for('update');
      return row ?? null;
    },
    async findProject(projectId: string, executor: Executor = db) {
      const [row] = await executor.select().from(projects).where(eq(projects.id, projectId));
      return row ?? null;
    },
    async lockProject(projectId: string, tx: Executor) {
      const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
      return row ?? null;
    },

    async addDuplicateRefund(milestoneId: string, amount: number, tx: Executor): Promise<void> {
      await tx
        .update(m)
        .set({ duplicateRefundedAmount: sql`${m.duplicateRefundedAmount} + ${amount}` })
        .where(eq(m.id, milestoneId));
    },
    /** Paid: payment succeeded, funded now, pending → in_progress. Once: a funded milestone is not touched again. */
    async markFunded(milestoneId: string, tx: Executor): Promise<MilestoneRow | null> {
      const [row] = await tx
        .update(m)
        .set({
          paymentStatus: 'succeeded',
          fundedAt: sqlNow(),
          status: sql`CASE WHEN ${m.status} = 'pending' THEN 'in_progress' ELSE ${m.status} END`,
        })
        .where(and(eq(m.id, milestoneId), isNull(m.fundedAt)))
        .returning();
      return row ?? null;
    },
    /** A checkout's progress on an unfunded milestone (never touches a funded one). */
    async setPaymentStatus(
      milestoneId: string,
      status: Exclude<TMilestonePaymentStatus, 'succeeded'>,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(m)
        .set({ paymentStatus: status })
        .where(and(eq(m.id, milestoneId), isNull(m.fundedAt)));
    },

    /**
     * A completed milestone accepts the work it pays for: its deliverables that passed QA and still wait for the
     * client are approved with it, so a completed project asks no one to approve anything.
     */
    async approveWaitingDeliverables(milestoneId: string, approvedBy: string | null, tx: Executor) {
      await tx
        .update(projectDeliverables)
        .set({ status: 'approved', approvedBy, approvedAt: sqlNow(), updatedAt: sqlNow() })
        .where(
          and(eq(projectDeliverables.milestoneId, milestoneId), eq(projectDeliverables.status, 'ready_for_client')),
        );
    },
    async deliverableStatusesOfMilestone(milestoneId: string, tx: Executor) {
      return tx
        .select({ status: projectDeliverables.status })
        .from(projectDeliverables)
        .where(eq(projectDeliverables.milestoneId, milestoneId));
    },
    async deliverableStatusesOfProject(projectId: string, tx: Executor) {
      return tx
        .select({ status: projectDeliverables.status })
        .from(projectDeliverables)
        .where(eq(projectDeliverables.projectId, projectId));
    },

    /** QA passed on every deliverable: in_progress → submitted, the auto-release clock starts. */
    async markSubmitted(milestoneId: string, tx: Executor): Promise<MilestoneRow | null> {
      const [row] = await tx
        .update(m)
        .set({ status: 'submitted', qaPassedAt: sqlNow(), remindedDays: sql`'{}'::integer[]` })
        .where(and(eq(m.id, milestoneId), eq(m.status, 'in_progress')))
        .returning();
      return row ?? null;
    },
    /** A deliverable went back to revision: submitted → in_progress, the clock stops. */
    async markBackInProgress(milestoneId: string, tx: Executor): Promise<MilestoneRow | null> {
      const [row] = await tx
        .update(m)
        .set({ status: 'in_progress', qaPassedAt: null, remindedDays: sql`'{}'::integer[]` })
        .where(and(eq(m.id, milestoneId), eq(m.status, 'submitted')))
        .returning();
      return row ?? null;
    },
    /**
     * submitted → completed, once, and only while not frozen by a dispute. `qaPassedBefore` restricts it to
     * milestones whose auto-release time has come (the sweep); the client's approval passes none.
     */
    async complete(milestoneId: string, tx: Executor, qaPassedBefore?: Date): Promise<MilestoneRow | null> {
      const [row] = await tx
        .update(m)
        .set({ status: 'completed', completedAt: sqlNow() })
        .where(
          and(
            eq(m.id, milestoneId),
            eq(m.status, 'submitted'),
            isNull(m.frozenAt),
            ...(qaPassedBefore ? [isNotNull(m.qaPassedAt), lte(m.qaPassedAt, qaPassedBefore)] : []),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Submitted, unfrozen milestones (auto-release and its reminders look at these). */
    listAwaitingClient(executor: Executor = db): Promise<MilestoneRow[]> {
      return executor
        .select()
        .from(m)
        .where(and(eq(m.status, 'submitted'), isNull(m.frozenAt), isNotNull(m.qaPassedAt)));
    },
    /** Records reminders as sent; null when another sweep already sent any of them. */
    async addReminded(milestoneId: string, days: number[], tx: Executor): Promise<MilestoneRow | null> {
      const array = sql`ARRAY[${sql.join(
        days.map((day) => sql`${day}`),
        sql`, `,
      )}]::integer[]`;
      const [row] = await tx
        .update(m)
        .set({ remindedDays: sql`${m.remindedDays} || ${array}` })
        .where(
          and(
            eq(m.id, milestoneId),
            eq(m.status, 'submitted'),
            isNull(m.frozenAt),
            sql`NOT (${m.remindedDays} && ${array})`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async participants(projectId: string, executor: Executor = db) {
      return executor
        .select({ userId: projectParticipants.userId, role: projectParticipants.role })
        .from(projectParticipants)
        .where(eq(projectParticipants.projectId, projectId));
    },
    /** The project completes, once. */
    async completeProject(projectId: string, tx: Executor) {
      const [row] = await tx
        .update(projects)
        .set({ status: 'completed', completedAt: sqlNow(), updatedAt: sqlNow() })
        .where(
          and(
            eq(projects.id, projectId),
            inArray(projects.status, OPEN_FOR_COMPLETION),
            ne(projects.status, 'completed'),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type MilestonesRepository = ReturnType<typeof createMilestonesRepository>;
