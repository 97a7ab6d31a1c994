import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxCheckoutSessions } from '../../../db/schema';
import type { TSandboxSessionStatus } from '../../../../shared/domain/orders';

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

export function createSandboxSessionsRepository(db: Database) {
  return {
    /** Inserts the session unless one exists for the idempotency key; returns the one that stays. */
    async insertOnce(values: typeof sandboxCheckoutSessions.$inferInsert): Promise<SandboxSessionRow> {
      const [inserted] = await db
        .insert(sandboxCheckoutSessions)
        .values(values)
        .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.idempotencyKey, values.idempotencyKey));
      if (!existing) throw new Error('sandbox session vanished');
      return existing;
    },
    async find(id: string): Promise<SandboxSessionRow | null> {
      const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
      return row ?? null;
    },
    /** Closes an open session with an outcome; null when it was not open (already paid, declined or canceled). */
    async close(id: string, status: Exclude<TSandboxSessionStatus, 'open'>): Promise<SandboxSessionRow | null> {
      const [row] = await db
        .update(sandboxCheckoutSessions)
        .set({ status, completedAt: sql`now()` })
        .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
        .returning();
      return row ?? null;
    },
  };
}
