import type { Database, Executor } from '../../db/client';
import type { AuthService } from '../auth/auth.service';
import { createProfilesRepository } from './profiles.repository';

export type Viewer = {
  userId: string;
  email: string;
  emailVerified: boolean;
  fullName: string | null;
  isAdmin: boolean;
};

/** How other modules show a person: the profile's name and e-mail. */
export type Contact = { fullName: string | null; email: string };

export type ProfilesDeps = { db: Database; accounts: Pick<AuthService, 'findAccountByEmail'> };

export function createProfilesService({ db, accounts }: ProfilesDeps) {
  const repository = createProfilesRepository(db);

  return {
    /** Called when an account is created: every account has exactly one profile. */
    async createForUser(user: { id: string; email: string; name: string }): Promise<void> {
      await repository.insertIfMissing({ userId: user.id, email: user.email, fullName: user.name.trim() || null });
    },

    async viewerFor(user: { id: string; email: string; emailVerified: boolean; name: string }): Promise<Viewer> {
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

    listAdminIds: () => repository.listAdminIds(),

    /** Ids of people whose name or e-mail contains the text, for other modules' admin searches. */
    findUserIdsMatching: (text: string, limit: number) => repository.findUserIdsMatching(text, limit),

    /** Grants admin rights to the account with this e-mail; returns false when there is none. */
    async makeAdmin(email: string): Promise<boolean> {
      const found = await accounts.findAccountByEmail(email);
      if (!found) return false;
      await repository.insertIfMissing({ userId: found.id, email: found.email, fullName: found.name.trim() || null });
      await repository.setAdmin(found.id, true);
      return true;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
