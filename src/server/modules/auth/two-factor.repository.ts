import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, like, lt, or, sql } from 'drizzle-orm';
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

    /** Until when (ms since epoch) the account's second factor is locked after wrong codes; 0 when it is not. */
    async lockedUntil(userId: string): Promise<number> {
      const [row] = await db
        .select({ lockedUntil: twoFactor.lockedUntil })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userId));
      return row?.lockedUntil?.getTime() ?? 0;
    },

    /** What a code check needs: the encrypted secret and the last accepted step. */
    async codeStateOf(userId: string) {
      const [row] = await db
        .select({ secret: twoFactor.secret, lastTotpStep: twoFactor.lastTotpStep })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userId));
      return row ?? null;
    },

    /**
     * Takes a TOTP time step as used, only when it is after the last one taken; false when it is not (a replay, or
     * a concurrent request with the same code took it first: the row update serialises them).
     */
    async claimTotpStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactor)
        .set({ lastTotpStep: step })
        .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
        .returning({ id: twoFactor.id });
      return rows.length === 1;
    },

    /** One more wrong code for the account; past `max` in a row it is locked until `lockedUntil`. */
    async recordCodeFailure(userId: string, max: number, lockedUntil: Date): Promise<void> {
      await db
        .update(twoFactor)
        .set({
          failedVerificationCount: sql`${twoFactor.failedVerificationCount} + 1`,
          lockedUntil: sql`case when ${twoFactor.failedVerificationCount} + 1 >= ${max} then ${lockedUntil.toISOString()}::timestamptz else ${twoFactor.lockedUntil} end`,
        })
        .where(eq(twoFactor.userId, userId));
    },

    /** A one-time confirmation for the account, by the hash of its token (admin enrolment). */
    async saveConfirmation(identifier: string, userId: string, expiresAt: Date, executor: Executor = db) {
      await executor.insert(verification).values({ id: randomUUID(), identifier, value: userId, expiresAt });
    },

    async confirmationHolds(identifier: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: verification.id })
        .from(verification)
        .where(
          and(
            eq(verification.identifier, identifier),
            eq(verification.value, userId),
            gt(verification.expiresAt, new Date()),
          ),
        );
      return row !== undefined;
    },

    async deleteConfirmation(identifier: string): Promise<void> {
      await db.delete(verification).where(eq(verification.identifier, identifier));
    },

    async deleteSessions(userId: string, executor: Executor): Promise<void> {
      await executor.delete(session).where(eq(session.userId, userId));
    },
  };
}
