import { activityEntries } from '../../test/admin-activity';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, matchInvitations, notifications } from '../../db/schema';
import { test, admin, get, post, expert, briefRequest, compute, invite, invitationOf } from './matching.test-support';

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
