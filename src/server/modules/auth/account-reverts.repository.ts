import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { account, accountReverts, session, user } from '../../db/schema/auth';

export type RevertKind = 'email_change' | 'password_change' | 'two_factor_on' | 'two_factor_off';

/** The "This wasn't me" links (hashed) and what following one changes on the account. */
export function createAccountRevertsRepository(db: Executor) {
  const open = (now: Date) => and(isNull(accountReverts.usedAt), gt(accountReverts.expiresAt, now));

  return {
    async insert(
      row: {
        userId: string;
        kind: RevertKind;
        tokenHash: string;
        expiresAt: Date;
        restoreEmail?: string;
        newEmail?: string;
      },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(accountReverts).values(row);
    },

    /** Whether the account's change from `restoreEmail` to `newEmail` is still open (not undone, not expired). */
    async hasOpenEmailChange(userId: string, restoreEmail: string, newEmail: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: accountReverts.id })
        .from(accountReverts)
        .where(
          and(
            eq(accountReverts.userId, userId),
            eq(accountReverts.kind, 'email_change'),
            eq(sql`lower(${accountReverts.restoreEmail})`, restoreEmail.toLowerCase()),
            eq(sql`lower(${accountReverts.newEmail})`, newEmail.toLowerCase()),
            open(now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Uses the link once: its row when it was open, null when unknown, used or expired. */
    async claim(tokenHash: string, now: Date, executor: Executor) {
      const [row] = await executor
        .update(accountReverts)
        .set({ usedAt: now })
        .where(and(eq(accountReverts.tokenHash, tokenHash), open(now)))
        .returning();
      return row ?? null;
    },

    /** Closes every other open link of the account: a pending e-mail change can then no longer be confirmed. */
    async closeAllOf(userId: string, now: Date, executor: Executor): Promise<void> {
      await executor
        .update(accountReverts)
        .set({ usedAt: now })
        .where(and(eq(accountReverts.userId, userId), open(now)));
    },

    async lockUser(userId: string, executor: Executor) {
      const [row] = await executor
        .select({ id: user.id, email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, userId))
        .for('update');
      return row ?? null;
    },

    /** Whether another account holds this address (compared case-insensitively). */
    async emailTakenByOther(userId: string, email: string, executor: Executor): Promise<boolean> {
      const [row] = await executor
        .select({ id: user.id })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
      return row !== undefined && row.id !== userId;
    },

    async restoreEmail(userId: string, email: string, executor: Executor): Promise<void> {
      await executor.update(user).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
    },

    /** Replaces the password with one nobody knows: only a reset lets the owner in again. */
    async replacePassword(userId: string, passwordHash: string, executor: Executor): Promise<void> {
      await executor
        .update(account)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    },

    async deleteSessions(userId: string, executor: Executor): Promise<void> {
      await executor.delete(session).where(eq(session.userId, userId));
    },
  };
}
