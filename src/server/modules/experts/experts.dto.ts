import { VETTING_STEPS, type TVettingChecklist } from '../../../shared/domain/experts';
import type {
  TAdminExpertRow,
  TExpertProfile,
  TPublicExpert,
  TSavedExpert,
  TVettingChecklistDto,
} from '../../../shared/schemas/experts';
import type { ExpertProfileRow } from './experts.repository';

/** What the owner, admins and the public all see of a profile. */
function publicProfileFields(row: ExpertProfileRow) {
  return {
    headline: row.headline,
    bio: row.bio,
    skills: row.skills,
    domains: row.domains,
    outcomeTags: row.outcomeTags,
    yearsExperience: row.yearsExperience,
    hourlyMin: row.hourlyMin,
    hourlyMax: row.hourlyMax,
    currency: row.currency,
    weeklyHours: row.weeklyHours,
    available: row.available,
    country: row.country,
    timeZone: row.timeZone,
    languages: row.languages,
    completedProjects: row.completedProjects,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
  };
}

export function toExpertProfileDto(row: ExpertProfileRow, fullName: string | null): TExpertProfile {
  return {
    userId: row.userId,
    fullName,
    status: row.status,
    statusReason: row.statusReason,
    ...publicProfileFields(row),
    links: row.links,
    appliedAt: row.appliedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** No e-mail, no links, no vetting data: what anyone may read about a vetted expert. */
export function toPublicExpertDto(row: ExpertProfileRow, fullName: string): TPublicExpert {
  return {
    id: row.userId,
    fullName,
    ...publicProfileFields(row),
    memberSince: (row.decidedAt ?? row.appliedAt).toISOString(),
  };
}

export function toSavedExpertDto(row: ExpertProfileRow, fullName: string, savedAt: Date): TSavedExpert {
  return {
    id: row.userId,
    fullName,
    headline: row.headline,
    skills: row.skills,
    hourlyMin: row.hourlyMin,
    hourlyMax: row.hourlyMax,
    currency: row.currency,
    available: row.available,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    completedProjects: row.completedProjects,
    savedAt: savedAt.toISOString(),
  };
}

export function toChecklistDto(checklist: TVettingChecklist): TVettingChecklistDto {
  return Object.fromEntries(
    VETTING_STEPS.map((step) => {
      const state = checklist[step];
      return [step, { done: state?.done ?? false, notes: state?.notes ?? '', at: state?.at ?? null }];
    }),
  ) as TVettingChecklistDto;
}

export function toAdminRow(
  row: ExpertProfileRow,
  contact: { fullName: string | null; email: string } | undefined,
): TAdminExpertRow {
  return {
    userId: row.userId,
    fullName: contact?.fullName ?? null,
    email: contact?.email ?? '',
    status: row.status,
    headline: row.headline,
    skills: row.skills,
    domains: row.domains,
    hourlyMin: row.hourlyMin,
    hourlyMax: row.hourlyMax,
    currency: row.currency,
    weeklyHours: row.weeklyHours,
    available: row.available,
    country: row.country,
    vettingScore: row.vettingScore,
    stepsDone: VETTING_STEPS.filter((step) => row.vettingChecklist[step]?.done).length,
    appliedAt: row.appliedAt.toISOString(),
  };
}
