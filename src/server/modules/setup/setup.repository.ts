import { eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstAdminSetup } from '../../db/schema/setup';

export type SetupRow = typeof firstAdminSetup.$inferSelect;

/** The one row of `first_admin_setup` (its key is always true). */
const theRow = eq(firstAdminSetup.id, true);

export function createSetupRepository(db: Executor) {
  return {
    /** Serialises link issuing across instances starting together, until the transaction ends. */
    async lockIssuing(tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('first-admin-setup', 0))`);
    },

    /** The setup row, or null before any link was issued; `forUpdate` holds it until the transaction ends. */
    async find(executor: Executor = db, { forUpdate = false } = {}): Promise<SetupRow | null> {
      const query = executor.select().from(firstAdminSetup).where(theRow);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Stores a new link's hash in place of the old one (which stops working); never once setup is complete. */
    async replaceToken(
      input: { tokenHash: string; issuedAt: Date; expiresAt: Date; issuedBy: string },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .insert(firstAdminSetup)
        .values({ id: true, ...input })
        .onConflictDoUpdate({ target: firstAdminSetup.id, set: input, setWhere: isNull(firstAdminSetup.completedAt) })
        .returning({ id: firstAdminSetup.id });
      return rows.length > 0;
    },

    /** Closes setup for good: the first admin exists. */
    async complete(adminUserId: string, at: Date, executor: Executor = db): Promise<void> {
      await executor.update(firstAdminSetup).set({ completedAt: at, adminUserId }).where(theRow);
    },
  };
}
