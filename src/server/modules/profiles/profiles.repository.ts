import { clock } from '../../lib/clock';
import { and, eq, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

export type ProfileRow = typeof profiles.$inferSelect;

export function createProfilesRepository(db: Executor) {
  return {
    async findByUserId(userId: string, executor: Executor = db): Promise<ProfileRow | null> {
      const [row] = await executor.select().from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },
    async listByUserIds(userIds: readonly string[], executor: Executor = db): Promise<ProfileRow[]> {
      if (userIds.length === 0) return [];
      return executor
        .select()
        .from(profiles)
        .where(inArray(profiles.userId, [...userIds]));
    },
    async insertIfMissing(
      input: { userId: string; email: string; fullName: string | null; isAdmin?: boolean },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(profiles).values(input).onConflictDoNothing();
    },
    /** True when the rights changed (a profile that already had them is left alone, so a change counts once). */
    async setAdmin(userId: string, isAdmin: boolean, executor: Executor = db): Promise<boolean> {
      const changed = await executor
        .update(profiles)
        .set({ isAdmin, updatedAt: clock.now() })
        .where(and(eq(profiles.userId, userId), ne(profiles.isAdmin, isAdmin)))
        .returning({ userId: profiles.userId });
      return changed.length > 0;
    },
    async setBilling(
      userId: string,
      details: {
        companyName: string | null;
        address: string | null;
        vatNumber: string | null;
        country: string | null;
        ublByEmail: boolean;
      },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(profiles)
        .set({
          billingCompanyName: details.companyName,
          billingAddress: details.address,
          billingVatNumber: details.vatNumber,
          billingCountry: details.country,
          billingUblByEmail: details.ublByEmail,
          updatedAt: clock.now(),
        })
        .where(eq(profiles.userId, userId));
    },
    /** True when the flag changed. */
    async setBankTransfer(userId: string, enabled: boolean, executor: Executor = db): Promise<boolean> {
      const changed = await executor
        .update(profiles)
        .set({ bankTransferEnabled: enabled, updatedAt: clock.now() })
        .where(and(eq(profiles.userId, userId), ne(profiles.bankTransferEnabled, enabled)))
        .returning({ userId: profiles.userId });
      return changed.length > 0;
    },
    async listBankTransferClients(executor: Executor = db) {
      return executor
        .select({ userId: profiles.userId, email: profiles.email, fullName: profiles.fullName })
        .from(profiles)
        .where(and(eq(profiles.bankTransferEnabled, true), isNull(profiles.deletedAt)))
        .orderBy(profiles.email);
    },
    /** Ids of people whose name or e-mail contains the text (any case), at most `limit`. */
    async findUserIdsMatching(text: string, limit: number, executor: Executor = db): Promise<string[]> {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await executor
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)))
        .limit(limit);
      return rows.map((row) => row.userId);
    },
    async updateNameAndEmail(
      userId: string,
      input: { fullName: string | null; email: string },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(profiles)
        .set({ ...input, updatedAt: clock.now() })
        .where(eq(profiles.userId, userId));
    },
    async setEmailPreferences(
      userId: string,
      input: { emailActivity: boolean; emailMarketing: boolean },
      executor: Executor = db,
    ): Promise<ProfileRow | null> {
      const [row] = await executor
        .update(profiles)
        .set({ ...input, updatedAt: clock.now() })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ?? null;
    },
    /** A deleted account's profile: no name, a placeholder address, no e-mail, stamped deleted. */
    async anonymise(userId: string, email: string, executor: Executor = db): Promise<void> {
      const now = clock.now();
      await executor
        .update(profiles)
        .set({
          fullName: null,
          email,
          emailActivity: false,
          emailMarketing: false,
          billingCompanyName: null,
          billingAddress: null,
          billingVatNumber: null,
          billingCountry: null,
          billingUblByEmail: false,
          bankTransferEnabled: false,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(profiles.userId, userId));
    },
    /** Whether any account that still exists (not deleted) has admin rights. */
    async hasAdmin(executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.isAdmin, true), isNull(profiles.deletedAt)))
        .limit(1);
      return row !== undefined;
    },
    async listAdminIds(executor: Executor = db): Promise<string[]> {
      const rows = await executor.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.isAdmin, true));
      return rows.map((row) => row.userId);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
