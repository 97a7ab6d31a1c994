import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

/** A custom project between a client and an expert (the same person when only one is given). */
async function projectOf(clientId: string, expertId = clientId) {
  const project = await test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId,
        expertId,
        quoteId: randomUUID(),
        title: 'Pricing study',
        totalPrice: 100_000,
        currency: 'gbp',
        milestones: [{ title: 'Only', description: 'All of it', amount: 100_000 }],
        deliverables: [],
      },
      tx,
    ),
  );
  return `/api/projects/${project.id}/meetings`;
}

async function schedule(url: string, cookie: string, title: string) {
  const start = new Date(Date.now() + 86_400_000);
  const response = await test.app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    payload: {
      provider: 'jitsi',
      title,
      startsAt: start.toISOString(),
      endsAt: new Date(+start + 3_600_000).toISOString(),
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

/** The calendar e-mailed to `to` under this subject, read by ical.js as a calendar client reads it. */
async function invitationTo(to: string, subject: string) {
  const mails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  const file = mails.find((mail) => mail.subject === subject)!.attachments![0]!;
  return { contentType: file.contentType, calendar: new ICAL.Component(ICAL.parse(file.content)) };
}

function read(calendar: ICAL.Component) {
  const event = calendar.getFirstSubcomponent('vevent')!;
  const attendees = event.getAllProperties('attendee');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    status: event.getFirstPropertyValue('status'),
    stamp: (event.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendees: attendees.map((attendee) => ({
      address: String(attendee.getFirstValue()),
      partstat: attendee.getParameter('partstat'),
      rsvp: attendee.getParameter('rsvp'),
    })),
    sequence: event.getFirstPropertyValue('sequence'),
    startZone: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid,
  };
}

describe('meeting invitations follow iTIP (RFC 5546), read with ical.js', () => {
  it('the attendee gets a REQUEST naming the organizer and each attendee with PARTSTAT and RSVP; the organizer a PUBLISH', async () => {
    const client = await signedInUser(test, { fullName: 'Carla Client' });
    const expert = await signedInUser(test, { fullName: 'Eve Expert' });
    const url = await projectOf(client.id, expert.id);
    await schedule(url, expert.cookie, 'Kick-off');

    const invited = await invitationTo(client.email, 'Meeting scheduled: Kick-off');
    expect(invited.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(read(invited.calendar)).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      organizer: `mailto:${expert.email}`,
      attendees: [{ address: `mailto:${client.email}`, partstat: 'NEEDS-ACTION', rsvp: 'TRUE' }],
      sequence: 0,
      startZone: 'UTC',
    });

    const own = await invitationTo(expert.email, 'Meeting scheduled: Kick-off');
    expect(own.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(read(own.calendar)).toMatchObject({ method: 'PUBLISH', organizer: `mailto:${expert.email}`, attendees: [] });
  });

  it('with nobody but the organizer, no REQUEST without ATTENDEE (§3.2.2): the organizer gets a PUBLISH', async () => {
    const solo = await signedInUser(test, { fullName: 'Sol Solo' });
    const url = await projectOf(solo.id);
    await schedule(url, solo.cookie, 'Solo planning');

    const own = await invitationTo(solo.email, 'Meeting scheduled: Solo planning');
    expect(own.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(read(own.calendar)).toMatchObject({ method: 'PUBLISH', organizer: `mailto:${solo.email}`, attendees: [] });
  });

  it('the download is a PUBLISH with its organizer and no attendee', async () => {
    const client = await signedInUser(test);
    const expert = await signedInUser(test);
    const url = await projectOf(client.id, expert.id);
    const { id } = await schedule(url, client.cookie, 'Review');
    const download = await test.app.inject({
      method: 'GET',
      url: `${url}/${id}/ics`,
      headers: { cookie: expert.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(read(new ICAL.Component(ICAL.parse(download.body)))).toMatchObject({
      method: 'PUBLISH',
      organizer: `mailto:${client.email}`,
      attendees: [],
    });
  });

  it('a reschedule is a REQUEST for the same UID with the next SEQUENCE and a new DTSTAMP; a cancel a CANCEL naming the attendees', async () => {
    const client = await signedInUser(test, { fullName: 'Carla Client' });
    const expert = await signedInUser(test, { fullName: 'Eve Expert' });
    const url = await projectOf(client.id, expert.id);
    const { id } = await schedule(url, expert.cookie, 'Design review');
    const first = read((await invitationTo(client.email, 'Meeting scheduled: Design review')).calendar);

    const movedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const start = new Date(Date.now() + 3 * 86_400_000);
    const payload = { startsAt: start.toISOString(), endsAt: new Date(+start + 1_800_000).toISOString() };
    const reschedule = await test.app.inject({
      method: 'POST',
      url: `${url}/${id}/reschedule`,
      headers: { cookie: expert.cookie },
      payload,
    });
    expect(reschedule.statusCode).toBe(200);
    const moved = await invitationTo(client.email, 'Meeting rescheduled: Design review');
    expect(moved.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const update = read(moved.calendar);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      status: 'CONFIRMED',
      sequence: 1,
      start: new Date(Math.floor(+start / 1000) * 1000),
      attendees: [{ address: `mailto:${client.email}`, partstat: 'NEEDS-ACTION', rsvp: 'TRUE' }],
    });
    expect(+update.stamp).toBeGreaterThanOrEqual(+movedAt);
    const ownMove = read((await invitationTo(expert.email, 'Meeting rescheduled: Design review')).calendar);
    expect(ownMove).toMatchObject({ method: 'PUBLISH', uid: first.uid, sequence: 1, attendees: [] });

    const cancel = await test.app.inject({
      method: 'POST',
      url: `${url}/${id}/cancel`,
      headers: { cookie: expert.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = await invitationTo(client.email, 'Meeting cancelled: Design review');
    expect(cancelled.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(read(cancelled.calendar)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      status: 'CANCELLED',
      sequence: 2,
      organizer: `mailto:${expert.email}`,
      attendees: [{ address: `mailto:${client.email}`, partstat: 'NEEDS-ACTION', rsvp: undefined }],
    });
    const ownCancel = read((await invitationTo(expert.email, 'Meeting cancelled: Design review')).calendar);
    expect(ownCancel).toMatchObject({ method: 'PUBLISH', uid: first.uid, status: 'CANCELLED', sequence: 2 });
  });

  it('with nobody to invite, a cancel is a PUBLISH of the event marked CANCELLED', async () => {
    const solo = await signedInUser(test, { fullName: 'Sol Solo' });
    const url = await projectOf(solo.id);
    const { id } = await schedule(url, solo.cookie, 'Solo retro');
    const cancel = await test.app.inject({
      method: 'POST',
      url: `${url}/${id}/cancel`,
      headers: { cookie: solo.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const own = await invitationTo(solo.email, 'Meeting cancelled: Solo retro');
    expect(own.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(read(own.calendar)).toMatchObject({ method: 'PUBLISH', status: 'CANCELLED', sequence: 1, attendees: [] });
  });
});
