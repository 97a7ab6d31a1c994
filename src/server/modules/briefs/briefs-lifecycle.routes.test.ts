import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customizationRequests, notifications, products } from '../../db/schema';
import { signedInUser } from '../../test/test-app';
import {
  test,
  COMPLETE_BRIEF,
  get,
  send,
  submission,
  submit,
  rowOf,
  latestMailTo,
  tokenIn,
  briefInReview,
} from './briefs.test-support';

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
