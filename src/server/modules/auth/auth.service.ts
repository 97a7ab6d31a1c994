import type { Database, Executor } from '../../db/client';
import { createAccountRemovalRepository } from './account-removal.repository';
import { createAuthRepository } from './auth.repository';

export type { SignedInUser } from './sign-in-hooks';

/** An account as other modules see it. */
export type Account = { id: string; email: string; emailVerified: boolean; name: string };

/**
 * What other modules may ask of the auth module: its accounts. Sign-in, sign-up and sessions belong to better-auth
 * (`createAuth` in auth.ts, wired by app.ts).
 */
export function createAuthService({ db }: { db: Database }) {
  const repository = createAuthRepository(db);
  const removal = createAccountRemovalRepository(db);

  return {
    /** The account with this e-mail (compared case-insensitively), or null. */
    async findAccountByEmail(email: string): Promise<Account | null> {
      const row = await repository.findUserByEmail(email);
      return row ? { id: row.id, email: row.email, emailVerified: row.emailVerified, name: row.name } : null;
    },

    /**
     * Deletes the person's account inside the caller's transaction: name and address replaced by a placeholder,
     * password and linked sign-ins removed, every session ended. False when there is no such account.
     */
    anonymise: (userId: string, placeholderEmail: string, tx: Executor) =>
      removal.anonymise(userId, placeholderEmail, tx),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
