import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { account, session, twoFactor, user, verification } from '../../db/schema/auth';

/**
 * Deleting an account, on the auth tables: the user row stays (projects, payments and ratings point at it) but loses
 * its name and address; its sign-in methods (password, second factor) and sessions are removed, so nobody can sign in as it again.
 */
export function createAccountRemovalRepository(db: Executor) {
  return {
    async anonymise(userId: string, placeholderEmail: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .update(user)
        .set({
          name: 'Deleted user',
          email: placeholderEmail,
          emailVerified: false,
          image: null,
          twoFactorEnabled: false,
          updatedAt: new Date(),
        })
        .where(eq(user.id, userId))
        .returning({ id: user.id });
      if (!row) return false;
      await executor.delete(account).where(eq(account.userId, userId));
      await executor.delete(session).where(eq(session.userId, userId));
      // The authenticator secret and backup codes go too, and every device trusted to skip the code step.
      await executor.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await executor.delete(verification).where(eq(verification.value, userId));
      return true;
    },
  };
}
