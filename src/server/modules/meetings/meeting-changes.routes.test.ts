import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../db/schema/meetings';
import { notifications } from '../../db/schema/notifications';
import { activityEntries } from '../../test/admin-activity';
import { call, JITSI, setup, times } from '../../test/meetings';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ JITSI_BASE_URL: JITSI });
});
afterAll(async () => {
  await test?.close();
});

/** A project whose expert has scheduled a Jitsi meeting for tomorrow. */
async function scheduled(title = 'Kick-off') {
  const people = await setup(test);
  const created = await call(test, 'POST', people.url, people.expert.cookie, { provider: 'jitsi', title, ...times() });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  return { ...people, id, meetingUrl: `${people.url}/${id}` };
}

const inTwoDays = () => {
  const start = new Date(Date.now() + 2 * 86_400_000);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 1_800_000).toISOString() };
};

const meetingRow = async (id: string) => (await test.db.select().from(meetings).where(eq(meetings.id, id)))[0]!;

describe('meetings: rescheduling and cancelling', () => {
  it('only the organizer and admins may: other participants and strangers get 404, signed out 401', async () => {
    const { client, stranger, meetingUrl, id } = await scheduled();
    for (const cookie of [client.cookie, stranger.cookie]) {
      expect((await call(test, 'POST', `${meetingUrl}/reschedule`, cookie, inTwoDays())).statusCode).toBe(404);
      expect((await call(test, 'POST', `${meetingUrl}/cancel`, cookie)).statusCode).toBe(404);
    }
    expect((await call(test, 'POST', `${meetingUrl}/cancel`, undefined)).statusCode).toBe(401);
    expect(await meetingRow(id)).toMatchObject({ sequence: 0, cancelledAt: null });
    // The list says who may change each meeting.
    const listed = async (cookie: string) => (await call(test, 'GET', meetingUrl.replace(`/${id}`, ''), cookie)).json();
    expect((await listed(client.cookie)).meetings[0].canManage).toBe(false);
  });

  it('the organizer moves it: new times, the next sequence, every participant notified with a link to the Meetings tab', async () => {
    const { client, expert, meetingUrl, id, projectId } = await scheduled('Weekly sync');
    const next = inTwoDays();
    const moved = await call(test, 'POST', `${meetingUrl}/reschedule`, expert.cookie, next);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, startsAt: next.startsAt, endsAt: next.endsAt, canManage: true });
    expect(await meetingRow(id)).toMatchObject({ sequence: 1, startsAt: new Date(next.startsAt) });
    for (const who of [client, expert]) {
      const [notice] = await test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'meeting_rescheduled')));
      expect(notice).toMatchObject({ title: 'Meeting rescheduled: Weekly sync', relatedId: projectId });
      expect(notice!.message).toContain('Eve Expert moved "Weekly sync" on "Churn model" to ');
    }
  });

  it('the organizer cancels it: it leaves the list, the assistant and the download; a second cancel or a reschedule is 409', async () => {
    const { client, expert, meetingUrl, id, url, projectId } = await scheduled('Retro');
    expect((await call(test, 'POST', `${meetingUrl}/cancel`, expert.cookie)).json()).toEqual({ ok: true });
    expect(await meetingRow(id)).toMatchObject({ sequence: 1, cancelledAt: expect.any(Date) });
    expect((await call(test, 'GET', url, client.cookie)).json().meetings).toEqual([]);
    expect(await test.app.services.meetings.listForProject(projectId)).toEqual([]);
    expect((await call(test, 'GET', `${meetingUrl}/ics`, client.cookie)).statusCode).toBe(404);
    const [notice] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'meeting_cancelled')));
    expect(notice).toMatchObject({ title: 'Meeting cancelled: Retro', relatedId: projectId });

    const again = await call(test, 'POST', `${meetingUrl}/cancel`, expert.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This meeting was cancelled, so it cannot be changed');
    const moved = await call(test, 'POST', `${meetingUrl}/reschedule`, expert.cookie, inTwoDays());
    expect(moved.statusCode).toBe(409);
    expect(await meetingRow(id)).toMatchObject({ sequence: 1 });
  });

  it('a meeting that has ended cannot change (409); a new start must be in the future and before the end (400)', async () => {
    const { expert, url } = await setup(test);
    const start = new Date(Date.now() - 3 * 3_600_000);
    const past = await call(test, 'POST', url, expert.cookie, {
      provider: 'jitsi',
      title: 'Yesterday',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    const pastUrl = `${url}/${past.json().id}`;
    const refused = await call(test, 'POST', `${pastUrl}/cancel`, expert.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This meeting has already taken place, so it cannot be changed');
    expect((await call(test, 'POST', `${pastUrl}/reschedule`, expert.cookie, inTwoDays())).statusCode).toBe(409);

    const own = await scheduled();
    const invalid = await call(test, 'POST', `${own.meetingUrl}/reschedule`, own.expert.cookie, {
      startsAt: start.toISOString(),
      endsAt: start.toISOString(),
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain('The new start must be in the future');
    expect(JSON.stringify(invalid.json())).toContain('The meeting must end after it starts');
    const empty = await call(test, 'POST', `${own.meetingUrl}/reschedule`, own.expert.cookie, {
      startsAt: '',
      endsAt: '',
    });
    expect(JSON.stringify(empty.json())).toContain('Please select a start time');
  });

  it('two changes sent at once apply once: one succeeds, the other is 409 and the sequence counts one change', async () => {
    const { expert, meetingUrl, id } = await scheduled();
    const answers = await Promise.all([
      call(test, 'POST', `${meetingUrl}/reschedule`, expert.cookie, inTwoDays()),
      call(test, 'POST', `${meetingUrl}/cancel`, expert.cookie),
      call(test, 'POST', `${meetingUrl}/reschedule`, expert.cookie, inTwoDays()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await meetingRow(id)).sequence).toBe(1);
  });

  it('an admin may change anyone’s meeting, and it is written in the activity log', async () => {
    const { admin, meetingUrl, id } = await scheduled('Steering');
    const next = inTwoDays();
    expect((await call(test, 'POST', `${meetingUrl}/reschedule`, admin.cookie, next)).statusCode).toBe(200);
    const [moved] = await activityEntries(test, 'meeting.rescheduled', id);
    expect(moved).toMatchObject({ actorId: admin.id, summary: 'Rescheduled meeting “Steering”' });
    expect(moved!.after).toEqual(next);
    expect((await call(test, 'POST', `${meetingUrl}/cancel`, admin.cookie)).statusCode).toBe(200);
    expect(await activityEntries(test, 'meeting.cancelled', id)).toHaveLength(1);
    expect((await meetingRow(id)).sequence).toBe(2);
  });
});
