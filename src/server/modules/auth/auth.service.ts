import type { Database, Executor } from '../../db/client';
import { appError } from '../../errors';
import { createAccountRemovalRepository } from './account-removal.repository';
import { createAuthRepository } from './auth.repository';
import { hashPassword } from './password-hash';
import { weakPasswordReason } from './password-rule';

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
    async findAccountByEmail(email: string, executor?: Executor): Promise<Account | null> {
      const row = await repository.findUserByEmail(email, executor);
      return row ? { id: row.id, email: row.email, emailVerified: row.emailVerified, name: row.name } : null;
    },

    /**
     * Creates a confirmed account that signs in with this e-mail and password, inside the caller's transaction, for
     * accounts made without sign-up's e-mail confirmation (the first admin, whose setup link proves who they are).
     * The password follows sign-up's rules (lengths are the caller's contract): a weak one is refused as there.
     * Returns the account, its e-mail in lower case as sign-up stores it.
     */
    async createConfirmedPasswordAccount(
      input: { name: string; email: string; password: string },
      tx: Executor,
    ): Promise<Account> {
      const weak = weakPasswordReason(input.password, input);
      if (weak) throw appError('auth.password_too_weak', 400, weak);
      const email = input.email.trim().toLowerCase();
      const name = input.name.trim();
      const id = await repository.insertConfirmedPasswordUser(
        { name, email, passwordHash: await hashPassword(input.password) },
        tx,
      );
      return { id, email, emailVerified: true, name };
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
