import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normaliseTerms } from '../../../shared/domain/matching';
import type { TExpertStatus } from '../../../shared/domain/experts';
import type { TRequestMatchingFields } from '../../../shared/domain/matching/request-inputs';
import type { TQuoteDraft } from '../../../shared/schemas/quotes';
import {
  customizationRequests,
  emailOutbox,
  expertProfiles,
  matchingSnapshots,
  matchInvitations,
  notifications,
  orders,
  projectParticipants,
  projects,
} from '../../db/schema';
import { sandboxWebhookSecret, signWebhookBody } from '../../providers/payments/sandbox/sandbox-payment-provider';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
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
const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  test.app.inject({ method: 'POST', url, headers: cookie ? headers(cookie) : { origin: TEST_ORIGIN }, payload });
const put = (url: string, cookie: string, payload: object) =>
  test.app.inject({ method: 'PUT', url, headers: headers(cookie), payload });

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A signed-in person with an expert profile in the given status, working in `skills`. */
async function expert(skills: string[], status: TExpertStatus = 'vetted', vettingScore = 0.8): Promise<Person> {
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

function inputs(skills: string[], overrides: Partial<TRequestMatchingFields> = {}): TRequestMatchingFields {
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
async function briefRequest(skills: string[], overrides: Partial<TRequestMatchingFields> = {}) {
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

/** A client buys the first pack through checkout and the (signed) sandbox webhook: its request opens. */
async function packRequest() {
  const client = await signedInUser(test, { fullName: 'Pack Client' });
  const [pack] = await test.app.services.catalog.listProducts();
  const created = await post('/api/payments/create-payment', client.cookie, { product_id: pack!.id });
  expect(created.statusCode).toBe(200);
  const sessionId = new URL(created.json().url as string).pathname.split('/').pop()!;
  const [order] = await test.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const body = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        client_reference_id: order!.id,
        metadata: { order_id: order!.id },
        amount_total: order!.amount,
        currency: order!.currency,
      },
    },
  });
  const secret = sandboxWebhookSecret('test-secret-'.padEnd(40, 'x'));
  const hook = await test.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signWebhookBody(body, secret) },
    payload: body,
  });
  expect(hook.statusCode).toBe(200);
  const [request] = await test.db
    .select()
    .from(customizationRequests)
    .where(eq(customizationRequests.orderId, order!.id));
  return { client, pack: pack!, request: request!, projectId: request!.projectId! };
}

const compute = (requestId: string, forceRecompute = true, cookie = admin.cookie) =>
  post('/api/admin/matching/compute', cookie, { requestId, forceRecompute });
const invite = (requestId: string, userIds: string[], cookie = admin.cookie) =>
  post(`/api/admin/matching/requests/${requestId}/invitations`, cookie, { userIds });

async function invitationOf(requestId: string, expertId: string) {
  const [row] = await test.db
    .select()
    .from(matchInvitations)
    .where(and(eq(matchInvitations.requestId, requestId), eq(matchInvitations.expertId, expertId)));
  return row!;
}

function draft(amounts: number[]): TQuoteDraft {
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

describe('snapshots (compute-matching)', () => {
  it('only vetted experts are matched; force_recompute adds a snapshot, otherwise the newest is returned', async () => {
    const skills = ['Zephyr Analytics', 'HubSpot'];
    const vetted = await expert(skills, 'vetted', 0.9);
    const vetted2 = await expert(skills, 'vetted', 0.6);
    const applied = await expert(skills, 'applied');
    const suspended = await expert(skills, 'suspended');
    const rejected = await expert(skills, 'rejected');
    const { requestId } = await briefRequest(skills);
    // The request's first shortlist is computed in the background as it opens; once it is there, the admin's
    // computations below are the only writers (otherwise it could land after them and be the newest).
    await expect
      .poll(
        async () =>
          (await test.db.select().from(matchingSnapshots).where(eq(matchingSnapshots.requestId, requestId))).length,
      )
      .toBe(1);

    const first = await compute(requestId);
    expect(first.statusCode).toBe(200);
    const ids = first.json().snapshot.candidates.map((c: { userId: string }) => c.userId);
    expect(ids).toContain(vetted.id);
    expect(ids).toContain(vetted2.id);
    for (const excluded of [applied, suspended, rejected]) expect(ids).not.toContain(excluded.id);
    const top = first.json().snapshot.candidates[0];
    expect(top.userId).toBe(vetted.id);
    expect(top.score).toBeGreaterThan(0);
    expect(top.score).toBeLessThanOrEqual(1);
    expect(Object.keys(top.breakdown)).toEqual([
      'skills',
      'domain',
      'outcomes',
      'availability',
      'locale',
      'price',
      'vetting',
      'history',
    ]);
    expect(top.profile).toMatchObject({ headline: 'CRM and revenue operations', priceRange: '£60-£90/hr' });
    expect(first.json()).toMatchObject({ computed: true, message: 'Matching computed' });

    const again = await compute(requestId, false);
    expect(again.json()).toMatchObject({ computed: false });
    expect(again.json().snapshot.id).toBe(first.json().snapshot.id);
    const forced = await compute(requestId, true);
    expect(forced.json().snapshot.id).not.toBe(first.json().snapshot.id);
    const stored = await test.db.select().from(matchingSnapshots).where(eq(matchingSnapshots.requestId, requestId));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const newest = await get(`/api/admin/matching/requests/${requestId}/snapshot`, admin.cookie);
    expect(newest.json().snapshot.id).toBe(forced.json().snapshot.id);
  });

  it('keeps the expert the client asked for, flagged, even outside the top ten, with their own score', async () => {
    const skills = ['Preferred Skill'];
    const strong = await Promise.all(Array.from({ length: 11 }, () => expert(skills, 'vetted', 0.9)));
    // Shares no term with the request: the SQL prefilter would not even hand them to the engine.
    const asked = await expert(['Unrelated Craft'], 'vetted', 0.1);
    const client = await signedInUser(test, { fullName: 'Preferring Client' });
    const { id: requestId } = await test.db.transaction((tx) =>
      test.app.services.requests.openFromBrief(
        {
          userId: client.id,
          briefId: randomUUID(),
          projectTitle: `Preferred ${randomUUID().slice(0, 6)}`,
          baseTemplate: null,
          customRequirements: 'Goal: one CRM',
          budgetRange: '5k-15k',
          timelinePreference: '1-2-months',
          matching: inputs(skills),
          preferredExpertId: asked.id,
        },
        tx,
      ),
    );
    const candidates = (await compute(requestId)).json().snapshot.candidates as {
      userId: string;
      score: number;
      reason: string;
      requestedByClient: boolean;
    }[];
    expect(candidates).toHaveLength(11);
    const last = candidates.at(-1)!;
    expect(last).toMatchObject({ userId: asked.id, requestedByClient: true });
    expect(last.reason).toMatch(/^Requested by the client\. /);
    expect(last.score).toBeLessThan(Math.min(...candidates.slice(0, 10).map((c) => c.score)));
    expect(candidates.slice(0, 10).every((c) => !c.requestedByClient && strong.some((e) => e.id === c.userId))).toBe(
      true,
    );
  });

  it('a request that opens gets its first snapshot from a background job', async () => {
    // The second skill is one the expert lacks: its relation is null, which the declared schema must allow.
    const skills = ['Quillbot Ops', 'Unheard-of Craft'];
    const vetted = await expert(skills.slice(0, 1));
    const { requestId } = await briefRequest(skills);
    await expect
      .poll(
        async () =>
          (await test.db.select().from(matchingSnapshots).where(eq(matchingSnapshots.requestId, requestId))).length,
        { timeout: 15_000, interval: 250 },
      )
      .toBeGreaterThan(0);
    const opened = await get(`/api/admin/matching/requests/${requestId}`, admin.cookie);
    const row = opened.json().request;
    const candidate = row.snapshot.candidates.find((c: { userId: string }) => c.userId === vetted.id);
    expect(candidate.skills).toContainEqual(expect.objectContaining({ requested: 'Unheard-of Craft', relation: null }));
    expect(row.inputs.requiredSkills).toEqual(skills);
    expect(opened.json().shortlistSize).toBe(3);

    // The list sends a summary of the same request: its candidates' count and best score, not the candidates.
    const listed = (await get('/api/admin/matching/requests', admin.cookie)).json();
    expect(listed).toMatchObject({ page: 1, pageSize: 20, shortlistSize: 3 });
    const summary = listed.requests.find((r: { id: string }) => r.id === requestId);
    expect(summary).toEqual({
      id: requestId,
      projectTitle: row.projectTitle,
      origin: 'brief',
      status: row.status,
      clientName: row.clientName,
      createdAt: row.createdAt,
      candidateCount: row.snapshot.candidates.length,
      bestScore: row.snapshot.candidates[0]?.score ?? null,
      invitations: { total: 0, pending: 0, accepted: 0 },
    });
  });

  it('an unknown request is 404', async () => {
    expect((await compute(randomUUID())).statusCode).toBe(404);
    expect((await get(`/api/admin/matching/requests/${randomUUID()}`, admin.cookie)).statusCode).toBe(404);
  });

  it('lists open requests a page at a time, newest first, with their total', async () => {
    const skills = ['Paging Craft'];
    const older = await briefRequest(skills);
    const newer = await briefRequest(skills);
    const first = (await get('/api/admin/matching/requests?pageSize=1', admin.cookie)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.requests.map((r: { id: string }) => r.id)).toEqual([newer.requestId]);
    const second = (await get('/api/admin/matching/requests?pageSize=1&page=2', admin.cookie)).json();
    expect(second.requests.map((r: { id: string }) => r.id)).toEqual([older.requestId]);
    expect(second.total).toBe(first.total);
    expect(first.total).toBeGreaterThanOrEqual(2);
    for (const query of ['pageSize=51', 'pageSize=0', 'page=0', 'page=x'])
      expect((await get(`/api/admin/matching/requests?${query}`, admin.cookie)).statusCode, query).toBe(400);
  });
});

describe('admin-only routes', () => {
  it('refuse clients and experts (403) and visitors (401)', async () => {
    const skills = ['Admin Only Skill'];
    const someone = await expert(skills);
    const { requestId, client } = await briefRequest(skills);
    for (const cookie of [client.cookie, someone.cookie]) {
      expect((await get('/api/admin/matching/requests', cookie)).statusCode).toBe(403);
      expect((await get(`/api/admin/matching/requests/${requestId}`, cookie)).statusCode).toBe(403);
      expect((await compute(requestId, true, cookie)).statusCode).toBe(403);
      expect((await get(`/api/admin/matching/requests/${requestId}/snapshot`, cookie)).statusCode).toBe(403);
      expect((await invite(requestId, [someone.id], cookie)).statusCode).toBe(403);
      expect((await get('/api/admin/matching/performance', cookie)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/matching/requests')).statusCode).toBe(401);
    expect((await post('/api/admin/matching/compute', undefined, { requestId })).statusCode).toBe(401);
    expect(await test.db.select().from(matchInvitations).where(eq(matchInvitations.requestId, requestId))).toEqual([]);
  });
});

describe('invitations', () => {
  it('go to vetted experts only, at most the shortlist size, once each; the expert is notified and e-mailed a link', async () => {
    const skills = ['Invite Skill'];
    const [a, b, c, d] = await Promise.all([expert(skills), expert(skills), expert(skills), expert(skills)]);
    const applicant = await expert(skills, 'applied');
    const { requestId } = await briefRequest(skills);

    expect((await invite(requestId, [a.id, b.id, c.id, d.id])).statusCode).toBe(400);
    expect((await invite(requestId, [a.id, applicant.id])).json().error.code).toBe('matching.not_vetted');

    const sent = await invite(requestId, [a.id, b.id]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ invitationsSent: 2 });
    expect(await activityEntries(test, 'matching.invitations_sent', requestId)).toMatchObject([
      { actorId: admin.id, summary: expect.stringMatching(/^Invited 2 experts to /) },
    ]);
    expect((await invite(requestId, [a.id])).json().error.code).toBe('matching.already_invited');

    const invitation = await invitationOf(requestId, a.id);
    expect(invitation.status).toBe('pending');
    const hours = (invitation.expiresAt.getTime() - invitation.sentAt.getTime()) / 3_600_000;
    expect(hours).toBe(24);
    const [note] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.type, 'invitation_received')));
    expect(note!.relatedId).toBe(invitation.id);
    const [mail] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, a.email));
    expect(mail!.text).toContain(`/expert/invitations/${invitation.id}`);

    // The opened request lists them, the list counts them; a recompute no longer offers them.
    const row = (await get(`/api/admin/matching/requests/${requestId}`, admin.cookie)).json().request;
    expect(row.invitations.map((i: { userId: string }) => i.userId).sort()).toEqual([a.id, b.id].sort());
    const listed = (await get('/api/admin/matching/requests', admin.cookie)).json();
    expect(listed.requests.find((r: { id: string }) => r.id === requestId).invitations).toEqual({
      total: 2,
      pending: 2,
      accepted: 0,
    });
    const recomputed = (await compute(requestId)).json().snapshot.candidates.map((x: { userId: string }) => x.userId);
    expect(recomputed).not.toContain(a.id);
    expect(recomputed).toContain(c.id);
  });

  it('an expert sees only their own invitations: anybody else gets 404', async () => {
    const skills = ['Own Invitation Skill'];
    const [mine, other] = await Promise.all([expert(skills), expert(skills)]);
    const { requestId, client } = await briefRequest(skills);
    await invite(requestId, [mine.id]);
    const invitation = await invitationOf(requestId, mine.id);

    const list = await get('/api/expert/invitations', mine.cookie);
    expect(list.json().invitations.map((i: { id: string }) => i.id)).toEqual([invitation.id]);
    expect(list.json().invitations[0].request).toMatchObject({ id: requestId, origin: 'brief', budgetRange: '5k-15k' });
    expect((await get('/api/expert/invitations', other.cookie)).json().invitations).toEqual([]);

    for (const cookie of [other.cookie, client.cookie]) {
      expect((await get(`/api/expert/invitations/${invitation.id}`, cookie)).statusCode).toBe(404);
      expect((await post(`/api/expert/invitations/${invitation.id}/accept`, cookie)).statusCode).toBe(404);
      expect((await post(`/api/expert/invitations/${invitation.id}/decline`, cookie, { reason: 'x' })).statusCode).toBe(
        404,
      );
    }
    expect((await get(`/api/expert/invitations/${invitation.id}`, mine.cookie)).statusCode).toBe(200);
    expect((await invitationOf(requestId, mine.id)).status).toBe('pending');
  });

  it('decline needs a reason; once the last pending one is answered, admins are asked to invite more', async () => {
    const skills = ['Decline Skill'];
    const [a, b] = await Promise.all([expert(skills), expert(skills)]);
    const { requestId } = await briefRequest(skills);
    await invite(requestId, [a.id, b.id]);
    const ia = await invitationOf(requestId, a.id);
    const ib = await invitationOf(requestId, b.id);

    expect((await post(`/api/expert/invitations/${ia.id}/decline`, a.cookie, { reason: '  ' })).statusCode).toBe(400);
    const declined = await post(`/api/expert/invitations/${ia.id}/decline`, a.cookie, { reason: 'Fully booked' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'Fully booked', canQuote: false });
    const exhausted = () =>
      test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'invitations_exhausted'), eq(notifications.relatedId, requestId)));
    expect(await exhausted()).toEqual([]);
    expect((await post(`/api/expert/invitations/${ia.id}/accept`, a.cookie)).json().error.code).toBe(
      'matching.invitation_answered',
    );

    // The other one lapses: the sweep expires it and tells the admins.
    await test.db
      .update(matchInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(matchInvitations.id, ib.id));
    expect((await post(`/api/expert/invitations/${ib.id}/accept`, b.cookie)).json().error.code).toBe(
      'matching.invitation_expired',
    );
    await test.app.services.matching.sweepInvitations();
    expect((await invitationOf(requestId, b.id)).status).toBe('expired');
    const notes = await exhausted();
    expect(notes.map((note) => note.userId)).toContain(admin.id);
    expect(notes[0]!.title).toBe('Invite more experts');
  });
});

describe('agencies', () => {
  it('an owner’s candidate carries their agency; inviting it as the agency records agency_id; the owner sees “on behalf of”', async () => {
    const skills = ['Agency Skill'];
    const [owner, solo] = await Promise.all([expert(skills), expert(skills)]);
    const created = await post('/api/agencies', owner.cookie, { name: 'Pipeline Partners', description: 'RevOps' });
    expect(created.statusCode).toBe(201);
    const agencyId = created.json().id as string;
    const { requestId } = await briefRequest(skills);

    const candidates = (await compute(requestId)).json().snapshot.candidates as {
      userId: string;
      agency: { id: string; name: string } | null;
    }[];
    expect(candidates.find((c) => c.userId === owner.id)?.agency).toMatchObject({
      id: agencyId,
      name: 'Pipeline Partners',
    });
    expect(candidates.find((c) => c.userId === solo.id)?.agency).toBeNull();

    // Only an agency owner can be invited as an agency.
    const refused = await post(`/api/admin/matching/requests/${requestId}/invitations`, admin.cookie, {
      userIds: [solo.id],
      asAgency: [solo.id],
    });
    expect(refused.json().error.code).toBe('matching.no_agency');

    const sent = await post(`/api/admin/matching/requests/${requestId}/invitations`, admin.cookie, {
      userIds: [owner.id, solo.id],
      asAgency: [owner.id],
    });
    expect(sent.json()).toEqual({ invitationsSent: 2 });
    const invitation = await invitationOf(requestId, owner.id);
    expect(invitation.agencyId).toBe(agencyId);
    expect((await invitationOf(requestId, solo.id)).agencyId).toBeNull();
    const [note] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'invitation_received')));
    expect(note!.message).toContain('on behalf of Pipeline Partners');

    const mine = (await get('/api/expert/invitations', owner.cookie)).json().invitations;
    expect(mine[0]).toMatchObject({ id: invitation.id, agency: { id: agencyId, name: 'Pipeline Partners' } });
    expect((await get(`/api/expert/invitations/${invitation.id}`, owner.cookie)).json().agency).toEqual({
      id: agencyId,
      name: 'Pipeline Partners',
    });
    const soloInvitation = (await get('/api/expert/invitations', solo.cookie)).json().invitations[0];
    expect(soloInvitation.agency).toBeNull();

    const row = (await get(`/api/admin/matching/requests/${requestId}`, admin.cookie)).json().request;
    const names = Object.fromEntries(
      row.invitations.map((i: { userId: string; agencyName: string | null }) => [i.userId, i.agencyName]),
    );
    expect(names).toEqual({ [owner.id]: 'Pipeline Partners', [solo.id]: null });

    // Accepting: the owner accepts for the agency and may quote, as an expert would.
    const accepted = await post(`/api/expert/invitations/${invitation.id}/accept`, owner.cookie);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      canQuote: true,
      agency: { name: 'Pipeline Partners' },
    });
  });
});

describe('expert quotes', () => {
  it('only after accepting: not invited is 404, pending or declined 409; then the same threshold gate and limits', async () => {
    const skills = ['Quote Skill'];
    const [invited, decliner, stranger] = await Promise.all([expert(skills), expert(skills), expert(skills)]);
    const { requestId, client } = await briefRequest(skills);
    await compute(requestId);
    await invite(requestId, [invited.id, decliner.id]);
    const quote = (cookie: string, amounts = [300_000, 300_000]) =>
      post(`/api/expert/requests/${requestId}/quotes`, cookie, draft(amounts));

    expect((await quote(stranger.cookie)).statusCode).toBe(404);
    expect((await quote(invited.cookie)).json().error.code).toBe('matching.invitation_not_accepted');
    const declinedInvitation = await invitationOf(requestId, decliner.id);
    await post(`/api/expert/invitations/${declinedInvitation.id}/decline`, decliner.cookie, { reason: 'No' });
    expect((await quote(decliner.cookie)).json().error.code).toBe('matching.invitation_not_accepted');

    const invitation = await invitationOf(requestId, invited.id);
    const accepted = await post(`/api/expert/invitations/${invitation.id}/accept`, invited.cookie);
    expect(accepted.json()).toMatchObject({ status: 'accepted', canQuote: true, projectId: null });

    // £6,000 is above the £5,000 threshold: it waits for an admin, hidden from the client.
    const created = await quote(invited.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending_admin_review', createdBy: invited.id });
    expect(created.json().client).toBeUndefined();
    const quoteId = created.json().id as string;
    expect((await quote(invited.cookie)).json().error.code).toBe('quotes.already_quoting');

    // Nobody but its author (and admins) sees the unsent quote.
    expect((await get(`/api/quotes/${quoteId}`, client.cookie)).statusCode).toBe(404);
    expect((await get('/api/quotes', client.cookie)).json().quotes).toEqual([]);
    expect((await get(`/api/requests/${requestId}/quotes`, client.cookie)).json().quotes).toEqual([]);
    expect((await get(`/api/expert/quotes/${quoteId}`, stranger.cookie)).statusCode).toBe(404);
    expect((await put(`/api/expert/quotes/${quoteId}`, stranger.cookie, draft([100_000]))).statusCode).toBe(404);
    expect((await get('/api/expert/quotes', stranger.cookie)).json().quotes).toEqual([]);
    expect((await get('/api/expert/quotes', invited.cookie)).json().quotes.map((q: { id: string }) => q.id)).toEqual([
      quoteId,
    ]);

    // Admin holds it; the expert revises below the threshold and it goes out to the client.
    expect((await post(`/api/admin/quotes/${quoteId}/hold`, admin.cookie)).statusCode).toBe(200);
    const revised = await put(`/api/expert/quotes/${quoteId}`, invited.cookie, draft([200_000]));
    expect(revised.json()).toMatchObject({ status: 'sent', totalAmount: 200_000 });

    // The client sees who will deliver, approves, and the expert is on the project's team.
    const seen = await get(`/api/quotes/${quoteId}`, client.cookie);
    expect(seen.json().expert).toMatchObject({
      userId: invited.id,
      headline: 'CRM and revenue operations',
      ratingAverage: 4.6,
      completedProjects: 4,
    });
    const approved = await post(`/api/quotes/${quoteId}/approve`, client.cookie, {});
    expect(approved.statusCode).toBe(200);
    const project = await get(`/api/projects/${approved.json().projectId}`, client.cookie);
    const freelancer = project.json().participants.find((p: { role: string }) => p.role === 'freelancer');
    expect(freelancer).toMatchObject({ userId: invited.id, expert: { headline: 'CRM and revenue operations' } });
    expect(
      (await get('/api/expert/projects', invited.cookie)).json().projects.map((p: { id: string }) => p.id),
    ).toEqual([approved.json().projectId]);
  });

  it('approving a quote closes the request’s pending invitations in the same transaction and tells those experts', async () => {
    const skills = ['Closing Skill'];
    const [quoting, waiting] = await Promise.all([expert(skills), expert(skills)]);
    const { requestId, client } = await briefRequest(skills);
    await compute(requestId);
    await invite(requestId, [quoting.id, waiting.id]);
    const accepted = await invitationOf(requestId, quoting.id);
    await post(`/api/expert/invitations/${accepted.id}/accept`, quoting.cookie);
    const created = await post(`/api/expert/requests/${requestId}/quotes`, quoting.cookie, draft([200_000]));
    expect(created.json().status).toBe('sent');
    // The invitation window holds quotes back until invited experts could answer; open it for the client.
    await test.db
      .update(customizationRequests)
      .set({ invitationWindowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(customizationRequests.id, requestId));

    const approved = await post(`/api/quotes/${created.json().id}/approve`, client.cookie, {});
    expect(approved.statusCode).toBe(200);

    const closed = await invitationOf(requestId, waiting.id);
    expect(closed.status).toBe('expired');
    expect(closed.respondedAt).not.toBeNull();
    expect((await invitationOf(requestId, quoting.id)).status).toBe('accepted');
    const [note] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, waiting.id), eq(notifications.type, 'invitation_closed')));
    expect(note).toMatchObject({ relatedId: closed.id, title: 'Invitation closed' });
    expect(note!.message).toContain('approved a quote');
    const seen = await get(`/api/expert/invitations/${closed.id}`, waiting.cookie);
    expect(seen.json()).toMatchObject({ status: 'expired', canQuote: false });
  });

  it('max_quotes_per_request counts expert quotes with the admins’', async () => {
    await test.app.services.settings.update(
      'min_quotes_before_presenting',
      { value: 1 },
      { userId: admin.id, email: admin.email, ip: null },
    );
    await test.app.services.settings.update(
      'max_quotes_per_request',
      { value: 1 },
      { userId: admin.id, email: admin.email, ip: null },
    );
    const skills = ['Limit Skill'];
    const person = await expert(skills);
    const { requestId } = await briefRequest(skills);
    expect((await post(`/api/admin/requests/${requestId}/quotes`, admin.cookie, draft([100_000]))).statusCode).toBe(
      201,
    );
    await invite(requestId, [person.id]);
    const invitation = await invitationOf(requestId, person.id);
    await post(`/api/expert/invitations/${invitation.id}/accept`, person.cookie);
    const refused = await post(`/api/expert/requests/${requestId}/quotes`, person.cookie, draft([100_000]));
    expect(refused.json().error.code).toBe('quotes.limit_reached');
  });
});

describe('pack orders', () => {
  it('the pack’s request carries its tags and price; accepting assigns the expert, activates the project, tells the client', async () => {
    const { client, pack, request, projectId } = await packRequest();
    expect(request.requiredSkills).toEqual(pack.tags);
    expect(request.budgetMax).toBe(pack.basePrice);
    const person = await expert(pack.tags);
    const other = await expert(pack.tags);
    await invite(request.id, [person.id, other.id]);
    const invitation = await invitationOf(request.id, person.id);

    // A pack is fixed-price: no quote.
    const accepted = await post(`/api/expert/invitations/${invitation.id}/accept`, person.cookie);
    expect(accepted.json()).toMatchObject({ status: 'accepted', canQuote: false, projectId });
    const [project] = await test.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.status).toBe('active');
    const team = await test.db.select().from(projectParticipants).where(eq(projectParticipants.projectId, projectId));
    expect(team.filter((p) => p.role === 'freelancer').map((p) => p.userId)).toEqual([person.id]);
    const [told] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'expert_assigned')));
    expect(told!.message).toContain('CRM and revenue operations');
    expect(told!.relatedId).toBe(projectId);
    expect((await invitationOf(request.id, other.id)).status).toBe('expired');
    const quote = await post(`/api/expert/requests/${request.id}/quotes`, person.cookie, draft([100_000]));
    expect(quote.json().error.code).toBe('quotes.request_not_open');
  });

  it('two experts accepting at the same moment: exactly one becomes the freelancer', async () => {
    const { request, projectId } = await packRequest();
    const experts = await Promise.all([expert(['Race']), expert(['Race']), expert(['Race'])]);
    await invite(
      request.id,
      experts.map((person) => person.id),
    );
    const invitations = await Promise.all(experts.map((person) => invitationOf(request.id, person.id)));
    const answers = await Promise.all(
      experts.flatMap((person, index) => [
        post(`/api/expert/invitations/${invitations[index]!.id}/accept`, person.cookie),
        post(`/api/expert/invitations/${invitations[index]!.id}/accept`, person.cookie),
      ]),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const team = await test.db.select().from(projectParticipants).where(eq(projectParticipants.projectId, projectId));
    expect(team.filter((p) => p.role === 'freelancer')).toHaveLength(1);
    const statuses = (await test.db.select().from(matchInvitations).where(eq(matchInvitations.requestId, request.id)))
      .map((row) => row.status)
      .sort();
    expect(statuses).toEqual(['accepted', 'expired', 'expired']);
  });
});

describe('a pack project cancelled while it waits for its expert', () => {
  const CANCELLED = "This request's project was cancelled: it is closed.";
  const REASON = 'The client asked for their money back before work began.';
  const cancel = (projectId: string) => post(`/api/projects/${projectId}/cancel`, admin.cookie, { reason: REASON });
  const openIds = async (url: string) =>
    ((await get(url, admin.cookie)).json().requests as { id: string }[]).map((row) => row.id);

  it('closes its request: invitations expire and their experts are told; accepting and inviting are refused; it leaves the open lists', async () => {
    const { client, request, projectId, pack } = await packRequest();
    const clientSees = async () =>
      ((await get('/api/requests', client.cookie)).json().requests as { id: string; projectCancelled: boolean }[]).find(
        (row) => row.id === request.id,
      );
    expect(await clientSees()).toMatchObject({ projectCancelled: false });
    const invited = [await expert(pack.tags), await expert(pack.tags)];
    await invite(
      request.id,
      invited.map((person) => person.id),
    );
    expect(await openIds('/api/admin/requests')).toContain(request.id);
    expect(await openIds('/api/admin/matching/requests')).toContain(request.id);

    const cancelled = await cancel(projectId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    for (const person of invited) {
      const invitation = await invitationOf(request.id, person.id);
      expect(invitation.status).toBe('expired');
      const told = await test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, person.id), eq(notifications.type, 'invitation_closed')));
      expect(told.map((note) => [note.title, note.message, note.relatedId])).toEqual([
        ['Invitation closed', `"${request.projectTitle}" was cancelled, so your invitation is closed.`, invitation.id],
      ]);
      // The expert's page no longer offers to accept it, and accepting anyway says why.
      expect((await get(`/api/expert/invitations/${invitation.id}`, person.cookie)).json().status).toBe('expired');
      const accepted = await post(`/api/expert/invitations/${invitation.id}/accept`, person.cookie);
      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().error).toEqual({ code: 'matching.project_cancelled', message: CANCELLED });
    }
    const [project] = await test.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.status).toBe('cancelled');

    const late = await invite(request.id, [(await expert(pack.tags)).id]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'matching.project_cancelled', message: CANCELLED });
    expect(
      await test.db.select().from(matchInvitations).where(eq(matchInvitations.requestId, request.id)),
    ).toHaveLength(2);

    expect(await openIds('/api/admin/requests')).not.toContain(request.id);
    expect(await openIds('/api/admin/matching/requests')).not.toContain(request.id);
    expect((await get(`/api/admin/matching/requests/${request.id}`, admin.cookie)).statusCode).toBe(404);
    const detail = await get(`/api/admin/requests/${request.id}`, admin.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().request).toMatchObject({ id: request.id, origin: 'order', projectCancelled: true });
    // The client's own list says so too, rather than the status the request had reached.
    expect(await clientSees()).toMatchObject({ status: 'new', projectCancelled: true });
    const exhausted = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'invitations_exhausted'), eq(notifications.relatedId, request.id)));
    expect(exhausted).toHaveLength(0);
  });

  it('an expert accepting while the project is cancelled: both finish, and the outcome is one or the other', async () => {
    for (let round = 0; round < 2; round++) {
      const { request, projectId, pack } = await packRequest();
      const person = await expert(pack.tags);
      await invite(request.id, [person.id]);
      const invitation = await invitationOf(request.id, person.id);
      const [accepted, cancelled] = await Promise.all([
        post(`/api/expert/invitations/${invitation.id}/accept`, person.cookie),
        cancel(projectId),
      ]);
      // An admin may cancel an active project too, so cancelling always applies; accepting applies only before it.
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const status = (await invitationOf(request.id, person.id)).status;
      if (accepted.statusCode === 200) expect(status).toBe('accepted');
      else {
        expect(accepted.json().error).toEqual({ code: 'matching.project_cancelled', message: CANCELLED });
        expect(status).toBe('expired');
      }
    }
  });
});

describe('performance', () => {
  it('reports acceptance, time to first quote, win rates and the chosen expert against the shortlist', async () => {
    const response = await get('/api/admin/matching/performance', admin.cookie);
    expect(response.statusCode).toBe(200);
    const figures = response.json();
    expect(figures.invitations.sent).toBeGreaterThan(0);
    expect(figures.invitations.accepted).toBeGreaterThan(0);
    expect(figures.invitations.acceptanceRate).toBeGreaterThan(0);
    expect(figures.invitations.acceptanceRate).toBeLessThan(1);
    expect(figures.timeToFirstQuote.requests).toBeGreaterThan(0);
    expect(figures.winRateByExpert.some((row: { approved: number }) => row.approved === 1)).toBe(true);
    expect(figures.chosenVsShortlist.requests).toBeGreaterThan(0);
  });
});

describe('learning from the admin', () => {
  it('an admin marks a shortlisted candidate not a fit with a reason: shown on the request, logged, counted', async () => {
    const skills = ['Quillwork Sync', 'HubSpot'];
    const strong = await expert(skills, 'vetted', 0.95);
    const weaker = await expert(['Quillwork Sync'], 'vetted', 0.6);
    const { requestId } = await briefRequest(skills);
    expect((await compute(requestId)).statusCode).toBe(200);
    const before = (await get('/api/admin/matching/performance', admin.cookie)).json();
    const url = `/api/admin/matching/requests/${requestId}/not-a-fit`;

    const someone = await signedInUser(test);
    expect((await post(url, someone.cookie, { userId: strong.id, reason: 'Too senior' })).statusCode).toBe(403);
    expect((await post(url, admin.cookie, { userId: strong.id, reason: '   ' })).statusCode).toBe(400);
    const stranger = await signedInUser(test);
    const notShortlisted = await post(url, admin.cookie, { userId: stranger.id, reason: 'Unknown' });
    expect(notShortlisted.statusCode).toBe(404);
    expect(notShortlisted.json().error.code).toBe('matching.candidate_not_found');

    expect((await post(url, admin.cookie, { userId: strong.id, reason: 'Only did HubSpot for B2C' })).statusCode).toBe(
      200,
    );
    // Marking again replaces the reason; still one mark.
    expect((await post(url, admin.cookie, { userId: strong.id, reason: 'HubSpot for B2C only' })).statusCode).toBe(200);
    const row = (await get(`/api/admin/matching/requests/${requestId}`, admin.cookie)).json().request;
    expect(row.notAFit).toEqual([{ userId: strong.id, reason: 'HubSpot for B2C only', markedAt: expect.any(String) }]);
    expect(await activityEntries(test, 'matching.marked_not_a_fit', requestId)).toHaveLength(2);

    const after = (await get('/api/admin/matching/performance', admin.cookie)).json();
    expect(after.notAFit.marks).toBe(before.notAFit.marks + 1);
    // The strongest candidate was the engine's first choice: the mark says so.
    expect(after.notAFit.recent[0]).toMatchObject({ reason: 'HubSpot for B2C only', rank: 1 });

    // Inviting the engine's first choice counts as one; the second choice does not.
    await invite(requestId, [weaker.id]);
    const withSecond = (await get('/api/admin/matching/performance', admin.cookie)).json();
    expect(withSecond.engineFirstChoice.invitations).toBe(after.engineFirstChoice.invitations + 1);
    expect(withSecond.engineFirstChoice.firstChoice).toBe(after.engineFirstChoice.firstChoice);
    await invite(requestId, [strong.id]);
    const withFirst = (await get('/api/admin/matching/performance', admin.cookie)).json();
    expect(withFirst.engineFirstChoice.firstChoice).toBe(after.engineFirstChoice.firstChoice + 1);
  });
});
