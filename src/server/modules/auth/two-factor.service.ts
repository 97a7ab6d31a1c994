import type { TTwoFactorResetResult, TTwoFactorStatus } from '../../../shared/schemas/two-factor';
import type { Database } from '../../db/client';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import type { Mailer } from '../../providers/email/mailer';
import type { AccountReverts } from './account-reverts';
import { createAuthRepository } from './auth.repository';
import { twoFactorDisabledEmail, twoFactorResetEmail } from './two-factor.emails';
import { twoFactorErrors } from './two-factor.errors';
import { createTwoFactorRepository } from './two-factor.repository';

/** Checks a code for the request's own session through better-auth (authenticator code, else a backup code). */
export type CodeCheck = (headers: Headers, code: string) => Promise<boolean>;

/**
 * Two-factor authentication beyond better-auth's own endpoints (enable, verify, regenerate and turn off with the
 * password are the plugin's): the status for /account, turning it off with a code instead of the password, and an
 * administrator's reset for someone who lost their device.
 */
export function createTwoFactorService({
  db,
  mailer,
  publicUrl,
  checkCode,
  activity,
  reverts,
}: {
  db: Database;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  checkCode: CodeCheck;
  activity: Pick<AdminActivityService, 'record'>;
  /** The notice of turning it off carries a "This wasn't me" link. */
  reverts: Pick<AccountReverts, 'notify'>;
}) {
  const repository = createTwoFactorRepository(db);
  const accounts = createAuthRepository(db);
  const accountUrl = `${publicUrl}/account`;

  return {
    async status(userId: string): Promise<TTwoFactorStatus> {
      const row = await repository.statusOf(userId);
      const enabled = row?.enabled === true && row.verified === true;
      return { enabled, since: enabled && row?.since ? row.since.toISOString() : null };
    },

    /** Turns the viewer's second factor off after a right code (from the app, or a backup code, which is used up). */
    async disableWithCode(userId: string, headers: Headers, code: string): Promise<void> {
      if (!(await checkCode(headers, code))) throw twoFactorErrors.invalidCode();
      await db.transaction(async (tx) => {
        const account = await repository.lockUser(userId, tx);
        if (!account?.enabled) throw twoFactorErrors.notEnabled();
        await repository.turnOff(userId, tx);
        const notice = { to: account.email, name: account.name, accountUrl };
        await reverts.notify(
          { userId, kind: 'two_factor_off' },
          (revertUrl) => twoFactorDisabledEmail({ ...notice, revertUrl }),
          tx,
        );
      });
    },

    /**
     * Lost device: an administrator turns off the second factor of the account with this e-mail, signs it out
     * everywhere and tells its owner, in one transaction.
     */
    async resetFor(email: string, admin: TAdminActor): Promise<TTwoFactorResetResult> {
      const target = await accounts.findUserByEmail(email.trim());
      if (!target) throw twoFactorErrors.accountNotFound();
      return db.transaction(async (tx) => {
        const account = await repository.lockUser(target.id, tx);
        if (!account) throw twoFactorErrors.accountNotFound();
        if (!account.enabled) throw twoFactorErrors.notEnabled();
        await repository.turnOff(account.id, tx);
        await repository.deleteSessions(account.id, tx);
        await activity.record(
          admin,
          {
            action: 'account.mfa_reset',
            targetId: account.id,
            summary: `Reset the two-factor authentication of ${account.email}`,
            before: { twoFactorEnabled: true },
            after: { twoFactorEnabled: false, sessionsRevoked: true },
          },
          tx,
        );
        await mailer.enqueue(twoFactorResetEmail({ to: account.email, name: account.name, accountUrl }), tx);
        return { userId: account.id, email: account.email };
      });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
