import { clock } from '../../lib/clock';
import { sqlNow } from '../../db/sql-now';
import { and, asc, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { TInsightStatus } from '../../../shared/domain/collaboration';
import type { Executor } from '../../db/client';
import { assistantMessages, assistantSessions, projectInsights } from '../../db/schema/assistant';

export type SessionRow = typeof assistantSessions.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
export type InsightRow = typeof projectInsights.$inferSelect;
export type InsightFinding = Pick<
  typeof projectInsights.$inferInsert,
  'sourceKey' | 'insightType' | 'title' | 'content' | 'confidenceScore'
>;

export function createAssistantRepository(db: Executor) {
  return {
    // --- conversations ---
    async findSession(id: string, executor: Executor = db): Promise<SessionRow | null> {
      const [row] = await executor.select().from(assistantSessions).where(eq(assistantSessions.id, id));
      return row ?? null;
    },
    async latestSession(projectId: string, userId: string, executor: Executor = db): Promise<SessionRow | null> {
      const [row] = await executor
        .select()
        .from(assistantSessions)
        .where(and(eq(assistantSessions.projectId, projectId), eq(assistantSessions.userId, userId)))
        .orderBy(desc(assistantSessions.updatedAt))
        .limit(1);
      return row ?? null;
    },
    async listSessions(projectId: string, userId: string, executor: Executor = db) {
      return executor
        .select({
          id: assistantSessions.id,
          createdAt: assistantSessions.createdAt,
          updatedAt: assistantSessions.updatedAt,
          // Qualified by hand: inside a subquery drizzle would print the bare column, which m also has.
          messageCount: sql<number>`(SELECT count(*)::int FROM assistant_messages m WHERE m.session_id = "assistant_sessions"."id")`,
        })
        .from(assistantSessions)
        .where(and(eq(assistantSessions.projectId, projectId), eq(assistantSessions.userId, userId)))
        .orderBy(desc(assistantSessions.updatedAt));
    },
    async createSession(projectId: string, userId: string, executor: Executor = db): Promise<SessionRow> {
      const [row] = await executor.insert(assistantSessions).values({ projectId, userId }).returning();
      return row!;
    },
    /** The newest `limit` messages of a session, oldest first. */
    async messagesOf(sessionId: string, limit: number, executor: Executor = db): Promise<AssistantMessageRow[]> {
      const rows = await executor
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.sessionId, sessionId))
        .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
        .limit(limit);
      return rows.reverse();
    },
    /** A question and its complete answer, stored together; the session moves to the top of its list. */
    async appendExchange(sessionId: string, question: string, answer: string, executor: Executor = db): Promise<void> {
      const asked = clock.now();
      await executor.insert(assistantMessages).values([
        { sessionId, role: 'user', content: question, createdAt: asked },
        // A millisecond later, so the pair keeps its order however it is listed.
        { sessionId, role: 'assistant', content: answer, createdAt: new Date(asked.getTime() + 1) },
      ]);
      await executor.update(assistantSessions).set({ updatedAt: sqlNow() }).where(eq(assistantSessions.id, sessionId));
    },
    /** Questions anyone asked the assistant about a project since a time (insights read them). */
    async questionsSince(projectId: string, since: Date, executor: Executor = db) {
      return executor
        .select({ content: assistantMessages.content, createdAt: assistantMessages.createdAt })
        .from(assistantMessages)
        .innerJoin(assistantSessions, eq(assistantSessions.id, assistantMessages.sessionId))
        .where(
          and(
            eq(assistantSessions.projectId, projectId),
            eq(assistantMessages.role, 'user'),
            gte(assistantMessages.createdAt, since),
          ),
        )
        .orderBy(asc(assistantMessages.createdAt));
    },

    // --- insights ---
    async listActiveInsights(projectId: string, executor: Executor = db): Promise<InsightRow[]> {
      return executor
        .select()
        .from(projectInsights)
        .where(and(eq(projectInsights.projectId, projectId), eq(projectInsights.status, 'active')))
        .orderBy(desc(projectInsights.confidenceScore), asc(projectInsights.createdAt));
    },
    async findInsight(id: string, executor: Executor = db): Promise<InsightRow | null> {
      const [row] = await executor.select().from(projectInsights).where(eq(projectInsights.id, id));
      return row ?? null;
    },
    /**
     * Brings the project's findings in line with `findings`: each is inserted or updated by its source key (a
     * dismissed or implemented one keeps its status, so it stays hidden), and active ones no longer found are removed.
     */
    async syncInsights(projectId: string, findings: InsightFinding[], executor: Executor = db): Promise<void> {
      if (findings.length) {
        await executor
          .insert(projectInsights)
          .values(findings.map((finding) => ({ ...finding, projectId })))
          .onConflictDoUpdate({
            target: [projectInsights.projectId, projectInsights.sourceKey],
            set: {
              insightType: sql`excluded.insight_type`,
              title: sql`excluded.title`,
              content: sql`excluded.content`,
              confidenceScore: sql`excluded.confidence_score`,
              updatedAt: sqlNow(),
            },
          });
      }
      const keys = findings.map((finding) => finding.sourceKey);
      await executor
        .delete(projectInsights)
        .where(
          and(
            eq(projectInsights.projectId, projectId),
            eq(projectInsights.status, 'active'),
            keys.length ? notInArray(projectInsights.sourceKey, keys) : undefined,
          ),
        );
    },
    /** active → implemented | dismissed, only from active: of two concurrent changes exactly one applies. */
    async setInsightStatus(
      id: string,
      projectId: string,
      status: Exclude<TInsightStatus, 'active'>,
      userId: string,
      executor: Executor = db,
    ): Promise<InsightRow | null> {
      const [row] = await executor
        .update(projectInsights)
        .set({ status, statusChangedBy: userId, statusChangedAt: sqlNow(), updatedAt: sqlNow() })
        .where(
          and(
            eq(projectInsights.id, id),
            eq(projectInsights.projectId, projectId),
            eq(projectInsights.status, 'active'),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
