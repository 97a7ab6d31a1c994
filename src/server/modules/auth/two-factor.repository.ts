import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { session, twoFactor, user, verification } from '../../db/schema/auth';

/** Our own reads and writes on better-auth's two-factor data (the plugin does the rest through its adapter). */
export function createTwoFactorRepository(db: Executor) {
  return {
    /** Whether the account's second factor is on and since when (the confirmed authenticator's row). */
    async statusOf(userId: string) {
      const [row] = await db
        .select({ enabled: user.twoFactorEnabled, since: twoFactor.createdAt, verified: twoFactor.verified })
        .from(user)
        .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
        .where(eq(user.id, userId));
      return row ?? null;
    },

    /** Locks the account's row for a change of its second factor; null when there is no such account. */
    async lockUser(userId: string, executor: Executor) {
      const [row] = await executor
        .select({ id: user.id, email: user.email, name: user.name, enabled: user.twoFactorEnabled })
        .from(user)
        .where(eq(user.id, userId))
        .for('update');
      return row ?? null;
    },

    /** Second factor off: the flag cleared, the authenticator and backup codes deleted, trusted devices forgotten. */
    async turnOff(userId: string, executor: Executor): Promise<void> {
      await executor.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
      await executor.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await executor
        .delete(verification)
        .where(and(eq(verification.value, userId), like(verification.identifier, 'trust-device-%')));
    },

    async deleteSessions(userId: string, executor: Executor): Promise<void> {
      await executor.delete(session).where(eq(session.userId, userId));
    },
  };
}
