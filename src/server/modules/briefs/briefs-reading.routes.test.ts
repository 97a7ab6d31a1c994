import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, signedInUser } from '../../test/test-app';
import { createBriefLinkTokens } from './brief-link-token';
import {
  test,
  TEST_SECRET,
  COMPLETE_BRIEF,
  VAGUE_BRIEF,
  get,
  send,
  submission,
  submit,
  rowOf,
  proposalJobs,
  latestMailTo,
  tokenIn,
} from './briefs.test-support';

describe('reading a brief', () => {
  it('a guest needs the secure link: without it, with a wrong, foreign or expired token the brief is not found', async () => {
    const input = submission();
    const { briefId } = await submit(input);
    const token = tokenIn((await latestMailTo(input.contactEmail))!.text)!;

    const opened = await get(`/api/briefs/${briefId}?token=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ access: 'token', can: { accept: false, complete: false, archive: false } });
    expect(opened.json().brief).toMatchObject({
      id: briefId,
      status: 'submitted',
      contactEmail: input.contactEmail,
      proposal: null,
    });

    const other = await submit();
    const tokens = createBriefLinkTokens(TEST_SECRET);
    const expired = createBriefLinkTokens(TEST_SECRET, { now: () => Date.now() - 15 * 24 * 3600 * 1000 }).sign(briefId);
    const forged = createBriefLinkTokens('another-secret-of-more-than-32-chars').sign(briefId);
    for (const bad of ['', token.slice(0, -2) + 'xx', tokens.sign(other.briefId), expired, forged]) {
      const response = await get(`/api/briefs/${briefId}?token=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().error.code).toBe('briefs.not_found');
    }
    expect((await get(`/api/briefs/${briefId}`)).statusCode).toBe(404);
    // The token reads; it does not act or show the raw record.
    expect((await get(`/api/briefs/${briefId}/raw`)).statusCode).toBe(401);
  });

  it('the owner and admins read it; another client gets 404 everywhere', async () => {
    const owner = await signedInUser(test);
    const stranger = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const { briefId } = await submit({ structuredBrief: VAGUE_BRIEF }, owner.cookie);

    const mine = await get(`/api/briefs/${briefId}`, owner.cookie);
    expect(mine.json()).toMatchObject({ access: 'owner', can: { accept: false, complete: true, archive: true } });
    expect((await get(`/api/briefs/${briefId}`, admin.cookie)).json()).toMatchObject({
      access: 'admin',
      can: { accept: false, complete: false },
    });

    expect((await get(`/api/briefs/${briefId}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/briefs/${briefId}/raw`, stranger.cookie)).statusCode).toBe(404);
    for (const action of ['accept', 'archive'])
      expect((await send('POST', `/api/briefs/${briefId}/${action}`, {}, stranger.cookie)).statusCode).toBe(404);
    const complete = await send(
      'POST',
      `/api/briefs/${briefId}/complete`,
      { answers: { expert_style: 'hands-on' } },
      stranger.cookie,
    );
    expect(complete.statusCode).toBe(404);
    expect((await get(`/api/briefs/${randomUUID()}`, owner.cookie)).statusCode).toBe(404);
  });

  it('the raw record is for the owner and admins', async () => {
    const owner = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const { briefId } = await submit({}, owner.cookie);
    const raw = await get(`/api/briefs/${briefId}/raw`, owner.cookie);
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toMatchObject({ id: briefId, user_id: owner.id, status: 'submitted', origin: 'bespoke' });
    expect(raw.json().structured_brief.goal).toBe(COMPLETE_BRIEF.goal);
    expect((await get(`/api/briefs/${briefId}/raw`, admin.cookie)).statusCode).toBe(200);
  });

  it('lists only the client’s own briefs, newest first, with search and the status filter', async () => {
    const client = await signedInUser(test);
    const other = await signedInUser(test);
    const first = await submit(
      { structuredBrief: { ...COMPLETE_BRIEF, goal: 'Reduce customer churn by 10% this year' } },
      client.cookie,
    );
    const second = await submit({}, client.cookie);
    await submit({}, other.cookie);
    await test.app.services.briefProposals.generateProposal({ briefId: second.briefId });

    const all = (await get('/api/briefs', client.cookie)).json().briefs;
    expect(all.map((b: { id: string }) => b.id)).toEqual([second.briefId, first.briefId]);
    expect(all[1]).toMatchObject({ status: 'submitted', title: 'Reduce customer churn by 10% this year' });
    expect(all[1].tags).toContain('metric:churn');

    const searched = (await get('/api/briefs?search=CHURN', client.cookie)).json().briefs;
    expect(searched.map((b: { id: string }) => b.id)).toEqual([first.briefId]);
    const inReview = (await get('/api/briefs?status=qa_in_review', client.cookie)).json().briefs;
    expect(inReview.map((b: { id: string }) => b.id)).toEqual([second.briefId]);
    // Archived and QA passed can be filtered too; a status the list never shows (draft) is refused.
    expect((await get('/api/briefs?status=archived', client.cookie)).json().briefs).toEqual([]);
    expect((await get('/api/briefs?status=draft', client.cookie)).statusCode).toBe(400);
    expect((await get('/api/briefs')).statusCode).toBe(401);
  });
});

describe('complete your brief', () => {
  it('fills the missing details while submitted, and starts the draft once nothing is missing', async () => {
    const client = await signedInUser(test);
    const { briefId } = await submit({ structuredBrief: VAGUE_BRIEF }, client.cookie);
    const before = (await rowOf(briefId)).structuredBrief.missing;

    const partial = await send(
      'POST',
      `/api/briefs/${briefId}/complete`,
      { answers: { 'context.industry': 'fintech', expert_style: 'hands-on' } },
      client.cookie,
    );
    expect(partial.statusCode, partial.body).toBe(200);
    const afterPartial = partial.json().brief.structuredBrief;
    expect(afterPartial.missing).toEqual(
      before.filter((item: string) => item !== 'context.industry' && item !== 'expert_style'),
    );
    expect(afterPartial.interpretations.context.normalized.industry).toBe('fintech');
    expect(afterPartial.context).toContain('Industry: fintech.');
    expect(afterPartial.expert_style).toBe('hands-on');
    expect(await proposalJobs(briefId)).toHaveLength(1);

    const rest = Object.fromEntries(
      afterPartial.missing.map((item: string) => [item, item === 'context.org_size' ? '11-50' : `answer for ${item}`]),
    );
    const done = await send('POST', `/api/briefs/${briefId}/complete`, { answers: rest }, client.cookie);
    expect(done.json().brief.structuredBrief.missing).toEqual([]);
    expect(done.json().can.complete).toBe(false);
    // A second, immediate draft job next to the delayed one.
    const jobs = await proposalJobs(briefId);
    expect(jobs).toHaveLength(2);
    expect(jobs.some((job) => job.delaySeconds < 60)).toBe(true);

    await test.app.services.briefProposals.generateProposal({ briefId });
    const refused = await send(
      'POST',
      `/api/briefs/${briefId}/complete`,
      { answers: { 'goal.metric': 'leads' } },
      client.cookie,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('briefs.not_actionable');
  });

  it('refuses an empty answer set and unknown styles', async () => {
    const client = await signedInUser(test);
    const { briefId } = await submit({ structuredBrief: VAGUE_BRIEF }, client.cookie);
    expect((await send('POST', `/api/briefs/${briefId}/complete`, { answers: {} }, client.cookie)).statusCode).toBe(
      400,
    );
    expect(
      (await send('POST', `/api/briefs/${briefId}/complete`, { answers: { expert_style: 'remote' } }, client.cookie))
        .statusCode,
    ).toBe(400);
  });
});

describe('linking guest briefs after sign-in', () => {
  it('links unclaimed briefs sent with the verified e-mail whose secure link was opened, case-insensitively', async () => {
    const email = `linker.${randomUUID().slice(0, 8)}@example.test`;
    const guest = await submit({ contactEmail: email.toUpperCase() });
    const token = tokenIn((await latestMailTo(email.toUpperCase()))!.text)!;
    expect((await get(`/api/briefs/${guest.briefId}?token=${token}`)).statusCode).toBe(200);
    expect((await rowOf(guest.briefId)).emailConfirmedAt).not.toBeNull();
    const someoneElses = await submit();
    const credentials = await createUser(test, { email });
    await signIn(test, credentials);
    // The follow-up runs just after the sign-in response.
    await expect.poll(async () => (await rowOf(guest.briefId)).userId, { timeout: 5000 }).toBe(credentials.id);
    expect((await rowOf(someoneElses.briefId)).userId).toBeNull();
  });

  it('never plants a brief: one sent with someone else’s e-mail stays out of their account until its link is opened', async () => {
    const victim = `victim.${randomUUID().slice(0, 8)}@example.test`;
    const planted = await submit({ contactEmail: victim, structuredBrief: VAGUE_BRIEF });
    const credentials = await createUser(test, { email: victim });
    await test.app.services.signInHooks.runAll({ id: credentials.id, email: victim, emailVerified: true });
    expect((await rowOf(planted.briefId)).userId).toBeNull();
    expect(await test.app.services.briefs.linkToUser({ id: credentials.id, email: victim, emailVerified: true })).toBe(
      0,
    );
    const list = await get('/api/briefs', await signIn(test, credentials));
    expect(list.json().briefs.map((brief: { id: string }) => brief.id)).not.toContain(planted.briefId);
  });

  it('never links for an unverified e-mail, and never takes a brief that already has an owner', async () => {
    const email = `unverified.${randomUUID().slice(0, 8)}@example.test`;
    const guest = await submit({ contactEmail: email });
    const unverified = await createUser(test, { email, verified: false });
    await test.app.services.signInHooks.runAll({ id: unverified.id, email, emailVerified: false });
    expect((await rowOf(guest.briefId)).userId).toBeNull();

    const token = tokenIn((await latestMailTo(email))!.text)!;
    expect((await get(`/api/briefs/${guest.briefId}?token=${token}`)).statusCode).toBe(200);
    const owner = await signedInUser(test);
    const owned = await submit({ contactEmail: email }, owner.cookie);
    const verified = await createUser(test, { email: `second.${email}` });
    expect(await test.app.services.briefs.linkToUser({ id: verified.id, email, emailVerified: true })).toBe(1);
    expect((await rowOf(owned.briefId)).userId).toBe(owner.id);
  });
});
