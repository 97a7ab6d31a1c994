import type { Database, Executor } from '../../db/client';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import type { TExpertStatus } from '../../../shared/domain/experts';
import { normaliseTerms } from '../../../shared/domain/matching/normalise-term';
import type { TMatchExpert } from '../../../shared/domain/matching/types';
import type {
  TAdminExpertDetail,
  TExpertApplication,
  TExpertProfile,
  TExpertProfileUpdate,
} from '../../../shared/schemas/experts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { toChecklistDto, toExpertProfileDto } from './experts.dto';
import { expertsErrors } from './experts.errors';
import { createExpertsRepository, type ExpertChanges, type ExpertProfileRow } from './experts.repository';

/** How other modules show an expert (the quote page, a project's Team Members). */
export type ExpertSummary = {
  userId: string;
  fullName: string;
  headline: string;
  ratingAverage: number | null;
  ratingCount: number;
  completedProjects: number;
};

export type MatchCandidateFilter = {
  skills: readonly string[];
  domains: readonly string[];
  outcomeTags: readonly string[];
  limit: number;
};

/**
 * Published client ratings each expert received on projects (sum and count), from the ratings module. Ratings are
 * built on projects, which show expert summaries: app.ts binds this once ratings exist.
 */
export type ClientRatings = (
  userIds: readonly string[],
  executor?: Executor,
) => Promise<Map<string, { sum: number; count: number }>>;

export type ExpertsDeps = {
  db: Database;
  profiles: Pick<ProfilesService, 'contactsOf' | 'findUserIdsMatching' | 'listAdminIds'>;
  notifications: Pick<NotificationsService, 'notify'>;
  clientRatings?: ClientRatings;
  activity: Pick<AdminActivityService, 'record'>;
};

export type Rated = { userId: string; ratingAverage: number | null; ratingCount: number };

/**
 * An expert's CSAT: the rating stored on the profile (earlier ratings brought in with the profile, e.g. the seed's)
 * combined with the published client ratings of their projects on the marketplace.
 */
export function combineRatings<T extends Rated>(row: T, received: { sum: number; count: number } | undefined): T {
  if (!received || received.count === 0) return row;
  const count = row.ratingCount + received.count;
  const sum = (row.ratingAverage ?? 0) * row.ratingCount + received.sum;
  return { ...row, ratingAverage: Math.round((sum / count) * 100) / 100, ratingCount: count };
}

/** Profile fields an expert edits; each change is logged as field → { from, to }. */
export const EDITABLE_FIELDS = [
  'headline',
  'bio',
  'skills',
  'domains',
  'outcomeTags',
  'yearsExperience',
  'hourlyMin',
  'hourlyMax',
  'weeklyHours',
  'country',
  'timeZone',
  'languages',
  'links',
] as const satisfies readonly (keyof TExpertProfileUpdate)[];

export const EDIT_LOG_LIMIT = 100;
export const UNNAMED = 'Unnamed expert';

/** The normalised copies kept beside the typed terms (see the schema): written whenever the terms are. */
export function termColumns(input: Partial<Pick<TExpertApplication, 'skills' | 'domains' | 'outcomeTags'>>) {
  return {
    ...(input.skills && { skillTerms: normaliseTerms(input.skills) }),
    ...(input.domains && { domainTerms: normaliseTerms(input.domains) }),
    ...(input.outcomeTags && { outcomeTerms: normaliseTerms(input.outcomeTags) }),
  };
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function toMatchExpert(
  row: {
    userId: string;
    status: TExpertStatus;
    headline: string;
    skills: string[];
    domains: string[];
    outcomeTags: string[];
    weeklyHours: number;
    available: boolean;
    country: string;
    timeZone: string;
    languages: string[];
    hourlyMin: number;
    hourlyMax: number;
    currency: string;
    vettingScore: number | null;
    completedProjects: number;
    ratingAverage: number | null;
  },
  fullName: string,
): TMatchExpert {
  return {
    id: row.userId,
    userId: row.userId,
    kind: 'expert',
    fullName,
    headline: row.headline,
    status: row.status,
    skills: row.skills,
    domains: row.domains,
    outcomeTags: row.outcomeTags,
    weeklyAvailabilityHours: row.weeklyHours,
    available: row.available,
    locale: { country: row.country, timeZone: row.timeZone, languages: row.languages },
    hourlyRate: { min: row.hourlyMin, max: row.hourlyMax },
    currency: row.currency,
    vettingScore: row.vettingScore,
    completedProjects: row.completedProjects,
    averageRating: row.ratingAverage,
    deliveries: [],
  };
}

/** What every part of the experts module shares: deps, repository, ratings, names, profile changes, admin detail. */
export function createExpertContext(deps: ExpertsDeps) {
  const { db, profiles, clientRatings } = deps;
  const repository = createExpertsRepository(db);

  /** These rows with their CSAT including published client ratings (one batched read). */
  async function rated<T extends Rated>(rows: T[], executor: Executor = db): Promise<T[]> {
    if (!clientRatings || rows.length === 0) return rows;
    const received = await clientRatings(
      rows.map((row) => row.userId),
      executor,
    );
    return rows.map((row) => combineRatings(row, received.get(row.userId)));
  }

  async function nameOf(userId: string, executor: Executor = db): Promise<string | null> {
    return (await profiles.contactsOf([userId], executor)).get(userId)?.fullName ?? null;
  }

  async function profileDto(row: ExpertProfileRow, executor: Executor = db): Promise<TExpertProfile> {
    const [withRating] = await rated([row], executor);
    return toExpertProfileDto(withRating ?? row, await nameOf(row.userId, executor));
  }

  /** Applies a change set to a locked profile and logs what really changed; returns the row as it now is. */
  async function changeProfile(
    row: ExpertProfileRow,
    wanted: Partial<Pick<ExpertProfileRow, (typeof EDITABLE_FIELDS)[number] | 'available'>>,
    editedBy: string,
    tx: Executor,
  ): Promise<ExpertProfileRow> {
    const log: Record<string, { from: unknown; to: unknown }> = {};
    const changes: ExpertChanges = {};
    for (const [field, to] of Object.entries(wanted) as [keyof typeof wanted, unknown][]) {
      if (to === undefined || sameValue(row[field], to)) continue;
      log[field] = { from: row[field], to };
      Object.assign(changes, { [field]: to });
    }
    if (Object.keys(log).length === 0) return row;
    const updated = await repository.update(
      row.userId,
      { ...changes, ...termColumns(changes as Partial<TExpertApplication>) },
      tx,
    );
    await repository.insertEdit({ expertId: row.userId, editedBy, changes: log }, tx);
    return updated;
  }

  async function lockOwn(userId: string, tx: Executor): Promise<ExpertProfileRow> {
    const row = await repository.findByUserId(userId, tx, true);
    if (!row) throw expertsErrors.noProfile();
    return row;
  }

  async function adminDetail(userId: string, executor: Executor = db): Promise<TAdminExpertDetail> {
    const row = await repository.findByUserId(userId, executor);
    if (!row) throw expertsErrors.notFound();
    const edits = await repository.listEdits(userId, EDIT_LOG_LIMIT, executor);
    const people = await profiles.contactsOf(
      [
        row.userId,
        ...(row.decidedBy ? [row.decidedBy] : []),
        ...edits.flatMap((e) => (e.editedBy ? [e.editedBy] : [])),
      ],
      executor,
    );
    const nameOrEmail = (id: string | null) => {
      if (!id) return null;
      const person = people.get(id);
      return person ? (person.fullName ?? person.email) : null;
    };
    return {
      profile: toExpertProfileDto(row, people.get(row.userId)?.fullName ?? null),
      email: people.get(row.userId)?.email ?? '',
      vettingScore: row.vettingScore,
      checklist: toChecklistDto(row.vettingChecklist),
      decidedBy: nameOrEmail(row.decidedBy),
      edits: edits.map((edit) => ({
        id: edit.id,
        editedBy: nameOrEmail(edit.editedBy),
        changes: Object.entries(edit.changes).map(([field, change]) => ({ field, from: change.from, to: change.to })),
        createdAt: edit.createdAt.toISOString(),
      })),
    };
  }

  return { ...deps, repository, rated, nameOf, profileDto, changeProfile, lockOwn, adminDetail };
}

export type ExpertContext = ReturnType<typeof createExpertContext>;
