import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customizationRequests,
  matchInvitations,
  notifications,
  orders,
  projectParticipants,
  projects,
} from '../../db/schema';
import { sandboxWebhookSecret, signWebhookBody } from '../../providers/payments/sandbox/sandbox-payment-provider';
import { signedInUser } from '../../test/test-app';
import { test, admin, get, post, expert, invite, invitationOf, draft } from './matching.test-support';

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
