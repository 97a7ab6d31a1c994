import { clock } from '../../lib/clock';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { googleConnections, meetings } from '../../db/schema/meetings';

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;
export type GoogleConnectionRow = typeof googleConnections.$inferSelect;

export function createMeetingsRepository(db: Executor) {
  return {
    async insert(values: NewMeeting, executor: Executor = db): Promise<MeetingRow> {
      const [row] = await executor.insert(meetings).values(values).returning();
      return row!;
    },

    /** A project's meetings: timed ones by start (newest first), then those without times (newest first). */
    listForProject(projectId: string, limit: number, executor: Executor = db): Promise<MeetingRow[]> {
      return executor
        .select()
        .from(meetings)
        .where(and(eq(meetings.projectId, projectId), isNull(meetings.cancelledAt)))
        .orderBy(sql`${meetings.startsAt} desc nulls last`, desc(meetings.createdAt))
        .limit(limit);
    },

    /** Oldest start first: for the assistant's "when is the next meeting". */
    listChronological(projectId: string, limit: number, executor: Executor = db): Promise<MeetingRow[]> {
      return executor
        .select()
        .from(meetings)
        .where(and(eq(meetings.projectId, projectId), isNull(meetings.cancelledAt)))
        .orderBy(sql`${meetings.startsAt} asc nulls last`, asc(meetings.createdAt))
        .limit(limit);
    },

    async findInProject(projectId: string, id: string, executor: Executor = db): Promise<MeetingRow | null> {
      const [row] = await executor
        .select()
        .from(meetings)
        .where(and(eq(meetings.projectId, projectId), eq(meetings.id, id)));
      return row ?? null;
    },

    /**
     * Moves or cancels a meeting and counts the change in its SEQUENCE, only while it is still at the sequence the
     * caller read and not cancelled: of two changes made at once, one applies and the other gets null.
     */
    async applyChange(
      id: string,
      readSequence: number,
      change: { startsAt: Date; endsAt: Date } | { cancelledAt: Date },
      executor: Executor = db,
    ): Promise<MeetingRow | null> {
      const [row] = await executor
        .update(meetings)
        .set({ ...change, sequence: sql`${meetings.sequence} + 1` })
        .where(and(eq(meetings.id, id), eq(meetings.sequence, readSequence), isNull(meetings.cancelledAt)))
        .returning();
      return row ?? null;
    },

    async findGoogleConnection(userId: string, executor: Executor = db): Promise<GoogleConnectionRow | null> {
      const [row] = await executor.select().from(googleConnections).where(eq(googleConnections.userId, userId));
      return row ?? null;
    },

    /** Connects (or reconnects) a user's Google account; a reconnect without a refresh token keeps the old one. */
    async upsertGoogleConnection(
      values: {
        userId: string;
        googleEmail: string | null;
        accessTokenEncrypted: string;
        refreshTokenEncrypted: string | null;
        expiresAt: Date;
      },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .insert(googleConnections)
        .values(values)
        .onConflictDoUpdate({
          target: googleConnections.userId,
          set: {
            googleEmail: sql`coalesce(excluded.google_email, ${googleConnections.googleEmail})`,
            accessTokenEncrypted: values.accessTokenEncrypted,
            refreshTokenEncrypted: sql`coalesce(excluded.refresh_token_encrypted, ${googleConnections.refreshTokenEncrypted})`,
            expiresAt: values.expiresAt,
            updatedAt: clock.now(),
          },
        });
    },

    async updateGoogleTokens(
      userId: string,
      values: { accessTokenEncrypted: string; refreshTokenEncrypted: string | null; expiresAt: Date },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(googleConnections)
        .set({ ...values, updatedAt: clock.now() })
        .where(eq(googleConnections.userId, userId));
    },

    async deleteGoogleConnection(userId: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .delete(googleConnections)
        .where(eq(googleConnections.userId, userId))
        .returning({ userId: googleConnections.userId });
      return rows.length > 0;
    },
  };
}
