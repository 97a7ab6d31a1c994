import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseTerms } from '../../../shared/domain/matching';
import { customizationRequests, expertProfiles, matchInvitations } from '../../db/schema';
import { activityEntries } from '../../test/admin-activity';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signedInUser(test, { isAdmin: true, fullName: 'Inputs Admin' });
});
afterAll(() => test?.close());

const headers = (cookie?: string) => (cookie ? { cookie, origin: TEST_ORIGIN } : { origin: TEST_ORIGIN });
const edit = (requestId: string, payload: object, cookie?: string) =>
  test.app.inject({
    method: 'PUT',
    url: `/api/admin/matching/requests/${requestId}/inputs`,
    headers: headers(cookie),
    payload,
  });
const post = (url: string, cookie: string, payload: object = {}) =>
  test.app.inject({ method: 'POST', url, headers: headers(cookie), payload });

/** A vetted expert listing `skills` (a distinct name each, so a test's ranking is its own). */
async function expert(skills: string[]) {
  const person = await signedInUser(test, { fullName: `Inputs Expert ${randomUUID().slice(0, 6)}` });
  await test.db.insert(expertProfiles).values({
    userId: person.id,
    status: 'vetted',
    headline: 'Operations',
    bio: 'Warehouses and flow.',
    skills,
    domains: ['Logistics'],
    outcomeTags: [],
    skillTerms: normaliseTerms(skills),
    domainTerms: normaliseTerms(['Logistics']),
    outcomeTerms: [],
    yearsExperience: 8,
    hourlyMin: 6_000,
    hourlyMax: 9_000,
    weeklyHours: 20,
    country: 'GB',
    timeZone: 'Europe/London',
    languages: ['en'],
    vettingScore: 0.8,
  });
  return person;
}

/** A request opened from an accepted brief whose reading gave a wrong skill beside a right one. */
async function briefRequest() {
  const client = await signedInUser(test, { fullName: 'Inputs Client' });
  const { id } = await test.db.transaction((tx) =>
    test.app.services.requests.openFromBrief(
      {
        userId: client.id,
        briefId: randomUUID(),
        projectTitle: `Picking ${randomUUID().slice(0, 6)}`,
        baseTemplate: null,
        customRequirements: 'Goal: faster picking',
        budgetRange: '5k-15k',
        timelinePreference: '1-2-months',
        matching: {
          industry: 'Retail',
          requiredSkills: ['Lean', 'Notion'],
          skillSources: [
            { skill: 'Lean', sources: [{ field: 'goal', phrase: 'picking time' }] },
            { skill: 'Notion', sources: [{ field: 'context', phrase: 'Notion' }] },
          ],
          outcomeTags: ['Time Saved'],
          estimatedHours: 100,
          budgetMin: 500_000,
          budgetMax: 1_500_000,
          currency: 'gbp',
          sensitive: false,
        },
      },
      tx,
    ),
  );
  return { client, requestId: id };
}

const storedInputs = async (requestId: string) => {
  const [row] = await test.db.select().from(customizationRequests).where(eq(customizationRequests.id, requestId));
  return {
    skills: row!.requiredSkills,
    industry: row!.industry,
    outcomes: row!.outcomeTags,
    sources: row!.skillSources,
  };
};

describe('an admin edits a request’s matching inputs before computing', () => {
  it('saves vocabulary skills as profiles write them, keeps the sources of the kept ones, logs it; compute ranks by it', async () => {
    const unusual = `Kardex Vertical Lift ${randomUUID().slice(0, 4)}`;
    const { requestId } = await briefRequest();
    const warehouse = await expert(['Warehouse Operations', 'Lean']);

    const saved = await edit(
      requestId,
      {
        requiredSkills: ['Lean', 'warehouse management', ' lean '],
        industry: ' Logistics ',
        outcomeTags: ['Time Saved'],
      },
      admin.cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().request.inputs).toMatchObject({
      requiredSkills: ['Lean', 'Warehouse Operations'],
      industry: 'Logistics',
      outcomeTags: ['Time Saved'],
    });
    expect(saved.json().request.skillSources).toEqual([
      { skill: 'Lean', sources: [{ field: 'goal', phrase: 'picking time' }] },
    ]);
    expect(await activityEntries(test, 'matching.inputs_edited', requestId)).toMatchObject([
      {
        actorId: admin.id,
        summary: expect.stringContaining('skills Lean, Warehouse Operations; industry Logistics'),
        before: { requiredSkills: ['Lean', 'Notion'], industry: 'Retail', outcomeTags: ['Time Saved'] },
        after: { requiredSkills: ['Lean', 'Warehouse Operations'], industry: 'Logistics', outcomeTags: ['Time Saved'] },
      },
    ]);

    const computed = await post('/api/admin/matching/compute', admin.cookie, { requestId, forceRecompute: true });
    const first = computed.json().snapshot.candidates[0];
    expect(first.userId).toBe(warehouse.id);
    expect(first.skills.map((skill: { requested: string }) => skill.requested)).toEqual([
      'Lean',
      'Warehouse Operations',
    ]);

    // A skill outside the vocabulary is refused by name; an empty industry means none.
    const unknown = await edit(
      requestId,
      { requiredSkills: ['Lean', unusual], industry: '', outcomeTags: [] },
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'matching.unknown_skill' });
    expect(unknown.json().error.message).toContain(unusual);
    expect((await storedInputs(requestId)).skills).toEqual(['Lean', 'Warehouse Operations']);
    const cleared = await edit(requestId, { requiredSkills: ['Lean'], industry: '', outcomeTags: [] }, admin.cookie);
    expect(cleared.json().request.inputs).toMatchObject({ requiredSkills: ['Lean'], industry: null, outcomeTags: [] });
  });

  it('refuses a malformed body (400), anyone but an admin (401/403), an unknown request (404)', async () => {
    const { requestId, client } = await briefRequest();
    const body = { requiredSkills: ['Lean'], industry: 'Logistics', outcomeTags: [] };
    for (const bad of [
      { ...body, requiredSkills: [] },
      { ...body, requiredSkills: ['Lean', '  '] },
      { ...body, industry: 'x'.repeat(81) },
      { ...body, outcomeTags: Array.from({ length: 21 }, (_, i) => `Outcome ${i}`) },
      { requiredSkills: 'Lean', industry: 'Logistics', outcomeTags: [] },
    ])
      expect((await edit(requestId, bad, admin.cookie)).statusCode).toBe(400);
    const someExpert = await expert(['Lean']);
    expect((await edit(requestId, body, client.cookie)).statusCode).toBe(403);
    expect((await edit(requestId, body, someExpert.cookie)).statusCode).toBe(403);
    expect((await edit(requestId, body)).statusCode).toBe(401);
    expect((await edit(randomUUID(), body, admin.cookie)).statusCode).toBe(404);
    expect((await edit('not-an-id', body, admin.cookie)).statusCode).toBe(400);
    expect((await storedInputs(requestId)).skills).toEqual(['Lean', 'Notion']);
    expect(await activityEntries(test, 'matching.inputs_edited', requestId)).toEqual([]);
  });

  it('is refused once an expert has accepted an invitation (409)', async () => {
    const { requestId } = await briefRequest();
    const accepting = await expert(['Lean']);
    expect(
      (await post(`/api/admin/matching/requests/${requestId}/invitations`, admin.cookie, { userIds: [accepting.id] }))
        .statusCode,
    ).toBe(200);
    const body = { requiredSkills: ['Lean', 'Six Sigma'], industry: 'Retail', outcomeTags: [] };
    // Still pending: the inputs may change.
    expect((await edit(requestId, body, admin.cookie)).statusCode).toBe(200);
    const [invitation] = await test.db
      .select()
      .from(matchInvitations)
      .where(and(eq(matchInvitations.requestId, requestId), eq(matchInvitations.expertId, accepting.id)));
    expect((await post(`/api/expert/invitations/${invitation!.id}/accept`, accepting.cookie)).statusCode).toBe(200);

    const locked = await edit(requestId, { ...body, requiredSkills: ['Lean'] }, admin.cookie);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('matching.inputs_locked');
    expect((await storedInputs(requestId)).skills).toEqual(['Lean', 'Six Sigma']);
  });
});
