import type { Database } from '../../db/client';
import { createProfilesRepository } from './profiles.repository';

export type Viewer = {
  userId: string;
  email: string;
  emailVerified: boolean;
  fullName: string | null;
  isAdmin: boolean;
};

export function createProfilesService({ db }: { db: Database }) {
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

    listAdminIds: () => repository.listAdminIds(),

    /** Grants admin rights to the account with this e-mail; returns false when there is none. */
    async makeAdmin(email: string): Promise<boolean> {
      const found = await repository.findUserByEmail(email);
      if (!found) return false;
      await repository.insertIfMissing({ userId: found.id, email: found.email, fullName: found.name.trim() || null });
      await repository.setAdmin(found.id, true);
      return true;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
