import { activityEntries } from '../../test/admin-activity';
import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, briefs, customizationRequests, emailOutbox, notifications, products } from '../../db/schema';
import { TEST_ORIGIN, createTestApp, createUser, signIn, signedInUser, type TestApp } from '../../test/test-app';
import { BRIEF_COMPLETION_GRACE_SECONDS } from './briefs.service';
import { createBriefLinkTokens } from './brief-link-token';

let test: TestApp;
beforeAll(async () => {
  // No workers: each lifecycle step is run by calling its job handler, so every assertion sees a settled state.
  test = await createTestApp({ RUN_JOBS: 'false' });
});
afterAll(() => test?.close());

const TEST_SECRET = 'test-secret-'.padEnd(40, 'x');

const COMPLETE_BRIEF = {
  goal: 'Increase qualified leads by 30% within 3 months',
  context: 'We are a 40-person B2B SaaS company in London selling to UK retailers',
  constraints: 'Must integrate with HubSpot',
  budget_range: '5k-15k',
  timeline: '1-2-months',
  urgency: 'high',
  expert_style: 'collaborative',
  interpretations: {},
  missing: [],
};

/** Says nothing measurable and leaves the expert style open: the brief page asks for the rest. */
const VAGUE_BRIEF = {
  ...COMPLETE_BRIEF,
  goal: 'Make our sales team better at what they do',
  context: 'A growing company',
  constraints: '',
  expert_style: null,
};

type Headers = Record<string, string>;
const withCookie = (cookie?: string): Headers => (cookie ? { cookie } : {});
const get = (url: string, cookie?: string) => test.app.inject({ method: 'GET', url, headers: withCookie(cookie) });
/** Each call from its own address, so the per-address rate limits (tested on their own) do not trip here. */
const anyAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, cookie?: string, remoteAddress = anyAddress()) =>
  test.app.inject({
    method,
    url,
    remoteAddress,
    headers: { origin: TEST_ORIGIN, ...withCookie(cookie) },
    payload: payload as object,
  });

function submission(overrides: Record<string, unknown> = {}) {
  return {
    contactName: 'Maya Rossi',
    contactEmail: `maya.${randomUUID().slice(0, 8)}@example.test`,
    contactPhone: '+44 20 7946 0000',
    company: 'Rossi Retail Tech',
    structuredBrief: COMPLETE_BRIEF,
    assuredMode: true,
    origin: 'bespoke',
    originId: null,
    ...overrides,
  };
}

async function submit(overrides: Record<string, unknown> = {}, cookie?: string) {
  const response = await send('POST', '/api/briefs', submission(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { briefId: string; linkedToUser: boolean };
}

const rowOf = async (id: string) => (await test.db.select().from(briefs).where(eq(briefs.id, id)))[0]!;

async function proposalJobs(briefId: string) {
  const result = await test.db.execute<{ delay: string }>(
    sql`SELECT extract(epoch FROM start_after - created_on) AS delay FROM pgboss.job WHERE name = 'briefs.generate-proposal' AND data->>'briefId' = ${briefId}`,
  );
  return result.rows.map((row) => ({ delaySeconds: Number(row.delay) }));
}

async function latestMailTo(to: string) {
  const [mail] = await test.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

const tokenIn = (text: string) => /\/dashboard\/briefs\/[0-9a-f-]{36}\?token=([^\s]+)/.exec(text)?.[1];

/** Submits as a signed-in client and runs the draft job: the brief waits in QA review. */
async function briefInReview(client: { cookie: string }) {
  const { briefId } = await submit({}, client.cookie);
  await test.app.services.briefProposals.generateProposal({ briefId });
  expect((await rowOf(briefId)).status).toBe('qa_in_review');
  return briefId;
}

describe('brief-sensemaking', () => {
  it('interprets a field with the built-in reader', async () => {
    const response = await send('POST', '/api/briefs/interpret', {
      field: 'goal',
      value: 'Increase qualified leads by 30% within 3 months',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ normalized: { metric: 'leads', timeframe: '3 months' }, warnings: [] });
    expect(response.json().confidence).toBeGreaterThan(0.8);
  });

  it('is limited to 60 readings a minute per address', async () => {
    const address = anyAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await send('POST', '/api/briefs/interpret', { field: 'goal', value: `Grow revenue ${i}` }, undefined, address))
          .statusCode,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });

  it('refuses an unknown field', async () => {
    const response = await send('POST', '/api/briefs/interpret', {
      field: 'budget',
      value: 'about ten thousand pounds',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });
});

describe('submit-brief', () => {
  it('requires name and e-mail, with the spec’s message', async () => {
    for (const contact of [{ contactName: '  ' }, { contactEmail: '' }]) {
      const response = await send('POST', '/api/briefs', submission(contact));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'briefs.missing_contact',
        message: 'Please provide your name and email address.',
      });
    }
    // The contract refuses a malformed e-mail before the service sees it.
    const invalid = await send('POST', '/api/briefs', submission({ contactEmail: 'maya-at-example' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toEqual({
      code: 'validation_error',
      message: 'contactEmail: Please enter a valid email address.',
      fields: { contactEmail: 'Please enter a valid email address.' },
    });
  });

  it('requires the gated answers: goal, context, budget and timeline', async () => {
    for (const missing of [{ goal: ' ' }, { context: '' }, { budget_range: null }, { timeline: '' }]) {
      const response = await send(
        'POST',
        '/api/briefs',
        submission({ structuredBrief: { ...COMPLETE_BRIEF, ...missing } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('briefs.incomplete');
    }
    const badOption = await send(
      'POST',
      '/api/briefs',
      submission({ structuredBrief: { ...COMPLETE_BRIEF, budget_range: '1-million' } }),
    );
    expect(badOption.json().error.code).toBe('validation_error');
  });

  it('stores a guest brief with its interpretations, missing list and preview, queues the draft and e-mails a secure link', async () => {
    const input = submission();
    const { briefId, linkedToUser } = await submit(input);
    expect(linkedToUser).toBe(false);

    const row = await rowOf(briefId);
    expect(row).toMatchObject({
      status: 'submitted',
      userId: null,
      contactName: 'Maya Rossi',
      company: 'Rossi Retail Tech',
      assuredMode: true,
      origin: 'bespoke',
    });
    // The server read every field the browser sent without an interpretation.
    expect(row.structuredBrief.interpretations.goal?.normalized).toMatchObject({
      metric: 'leads',
      timeframe: '3 months',
    });
    expect(row.structuredBrief.interpretations.constraints?.normalized.integration_software).toBe('HubSpot');
    expect(row.structuredBrief.missing).toEqual([]);
    expect(row.proposalJson).toMatchObject({ timeline_weeks: { min: 4, max: 8 }, budget_band: '£5,000–£15,000' });
    expect(row.proposalJson?.milestones).toHaveLength(4);
    expect(row.proposalJson?.assured_addon_note).toBe(
      'Outcome Assurance adds monitoring and expert-replacement insurance.',
    );

    const jobs = await proposalJobs(briefId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.delaySeconds).toBeLessThan(60);

    const mail = await latestMailTo(input.contactEmail);
    expect(mail?.subject).toContain(briefId.slice(0, 8));
    expect(tokenIn(mail!.text)).toBeTruthy();
    const [event] = await test.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'brief_submitted'))
      .orderBy(desc(analyticsEvents.createdAt))
      .limit(1);
    expect(event?.properties).toMatchObject({ brief_id: briefId });
  });

  it('keeps a browser fallback out of the stored brief: the server reads the field again', async () => {
    const fallback = {
      interpreted: 'Input captured. We will refine as you add details.',
      confidence: 0.5,
      tags: ['timeout_fallback'],
      warnings: ['ai_timeout'],
      normalized: {},
    };
    const { briefId } = await submit({ structuredBrief: { ...COMPLETE_BRIEF, interpretations: { goal: fallback } } });
    const goal = (await rowOf(briefId)).structuredBrief.interpretations.goal!;
    expect(goal.warnings).not.toContain('ai_timeout');
    expect(goal.normalized.metric).toBe('leads');
  });

  it('keeps a known origin and drops an unknown one to bespoke', async () => {
    const [pack] = await test.db.select({ id: products.id }).from(products).limit(1);
    const fromPack = await submit({ origin: 'catalog', originId: pack!.id });
    expect(await rowOf(fromPack.briefId)).toMatchObject({ origin: 'catalog', originId: pack!.id });
    const fromCard = await submit({ origin: 'capability', originId: 'sales-proposal-accelerator' });
    expect(await rowOf(fromCard.briefId)).toMatchObject({
      origin: 'capability',
      originId: 'sales-proposal-accelerator',
    });
    const gone = await submit({ origin: 'catalog', originId: randomUUID() });
    expect(await rowOf(gone.briefId)).toMatchObject({ origin: 'bespoke', originId: null });
  });

  it('links a signed-in client’s brief; with details missing the draft waits for them', async () => {
    const client = await signedInUser(test);
    const { briefId, linkedToUser } = await submit({ structuredBrief: VAGUE_BRIEF }, client.cookie);
    expect(linkedToUser).toBe(true);
    const row = await rowOf(briefId);
    expect(row.userId).toBe(client.id);
    expect(row.structuredBrief.missing).toEqual(
      expect.arrayContaining(['goal.metric', 'context.industry', 'expert_style']),
    );
    const [job] = await proposalJobs(briefId);
    expect(job!.delaySeconds).toBeGreaterThan(BRIEF_COMPLETION_GRACE_SECONDS - 60);
  });

  it('limits submissions per address', async () => {
    const address = anyAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await send('POST', '/api/briefs', submission({ contactName: '' }), undefined, address)).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('asks guests to sign in when allow_custom_request_without_login is off', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const off = await send(
      'PUT',
      '/api/admin/settings/allow_custom_request_without_login',
      { value: { enabled: false } },
      admin.cookie,
    );
    expect(off.statusCode).toBe(200);
    try {
      expect((await get('/api/briefs/intake')).json()).toEqual({ allowGuestSubmission: false });
      const guest = await send('POST', '/api/briefs', submission());
      expect(guest.statusCode).toBe(401);
      expect(guest.json().error.code).toBe('briefs.sign_in_required');
      const client = await signedInUser(test);
      await submit({}, client.cookie);
    } finally {
      await send(
        'PUT',
        '/api/admin/settings/allow_custom_request_without_login',
        { value: { enabled: true } },
        admin.cookie,
      );
    }
    expect((await get('/api/briefs/intake')).json()).toEqual({ allowGuestSubmission: true });
  });
});

describe('brief QA', () => {
  it('tells every admin when a drafted proposal waits for QA', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const client = await signedInUser(test);
    const briefId = await briefInReview(client);
    const list = (await get('/api/notifications', admin.cookie)).json();
    expect(list.notifications).toContainEqual(
      expect.objectContaining({ type: 'brief_qa_required', title: 'Proposal awaiting QA', relatedId: briefId }),
    );
    expect(
      (await get('/api/notifications', client.cookie))
        .json()
        .notifications.some((n: { type: string }) => n.type === 'brief_qa_required'),
    ).toBe(false);
  });
});

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

describe('the brief lifecycle', () => {
  it('draft → QA review: the proposal is drafted, admins see it, the client does not yet', async () => {
    const client = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const briefId = await briefInReview(client);
    // A second delivery of the same job changes nothing.
    const drafted = (await rowOf(briefId)).proposalJson;
    await test.app.services.briefProposals.generateProposal({ briefId });
    expect((await rowOf(briefId)).proposalJson).toEqual(drafted);
    expect(drafted?.roles).toContain('Lead Generation Specialist');

    expect((await get(`/api/briefs/${briefId}`, client.cookie)).json().brief.proposal).toBeNull();
    expect((await get(`/api/briefs/${briefId}`, admin.cookie)).json().brief.proposal).toEqual(drafted);

    const queue = await get('/api/admin/briefs/qa-queue', admin.cookie);
    expect(queue.json().briefs.map((b: { id: string }) => b.id)).toContain(briefId);
    expect((await get('/api/admin/briefs/qa-queue', client.cookie)).statusCode).toBe(403);
  });

  it('an admin edits the proposal in review; bad proposals and other states are refused', async () => {
    const client = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const briefId = await briefInReview(client);
    const proposal = {
      timeline_weeks: { min: 5, max: 7 },
      budget_band: '£8,000–£12,000',
      roles: ['Sales Operations Lead', 'QA Reviewer'],
      milestones: [{ title: 'Discovery', eta_days: 7, outcomes: ['Baseline agreed'] }],
      success_metrics: ['Qualified leads up 30% in 3 months'],
      assured_addon_note: null,
    };
    expect((await send('PUT', `/api/admin/briefs/${briefId}/proposal`, proposal, client.cookie)).statusCode).toBe(403);
    const saved = await send('PUT', `/api/admin/briefs/${briefId}/proposal`, proposal, admin.cookie);
    expect(saved.statusCode).toBe(200);
    expect((await rowOf(briefId)).proposalJson).toEqual(proposal);
    expect(await activityEntries(test, 'brief.proposal_edited', briefId)).toMatchObject([{ after: proposal }]);

    const invalid = await send(
      'PUT',
      `/api/admin/briefs/${briefId}/proposal`,
      { ...proposal, timeline_weeks: { min: 9, max: 3 } },
      admin.cookie,
    );
    expect(invalid.statusCode).toBe(400);
    const noRoles = await send(
      'PUT',
      `/api/admin/briefs/${briefId}/proposal`,
      { ...proposal, roles: [] },
      admin.cookie,
    );
    expect(noRoles.statusCode).toBe(400);

    const { briefId: submitted } = await submit({}, client.cookie);
    const early = await send('PUT', `/api/admin/briefs/${submitted}/proposal`, proposal, admin.cookie);
    expect(early.statusCode).toBe(409);
    expect((await send('PUT', `/api/admin/briefs/${randomUUID()}/proposal`, proposal, admin.cookie)).statusCode).toBe(
      404,
    );
  });

  it('pass → qa_passed → released as proposal_ready with a notification and e-mail to the client', async () => {
    const client = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const briefId = await briefInReview(client);

    expect((await send('POST', `/api/admin/briefs/${briefId}/pass`, {}, client.cookie)).statusCode).toBe(403);
    const passed = await send('POST', `/api/admin/briefs/${briefId}/pass`, {}, admin.cookie);
    expect(passed.statusCode).toBe(200);
    expect(await rowOf(briefId)).toMatchObject({ status: 'qa_passed', qaReviewedBy: admin.id });
    expect((await send('POST', `/api/admin/briefs/${briefId}/pass`, {}, admin.cookie)).statusCode).toBe(409);
    expect(await activityEntries(test, 'brief.released', briefId)).toHaveLength(1);

    await test.app.services.briefProposals.releaseProposal({ briefId });
    await test.app.services.briefProposals.releaseProposal({ briefId });
    expect((await rowOf(briefId)).status).toBe('proposal_ready');
    const sent = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'brief_proposal_ready')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ relatedId: briefId, message: 'Your proposal is ready for review.' });
    expect((await latestMailTo(client.email))?.text).toContain(`/dashboard/briefs/${briefId}`);

    const view = (await get(`/api/briefs/${briefId}`, client.cookie)).json();
    expect(view.brief.proposal).not.toBeNull();
    expect(view.can.accept).toBe(true);
  });

  it('a guest’s released proposal is e-mailed with a fresh secure link', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const input = submission();
    const { briefId } = await submit(input);
    await test.app.services.briefProposals.generateProposal({ briefId });
    const edited = { ...(await rowOf(briefId)).proposalJson!, budget_band: '£7,000–£9,000' };
    expect(
      (await send('POST', `/api/admin/briefs/${briefId}/pass`, { proposal: edited }, admin.cookie)).statusCode,
    ).toBe(200);
    await test.app.services.briefProposals.releaseProposal({ briefId });
    const mail = await latestMailTo(input.contactEmail);
    expect(mail?.subject).toContain('Your proposal is ready');
    const view = await get(`/api/briefs/${briefId}?token=${tokenIn(mail!.text)}`);
    expect(view.json().brief).toMatchObject({ status: 'proposal_ready', proposal: { budget_band: '£7,000–£9,000' } });
    expect(view.json().can.accept).toBe(false);
  });

  it('accept: only the owner, only at proposal_ready, exactly once, opening the customization request', async () => {
    const client = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const early = await briefInReview(client);
    expect((await send('POST', `/api/briefs/${early}/accept`, {}, client.cookie)).statusCode).toBe(409);

    const [pack] = await test.db.select({ id: products.id, title: products.title }).from(products).limit(1);
    const { briefId } = await submit({ origin: 'catalog', originId: pack!.id }, client.cookie);
    await test.app.services.briefProposals.generateProposal({ briefId });
    await send('POST', `/api/admin/briefs/${briefId}/pass`, {}, admin.cookie);
    await test.app.services.briefProposals.releaseProposal({ briefId });
    expect((await send('POST', `/api/briefs/${briefId}/accept`, {}, admin.cookie)).statusCode).toBe(404);

    const [first, second] = await Promise.all([
      send('POST', `/api/briefs/${briefId}/accept`, {}, client.cookie),
      send('POST', `/api/briefs/${briefId}/accept`, {}, client.cookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const accepted = await rowOf(briefId);
    expect(accepted.status).toBe('accepted');
    expect(accepted.acceptedAt).not.toBeNull();
    const opened = await test.db.select().from(customizationRequests).where(eq(customizationRequests.briefId, briefId));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      userId: client.id,
      baseTemplate: pack!.title,
      budgetRange: '5k-15k',
      timelinePreference: '1-2-months',
      status: 'new',
    });
    expect(opened[0]!.customRequirements).toContain(COMPLETE_BRIEF.goal);
    expect(opened[0]!.customRequirements).toContain('Constraints: Must integrate with HubSpot');
  });

  it('archive: the owner or an admin, once', async () => {
    const owner = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const mine = await submit({}, owner.cookie);
    const archived = await send('POST', `/api/briefs/${mine.briefId}/archive`, {}, owner.cookie);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().brief.status).toBe('archived');
    expect(archived.json().can.archive).toBe(false);
    expect((await send('POST', `/api/briefs/${mine.briefId}/archive`, {}, owner.cookie)).statusCode).toBe(409);

    const theirs = await submit({}, owner.cookie);
    const byAdmin = await send('POST', `/api/briefs/${theirs.briefId}/archive`, {}, admin.cookie);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().access).toBe('admin');
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

describe('analytics events', () => {
  it('records an event with the viewer, and refuses bad names', async () => {
    const client = await signedInUser(test);
    const response = await send(
      'POST',
      '/api/analytics/events',
      { name: 'proposal_preview_accepted', properties: { brief_id: 'abc', assured_mode: true } },
      client.cookie,
    );
    expect(response.statusCode).toBe(204);
    const [event] = await test.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'proposal_preview_accepted'));
    expect(event).toMatchObject({ userId: client.id, properties: { brief_id: 'abc', assured_mode: true } });
    expect((await send('POST', '/api/analytics/events', { name: 'Bad Name!' })).statusCode).toBe(400);
  });
});

describe('prefill from a capability or pack', () => {
  it('starts a capability brief from the card and a pack brief from the pack', async () => {
    const card = await get('/api/briefs/origin?capability_id=sales-proposal-accelerator');
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      origin: 'capability',
      originId: 'sales-proposal-accelerator',
      title: 'Win-ready proposals in a day and a half',
    });
    expect(card.json().goal).toBe('Get a result like "Proposal turnaround cut from 5 days to 36 hours" for our team.');
    const [pack] = await test.db.select({ id: products.id, title: products.title }).from(products).limit(1);
    const fromPack = await get(`/api/briefs/origin?pack_id=${pack!.id}`);
    expect(fromPack.json()).toMatchObject({ origin: 'catalog', originId: pack!.id, title: pack!.title });
    expect((await get('/api/briefs/origin?capability_id=no-such-card')).statusCode).toBe(404);
  });
});
