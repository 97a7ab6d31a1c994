import type { TExpertApplication, TExpertProfile, TExpertProfileUpdate } from '../../../shared/schemas/experts';
import { expertsErrors } from './experts.errors';
import { termColumns, EDITABLE_FIELDS, type ExpertContext } from './expert-context';

/** The applicant and the expert: applying, their own profile, its edits and availability. */
export function createExpertApplications({
  db,
  repository,
  profileDto,
  changeProfile,
  lockOwn,
  notifications,
  profiles,
  nameOf,
}: ExpertContext) {
  return {
    // --- the applicant / expert ---

    async myProfile(userId: string): Promise<TExpertProfile | null> {
      const row = await repository.findByUserId(userId);
      return row ? profileDto(row) : null;
    },

    /** One application per person; admins are told a new one is waiting. */
    async apply(userId: string, input: TExpertApplication): Promise<TExpertProfile> {
      const adminIds = await profiles.listAdminIds();
      return db.transaction(async (tx) => {
        const row = await repository.insert(
          {
            userId,
            status: 'applied',
            headline: input.headline,
            bio: input.bio,
            skills: input.skills,
            domains: input.domains,
            outcomeTags: input.outcomeTags,
            ...termColumns(input),
            yearsExperience: input.yearsExperience,
            hourlyMin: input.hourlyMin,
            hourlyMax: input.hourlyMax,
            weeklyHours: input.weeklyHours,
            country: input.country,
            timeZone: input.timeZone,
            languages: input.languages,
            links: input.links,
          },
          tx,
        );
        if (!row) throw expertsErrors.alreadyApplied();
        const name = (await nameOf(userId, tx)) ?? 'Someone';
        for (const adminId of adminIds) {
          await notifications.notify(
            {
              userId: adminId,
              type: 'expert_application_received',
              title: 'New expert application',
              message: `${name} applied to join as an expert: ${input.headline}`,
              relatedId: userId,
            },
            tx,
          );
        }
        return profileDto(row, tx);
      });
    },

    /** The expert edits their profile; every changed field is logged (from → to) for admins. */
    async updateProfile(userId: string, input: TExpertProfileUpdate): Promise<TExpertProfile> {
      return db.transaction(async (tx) => {
        const row = await lockOwn(userId, tx);
        if (row.status === 'rejected') throw expertsErrors.notEditable();
        const merged = { hourlyMin: row.hourlyMin, hourlyMax: row.hourlyMax, ...input };
        if (merged.hourlyMin > merged.hourlyMax) throw expertsErrors.priceBand();
        const wanted = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, input[field]]));
        return profileDto(await changeProfile(row, wanted, userId, tx), tx);
      });
    },

    /** The availability switch (logged like any other change). */
    async setAvailability(userId: string, available: boolean): Promise<TExpertProfile> {
      return db.transaction(async (tx) => {
        const row = await lockOwn(userId, tx);
        if (row.status === 'rejected') throw expertsErrors.notEditable();
        return profileDto(await changeProfile(row, { available }, userId, tx), tx);
      });
    },
  };
}
