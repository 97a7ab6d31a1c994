import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client';
import {
  adminSettings,
  customizationRequests,
  customProjectMilestones,
  expertProfiles,
  matchInvitations,
  profiles,
  projectDeliverables,
  user,
} from '../../schema';

/** The marker row (admin_settings, a key the settings service ignores): progress, then completion. */
export const DEMO_HISTORY_KEY = 'demo_history';
export type DemoHistoryMarker = {
  version: number;
  done: number;
  total: number;
  finishedAt: string | null;
  end?: string;
  ms?: number;
};

export function createDemoRepository(db: Database) {
  return {
    async marker(): Promise<DemoHistoryMarker | null> {
      const [row] = await db
        .select({ value: adminSettings.settingValue })
        .from(adminSettings)
        .where(eq(adminSettings.settingKey, DEMO_HISTORY_KEY));
      return (row?.value as DemoHistoryMarker | undefined) ?? null;
    },
    async saveMarker(marker: DemoHistoryMarker): Promise<void> {
      await db
        .insert(adminSettings)
        .values({ settingKey: DEMO_HISTORY_KEY, settingValue: marker })
        .onConflictDoUpdate({ target: adminSettings.settingKey, set: { settingValue: marker } });
    },
    /**
     * One seeder at a time across instances: a session-level advisory lock on a connection of its own, held until
     * the returned release is called; null when another instance holds it.
     */
    async tryLock(): Promise<(() => Promise<void>) | null> {
      const connection = await db.$client.connect();
      try {
        const result = await connection.query<{ locked: boolean }>(
          "select pg_try_advisory_lock(hashtextextended('seed:demo-history', 0)) as locked",
        );
        if (result.rows[0]?.locked)
          return async () => {
            await connection.query("select pg_advisory_unlock(hashtextextended('seed:demo-history', 0))");
            connection.release();
          };
      } catch (error) {
        connection.release();
        throw error;
      }
      connection.release();
      return null;
    },
    /** Accounts without a password (they cannot sign in) for seeded clients; returns ids by e-mail. */
    async ensureClients(people: readonly { email: string; fullName: string; createdAt: Date }[]) {
      await db
        .insert(user)
        .values(
          people.map((p) => ({
            id: randomUUID(),
            email: p.email,
            name: p.fullName,
            emailVerified: true,
            createdAt: p.createdAt,
            updatedAt: p.createdAt,
          })),
        )
        .onConflictDoNothing();
      const rows = await db
        .select({ id: user.id, email: user.email, name: user.name })
        .from(user)
        .where(
          inArray(
            user.email,
            people.map((p) => p.email),
          ),
        );
      const created = new Map(people.map((p) => [p.email, p.createdAt]));
      await db
        .insert(profiles)
        .values(rows.map((r) => ({ userId: r.id, email: r.email, fullName: r.name, createdAt: created.get(r.email)! })))
        .onConflictDoNothing();
      return new Map(rows.map((r) => [r.email, r.id]));
    },
    async usersByEmail(emails: readonly string[]) {
      if (emails.length === 0) return [];
      return db
        .select({ id: user.id, email: user.email, name: user.name, isAdmin: profiles.isAdmin })
        .from(user)
        .innerJoin(profiles, eq(profiles.userId, user.id))
        .where(inArray(user.email, [...emails]));
    },
    async vettedExperts() {
      return db
        .select({ id: user.id, email: user.email, name: user.name })
        .from(expertProfiles)
        .innerJoin(user, eq(user.id, expertProfiles.userId))
        .where(eq(expertProfiles.status, 'vetted'))
        .orderBy(user.email);
    },
    async requestIdForBrief(briefId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: customizationRequests.id })
        .from(customizationRequests)
        .where(eq(customizationRequests.briefId, briefId));
      return row?.id ?? null;
    },
    async invitationsOf(requestId: string) {
      return db
        .select({ id: matchInvitations.id, expertId: matchInvitations.expertId })
        .from(matchInvitations)
        .where(eq(matchInvitations.requestId, requestId));
    },
    async milestonesOf(projectId: string) {
      return db
        .select({ id: customProjectMilestones.id, amount: customProjectMilestones.amount })
        .from(customProjectMilestones)
        .where(eq(customProjectMilestones.projectId, projectId))
        .orderBy(customProjectMilestones.milestoneNumber);
    },
    /** The due dates the client and expert agreed at the kick-off (quotes carry none; the on-time rate reads them). */
    async setMilestoneDueDate(milestoneId: string, dueDate: Date): Promise<void> {
      await db.update(customProjectMilestones).set({ dueDate }).where(eq(customProjectMilestones.id, milestoneId));
    },
    async deliverablesOf(projectId: string) {
      return db
        .select({ id: projectDeliverables.id, milestoneId: projectDeliverables.milestoneId })
        .from(projectDeliverables)
        .where(eq(projectDeliverables.projectId, projectId))
        .orderBy(projectDeliverables.createdAt);
    },
  };
}
