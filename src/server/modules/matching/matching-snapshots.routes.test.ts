import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchingSnapshots, matchInvitations } from '../../db/schema';
import { signedInUser } from '../../test/test-app';
import { test, admin, get, post, expert, inputs, briefRequest, compute, invite } from './matching.test-support';

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
