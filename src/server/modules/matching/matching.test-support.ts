// What the matching route tests share: the app on a fresh database for the importing test file (each test file
// runs in its own module graph) with an admin and the quote settings reset before each test, requests as a person,
// experts with skills, a brief's request, and computing and inviting.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { normaliseTerms } from '../../../shared/domain/matching';
import type { TExpertStatus } from '../../../shared/domain/experts';
import type { TRequestMatchingFields } from '../../../shared/domain/matching/request-inputs';
import type { TQuoteDraft } from '../../../shared/schemas/quotes';
import { expertProfiles, matchInvitations } from '../../db/schema';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';

export let test: TestApp;
export let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signedInUser(test, { isAdmin: true, fullName: 'Matching Admin' });
});
afterAll(() => test?.close());

beforeEach(async () => {
  const settings = test.app.services.settings;
  await settings.update(
    'quote_approval_threshold',
    { amount: 5000, currency: 'gbp' },
    { userId: admin.id, email: admin.email, ip: null },
  );
  await settings.update(
    'min_quotes_before_presenting',
    { value: 1 },
    { userId: admin.id, email: admin.email, ip: null },
  );
  await settings.update('max_quotes_per_request', { value: 3 }, { userId: admin.id, email: admin.email, ip: null });
  await settings.update('shortlist_size_default', { value: 3 }, { userId: admin.id, email: admin.email, ip: null });
  await settings.update(
    'sensitive_single_provider_only',
    { enabled: false },
    { userId: admin.id, email: admin.email, ip: null },
  );
});

const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });
export const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
export const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  test.app.inject({ method: 'POST', url, headers: cookie ? headers(cookie) : { origin: TEST_ORIGIN }, payload });
export const put = (url: string, cookie: string, payload: object) =>
  test.app.inject({ method: 'PUT', url, headers: headers(cookie), payload });

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A signed-in person with an expert profile in the given status, working in `skills`. */
export async function expert(skills: string[], status: TExpertStatus = 'vetted', vettingScore = 0.8): Promise<Person> {
  const person = await signedInUser(test, { fullName: `Expert ${randomUUID().slice(0, 6)}` });
  const domains = ['SaaS'];
  const outcomeTags = ['qualified leads'];
  await test.db.insert(expertProfiles).values({
    userId: person.id,
    status,
    headline: 'CRM and revenue operations',
    bio: 'Ten years of CRM rollouts for B2B teams.',
    skills,
    domains,
    outcomeTags,
    skillTerms: normaliseTerms(skills),
    domainTerms: normaliseTerms(domains),
    outcomeTerms: normaliseTerms(outcomeTags),
    yearsExperience: 10,
    hourlyMin: 6_000,
    hourlyMax: 9_000,
    weeklyHours: 30,
    country: 'GB',
    timeZone: 'Europe/London',
    languages: ['en'],
    vettingScore,
    completedProjects: 4,
    ratingAverage: 4.6,
    ratingCount: 4,
  });
  return person;
}

export function inputs(skills: string[], overrides: Partial<TRequestMatchingFields> = {}): TRequestMatchingFields {
  return {
    industry: 'SaaS',
    requiredSkills: skills,
    outcomeTags: ['qualified leads'],
    estimatedHours: 160,
    budgetMin: 500_000,
    budgetMax: 1_500_000,
    currency: 'gbp',
    sensitive: false,
    ...overrides,
  };
}

/** A request opened as a client's accepted brief opens it, with matching inputs. */
export async function briefRequest(skills: string[], overrides: Partial<TRequestMatchingFields> = {}) {
  const client = await signedInUser(test, { fullName: 'Matching Client' });
  const { id } = await test.db.transaction((tx) =>
    test.app.services.requests.openFromBrief(
      {
        userId: client.id,
        briefId: randomUUID(),
        projectTitle: `CRM rollout ${randomUUID().slice(0, 6)}`,
        baseTemplate: null,
        customRequirements: 'Goal: one CRM for sales',
        budgetRange: '5k-15k',
        timelinePreference: '1-2-months',
        matching: inputs(skills, overrides),
      },
      tx,
    ),
  );
  return { client, requestId: id };
}

export const compute = (requestId: string, forceRecompute = true, cookie = admin.cookie) =>
  post('/api/admin/matching/compute', cookie, { requestId, forceRecompute });
export const invite = (requestId: string, userIds: string[], cookie = admin.cookie) =>
  post(`/api/admin/matching/requests/${requestId}/invitations`, cookie, { userIds });

export async function invitationOf(requestId: string, expertId: string) {
  const [row] = await test.db
    .select()
    .from(matchInvitations)
    .where(and(eq(matchInvitations.requestId, requestId), eq(matchInvitations.expertId, expertId)));
  return row!;
}

export function draft(amounts: number[]): TQuoteDraft {
  return {
    projectTitle: 'CRM rollout',
    scopeDescription: 'Set up the CRM and migrate contacts.',
    paymentStructure: 'Per milestone',
    deliverables: [{ title: 'Configured CRM' }],
    milestones: amounts.map((amount, index) => ({ title: `Milestone ${index + 1}`, description: '', amount })),
    estimatedDuration: '4 weeks',
    estimatedStartDate: null,
    validForDays: 14,
  };
}
