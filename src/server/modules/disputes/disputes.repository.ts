import { sqlNow } from '../../db/sql-now';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TDisputeStatus } from '../../../shared/domain/disputes';
import type { Executor } from '../../db/client';
import { disputeEvents, disputeFiles, disputes } from '../../db/schema/disputes';

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeEventRow = typeof disputeEvents.$inferSelect;
export type DisputeFileRow = typeof disputeFiles.$inferSelect;

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a duplicate value for a unique constraint (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export const NOW = (): SQL => sqlNow();

export function createDisputesRepository(db: Executor) {
  return {
    /** Disputes not resolved yet (open or answered): the admin workspace's Disputes count. */
    async countUnresolved(executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(disputes)
        .where(ne(disputes.status, 'resolved'));
      return row?.n ?? 0;
    },
    async insert(values: typeof disputes.$inferInsert, executor: Executor = db): Promise<DisputeRow> {
      const [row] = await executor.insert(disputes).values(values).returning();
      if (!row) throw new Error('dispute insert returned nothing');
      return row;
    },
    async insertEvent(values: typeof disputeEvents.$inferInsert, executor: Executor = db): Promise<void> {
      await executor.insert(disputeEvents).values(values);
    },
    async insertFile(values: typeof disputeFiles.$inferInsert, executor: Executor = db): Promise<DisputeFileRow> {
      const [row] = await executor.insert(disputeFiles).values(values).returning();
      if (!row) throw new Error('dispute file insert returned nothing');
      return row;
    },
    async findById(id: string, executor: Executor = db): Promise<DisputeRow | null> {
      const [row] = await executor.select().from(disputes).where(eq(disputes.id, id));
      return row ?? null;
    },
    async listForProject(projectId: string, executor: Executor = db): Promise<DisputeRow[]> {
      return executor
        .select()
        .from(disputes)
        .where(eq(disputes.projectId, projectId))
        .orderBy(desc(disputes.createdAt));
    },
    async listUnresolved(limit: number, executor: Executor = db): Promise<DisputeRow[]> {
      return executor
        .select()
        .from(disputes)
        .where(ne(disputes.status, 'resolved'))
        .orderBy(asc(disputes.createdAt))
        .limit(limit);
    },
    async hasUnresolved(projectId: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .select({ id: disputes.id })
        .from(disputes)
        .where(and(eq(disputes.projectId, projectId), ne(disputes.status, 'resolved')))
        .limit(1);
      return rows.length > 0;
    },
    async eventsOf(disputeIds: string[], executor: Executor = db): Promise<DisputeEventRow[]> {
      if (!disputeIds.length) return [];
      return executor
        .select()
        .from(disputeEvents)
        .where(inArray(disputeEvents.disputeId, disputeIds))
        .orderBy(asc(disputeEvents.createdAt), asc(disputeEvents.id));
    },
    async filesOf(disputeIds: string[], executor: Executor = db): Promise<DisputeFileRow[]> {
      if (!disputeIds.length) return [];
      return executor
        .select()
        .from(disputeFiles)
        .where(inArray(disputeFiles.disputeId, disputeIds))
        .orderBy(asc(disputeFiles.uploadedAt));
    },
    async findFile(disputeId: string, fileId: string, executor: Executor = db): Promise<DisputeFileRow | null> {
      const [row] = await executor
        .select()
        .from(disputeFiles)
        .where(and(eq(disputeFiles.disputeId, disputeId), eq(disputeFiles.id, fileId)));
      return row ?? null;
    },
    async countFiles(disputeId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(disputeFiles)
        .where(eq(disputeFiles.disputeId, disputeId));
      return row?.n ?? 0;
    },
    /** Reads the dispute and holds its row lock while it is unresolved; null once resolved. */
    async lockUnresolved(id: string, tx: Executor): Promise<DisputeRow | null> {
      const [row] = await tx
        .select()
        .from(disputes)
        .where(and(eq(disputes.id, id), ne(disputes.status, 'resolved')))
        .for('update');
      return row ?? null;
    },
    /** Moves the dispute from one of `from`; null when it was elsewhere (someone else moved it first). */
    async transition(
      id: string,
      from: readonly TDisputeStatus[],
      values: { [K in keyof typeof disputes.$inferInsert]?: (typeof disputes.$inferInsert)[K] | SQL },
      executor: Executor = db,
    ): Promise<DisputeRow | null> {
      const [row] = await executor
        .update(disputes)
        .set(values)
        .where(and(eq(disputes.id, id), inArray(disputes.status, [...from])))
        .returning();
      return row ?? null;
    },
  };
}
