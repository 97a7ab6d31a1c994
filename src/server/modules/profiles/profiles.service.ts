import type { Database, Executor } from '../../db/client';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import type { AuthService } from '../auth/auth.service';
import type { Mailer } from '../../providers/email/mailer';
import { adminGrantedEmail } from './admin-rights.emails';
import { createBilling } from './billing';
import { createProfilesRepository } from './profiles.repository';

export type Viewer = {
  userId: string;
  email: string;
  emailVerified: boolean;
  fullName: string | null;
  isAdmin: boolean;
  /** Two-factor authentication is on for this account (better-auth's twoFactor plugin). */
  mfaEnabled: boolean;
  /**
   * An admin without two-factor authentication while `require_mfa_for_admins` is on: `isAdmin` is then false (no
   * admin power anywhere) until it is turned on (set by the viewer plugin).
   */
  adminMfaRequired: boolean;
  /** An admin allowed this client to fund milestones by bank transfer against an invoice. */
  bankTransferEnabled: boolean;
};

/** How other modules show a person: the profile's name and e-mail. */
export type Contact = { fullName: string | null; email: string };

/** Which e-mails a person wants: activity (quotes, projects, payments) and marketing and tips. */
export type EmailPreferences = { emailActivity: boolean; emailMarketing: boolean };

export type ProfilesDeps = {
  db: Database;
  accounts: Pick<AuthService, 'findAccountByEmail'>;
  /** Admin rights granted or removed are recorded in the administrator activity log. */
  activity: Pick<AdminActivityService, 'record'>;
  /** Every admin grant is e-mailed to all admins. */
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
};

export function createProfilesService({ db, accounts, activity, mailer, publicUrl }: ProfilesDeps) {
  const repository = createProfilesRepository(db);

  return {
    ...createBilling({ db, repository, accounts, activity }),

    /** Called when an account is created: every account has exactly one profile. */
    async createForUser(user: { id: string; email: string; name: string }): Promise<void> {
      await repository.insertIfMissing({ userId: user.id, email: user.email, fullName: user.name.trim() || null });
    },

    async viewerFor(user: {
      id: string;
      email: string;
      emailVerified: boolean;
      name: string;
      twoFactorEnabled?: boolean | null;
    }): Promise<Viewer> {
      let profile = await repository.findByUserId(user.id);
      if (!profile) {
        await repository.insertIfMissing({ userId: user.id, email: user.email, fullName: user.name.trim() || null });
        profile = await repository.findByUserId(user.id);
      }
      return {
        userId: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        fullName: profile?.fullName ?? null,
        isAdmin: profile?.isAdmin ?? false,
        mfaEnabled: user.twoFactorEnabled === true,
        adminMfaRequired: false,
        bankTransferEnabled: profile?.bankTransferEnabled ?? false,
      };
    },

    /**
     * Names and e-mails by user id, for other modules' lists; users without a profile are absent. Pass the
     * caller's transaction when it holds locks, so the read does not need a second connection.
     */
    async contactsOf(userIds: readonly string[], executor?: Executor): Promise<Map<string, Contact>> {
      const rows = await repository.listByUserIds([...new Set(userIds)], executor);
      return new Map(rows.map((row) => [row.userId, { fullName: row.fullName, email: row.email }]));
    },

    /** Pass the caller's transaction from inside one: a second connection there can wait on a pool the waiters hold. */
    listAdminIds: (executor?: Executor) => repository.listAdminIds(executor),

    /** Whether any (not deleted) account has admin rights; pass the caller's transaction to read inside it. */
    hasAdmin: (executor?: Executor) => repository.hasAdmin(executor),

    /** The profile of a new account that is an admin from the start (the first admin), in the caller's transaction. */
    async createAdminProfile(user: { id: string; email: string; name: string }, tx: Executor): Promise<void> {
      await repository.insertIfMissing(
        { userId: user.id, email: user.email, fullName: user.name.trim() || null, isAdmin: true },
        tx,
      );
    },

    /** The person's own profile (name, e-mail, preferences), for account settings and their data export. */
    async ownProfile(userId: string, executor?: Executor) {
      const row = await repository.findByUserId(userId, executor);
      if (!row) return null;
      return {
        fullName: row.fullName,
        email: row.email,
        emailActivity: row.emailActivity,
        emailMarketing: row.emailMarketing,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** The e-mail preferences of one person; defaults (activity on, marketing off) when they have no profile. */
    async emailPreferencesOf(userId: string, executor?: Executor): Promise<EmailPreferences> {
      const row = await repository.findByUserId(userId, executor);
      return { emailActivity: row?.emailActivity ?? true, emailMarketing: row?.emailMarketing ?? false };
    },

    async setEmailPreferences(userId: string, preferences: EmailPreferences): Promise<EmailPreferences> {
      const row = await repository.setEmailPreferences(userId, preferences);
      return { emailActivity: row?.emailActivity ?? true, emailMarketing: row?.emailMarketing ?? false };
    },

    /** The account's name or e-mail changed (name edited, new address confirmed): the profile follows. */
    async syncFromAccount(user: { id: string; email: string; name: string }): Promise<void> {
      await repository.updateNameAndEmail(user.id, { fullName: user.name.trim() || null, email: user.email });
    },

    /** Deleting an account: the profile stays for the other parties' records, without the person's details. */
    anonymise: (userId: string, placeholderEmail: string, executor: Executor) =>
      repository.anonymise(userId, placeholderEmail, executor),

    /** Ids of people whose name or e-mail contains the text, for other modules' admin searches. */
    findUserIdsMatching: (text: string, limit: number) => repository.findUserIdsMatching(text, limit),

    /**
     * Grants or removes admin rights of the account with this e-mail, recorded in the activity log in the same
     * transaction; returns false when there is no such account. Giving the rights it already has changes nothing.
     * A grant is e-mailed to every admin, the new one included, in the same transaction.
     */
    async setAdminRights(email: string, isAdmin: boolean, actor: TAdminActor): Promise<boolean> {
      const found = await accounts.findAccountByEmail(email);
      if (!found) return false;
      await db.transaction(async (tx) => {
        await repository.insertIfMissing(
          { userId: found.id, email: found.email, fullName: found.name.trim() || null },
          tx,
        );
        if (!(await repository.setAdmin(found.id, isAdmin, tx))) return;
        await activity.record(
          actor,
          {
            action: isAdmin ? 'account.admin_granted' : 'account.admin_revoked',
            targetId: found.id,
            summary: `${isAdmin ? 'Granted admin rights to' : 'Removed admin rights from'} ${found.email}`,
            before: { isAdmin: !isAdmin },
            after: { isAdmin },
          },
          tx,
        );
        if (!isAdmin) return;
        const admins = await repository.listByUserIds(await repository.listAdminIds(tx), tx);
        for (const admin of admins.filter((row) => row.deletedAt === null))
          await mailer.enqueue(
            adminGrantedEmail({
              to: admin.email,
              granted: found.email,
              grantedBy: actor.email,
              activityUrl: `${publicUrl}/admin/activity`,
            }),
            tx,
          );
      });
      return true;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
