import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailBounces } from '../../db/schema/email';

export type BounceRow = typeof emailBounces.$inferSelect;
export type NewBounce = Omit<typeof emailBounces.$inferInsert, 'id' | 'createdAt'>;

/** Addresses are compared as the receiving servers that matter do in practice: case-insensitively. */
export const bounceAddressOf = (address: string) => address.trim().toLowerCase();

export function createEmailBouncesRepository(db: Executor) {
  return {
    /**
     * Records the address's bounce unless one is already recorded: a replayed report changes nothing.
     * Returns the row now recorded and whether this call created it.
     */
    async record(bounce: NewBounce, executor: Executor = db): Promise<{ row: BounceRow; created: boolean }> {
      const address = bounceAddressOf(bounce.address);
      const [created] = await executor
        .insert(emailBounces)
        .values({ ...bounce, address })
        .onConflictDoNothing({ target: emailBounces.address })
        .returning();
      if (created) return { row: created, created: true };
      const [existing] = await executor.select().from(emailBounces).where(eq(emailBounces.address, address));
      if (!existing) throw new Error('e-mail bounce vanished while being recorded');
      return { row: existing, created: false };
    },

    async findByAddress(address: string, executor: Executor = db): Promise<BounceRow | null> {
      const [row] = await executor
        .select()
        .from(emailBounces)
        .where(eq(emailBounces.address, bounceAddressOf(address)));
      return row ?? null;
    },

    async findById(id: string, executor: Executor = db): Promise<BounceRow | null> {
      const [row] = await executor.select().from(emailBounces).where(eq(emailBounces.id, id));
      return row ?? null;
    },

    listNewest: (limit: number): Promise<BounceRow[]> =>
      db.select().from(emailBounces).orderBy(desc(emailBounces.createdAt)).limit(limit),

    async remove(id: string, executor: Executor = db): Promise<void> {
      await executor.delete(emailBounces).where(eq(emailBounces.id, id));
    },
  };
}
