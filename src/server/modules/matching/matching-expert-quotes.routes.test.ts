import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customizationRequests, notifications } from '../../db/schema';
import {
  test,
  admin,
  get,
  post,
  put,
  expert,
  briefRequest,
  compute,
  invite,
  invitationOf,
  draft,
} from './matching.test-support';

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
