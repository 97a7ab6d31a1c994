import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, products } from '../../db/schema';
import { signedInUser } from '../../test/test-app';
import { BRIEF_COMPLETION_GRACE_SECONDS } from './briefs.service';
import {
  test,
  COMPLETE_BRIEF,
  VAGUE_BRIEF,
  get,
  anyAddress,
  send,
  submission,
  submit,
  rowOf,
  proposalJobs,
  latestMailTo,
  tokenIn,
  briefInReview,
} from './briefs.test-support';

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
