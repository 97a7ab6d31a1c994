import { and, asc, desc, eq, inArray, isNull, ne, or, sql, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectMessageReads, projectMessages } from '../../db/schema/chat';

export type MessageRow = typeof projectMessages.$inferSelect;
export type NewMessage = typeof projectMessages.$inferInsert;

export function createChatRepository(db: Executor) {
  return {
    async insert(values: NewMessage, executor: Executor = db): Promise<MessageRow> {
      const [row] = await executor.insert(projectMessages).values(values).returning();
      return row!;
    },

    /** Inserts unless a message with this id exists; null when it did (a retried send). */
    async insertOnce(values: NewMessage & { id: string }, executor: Executor = db): Promise<MessageRow | null> {
      const [row] = await executor.insert(projectMessages).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findById(id: string, executor: Executor = db): Promise<MessageRow | null> {
      const [row] = await executor.select().from(projectMessages).where(eq(projectMessages.id, id));
      return row ?? null;
    },

    /**
     * Up to `limit` messages of a project, newest first: the newest ones, or those just older than the message
     * `before` (ordered by time, then id, so messages of the same instant are neither skipped nor repeated).
     */
    async newestPage(
      projectId: string,
      { before, limit }: { before?: string; limit: number },
      executor: Executor = db,
    ): Promise<MessageRow[]> {
      const older = before
        ? sql`(${projectMessages.createdAt}, ${projectMessages.id}) < (SELECT m.created_at, m.id FROM ${projectMessages} m WHERE m.id = ${before} AND m.project_id = ${projectId})`
        : undefined;
      return executor
        .select()
        .from(projectMessages)
        .where(and(eq(projectMessages.projectId, projectId), older))
        .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
        .limit(limit);
    },

    /** The last `limit` messages of a project, oldest → newest. */
    async recent(projectId: string, limit: number, executor: Executor = db): Promise<MessageRow[]> {
      const rows = await executor
        .select()
        .from(projectMessages)
        .where(eq(projectMessages.projectId, projectId))
        .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** Marks the chat read up to now; a later mark never moves back. */
    async markRead(projectId: string, userId: string, executor: Executor = db): Promise<void> {
      await executor
        .insert(projectMessageReads)
        .values({ projectId, userId })
        .onConflictDoUpdate({
          target: [projectMessageReads.projectId, projectMessageReads.userId],
          set: { lastReadAt: sql`greatest(${projectMessageReads.lastReadAt}, excluded.last_read_at)` },
        });
    },

    /** Messages by others since the user last read, per project (projects with none are absent). */
    async unreadCounts(
      userId: string,
      projectIds: readonly string[],
      executor: Executor = db,
    ): Promise<Map<string, number>> {
      if (!projectIds.length) return new Map();
      const rows = await executor
        .select({ projectId: projectMessages.projectId, unread: sql<number>`count(*)::int` })
        .from(projectMessages)
        .leftJoin(
          projectMessageReads,
          and(eq(projectMessageReads.projectId, projectMessages.projectId), eq(projectMessageReads.userId, userId)),
        )
        .where(
          and(
            inArray(projectMessages.projectId, [...projectIds]),
            or(isNull(projectMessages.userId), ne(projectMessages.userId, userId)),
            or(isNull(projectMessageReads.lastReadAt), gt(projectMessages.createdAt, projectMessageReads.lastReadAt)),
          ),
        )
        .groupBy(projectMessages.projectId)
        .orderBy(asc(projectMessages.projectId));
      return new Map(rows.map((row) => [row.projectId, row.unread]));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
