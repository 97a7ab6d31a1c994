import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyMembers, emailOutbox, notifications } from '../../db/schema';
import { signedInUser } from '../../test/test-app';
import { test, call, makeExpert, vettedExpert, createAgency, invite, memberIdFor, team } from './agencies.test-support';

describe('creating an agency', () => {
  it('a vetted expert creates one and is its owner; a second one is refused', async () => {
    const owner = await vettedExpert('Priya Shah');
    const agency = await createAgency(owner);
    expect(agency).toMatchObject({
      name: 'Meridian Growth Partners',
      description: 'Revenue operations',
      ownerId: owner.id,
      viewerRole: 'owner',
      canManage: true,
      projects: [],
    });
    expect(agency.members).toEqual([
      expect.objectContaining({
        email: owner.email,
        userId: owner.id,
        fullName: 'Priya Shah',
        role: 'owner',
        status: 'active',
      }),
    ]);

    const again = await call('POST', '/api/agencies', owner.cookie, { name: 'Second Agency' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('agencies.already_owner');
    expect((await call('GET', '/api/agencies', owner.cookie)).json()).toMatchObject({
      agencies: [{ id: agency.id, name: 'Meridian Growth Partners', role: 'owner', activeMembers: 1 }],
      invitations: [],
      createBlockedBy: 'already_owner',
    });
  });

  it('two concurrent creates by the same expert make exactly one agency', async () => {
    const owner = await vettedExpert('Rita Race');
    const answers = await Promise.all([
      call('POST', '/api/agencies', owner.cookie, { name: 'First' }),
      call('POST', '/api/agencies', owner.cookie, { name: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('only vetted experts: an applicant, a suspended expert and a client are refused', async () => {
    const applicant = await signedInUser(test);
    await makeExpert(applicant.id, 'applied');
    const suspended = await signedInUser(test);
    await makeExpert(suspended.id, 'suspended');
    const client = await signedInUser(test);
    for (const person of [applicant, suspended, client]) {
      const response = await call('POST', '/api/agencies', person.cookie, { name: 'Not Allowed' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('agencies.not_vetted');
      expect((await call('GET', '/api/agencies', person.cookie)).json().createBlockedBy).toBe('not_vetted');
    }
    expect((await call('POST', '/api/agencies', undefined, { name: 'Anyone' })).statusCode).toBe(401);
  });

  it('validates the name', async () => {
    const owner = await vettedExpert('Nina Name');
    const response = await call('POST', '/api/agencies', owner.cookie, { name: ' x ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });
});

describe('the roster', () => {
  it('an invitation e-mails a link; an address with an account is also notified; one entry per address', async () => {
    const owner = await vettedExpert('Olive Owner');
    const member = await vettedExpert('Mark Member');
    const agency = await createAgency(owner);

    const invited = await invite(owner, agency.id, member.email.toUpperCase());
    expect(invited.statusCode).toBe(201);
    const memberId = memberIdFor(invited.json(), member.email);
    expect(invited.json().members).toContainEqual(
      expect.objectContaining({
        id: memberId,
        email: member.email,
        role: 'lead_expert',
        status: 'invited',
        userId: null,
      }),
    );

    const [mail] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email));
    expect(mail?.subject).toBe('Invitation to join Meridian Growth Partners');
    expect(mail?.text).toContain(`http://localhost:3999/agency/invitations/${memberId}`);
    expect(mail?.text).toContain('Olive Owner invited you to join Meridian Growth Partners');
    const [note] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.type, 'agency_invitation')));
    expect(note).toMatchObject({ title: 'Agency invitation', relatedId: memberId });

    // Without an account: the e-mail only.
    const stranger = `new.person.${randomUUID().slice(0, 6)}@example.test`;
    expect((await invite(owner, agency.id, stranger, 'supporting_expert')).statusCode).toBe(201);
    expect(await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, stranger))).toHaveLength(1);

    const twice = await invite(owner, agency.id, member.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('agencies.already_on_roster');
    const self = await invite(owner, agency.id, owner.email);
    expect(self.json().error.code).toBe('agencies.already_on_roster');
    expect((await invite(owner, agency.id, 'not-an-email')).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/agencies/${agency.id}/members`, owner.cookie, { email: stranger, role: 'owner' }))
        .statusCode,
    ).toBe(400);
  });

  it('only the owner manages; members see; outsiders get 404', async () => {
    const { owner, lead, support, agencyId } = await team();
    const outsider = await vettedExpert('Otto Outsider');
    const detail = (await call('GET', `/api/agencies/${agencyId}`, lead.cookie)).json();
    expect(detail).toMatchObject({ viewerRole: 'lead_expert', canManage: false });
    expect(detail.members.map((member: { role: string; status: string }) => [member.role, member.status])).toEqual([
      ['owner', 'active'],
      ['lead_expert', 'active'],
      ['supporting_expert', 'active'],
    ]);

    const supportId = detail.members.find((member: { userId: string }) => member.userId === support.id).id;
    const attempts = [
      () => invite(lead, agencyId, 'someone@example.test'),
      () => call('PATCH', `/api/agencies/${agencyId}/members/${supportId}`, lead.cookie, { role: 'lead_expert' }),
      () => call('DELETE', `/api/agencies/${agencyId}/members/${supportId}`, lead.cookie),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('agencies.owner_only');
    }

    expect((await call('GET', `/api/agencies/${agencyId}`, outsider.cookie)).statusCode).toBe(404);
    expect((await invite(outsider, agencyId, 'x@example.test')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/agencies/${agencyId}/members/${supportId}`, outsider.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/agencies/${randomUUID()}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/agencies/${agencyId}`)).statusCode).toBe(401);
    // Nothing changed.
    const after = (await call('GET', `/api/agencies/${agencyId}`, owner.cookie)).json();
    expect(after.members).toHaveLength(3);
  });

  it('a member who has not accepted, or was removed, no longer sees the agency', async () => {
    const owner = await vettedExpert('Ola Owner');
    const invitee = await vettedExpert('Ian Invitee');
    const agency = await createAgency(owner);
    const memberId = memberIdFor((await invite(owner, agency.id, invitee.email)).json(), invitee.email);
    expect((await call('GET', `/api/agencies/${agency.id}`, invitee.cookie)).statusCode).toBe(404);
    await call('POST', `/api/agency-invitations/${memberId}/accept`, invitee.cookie);
    expect((await call('GET', `/api/agencies/${agency.id}`, invitee.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/agencies/${agency.id}/members/${memberId}`, owner.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/agencies/${agency.id}`, invitee.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/agencies', invitee.cookie)).json().agencies).toEqual([]);
  });

  it('the owner changes roles and removes members, not themself; removing twice answers the same', async () => {
    const { owner, support, agencyId } = await team();
    const detail = (await call('GET', `/api/agencies/${agencyId}`, owner.cookie)).json();
    const ownerEntry = detail.members.find((member: { role: string }) => member.role === 'owner').id;
    const supportEntry = detail.members.find((member: { userId: string }) => member.userId === support.id).id;

    const promoted = await call('PATCH', `/api/agencies/${agencyId}/members/${supportEntry}`, owner.cookie, {
      role: 'lead_expert',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().members.find((member: { id: string }) => member.id === supportEntry).role).toBe(
      'lead_expert',
    );

    const demoteOwner = await call('PATCH', `/api/agencies/${agencyId}/members/${ownerEntry}`, owner.cookie, {
      role: 'supporting_expert',
    });
    expect(demoteOwner.statusCode).toBe(409);
    expect(demoteOwner.json().error.code).toBe('agencies.owner_is_fixed');
    const removeOwner = await call('DELETE', `/api/agencies/${agencyId}/members/${ownerEntry}`, owner.cookie);
    expect(removeOwner.statusCode).toBe(409);
    expect(removeOwner.json().error.code).toBe('agencies.owner_is_fixed');

    const removed = await call('DELETE', `/api/agencies/${agencyId}/members/${supportEntry}`, owner.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.find((member: { id: string }) => member.id === supportEntry).status).toBe('removed');
    expect((await call('DELETE', `/api/agencies/${agencyId}/members/${supportEntry}`, owner.cookie)).statusCode).toBe(
      200,
    );
    const roleOfRemoved = await call('PATCH', `/api/agencies/${agencyId}/members/${supportEntry}`, owner.cookie, {
      role: 'supporting_expert',
    });
    expect(roleOfRemoved.statusCode).toBe(409);
    expect(roleOfRemoved.json().error.code).toBe('agencies.member_not_current');

    // A removed address can be invited again: the same entry goes back to invited.
    const again = await invite(owner, agencyId, support.email, 'supporting_expert');
    expect(again.statusCode).toBe(201);
    expect(again.json().members.find((member: { id: string }) => member.id === supportEntry)).toMatchObject({
      status: 'invited',
      role: 'supporting_expert',
      userId: null,
    });
    // Another agency's member id is not found here.
    const other = await vettedExpert('Other Owner');
    const otherAgency = await createAgency(other, 'Other Agency');
    const otherOwnerEntry = otherAgency.members[0]!.id;
    expect(
      (await call('DELETE', `/api/agencies/${agencyId}/members/${otherOwnerEntry}`, owner.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('invitations', () => {
  it('only the invited address can read and answer; accepting twice answers the same; the owner is told', async () => {
    const owner = await vettedExpert('Oscar Owner');
    const invitee = await vettedExpert('Ines Invitee');
    const someoneElse = await vettedExpert('Sid Else');
    const agency = await createAgency(owner, 'Northgate Collective');
    const memberId = memberIdFor(
      (await invite(owner, agency.id, invitee.email, 'supporting_expert')).json(),
      invitee.email,
    );

    expect((await call('GET', `/api/agency-invitations/${memberId}`, someoneElse.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/agency-invitations/${memberId}/accept`, someoneElse.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/agency-invitations/${memberId}/accept`, owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/agency-invitations/${memberId}`)).statusCode).toBe(401);

    const seen = await call('GET', `/api/agency-invitations/${memberId}`, invitee.cookie);
    expect(seen.json()).toMatchObject({
      id: memberId,
      agencyId: agency.id,
      agencyName: 'Northgate Collective',
      ownerName: 'Oscar Owner',
      role: 'supporting_expert',
      status: 'invited',
    });
    const listed = (await call('GET', '/api/agencies', invitee.cookie)).json();
    expect(listed.invitations.map((invitation: { id: string }) => invitation.id)).toEqual([memberId]);

    // Two tabs accept at once: both succeed, one membership.
    const answers = await Promise.all([
      call('POST', `/api/agency-invitations/${memberId}/accept`, invitee.cookie),
      call('POST', `/api/agency-invitations/${memberId}/accept`, invitee.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().status)).toEqual(['active', 'active']);
    const again = await call('POST', `/api/agency-invitations/${memberId}/accept`, invitee.cookie);
    expect(again.json().status).toBe('active');
    const rows = await test.db.select().from(agencyMembers).where(eq(agencyMembers.id, memberId));
    expect(rows).toEqual([expect.objectContaining({ status: 'active', userId: invitee.id })]);
    const joined = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'agency_member_joined')));
    expect(joined).toHaveLength(1);
    expect(joined[0]!.message).toBe('Ines Invitee joined Northgate Collective as supporting expert.');

    expect((await call('GET', '/api/agencies', invitee.cookie)).json()).toMatchObject({
      agencies: [{ id: agency.id, role: 'supporting_expert', activeMembers: 2 }],
      invitations: [],
    });
    const declineAfter = await call('POST', `/api/agency-invitations/${memberId}/decline`, invitee.cookie);
    expect(declineAfter.statusCode).toBe(409);
    expect(declineAfter.json().error.code).toBe('agencies.invitation_closed');
  });

  it('declining is final until the owner invites again; a withdrawn invitation cannot be accepted', async () => {
    const owner = await vettedExpert('Opal Owner');
    const invitee = await vettedExpert('Dora Decline');
    const agency = await createAgency(owner);
    const memberId = memberIdFor((await invite(owner, agency.id, invitee.email)).json(), invitee.email);
    const declined = await call('POST', `/api/agency-invitations/${memberId}/decline`, invitee.cookie);
    expect(declined.json().status).toBe('declined');
    expect((await call('POST', `/api/agency-invitations/${memberId}/decline`, invitee.cookie)).json().status).toBe(
      'declined',
    );
    const late = await call('POST', `/api/agency-invitations/${memberId}/accept`, invitee.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('agencies.invitation_closed');

    await invite(owner, agency.id, invitee.email);
    await call('DELETE', `/api/agencies/${agency.id}/members/${memberId}`, owner.cookie);
    const withdrawn = await call('POST', `/api/agency-invitations/${memberId}/accept`, invitee.cookie);
    expect(withdrawn.statusCode).toBe(409);
  });

  it('only vetted experts join: an invited client is told so and stays invited', async () => {
    const owner = await vettedExpert('Otis Owner');
    const client = await signedInUser(test);
    const agency = await createAgency(owner);
    const memberId = memberIdFor((await invite(owner, agency.id, client.email)).json(), client.email);
    const response = await call('POST', `/api/agency-invitations/${memberId}/accept`, client.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('agencies.join_not_vetted');
    expect((await call('GET', `/api/agency-invitations/${memberId}`, client.cookie)).json().status).toBe('invited');
  });
});
