import type { Database, Executor } from '../../db/client';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import {
  EXPERT_DECISIONS_FROM,
  STEPS_REQUIRED_TO_APPROVE,
  type TExpertStatus,
  type TVettingChecklist,
} from '../../../shared/domain/experts';
import { ADMIN_EXPERTS_PAGE_SIZE, MAX_SAVED_EXPERTS } from '../../../shared/domain/limits';
import { normaliseTerm, normaliseTerms } from '../../../shared/domain/matching/normalise-term';
import type { TMatchExpert } from '../../../shared/domain/matching/types';
import type {
  TAdminExpertDetail,
  TAdminExpertList,
  TAdminExpertListFilter,
  TExpertApplication,
  TExpertDecision,
  TExpertProfile,
  TExpertProfileUpdate,
  TPublicExpert,
  TSavedExpert,
  TVettingUpdate,
} from '../../../shared/schemas/experts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { toAdminRow, toChecklistDto, toExpertProfileDto, toPublicExpertDto, toSavedExpertDto } from './experts.dto';
import { expertsErrors } from './experts.errors';
import { createExpertsRepository, NOW, type ExpertChanges, type ExpertProfileRow } from './experts.repository';

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

type Rated = { userId: string; ratingAverage: number | null; ratingCount: number };

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
const EDITABLE_FIELDS = [
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

const EDIT_LOG_LIMIT = 100;
const UNNAMED = 'Unnamed expert';

/** The normalised copies kept beside the typed terms (see the schema): written whenever the terms are. */
function termColumns(input: Partial<Pick<TExpertApplication, 'skills' | 'domains' | 'outcomeTags'>>) {
  return {
    ...(input.skills && { skillTerms: normaliseTerms(input.skills) }),
    ...(input.domains && { domainTerms: normaliseTerms(input.domains) }),
    ...(input.outcomeTags && { outcomeTerms: normaliseTerms(input.outcomeTags) }),
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function toMatchExpert(
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

export function createExpertsService({ db, profiles, notifications, clientRatings, activity }: ExpertsDeps) {
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

  return {
    // --- for other modules ---

    /** The person's own expert profile as stored (application, bio, skills), or null: their data export. */
    exportFor: (userId: string) => repository.findByUserId(userId),

    /** Deleting an account withdraws its expert profile (no longer listed, matched or saved), in that transaction. */
    removeProfileOf: (userId: string, tx: Executor) => repository.removeByUserId(userId, tx),

    /**
     * Vetted experts sharing at least one skill, domain or outcome tag with the filter (terms are normalised as the
     * matching engine does), best SQL pre-score first, at most `limit`; with no terms at all, the best-scored vetted
     * experts. `deliveries` is empty: the matching service adds them from projects.
     */
    async listMatchCandidates(filter: MatchCandidateFilter, executor: Executor = db): Promise<TMatchExpert[]> {
      const rows = await repository.listMatchCandidates(
        {
          skills: normaliseTerms(filter.skills),
          domains: normaliseTerms(filter.domains),
          outcomes: normaliseTerms(filter.outcomeTags),
          limit: filter.limit,
        },
        executor,
      );
      const [contacts, withRatings] = await Promise.all([
        profiles.contactsOf(
          rows.map((row) => row.userId),
          executor,
        ),
        rated(rows, executor),
      ]);
      return withRatings.map((row) => toMatchExpert(row, contacts.get(row.userId)?.fullName ?? UNNAMED));
    },

    /**
     * These experts as the engine reads them, whatever their status (the engine's exclusions decide who may be
     * ranked): for an expert the SQL prefilter may not keep, such as the one a client asked for.
     */
    async matchCandidatesOf(userIds: readonly string[], executor: Executor = db): Promise<TMatchExpert[]> {
      const rows = await rated(await repository.matchRowsOf([...new Set(userIds)], executor), executor);
      const contacts = await profiles.contactsOf(
        rows.map((row) => row.userId),
        executor,
      );
      return rows.map((row) => toMatchExpert(row, contacts.get(row.userId)?.fullName ?? UNNAMED));
    },

    /** Name, headline, rating and completed projects of each user who has an expert profile (others are absent). */
    async summariesOf(userIds: readonly string[], executor: Executor = db): Promise<Map<string, ExpertSummary>> {
      const ids = [...new Set(userIds)];
      const [rows, contacts] = await Promise.all([
        repository.summariesOf(ids, executor).then((found) => rated(found, executor)),
        profiles.contactsOf(ids, executor),
      ]);
      return new Map(
        rows.map((row) => [
          row.userId,
          {
            userId: row.userId,
            fullName: contacts.get(row.userId)?.fullName ?? UNNAMED,
            headline: row.headline,
            ratingAverage: row.ratingAverage,
            ratingCount: row.ratingCount,
            completedProjects: row.completedProjects,
          },
        ]),
      );
    },

    /** The person's expert status, null when they never applied. */
    statusOf: (userId: string, executor: Executor = db): Promise<TExpertStatus | null> =>
      repository.statusOf(userId, executor),

    async isVetted(userId: string, executor: Executor = db): Promise<boolean> {
      return (await repository.statusOf(userId, executor)) === 'vetted';
    },

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

    // --- public profiles and saved experts ---

    /** A vetted expert's public profile (anyone else: 404), and whether the viewer has saved them. */
    async publicProfile(
      expertId: string,
      viewerId: string | null,
    ): Promise<{ expert: TPublicExpert; saved: boolean | null }> {
      const row = await repository.findByUserId(expertId);
      if (!row || row.status !== 'vetted') throw expertsErrors.notFound();
      const [name, saved, [withRating]] = await Promise.all([
        nameOf(expertId),
        viewerId ? repository.isSaved(viewerId, expertId) : Promise.resolve(null),
        rated([row]),
      ]);
      return { expert: toPublicExpertDto(withRating ?? row, name ?? UNNAMED), saved };
    },

    async save(clientId: string, expertId: string): Promise<void> {
      if (clientId === expertId) throw expertsErrors.cannotSaveSelf();
      if ((await repository.statusOf(expertId)) !== 'vetted') throw expertsErrors.notFound();
      if (await repository.isSaved(clientId, expertId)) return;
      if ((await repository.countSaved(clientId)) >= MAX_SAVED_EXPERTS) throw expertsErrors.savedLimit();
      await repository.save(clientId, expertId);
    },

    unsave: (clientId: string, expertId: string) => repository.unsave(clientId, expertId),

    async listSaved(clientId: string): Promise<TSavedExpert[]> {
      const rows = await repository.listSaved(clientId, MAX_SAVED_EXPERTS);
      const [contacts, withRatings] = await Promise.all([
        profiles.contactsOf(rows.map((row) => row.profile.userId)),
        rated(rows.map((row) => row.profile)),
      ]);
      return rows.map((row, index) =>
        toSavedExpertDto(
          withRatings[index] ?? row.profile,
          contacts.get(row.profile.userId)?.fullName ?? UNNAMED,
          row.savedAt,
        ),
      );
    },

    /** A saved expert the client may ask for on a brief: vetted and saved by this client, else null. */
    async savedExpertFor(clientId: string, expertId: string): Promise<string | null> {
      const [saved, status] = await Promise.all([
        repository.isSaved(clientId, expertId),
        repository.statusOf(expertId),
      ]);
      return saved && status === 'vetted' ? expertId : null;
    },

    // --- admins ---

    async adminList(query: TAdminExpertListFilter): Promise<TAdminExpertList> {
      const page = query.page;
      const text = query.q?.trim();
      const skillTerm = query.skill ? normaliseTerm(query.skill) : '';
      const domainTerm = query.domain ? normaliseTerm(query.domain) : '';
      const [{ rows, total }, waiting] = await Promise.all([
        (async () =>
          repository.adminList({
            q: text ? { text, userIds: await profiles.findUserIdsMatching(text, 500) } : undefined,
            status: query.status,
            skillTerm: skillTerm || undefined,
            domainTerm: domainTerm || undefined,
            available: query.available === undefined ? undefined : query.available === 'true',
            minPrice: query.minPrice === undefined ? undefined : query.minPrice * 100,
            maxPrice: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
            limit: ADMIN_EXPERTS_PAGE_SIZE,
            offset: (page - 1) * ADMIN_EXPERTS_PAGE_SIZE,
          }))(),
        repository.countByStatus('applied'),
      ]);
      const contacts = await profiles.contactsOf(rows.map((row) => row.userId));
      return {
        experts: rows.map((row) => toAdminRow(row, contacts.get(row.userId))),
        total,
        page,
        pageSize: ADMIN_EXPERTS_PAGE_SIZE,
        waiting,
      };
    },

    adminDetail: (userId: string) => adminDetail(userId),

    /** Ticks (or unticks) vetting steps with notes, and sets the score; open until a decision is final. */
    async updateVetting(userId: string, input: TVettingUpdate, admin: TAdminActor): Promise<TAdminExpertDetail> {
      return db.transaction(async (tx) => {
        const row = await repository.findByUserId(userId, tx, true);
        if (!row) throw expertsErrors.notFound();
        const checklist: TVettingChecklist = { ...row.vettingChecklist };
        const now = new Date().toISOString();
        for (const { step, done, notes } of input.steps ?? []) {
          const before = checklist[step];
          checklist[step] = { done, notes, at: done ? (before?.done ? before.at : now) : null };
        }
        await repository.update(
          userId,
          {
            vettingChecklist: checklist,
            ...(input.vettingScore !== undefined && { vettingScore: input.vettingScore }),
          },
          tx,
        );
        await activity.record(
          admin,
          {
            action: 'expert.vetting_updated',
            targetId: userId,
            summary: `Updated the vetting of ${(await nameOf(userId, tx)) ?? 'an expert'}`,
            before: { checklist: row.vettingChecklist, vettingScore: row.vettingScore },
            after: { checklist, vettingScore: input.vettingScore ?? row.vettingScore },
          },
          tx,
        );
        return adminDetail(userId, tx);
      });
    },

    /**
     * Approve (from applied, or reinstating a suspended expert), Reject (from applied) or Suspend (from vetted), with
     * the reason for the last two. The status change, the notification and its e-mail commit together.
     */
    async decide(userId: string, input: TExpertDecision, admin: TAdminActor): Promise<TAdminExpertDetail> {
      return db.transaction(async (tx) => {
        const row = await repository.findByUserId(userId, tx, true);
        if (!row) throw expertsErrors.notFound();
        if (!EXPERT_DECISIONS_FROM[input.decision].includes(row.status)) {
          throw expertsErrors.notDecidable(input.decision, row.status);
        }
        if (input.decision === 'approve' && row.status === 'applied') {
          const stepsDone = STEPS_REQUIRED_TO_APPROVE.every((step) => row.vettingChecklist[step]?.done);
          if (!stepsDone || row.vettingScore === null) throw expertsErrors.vettingIncomplete();
        }
        const status: TExpertStatus =
          input.decision === 'approve' ? 'vetted' : input.decision === 'reject' ? 'rejected' : 'suspended';
        const reason = input.decision === 'approve' ? null : input.reason;
        await repository.update(userId, { status, statusReason: reason, decidedAt: NOW, decidedBy: admin.userId }, tx);
        await activity.record(
          admin,
          {
            action: 'expert.decided',
            targetId: userId,
            summary: `${input.decision === 'approve' ? 'Approved' : input.decision === 'reject' ? 'Rejected' : 'Suspended'} ${(await nameOf(userId, tx)) ?? 'an expert'}`,
            before: { status: row.status },
            after: { status, reason },
          },
          tx,
        );
        await notifications.notify(
          { ...decisionMessage(input, row.status), userId, relatedId: userId, email: { link: '/expert' } },
          tx,
        );
        return adminDetail(userId, tx);
      });
    },
  };
}

function decisionMessage(
  input: TExpertDecision,
  from: TExpertStatus,
): { type: 'expert_approved' | 'expert_rejected' | 'expert_suspended'; title: string; message: string } {
  switch (input.decision) {
    case 'approve':
      return from === 'suspended'
        ? {
            type: 'expert_approved',
            title: 'Your expert profile is active again',
            message:
              'Your suspension has been lifted: clients can find your profile and you can be invited to projects again.',
          }
        : {
            type: 'expert_approved',
            title: 'Your expert application is approved',
            message:
              'Welcome to Outcome Marketplace: you are now a vetted expert. Clients can find your profile and you can be invited to projects.',
          };
    case 'reject':
      return {
        type: 'expert_rejected',
        title: 'Your expert application was not accepted',
        message: `We reviewed your application and cannot accept it at this time. Reason: ${input.reason}`,
      };
    case 'suspend':
      return {
        type: 'expert_suspended',
        title: 'Your expert profile is suspended',
        message: `Your expert profile is suspended: you will not be matched or invited while it is. Reason: ${input.reason}`,
      };
  }
}

export type ExpertsService = ReturnType<typeof createExpertsService>;
