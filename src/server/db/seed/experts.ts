import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { VETTING_STEPS, type TExpertStatus, type TVettingChecklist } from '../../../shared/domain/experts';
import { normaliseTerms } from '../../../shared/domain/matching/normalise-term';
import type { Database, Executor } from '../client';
import { expertProfiles, profiles, user } from '../schema';
import { DEMO_ACCOUNTS } from './content/demo-accounts';
import {
  SEED_APPLICANTS,
  SEED_VETTED_EXPERTS,
  seedExpertBio,
  seedExpertEmail,
  type TSeedExpert,
} from './content/experts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the demo experts deliver, in the catalog's words (their accounts carry the rest of the profile). */
const DEMO_EXPERT_OUTCOMES: Record<string, readonly string[]> = {
  'expert1@demo.outcome.local': ['Lead Generation', 'Outbound Campaigns', 'CRM & Sales Enablement'],
  'expert2@demo.outcome.local': ['Improvement Plans', 'Workflow Automation', 'KPI & Reporting'],
  'expert3@demo.outcome.local': ['Data Protection', 'Information Security', 'HR & Employment'],
};

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string) => {
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
};

function fullChecklist(at: Date): TVettingChecklist {
  const notes: Record<(typeof VETTING_STEPS)[number], string> = {
    review: 'CV, portfolio and references checked.',
    skills_assessment: 'Case study completed to a high standard.',
    client_interview: 'Clear communicator; scoped a sample engagement well.',
    onboarding: 'Contract signed, payout account set up.',
  };
  return Object.fromEntries(
    VETTING_STEPS.map((step) => [step, { done: true, notes: notes[step], at: at.toISOString() }]),
  );
}

type ProfileSeed = { userId: string; expert: TSeedExpert; status: TExpertStatus; index: number };

function profileRow({ userId, expert, status, index }: ProfileSeed, now: number): typeof expertProfiles.$inferInsert {
  const vetted = status === 'vetted';
  // Spread over the last months: the newest applications are the waiting ones.
  const appliedAt = new Date(now - (vetted ? 60 + index * 4 : 1 + index) * DAY_MS);
  const decidedAt = vetted ? new Date(appliedAt.getTime() + 12 * DAY_MS) : null;
  return {
    userId,
    status,
    headline: expert.headline,
    bio: seedExpertBio(expert),
    skills: [...expert.skills],
    domains: [...expert.industries],
    outcomeTags: [...expert.outcomes],
    skillTerms: normaliseTerms(expert.skills),
    domainTerms: normaliseTerms(expert.industries),
    outcomeTerms: normaliseTerms(expert.outcomes),
    yearsExperience: expert.years,
    hourlyMin: expert.rate[0] * 100,
    hourlyMax: expert.rate[1] * 100,
    weeklyHours: expert.weeklyHours,
    available: expert.available ?? true,
    country: expert.country,
    timeZone: expert.timeZone,
    languages: [...expert.languages],
    links: vetted
      ? [{ label: 'LinkedIn', url: `https://www.linkedin.com/in/${seedExpertEmail(expert.fullName).split('@')[0]}` }]
      : [],
    vettingScore: vetted ? (expert.score ?? 0.8) : null,
    vettingChecklist: vetted
      ? fullChecklist(decidedAt!)
      : { review: { done: index % 2 === 0, notes: index % 2 === 0 ? 'Portfolio looks relevant.' : '', at: null } },
    completedProjects: vetted ? (expert.completed ?? 0) : 0,
    ratingAverage: vetted ? (expert.rating?.[0] ?? null) : null,
    ratingCount: vetted ? (expert.rating?.[1] ?? 0) : 0,
    appliedAt,
    decidedAt,
    createdAt: appliedAt,
    updatedAt: decidedAt ?? appliedAt,
  };
}

/** Accounts (no password: they cannot sign in) and profiles for the seeded network; returns ids by e-mail. */
async function ensureAccounts(tx: Executor, people: readonly TSeedExpert[]): Promise<Map<string, string>> {
  const wanted = people.map((person) => ({
    id: randomUUID(),
    email: seedExpertEmail(person.fullName),
    name: person.fullName,
  }));
  await tx
    .insert(user)
    .values(wanted.map((person) => ({ ...person, emailVerified: true })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(
      inArray(
        user.email,
        wanted.map((person) => person.email),
      ),
    );
  await tx
    .insert(profiles)
    .values(rows.map((row) => ({ userId: row.id, email: row.email, fullName: row.name })))
    .onConflictDoNothing();
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * The demo expert network, once: vetted profiles for the demo expert accounts, 40+ vetted experts and a few waiting
 * applications. Idempotent and serialised across instances; an existing profile is never overwritten (an admin may
 * have suspended or edited it). Returns how many profiles it created.
 */
export async function seedExperts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('seed:experts', 0))`);
    const now = Date.now();
    const seeds: ProfileSeed[] = [];

    const demoExperts = DEMO_ACCOUNTS.flatMap((demo) => (demo.role === 'expert' ? [demo] : []));
    const demoUsers = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          demoExperts.map((demo) => demo.email),
        ),
      );
    const demoIds = new Map(demoUsers.map((row) => [row.email, row.id]));
    demoExperts.forEach((demo, index) => {
      const userId = demoIds.get(demo.email);
      if (!userId) return;
      const profile = demo.expertProfile;
      seeds.push({
        userId,
        status: 'vetted',
        index,
        expert: {
          fullName: demo.fullName,
          headline: profile.headline,
          skills: profile.skills,
          industries: profile.industries,
          outcomes: DEMO_EXPERT_OUTCOMES[demo.email] ?? [],
          rate: [profile.hourlyRateMin / 100, profile.hourlyRateMax / 100],
          weeklyHours: profile.weeklyAvailabilityHours,
          years: 8 + index * 3,
          country: profile.country,
          timeZone: profile.timezone,
          languages: profile.languages.map(languageName),
          score: 0.85,
          completed: 6 + index * 2,
          rating: [4.6 + index * 0.1, 5 + index],
        },
      });
    });

    const ids = await ensureAccounts(tx, [...SEED_VETTED_EXPERTS, ...SEED_APPLICANTS]);
    SEED_VETTED_EXPERTS.forEach((expert, index) => {
      const userId = ids.get(seedExpertEmail(expert.fullName));
      if (userId) seeds.push({ userId, expert, status: 'vetted', index: index + demoExperts.length });
    });
    SEED_APPLICANTS.forEach((expert, index) => {
      const userId = ids.get(seedExpertEmail(expert.fullName));
      if (userId) seeds.push({ userId, expert, status: 'applied', index });
    });

    if (seeds.length === 0) return 0;
    const created = await tx
      .insert(expertProfiles)
      .values(seeds.map((seed) => profileRow(seed, now)))
      .onConflictDoNothing()
      .returning({ userId: expertProfiles.userId });
    return created.length;
  });
}
