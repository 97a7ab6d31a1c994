import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefs } from '../../db/schema/briefs';
import { emailOutbox } from '../../db/schema/email';
import { customizationRequests } from '../../db/schema/requests';
import { migrationsFolder } from '../../db/migrate';
import { expertProfileEdits, expertProfiles } from '../../db/schema/experts';
import type { TExpertApplication } from '../../../shared/schemas/experts';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  test.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined && { payload }) });

function application(overrides: Partial<TExpertApplication> = {}): TExpertApplication {
  return {
    headline: 'Fractional CFO for B2B SaaS scale-ups',
    bio: 'Fifteen years in finance leadership: built FP&A functions, led two Series B raises and an exit.',
    skills: ['Financial Modelling', 'FP&A', 'Fundraising'],
    domains: ['SaaS', 'FinTech'],
    outcomeTags: ['Cost Reduction'],
    yearsExperience: 15,
    hourlyMin: 9000,
    hourlyMax: 15000,
    weeklyHours: 20,
    country: 'gb',
    timeZone: 'Europe/London',
    languages: ['English', 'French'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/example' }],
    ...overrides,
  };
}

async function applicant(overrides: Partial<TExpertApplication> = {}, fullName = 'Avery Applicant') {
  const user = await signedInUser(test, { fullName });
  const response = await call('POST', '/api/expert/application', user.cookie, application(overrides));
  expect(response.statusCode).toBe(201);
  return user;
}

/** An applicant an admin has vetted through the routes. */
async function vettedExpert(overrides: Partial<TExpertApplication> = {}, fullName = 'Vera Vetted') {
  const user = await applicant(overrides, fullName);
  await vetAndApprove(user.id);
  return user;
}

let adminCookie: string;
async function admin() {
  adminCookie ??= (await signedInUser(test, { isAdmin: true, fullName: 'Ada Admin' })).cookie;
  return adminCookie;
}

async function vetAndApprove(id: string) {
  const cookie = await admin();
  const vetting = await call('PUT', `/api/admin/experts/${id}/vetting`, cookie, {
    steps: [
      { step: 'review', done: true, notes: 'Strong CV' },
      { step: 'skills_assessment', done: true, notes: 'Case study 9/10' },
      { step: 'client_interview', done: true, notes: '' },
    ],
    vettingScore: 0.8,
  });
  expect(vetting.statusCode).toBe(200);
  const decision = await call('POST', `/api/admin/experts/${id}/decision`, cookie, { decision: 'approve' });
  expect(decision.statusCode).toBe(200);
}

describe('applying', () => {
  it('stores the application as applied, normalised terms beside the typed ones, and shows it to its owner', async () => {
    const user = await applicant();
    const mine = await call('GET', '/api/expert/profile', user.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile).toMatchObject({
      userId: user.id,
      fullName: 'Avery Applicant',
      status: 'applied',
      statusReason: null,
      skills: ['Financial Modelling', 'FP&A', 'Fundraising'],
      country: 'GB',
      hourlyMin: 9000,
      hourlyMax: 15000,
    });
    const [row] = await test.db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id));
    expect(row?.skillTerms).toEqual(['financial modelling', 'fp and a', 'fundraising']);
    expect(row?.domainTerms).toEqual(['saas', 'fintech']);

    const me = await call('GET', '/api/me', user.cookie);
    expect(me.json().viewer.expertStatus).toBe('applied');
  });

  it('allows one application per person', async () => {
    const user = await applicant();
    const again = await call('POST', '/api/expert/application', user.cookie, application());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('experts.already_applied');
  });

  it('refuses invalid applications and signed-out visitors', async () => {
    const user = await signedInUser(test);
    const bad = [
      application({ headline: 'CFO' }),
      application({ skills: [] }),
      application({ skills: ['SQL', 'sql'] }),
      application({ hourlyMin: 20000, hourlyMax: 10000 }),
      application({ hourlyMin: 5 }),
      application({ weeklyHours: 0 }),
      application({ timeZone: 'Mars/Olympus' }),
      application({ country: 'Britain' }),
      application({ links: [{ label: 'Site', url: 'javascript:alert(1)' }] }),
    ];
    for (const body of bad) {
      const response = await call('POST', '/api/expert/application', user.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/api/expert/profile', user.cookie)).json().profile).toBeNull();
    expect((await call('POST', '/api/expert/application', undefined, application())).statusCode).toBe(401);
    expect((await call('GET', '/api/me', user.cookie)).json().viewer.expertStatus).toBeNull();
  });
});

describe('vetting', () => {
  it('is for admins only', async () => {
    const user = await applicant();
    const other = await signedInUser(test);
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/experts'],
      ['GET', `/api/admin/experts/${user.id}`],
      ['PUT', `/api/admin/experts/${user.id}/vetting`, { vettingScore: 1 }],
      ['POST', `/api/admin/experts/${user.id}/decision`, { decision: 'approve' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, other.cookie, body)).statusCode, url).toBe(403);
      expect((await call(method, url, user.cookie, body)).statusCode, url).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
    }
  });

  it('lists applications with search and filters, waiting ones first', async () => {
    const cookie = await admin();
    const tag = randomUUID().slice(0, 8);
    const waiting = await applicant({ skills: ['Kubernetes', `Tag${tag}`], domains: ['Logistics'] }, `Kim ${tag}`);
    const vetted = await vettedExpert({
      skills: ['k8s', `Tag${tag}`],
      domains: ['Retail'],
      hourlyMin: 30000,
      hourlyMax: 40000,
    });

    const all = (await call('GET', `/api/admin/experts?q=tag${tag}`, cookie)).json();
    expect(all.experts.map((e: { userId: string }) => e.userId)).toEqual([waiting.id, vetted.id]);
    expect(all.total).toBe(2);
    expect(all.waiting).toBeGreaterThanOrEqual(1);
    expect(all.experts[0]).toMatchObject({ status: 'applied', email: waiting.email, stepsDone: 0 });
    expect(all.experts[1]).toMatchObject({ status: 'vetted', stepsDone: 3, vettingScore: 0.8 });

    const byName = (await call('GET', `/api/admin/experts?q=${encodeURIComponent(`Kim ${tag}`)}`, cookie)).json();
    expect(byName.experts.map((e: { userId: string }) => e.userId)).toEqual([waiting.id]);
    const filters = [
      [`status=vetted`, [vetted.id]],
      [`domain=logistics`, [waiting.id]],
      // Synonyms: "k8s" and "Kubernetes" are one skill.
      [`skill=kubernetes`, [waiting.id, vetted.id]],
      [`minPrice=250`, [vetted.id]],
      [`maxPrice=200`, [waiting.id]],
    ] as const;
    for (const [filter, ids] of filters) {
      const list = (await call('GET', `/api/admin/experts?q=tag${tag}&${filter}`, cookie)).json();
      expect(
        list.experts.map((e: { userId: string }) => e.userId),
        filter,
      ).toEqual(ids);
    }
  });

  it('keeps the checklist with notes and the score; approval needs them, e-mails the applicant', async () => {
    const cookie = await admin();
    const user = await applicant();
    const early = await call('POST', `/api/admin/experts/${user.id}/decision`, cookie, { decision: 'approve' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('experts.vetting_incomplete');

    const saved = await call('PUT', `/api/admin/experts/${user.id}/vetting`, cookie, {
      steps: [{ step: 'review', done: true, notes: 'Portfolio checked' }],
      vettingScore: 0.72,
    });
    expect(saved.json().checklist.review).toMatchObject({ done: true, notes: 'Portfolio checked' });
    expect(saved.json().checklist.review.at).not.toBeNull();
    expect(saved.json().checklist.onboarding).toEqual({ done: false, notes: '', at: null });
    expect(saved.json().vettingScore).toBe(0.72);
    expect(await activityEntries(test, 'expert.vetting_updated', user.id)).toMatchObject([
      { after: { vettingScore: 0.72 } },
    ]);
    // The refused early approval above wrote nothing.
    expect(await activityEntries(test, 'expert.decided', user.id)).toHaveLength(0);
    expect((await call('PUT', `/api/admin/experts/${user.id}/vetting`, cookie, { vettingScore: 1.5 })).statusCode).toBe(
      400,
    );

    await vetAndApprove(user.id);
    const detail = (await call('GET', `/api/admin/experts/${user.id}`, cookie)).json();
    expect(detail.profile.status).toBe('vetted');
    expect(detail.decidedBy).toBe('Ada Admin');
    expect((await call('GET', '/api/expert/profile', user.cookie)).json().profile.status).toBe('vetted');

    const mail = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail.map((m) => m.subject)).toEqual(['Your expert application is approved']);
    expect(mail[0]?.text).toContain('/expert');
  });

  it('requires a reason to reject or suspend, and e-mails it', async () => {
    const cookie = await admin();
    const user = await applicant();
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: ' ' }, { decision: 'suspend' }]) {
      expect((await call('POST', `/api/admin/experts/${user.id}/decision`, cookie, body)).statusCode).toBe(400);
    }
    const rejected = await call('POST', `/api/admin/experts/${user.id}/decision`, cookie, {
      decision: 'reject',
      reason: 'Not enough delivery experience yet',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().profile).toMatchObject({
      status: 'rejected',
      statusReason: 'Not enough delivery experience yet',
    });
    const [mail] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail?.subject).toBe('Your expert application was not accepted');
    expect(mail?.text).toContain('Not enough delivery experience yet');

    const expert = await vettedExpert();
    const suspended = await call('POST', `/api/admin/experts/${expert.id}/decision`, cookie, {
      decision: 'suspend',
      reason: 'Missed three client meetings',
    });
    expect(suspended.json().profile).toMatchObject({
      status: 'suspended',
      statusReason: 'Missed three client meetings',
    });
    const subjects = (await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, expert.email))).map(
      (m) => m.subject,
    );
    expect(subjects).toContain('Your expert profile is suspended');
  });

  it('checks the current status before each decision (409)', async () => {
    const cookie = await admin();
    const user = await applicant();
    const decide = (body: object) => call('POST', `/api/admin/experts/${user.id}/decision`, cookie, body);
    // applied: cannot be suspended.
    expect((await decide({ decision: 'suspend', reason: 'Too early' })).statusCode).toBe(409);
    await vetAndApprove(user.id);
    // vetted: cannot be approved again or rejected.
    expect((await decide({ decision: 'approve' })).statusCode).toBe(409);
    expect((await decide({ decision: 'reject', reason: 'Changed our mind' })).statusCode).toBe(409);
    expect((await decide({ decision: 'suspend', reason: 'Complaint under review' })).statusCode).toBe(200);
    // suspended: reinstated by approve, without redoing the checklist.
    const reinstated = await decide({ decision: 'approve' });
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().profile).toMatchObject({ status: 'vetted', statusReason: null });
    expect(
      (await call('POST', `/api/admin/experts/${randomUUID()}/decision`, cookie, { decision: 'approve' })).statusCode,
    ).toBe(404);
  });
});

describe('the expert profile', () => {
  it('logs every change field by field for admins to read', async () => {
    const user = await vettedExpert();
    const edit = await call('PATCH', '/api/expert/profile', user.cookie, {
      headline: 'Fractional CFO and FP&A lead',
      hourlyMax: 16000,
      skills: ['Financial Modelling', 'FP&A', 'Fundraising'],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ headline: 'Fractional CFO and FP&A lead', hourlyMax: 16000 });
    expect((await call('PUT', '/api/expert/availability', user.cookie, { available: false })).json().available).toBe(
      false,
    );
    // Nothing changed: nothing logged.
    await call('PATCH', '/api/expert/profile', user.cookie, { weeklyHours: 20 });

    const rows = await test.db.select().from(expertProfileEdits).where(eq(expertProfileEdits.expertId, user.id));
    expect(rows).toHaveLength(2);
    const detail = (await call('GET', `/api/admin/experts/${user.id}`, await admin())).json();
    expect(detail.edits[0].changes).toEqual([{ field: 'available', from: true, to: false }]);
    expect(detail.edits[1].changes).toEqual([
      { field: 'headline', from: 'Fractional CFO for B2B SaaS scale-ups', to: 'Fractional CFO and FP&A lead' },
      { field: 'hourlyMax', from: 15000, to: 16000 },
    ]);
    expect(detail.edits[1].editedBy).toBe('Vera Vetted');

    const band = await call('PATCH', '/api/expert/profile', user.cookie, { hourlyMin: 20000 });
    expect(band.statusCode).toBe(400);
    expect((await call('PATCH', '/api/expert/profile', user.cookie, {})).statusCode).toBe(400);
    const stranger = await signedInUser(test);
    expect((await call('PATCH', '/api/expert/profile', stranger.cookie, { weeklyHours: 10 })).statusCode).toBe(404);
  });
});

describe('skill codes beside the skill terms', () => {
  /** The profile's stored codes, and the codes its stored skill terms have in skill_term_codes. */
  async function codes(userId: string) {
    const { rows } = await test.db.execute<{ stored: number[]; expected: number[] }>(sql`
      SELECT e.skill_codes AS stored,
             array(SELECT c.code FROM skill_term_codes c WHERE c.term = ANY(e.skill_terms) ORDER BY c.code) AS expected
        FROM expert_profiles e WHERE e.user_id = ${userId}`);
    return rows[0]!;
  }
  const found = async (skill: string, userId: string) =>
    (await test.app.services.experts.listMatchCandidates({ skills: [skill], domains: [], outcomeTags: [], limit: 50 }))
      .map((expert) => expert.userId)
      .includes(userId);

  it('are written with the terms on applying, editing and vetting, and the prefilter finds experts by them', async () => {
    const tag = `Rare${randomUUID().slice(0, 8)}`;
    const user = await applicant({ skills: ['Financial Modelling', tag] });
    const applied = await codes(user.id);
    expect(applied.stored).toHaveLength(2);
    expect(applied.stored).toEqual(applied.expected);

    await vetAndApprove(user.id);
    expect((await codes(user.id)).stored).toEqual(applied.stored);
    expect(await found(tag, user.id)).toBe(true);

    const renamed = `${tag}Ops`;
    const edit = await call('PATCH', '/api/expert/profile', user.cookie, { skills: ['Financial Modelling', renamed] });
    expect(edit.statusCode).toBe(200);
    const edited = await codes(user.id);
    expect(edited.stored).toHaveLength(2);
    expect(edited.stored).toEqual(edited.expected);
    expect(edited.stored).not.toEqual(applied.stored);
    expect(await found(renamed, user.id)).toBe(true);
    expect(await found(tag, user.id)).toBe(false);

    // The codes follow the terms even when written on their own.
    await test.db.execute(sql`UPDATE expert_profiles SET skill_codes = '{}' WHERE user_id = ${user.id}`);
    expect((await codes(user.id)).stored).toEqual(edited.stored);
  });

  it('are filled for profiles written before them by the migration’s backfill', async () => {
    const user = await vettedExpert({ skills: ['Power BI', `Legacy${randomUUID().slice(0, 8)}`] });
    const migration = await readFile(path.join(migrationsFolder(), '0036_expert-skill-codes.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE "expert_profiles" SET'));
    expect(backfill).toBeDefined();
    // The profile as an earlier release left it: terms without codes.
    // Only the schema's owner may turn a trigger off; the app's role may not.
    await test.ownerDb.execute(sql`ALTER TABLE expert_profiles DISABLE TRIGGER expert_profiles_skill_codes`);
    await test.ownerDb.execute(sql`UPDATE expert_profiles SET skill_codes = '{}' WHERE user_id = ${user.id}`);
    await test.ownerDb.execute(sql`ALTER TABLE expert_profiles ENABLE TRIGGER expert_profiles_skill_codes`);
    expect((await codes(user.id)).stored).toEqual([]);

    await test.db.execute(sql.raw(backfill!));
    const filled = await codes(user.id);
    expect(filled.stored).toHaveLength(2);
    expect(filled.stored).toEqual(filled.expected);
  });
});

describe('public profiles and saved experts', () => {
  it('shows vetted experts only, without contact data', async () => {
    const expert = await vettedExpert();
    const waiting = await applicant();
    const response = await call('GET', `/api/experts/${expert.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.saved).toBeNull();
    expect(body.expert).toMatchObject({
      id: expert.id,
      fullName: 'Vera Vetted',
      skills: ['Financial Modelling', 'FP&A', 'Fundraising'],
    });
    expect(response.body).not.toContain(expert.email);
    expect(response.body).not.toContain('linkedin');
    expect(body.expert).not.toHaveProperty('vettingScore');
    expect((await call('GET', `/api/experts/${waiting.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/experts/${randomUUID()}`)).statusCode).toBe(404);
    // An address someone typed (/experts/xyz) is a profile that does not exist, so its page answers 404 too.
    const typed = await call('GET', '/api/experts/xyz');
    expect(typed.statusCode).toBe(404);
    expect(typed.json()).toEqual({ error: { code: 'experts.not_found', message: 'Expert not found' } });
  });

  it('keeps each client’s saved experts apart', async () => {
    const expert = await vettedExpert();
    const waiting = await applicant();
    const alice = await signedInUser(test);
    const bob = await signedInUser(test);

    expect((await call('PUT', `/api/saved-experts/${expert.id}`, alice.cookie)).json()).toEqual({ saved: true });
    expect((await call('PUT', `/api/saved-experts/${expert.id}`, alice.cookie)).statusCode).toBe(200);
    expect((await call('PUT', `/api/saved-experts/${waiting.id}`, alice.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/saved-experts/${expert.id}`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/saved-experts/${expert.id}`, expert.cookie)).statusCode).toBe(409);

    const aliceList = (await call('GET', '/api/saved-experts', alice.cookie)).json();
    expect(aliceList.experts.map((e: { id: string }) => e.id)).toEqual([expert.id]);
    expect(aliceList.experts[0]).toMatchObject({ fullName: 'Vera Vetted', hourlyMin: 9000 });
    expect((await call('GET', '/api/saved-experts', bob.cookie)).json().experts).toEqual([]);
    expect((await call('GET', `/api/experts/${expert.id}`, alice.cookie)).json().saved).toBe(true);
    expect((await call('GET', `/api/experts/${expert.id}`, bob.cookie)).json().saved).toBe(false);

    expect((await call('DELETE', `/api/saved-experts/${expert.id}`, alice.cookie)).json()).toEqual({ saved: false });
    expect((await call('GET', '/api/saved-experts', alice.cookie)).json().experts).toEqual([]);
  });
});

describe('asking for a saved expert on a brief', () => {
  const brief = (preferredExpertId: string | null) => ({
    contactName: 'Cara Client',
    contactEmail: `cara.${randomUUID().slice(0, 8)}@example.test`,
    structuredBrief: {
      goal: 'Cut month-end close from ten days to five within a quarter',
      context: 'A 60-person SaaS company in Manchester with one finance manager',
      constraints: 'Must keep Xero',
      budget_range: '5k-15k',
      timeline: '1-2-months',
      urgency: 'standard',
      expert_style: 'collaborative',
      interpretations: {},
      missing: [],
    },
    preferredExpertId,
  });
  const submit = async (cookie: string, body: object) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/briefs',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().briefId as string;
  };

  it('keeps a saved, vetted expert on the brief and passes it to the request; anyone else is dropped', async () => {
    const expert = await vettedExpert();
    const notSaved = await vettedExpert();
    const client = await signedInUser(test);
    await call('PUT', `/api/saved-experts/${expert.id}`, client.cookie);

    const kept = await submit(client.cookie, brief(expert.id));
    const dropped = await submit(client.cookie, brief(notSaved.id));
    const rows = async (id: string) => (await test.db.select().from(briefs).where(eq(briefs.id, id)))[0]!;
    expect((await rows(kept)).preferredExpertId).toBe(expert.id);
    expect((await rows(dropped)).preferredExpertId).toBeNull();

    // Through QA to the client's acceptance: the request carries the expert.
    const cookie = await admin();
    await test.app.services.briefProposals.generateProposal({ briefId: kept });
    await test.app.inject({
      method: 'POST',
      url: `/api/admin/briefs/${kept}/pass`,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    await test.app.services.briefProposals.releaseProposal({ briefId: kept });
    const accepted = await test.app.inject({
      method: 'POST',
      url: `/api/briefs/${kept}/accept`,
      headers: { cookie: client.cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [request] = await test.db.select().from(customizationRequests).where(eq(customizationRequests.briefId, kept));
    expect(request?.preferredExpertId).toBe(expert.id);
  });
});

describe('the service other modules use', () => {
  it('lists vetted match candidates sharing a term, best pre-score first, and summaries by user id', async () => {
    const tag = `Niche${randomUUID().slice(0, 8)}`;
    const strong = await vettedExpert(
      { skills: [tag, 'Python'], domains: ['Healthcare'], outcomeTags: ['Retention'] },
      'Sam Strong',
    );
    const weak = await vettedExpert({ skills: [tag], domains: ['Retail'], outcomeTags: [] }, 'Wes Weak');
    await applicant({ skills: [tag, 'Python'], domains: ['Healthcare'] });
    const experts = test.app.services.experts;

    const found = await experts.listMatchCandidates({
      skills: [tag.toUpperCase(), 'python'],
      domains: ['health care'],
      outcomeTags: [],
      limit: 50,
    });
    const ours = found.filter((e) => e.userId === strong.id || e.userId === weak.id);
    expect(ours.map((e) => e.fullName)).toEqual(['Sam Strong', 'Wes Weak']);
    expect(found.every((e) => e.status === 'vetted')).toBe(true);
    expect(ours[0]).toMatchObject({
      id: strong.id,
      kind: 'expert',
      skills: [tag, 'Python'],
      weeklyAvailabilityHours: 20,
      hourlyRate: { min: 9000, max: 15000 },
      locale: { country: 'GB', timeZone: 'Europe/London', languages: ['English', 'French'] },
      vettingScore: 0.8,
      deliveries: [],
    });

    // The prefilter: nobody sharing no term comes back, and the limit holds.
    const none = await experts.listMatchCandidates({
      skills: [`Absent${tag}`],
      domains: [],
      outcomeTags: [],
      limit: 50,
    });
    expect(none).toEqual([]);
    expect(await experts.listMatchCandidates({ skills: [tag], domains: [], outcomeTags: [], limit: 1 })).toHaveLength(
      1,
    );
    const any = await experts.listMatchCandidates({ skills: [], domains: [], outcomeTags: [], limit: 500 });
    expect(any.map((e) => e.userId)).toEqual(expect.arrayContaining([strong.id, weak.id]));
    expect(any.every((e) => e.status === 'vetted')).toBe(true);

    const summaries = await experts.summariesOf([strong.id, randomUUID()]);
    expect([...summaries.values()]).toEqual([
      {
        userId: strong.id,
        fullName: 'Sam Strong',
        headline: 'Fractional CFO for B2B SaaS scale-ups',
        ratingAverage: null,
        ratingCount: 0,
        completedProjects: 0,
      },
    ]);
    expect(await experts.isVetted(strong.id)).toBe(true);
    expect(await experts.statusOf(randomUUID())).toBeNull();
  });
});
