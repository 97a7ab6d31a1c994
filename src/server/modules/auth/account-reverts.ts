import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { appError } from '../../errors';
import type { Mail, Mailer } from '../../providers/email/mailer';
import { createAccountRevertsRepository, type RevertKind } from './account-reverts.repository';
import { hashPassword } from './password-hash';
import { createTwoFactorRepository } from './two-factor.repository';

/** How long a "This wasn't me" link works. */
export const REVERT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type Change = { userId: string; kind: RevertKind; restoreEmail?: string; newEmail?: string };

export type RevertedAccount = { id: string; email: string; name: string };

/**
 * "This wasn't me" after a security change (e-mail, password, two-factor): the link sent to the account's address
 * puts the old address back (even once the new one was confirmed), closes every other such link (so a pending change
 * can no longer be confirmed), replaces the password with one nobody knows, turns off a second factor that was just
 * turned on (it may be the intruder's authenticator) and signs out every session; the owner then chooses a new
 * password through the reset e-mail.
 */
export function createAccountReverts({
  db,
  mailer,
  publicUrl,
  requestPasswordReset,
  onEmailRestored,
  now = () => new Date(),
}: {
  db: Database;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  /** Sends the reset e-mail (better-auth's forgot-password flow). */
  requestPasswordReset: (email: string) => Promise<void>;
  /** The profile follows the account's address. */
  onEmailRestored: (account: RevertedAccount) => Promise<void>;
  now?: () => Date;
}) {
  const repository = createAccountRevertsRepository(db);

  /** A new single-use link for this change; only its hash is stored. */
  async function issue(change: Change, executor: Executor): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + REVERT_LINK_TTL_MS);
    await repository.insert({ ...change, tokenHash: hashOf(token), expiresAt }, executor);
    return `${publicUrl}/account/revert?token=${token}`;
  }

  return {
    issue,

    /** Queues the notice of a change, carrying its new link, in the caller's transaction or one of its own. */
    async notify(change: Change, mail: (revertUrl: string) => Mail, executor?: Executor): Promise<void> {
      const send = async (tx: Executor) => mailer.enqueue(mail(await issue(change, tx)), tx);
      await (executor ? send(executor) : db.transaction(send));
    },

    /** Whether a change from `restoreEmail` to `newEmail` may still be confirmed (not undone by its owner). */
    hasOpenEmailChange: (userId: string, restoreEmail: string, newEmail: string) =>
      repository.hasOpenEmailChange(userId, restoreEmail, newEmail, now()),

    /** Follows a link; the account's address afterwards. 410 when the link is unknown, used or expired. */
    async revert(token: string): Promise<{ email: string }> {
      const at = now();
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      const { account, restored } = await db.transaction(async (tx) => {
        const link = await repository.claim(hashOf(token), at, tx);
        if (!link)
          throw appError('account.revert_link_invalid', 410, 'This link has already been used or has expired.');
        const owner = await repository.lockUser(link.userId, tx);
        if (!owner)
          throw appError('account.revert_link_invalid', 410, 'This link has already been used or has expired.');
        await repository.closeAllOf(owner.id, at, tx);
        // The old address comes back unless someone else has taken it since.
        const back = link.restoreEmail;
        const restore =
          back !== null &&
          back.toLowerCase() !== owner.email.toLowerCase() &&
          !(await repository.emailTakenByOther(owner.id, back, tx));
        if (restore) await repository.restoreEmail(owner.id, back, tx);
        if (link.kind === 'two_factor_on') await createTwoFactorRepository(tx).turnOff(owner.id, tx);
        await repository.replacePassword(owner.id, unusable, tx);
        await repository.deleteSessions(owner.id, tx);
        return { account: { ...owner, email: restore ? back : owner.email }, restored: restore };
      });
      if (restored) await onEmailRestored(account);
      await requestPasswordReset(account.email);
      return { email: account.email };
    },
  };
}

export type AccountReverts = ReturnType<typeof createAccountReverts>;
