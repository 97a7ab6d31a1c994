import { sqlNow } from '../../db/sql-now';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencies, agencyMembers, agencyProjectShares } from '../../db/schema/agencies';
import type { TAgencyMemberStatus, TAgencyRole } from '../../../shared/domain/agencies';

export type AgencyRow = typeof agencies.$inferSelect;
export type MemberRow = typeof agencyMembers.$inferSelect;
export type ShareRow = typeof agencyProjectShares.$inferSelect;

/** Roster entries that hold a place: waiting for an answer, or on the team. */
const CURRENT: TAgencyMemberStatus[] = ['invited', 'active'];

export function createAgenciesRepository(db: Executor) {
  return {
    /**
     * Serialises agency creation per owner for the rest of the transaction, so two concurrent "Create Agency"
     * requests by the same expert cannot both pass the one-agency check.
     */
    async lockOwner(ownerId: string, executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`agency-owner:${ownerId}`}, 0))`);
    },

    async insertAgency(
      values: { name: string; description: string; ownerId: string },
      executor: Executor = db,
    ): Promise<AgencyRow> {
      const [row] = await executor.insert(agencies).values(values).returning();
      if (!row) throw new Error('agency insert returned nothing');
      return row;
    },

    async findById(id: string, executor: Executor = db): Promise<AgencyRow | null> {
      const [row] = await executor.select().from(agencies).where(eq(agencies.id, id));
      return row ?? null;
    },

    async findByOwner(ownerId: string, executor: Executor = db): Promise<AgencyRow | null> {
      const [row] = await executor
        .select()
        .from(agencies)
        .where(eq(agencies.ownerId, ownerId))
        .orderBy(asc(agencies.createdAt))
        .limit(1);
      return row ?? null;
    },

    async listByOwners(ownerIds: readonly string[], executor: Executor = db): Promise<AgencyRow[]> {
      if (!ownerIds.length) return [];
      return executor
        .select()
        .from(agencies)
        .where(inArray(agencies.ownerId, [...ownerIds]))
        .orderBy(asc(agencies.createdAt));
    },

    async listByIds(ids: readonly string[], executor: Executor = db): Promise<AgencyRow[]> {
      if (!ids.length) return [];
      return executor
        .select()
        .from(agencies)
        .where(inArray(agencies.id, [...ids]));
    },

    /**
     * The admin's directory, newest first: every agency, or those whose name contains `text` (case-insensitive,
     * literally) or whose owner is one of `ownerIds`; one page and the total.
     */
    async adminPage(
      filter: { text?: string; ownerIds?: readonly string[]; limit: number; offset: number },
      executor: Executor = db,
    ): Promise<{ rows: AgencyRow[]; total: number }> {
      let where: SQL | undefined;
      if (filter.text) {
        const pattern = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const owners = filter.ownerIds?.length ? inArray(agencies.ownerId, [...filter.ownerIds]) : undefined;
        where = or(ilike(agencies.name, pattern), owners);
      }
      const [rows, [count]] = await Promise.all([
        executor
          .select()
          .from(agencies)
          .where(where)
          .orderBy(desc(agencies.createdAt), asc(agencies.id))
          .limit(filter.limit)
          .offset(filter.offset),
        executor
          .select({ total: sql<number>`count(*)::int` })
          .from(agencies)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Roster entries per agency, role and status, for the admin's directory. */
    async rosterCounts(
      agencyIds: readonly string[],
      executor: Executor = db,
    ): Promise<{ agencyId: string; role: TAgencyRole; status: TAgencyMemberStatus; count: number }[]> {
      if (!agencyIds.length) return [];
      return executor
        .select({
          agencyId: agencyMembers.agencyId,
          role: agencyMembers.role,
          status: agencyMembers.status,
          count: sql<number>`count(*)::int`,
        })
        .from(agencyMembers)
        .where(inArray(agencyMembers.agencyId, [...agencyIds]))
        .groupBy(agencyMembers.agencyId, agencyMembers.role, agencyMembers.status);
    },

    async insertMember(
      values: { agencyId: string; email: string; role: TAgencyRole; userId?: string; status?: TAgencyMemberStatus },
      executor: Executor = db,
    ): Promise<MemberRow> {
      const [row] = await executor
        .insert(agencyMembers)
        .values({ ...values, respondedAt: values.status === 'active' ? sqlNow() : null })
        .returning();
      if (!row) throw new Error('agency member insert returned nothing');
      return row;
    },

    async findMember(id: string, executor: Executor = db): Promise<MemberRow | null> {
      const [row] = await executor.select().from(agencyMembers).where(eq(agencyMembers.id, id));
      return row ?? null;
    },

    /** The roster entry, locked until the transaction ends: answers and owner changes to it are serialised. */
    async lockMember(id: string, executor: Executor): Promise<MemberRow | null> {
      const [row] = await executor.select().from(agencyMembers).where(eq(agencyMembers.id, id)).for('update');
      return row ?? null;
    },

    /** The agency's roster entry for this address, locked (e-mails are stored lower-case). */
    async lockMemberByEmail(agencyId: string, email: string, executor: Executor): Promise<MemberRow | null> {
      const [row] = await executor
        .select()
        .from(agencyMembers)
        .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.email, email)))
        .for('update');
      return row ?? null;
    },

    /** The agency row locked: roster changes of one agency are serialised (roster cap, split checks). */
    async lockAgency(id: string, executor: Executor): Promise<AgencyRow | null> {
      const [row] = await executor.select().from(agencies).where(eq(agencies.id, id)).for('update');
      return row ?? null;
    },

    /** Sends a declined or removed entry back to invited, with a new role and a fresh invitation time. */
    async reinvite(id: string, role: TAgencyRole, executor: Executor = db): Promise<MemberRow> {
      const [row] = await executor
        .update(agencyMembers)
        .set({ role, status: 'invited', userId: null, invitedAt: sqlNow(), respondedAt: null })
        .where(eq(agencyMembers.id, id))
        .returning();
      if (!row) throw new Error('agency member vanished');
      return row;
    },

    async answer(
      id: string,
      answer: { status: 'active'; userId: string } | { status: 'declined' },
      executor: Executor = db,
    ): Promise<MemberRow> {
      const [row] = await executor
        .update(agencyMembers)
        .set({ ...answer, respondedAt: sqlNow() })
        .where(eq(agencyMembers.id, id))
        .returning();
      if (!row) throw new Error('agency member vanished');
      return row;
    },

    async setRole(id: string, role: TAgencyRole, executor: Executor = db): Promise<void> {
      await executor.update(agencyMembers).set({ role }).where(eq(agencyMembers.id, id));
    },

    async markRemoved(id: string, executor: Executor = db): Promise<void> {
      await executor.update(agencyMembers).set({ status: 'removed' }).where(eq(agencyMembers.id, id));
    },

    async membersOf(agencyId: string, executor: Executor = db): Promise<MemberRow[]> {
      return executor
        .select()
        .from(agencyMembers)
        .where(eq(agencyMembers.agencyId, agencyId))
        .orderBy(asc(agencyMembers.invitedAt), asc(agencyMembers.id));
    },

    async countCurrent(agencyId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(agencyMembers)
        .where(and(eq(agencyMembers.agencyId, agencyId), inArray(agencyMembers.status, CURRENT)));
      return row?.count ?? 0;
    },

    /** Active members per agency, for lists. */
    async countActiveByAgency(agencyIds: readonly string[], executor: Executor = db): Promise<Map<string, number>> {
      if (!agencyIds.length) return new Map();
      const rows = await executor
        .select({ agencyId: agencyMembers.agencyId, count: sql<number>`count(*)::int` })
        .from(agencyMembers)
        .where(and(inArray(agencyMembers.agencyId, [...agencyIds]), eq(agencyMembers.status, 'active')))
        .groupBy(agencyMembers.agencyId);
      return new Map(rows.map((row) => [row.agencyId, row.count]));
    },

    /** Where this person is on a team (active entries), oldest first. */
    async activeMembershipsOf(userId: string, executor: Executor = db): Promise<MemberRow[]> {
      return executor
        .select()
        .from(agencyMembers)
        .where(and(eq(agencyMembers.userId, userId), eq(agencyMembers.status, 'active')))
        .orderBy(asc(agencyMembers.respondedAt));
    },

    /** Invitations to this address still waiting for an answer, oldest first. */
    async pendingInvitationsFor(email: string, executor: Executor = db): Promise<MemberRow[]> {
      return executor
        .select()
        .from(agencyMembers)
        .where(and(eq(agencyMembers.email, email), eq(agencyMembers.status, 'invited')))
        .orderBy(asc(agencyMembers.invitedAt));
    },

    async sharesOfProjects(projectIds: readonly string[], executor: Executor = db): Promise<ShareRow[]> {
      if (!projectIds.length) return [];
      return executor
        .select()
        .from(agencyProjectShares)
        .where(inArray(agencyProjectShares.projectId, [...projectIds]))
        .orderBy(asc(agencyProjectShares.createdAt), asc(agencyProjectShares.userId));
    },

    async sharesOfUserInAgency(agencyId: string, userId: string, executor: Executor = db): Promise<ShareRow[]> {
      return executor
        .select()
        .from(agencyProjectShares)
        .where(and(eq(agencyProjectShares.agencyId, agencyId), eq(agencyProjectShares.userId, userId)));
    },

    /** Replaces a project's split: every row in one statement pair, inside the caller's transaction. */
    async replaceShares(
      agencyId: string,
      projectId: string,
      shares: readonly { userId: string; sharePercent: number }[],
      executor: Executor,
    ): Promise<void> {
      await executor.delete(agencyProjectShares).where(eq(agencyProjectShares.projectId, projectId));
      // Rows of one statement share now(); distinct times keep the order the owner gave.
      const base = Date.now();
      await executor.insert(agencyProjectShares).values(
        shares.map((share, index) => ({
          agencyId,
          projectId,
          userId: share.userId,
          sharePercent: share.sharePercent,
          createdAt: new Date(base + index),
        })),
      );
    },
  };
}

export type AgenciesRepository = ReturnType<typeof createAgenciesRepository>;
