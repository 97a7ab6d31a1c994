import { sqlNow } from '../../db/sql-now';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_PROJECT_STATUSES } from '../../../shared/domain/projects';
import type { TProjectRole, TProjectStatus } from '../../../shared/domain/projects';
import type { Executor } from '../../db/client';
import {
  customProjectMilestones,
  deliverableFiles,
  projectDeliverables,
  projectParticipants,
  projects,
} from '../../db/schema/projects';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ParticipantRow = typeof projectParticipants.$inferSelect;
export type DeliverableRow = typeof projectDeliverables.$inferSelect;
export type MilestoneRow = typeof customProjectMilestones.$inferSelect;
export type Participant = Pick<ParticipantRow, 'projectId' | 'userId' | 'role'>;

export function createProjectsRepository(db: Executor) {
  // The dashboard's read, prepared once: each call skips building the SQL in Node and planning it in PostgreSQL.
  const participantProjects = db
    .select({ project: projects })
    .from(projects)
    .innerJoin(projectParticipants, eq(projectParticipants.projectId, projects.id))
    .where(eq(projectParticipants.userId, sql.placeholder('userId')))
    .orderBy(desc(projects.createdAt))
    .prepare('projects_for_participant');

  /**
   * A page of the participant's projects that `where` selects (the id breaks ties so pages never overlap), each row
   * carrying the counts over all of them: one round trip for the dashboard's common read. The counts alone answer a
   * page past the end, which has no row to carry them.
   */
  const preparedPage = (name: string, where: SQL | undefined) => {
    const joined = eq(projectParticipants.projectId, projects.id);
    const active = inArray(projects.status, [...ACTIVE_PROJECT_STATUSES]);
    return {
      rows: db
        .select({
          project: projects,
          total: sql<number>`(count(*) over ())::int`,
          active: sql<number>`(count(*) filter (where ${active}) over ())::int`,
        })
        .from(projects)
        .innerJoin(projectParticipants, joined)
        .where(where)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_rows`),
      counts: db
        .select({ total: count(), active: sql<number>`(count(*) filter (where ${active}))::int` })
        .from(projects)
        .innerJoin(projectParticipants, joined)
        .where(where)
        .prepare(`${name}_counts`),
    };
  };
  const asParticipant = eq(projectParticipants.userId, sql.placeholder('userId'));
  const pageInAnyRole = preparedPage('project_page', asParticipant);
  const pageInRole = preparedPage(
    'project_page_in_role',
    and(asParticipant, eq(projectParticipants.role, sql.placeholder('role'))),
  );

  return {
    /** Admin quick search: projects whose title contains the text (trigram-indexed) or whose id is `id`. */
    async searchForAdmin(text: string, id: string | null, limit: number, executor: Executor = db) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return executor
        .select({ id: projects.id, title: projects.title, status: projects.status, clientId: projects.clientId })
        .from(projects)
        .where(or(ilike(projects.title, pattern), ...(id ? [eq(projects.id, id)] : [])))
        .orderBy(desc(projects.createdAt))
        .limit(limit);
    },
    /** Projects per status, and deliverables waiting in the QA queue (status submitted): the admin header stats. */
    async adminCounts(executor: Executor = db) {
      const [byStatus, [queue]] = await Promise.all([
        executor
          .select({ status: projects.status, count: sql<number>`count(*)::int` })
          .from(projects)
          .groupBy(projects.status),
        executor
          .select({ count: sql<number>`count(*)::int` })
          .from(projectDeliverables)
          .where(eq(projectDeliverables.status, 'submitted')),
      ]);
      return { byStatus, qaQueue: queue?.count ?? 0 };
    },
    async insertProject(values: NewProject, executor: Executor = db): Promise<{ id: string }> {
      const [row] = await executor.insert(projects).values(values).returning({ id: projects.id });
      if (!row) throw new Error('project insert returned nothing');
      return row;
    },
    async insertParticipants(
      rows: (typeof projectParticipants.$inferInsert)[],
      executor: Executor = db,
    ): Promise<void> {
      if (rows.length) await executor.insert(projectParticipants).values(rows).onConflictDoNothing();
    },
    async insertDeliverables(
      rows: (typeof projectDeliverables.$inferInsert)[],
      executor: Executor = db,
    ): Promise<void> {
      if (rows.length) await executor.insert(projectDeliverables).values(rows);
    },
    async insertMilestones(
      rows: (typeof customProjectMilestones.$inferInsert)[],
      executor: Executor = db,
    ): Promise<void> {
      if (rows.length) await executor.insert(customProjectMilestones).values(rows);
    },

    async setPurchaseOrderReference(id: string, reference: string | null, executor: Executor = db): Promise<void> {
      await executor
        .update(projects)
        .set({ purchaseOrderReference: reference, updatedAt: sqlNow() })
        .where(eq(projects.id, id));
    },
    async findById(id: string, executor: Executor = db): Promise<ProjectRow | null> {
      const [row] = await executor.select().from(projects).where(eq(projects.id, id));
      return row ?? null;
    },
    /** The project row locked until the transaction ends (SELECT … FOR UPDATE): cancellations run one at a time. */
    async lockById(id: string, tx: Executor): Promise<ProjectRow | null> {
      const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
      return row ?? null;
    },
    /** Draft or active → cancelled, with who, why and when; null when the project was in another status. */
    async cancel(
      id: string,
      input: { by: string; reason: string | null; refunded: number },
      tx: Executor,
    ): Promise<ProjectRow | null> {
      const [row] = await tx
        .update(projects)
        .set({
          status: 'cancelled',
          cancelledAt: sqlNow(),
          cancelledBy: input.by,
          cancellationReason: input.reason,
          cancellationRefund: input.refunded,
          updatedAt: sqlNow(),
        })
        .where(and(eq(projects.id, id), inArray(projects.status, ['draft', 'active'])))
        .returning();
      return row ?? null;
    },
    /** A funded milestone refunded by its project's cancellation: completed (settled) and marked refunded, once. */
    async markMilestoneRefunded(projectId: string, milestoneId: string, tx: Executor): Promise<MilestoneRow | null> {
      const [row] = await tx
        .update(customProjectMilestones)
        .set({ status: 'completed', completedAt: sqlNow(), refundedAt: sqlNow() })
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
    /** Completion stamps of these projects (ratings' double-blind reveal). */
    async completionsOf(
      ids: readonly string[],
      executor: Executor = db,
    ): Promise<{ id: string; completedAt: Date | null }[]> {
      if (!ids.length) return [];
      return executor
        .select({ id: projects.id, completedAt: projects.completedAt })
        .from(projects)
        .where(inArray(projects.id, [...ids]));
    },
    async findByOrderId(orderId: string, executor: Executor = db): Promise<ProjectRow | null> {
      const [row] = await executor.select().from(projects).where(eq(projects.orderId, orderId));
      return row ?? null;
    },
    async listIdsByOrderIds(
      orderIds: readonly string[],
      executor: Executor = db,
    ): Promise<{ id: string; orderId: string | null }[]> {
      if (!orderIds.length) return [];
      return executor
        .select({ id: projects.id, orderId: projects.orderId })
        .from(projects)
        .where(inArray(projects.orderId, [...orderIds]));
    },

    /** Projects the user takes part in (any role), newest first. */
    async listForParticipant(userId: string): Promise<ProjectRow[]> {
      const rows = await participantProjects.execute({ userId });
      return rows.map((row) => row.project);
    },
    /** Projects where the user has this role, newest first. */
    async listForRole(userId: string, role: TProjectRole, executor: Executor = db): Promise<ProjectRow[]> {
      const rows = await executor
        .select({ project: projects })
        .from(projects)
        .innerJoin(projectParticipants, eq(projectParticipants.projectId, projects.id))
        .where(and(eq(projectParticipants.userId, userId), eq(projectParticipants.role, role)))
        .orderBy(desc(projects.createdAt));
      return rows.map((row) => row.project);
    },

    /** One page of the user's projects (as `role`, or in any role), newest first, with how many and how many active. */
    async pageForParticipant(userId: string, window: { limit: number; offset: number }, role?: TProjectRole) {
      const page = role ? pageInRole : pageInAnyRole;
      const rows = await page.rows.execute({ userId, role, ...window });
      const [counted] = rows.length > 0 || window.offset === 0 ? rows : await page.counts.execute({ userId, role });
      return { rows: rows.map((row) => row.project), total: counted?.total ?? 0, active: counted?.active ?? 0 };
    },

    /** Moves the project from one of `from` to `to`; null when it was elsewhere (someone else moved it first). */
    async transition(
      id: string,
      from: readonly TProjectStatus[],
      to: TProjectStatus,
      executor: Executor = db,
    ): Promise<ProjectRow | null> {
      const [row] = await executor
        .update(projects)
        .set({ status: to, updatedAt: sqlNow() })
        .where(and(eq(projects.id, id), inArray(projects.status, [...from])))
        .returning();
      return row ?? null;
    },

    /** The experts' freelancer work on projects in these statuses, with each project's client. */
    async freelancerWork(
      userIds: readonly string[],
      statuses: readonly TProjectStatus[],
      executor: Executor = db,
    ): Promise<{ userId: string; projectId: string; clientId: string; status: TProjectStatus; updatedAt: Date }[]> {
      if (!userIds.length) return [];
      return executor
        .select({
          userId: projectParticipants.userId,
          projectId: projects.id,
          clientId: projects.clientId,
          status: projects.status,
          updatedAt: projects.updatedAt,
        })
        .from(projectParticipants)
        .innerJoin(projects, eq(projects.id, projectParticipants.projectId))
        .where(
          and(
            inArray(projectParticipants.userId, [...userIds]),
            eq(projectParticipants.role, 'freelancer'),
            inArray(projects.status, [...statuses]),
          ),
        );
    },

    async listNewest(limit: number, executor: Executor = db): Promise<ProjectRow[]> {
      return executor.select().from(projects).orderBy(desc(projects.createdAt)).limit(limit);
    },

    /** Oldest first: the client, then the experts in the order they joined. */
    async participantsOf(projectIds: string[], executor: Executor = db): Promise<Participant[]> {
      if (!projectIds.length) return [];
      return executor
        .select({
          projectId: projectParticipants.projectId,
          userId: projectParticipants.userId,
          role: projectParticipants.role,
        })
        .from(projectParticipants)
        .where(inArray(projectParticipants.projectId, projectIds))
        .orderBy(asc(projectParticipants.createdAt));
    },
    async deliverablesOf(projectId: string, executor: Executor = db): Promise<DeliverableRow[]> {
      return executor
        .select()
        .from(projectDeliverables)
        .where(eq(projectDeliverables.projectId, projectId))
        .orderBy(asc(projectDeliverables.createdAt), asc(projectDeliverables.id));
    },
    /** Ids of the projects in these statuses (the insights sweep). */
    async idsWithStatus(statuses: readonly TProjectStatus[], executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ id: projects.id })
        .from(projects)
        .where(inArray(projects.status, [...statuses]));
      return rows.map((row) => row.id);
    },
    /** Every uploaded version of the project's deliverables, oldest first (the assistant's context and insights). */
    async fileVersionsOf(projectId: string, executor: Executor = db) {
      return executor
        .select({
          deliverableId: deliverableFiles.deliverableId,
          versionNumber: deliverableFiles.versionNumber,
          fileName: deliverableFiles.fileName,
          qaDecision: deliverableFiles.qaDecision,
          uploadedAt: deliverableFiles.uploadedAt,
        })
        .from(deliverableFiles)
        .innerJoin(projectDeliverables, eq(projectDeliverables.id, deliverableFiles.deliverableId))
        .where(eq(projectDeliverables.projectId, projectId))
        .orderBy(asc(deliverableFiles.uploadedAt), asc(deliverableFiles.versionNumber));
    },
    async milestonesOf(projectId: string, executor: Executor = db): Promise<MilestoneRow[]> {
      return executor
        .select()
        .from(customProjectMilestones)
        .where(eq(customProjectMilestones.projectId, projectId))
        .orderBy(asc(customProjectMilestones.milestoneNumber));
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
