import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { projectMessages } from '../../db/schema/chat';
import { emailOutbox } from '../../db/schema/email';
import { meetings } from '../../db/schema/meetings';
import { notifications } from '../../db/schema/notifications';
import { createMeetingsService } from './meetings.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, JITSI, setup, times } from '../../test/meetings';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ JITSI_BASE_URL: JITSI });
});
afterAll(async () => {
  await test?.close();
});

describe('meetings: calendar file and invitations', () => {
  it('GET .../ics is RFC 5545: CRLF, UTC times, escaped text, folded at 75 octets, an organizer and no attendee', async () => {
    const { client, expert, url } = await setup(test, 'Data, strategy; and more');
    const title = 'Kick-off, Q3; budget \\ scope — “naïve” review with a very long title that must fold somewhere';
    const start = new Date('2031-03-04T09:30:00.000Z');
    const created = await call(test, 'POST', url, client.cookie, {
      provider: 'zoom',
      title,
      joinUrl: 'https://zoom.us/j/123?pwd=a,b;c',
      startsAt: '2031-03-04T10:30:00+01:00',
      endsAt: '2031-03-04T11:15:00+01:00',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const response = await call(test, 'GET', `${url}/${id}/ics`, expert.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const raw = response.body;
    expect(raw.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(raw.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = raw.replace(/\r\n /g, '');
    expect(start.toISOString()).toBe('2031-03-04T09:30:00.000Z');
    expect(unfolded).toContain('\r\nDTSTART:20310304T093000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20310304T101500Z\r\n');
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`\r\nUID:${id}@localhost\r\n`);
    expect(unfolded).toContain(
      '\r\nSUMMARY:Kick-off\\, Q3\\; budget \\\\ scope — “naïve” review with a very long title that must fold somewhere\r\n',
    );
    expect(unfolded).toContain('\r\nURL:https://zoom.us/j/123?pwd=a,b;c\r\n');
    expect(unfolded).toContain('\r\nLOCATION:https://zoom.us/j/123?pwd=a\\,b\\;c\r\n');
    expect(unfolded).toContain(
      '\r\nDESCRIPTION:Join: https://zoom.us/j/123?pwd=a\\,b\\;c\\nProject: Data\\, strategy\\; and more\\n',
    );
    expect(unfolded).toContain(`\r\nORGANIZER;CN="Carla Client":mailto:${client.email}\r\n`);
    // A download is a PUBLISH, which RFC 5546 §3.2.1 allows no ATTENDEE in.
    expect(unfolded).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(unfolded).not.toContain('ATTENDEE');
    // Folding never splits a UTF-8 character: every folded line is valid UTF-8 on its own.
    for (const line of raw.split('\r\n')) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);

    // Without times there is nothing to put in a calendar.
    const untimed = await call(test, 'POST', `${url}/from-chat`, client.cookie, {
      title: 'Ad hoc',
      joinUrl: 'https://x.test/r',
    });
    const noTime = await call(test, 'GET', `${url}/${untimed.json().id}/ics`, client.cookie);
    expect(noTime.statusCode).toBe(409);
  });

  it('every participant is notified (linking to the Meetings tab) and e-mailed the .ics as an attachment', async () => {
    const { client, expert, projectId, url } = await setup(test);
    const created = await call(test, 'POST', url, expert.cookie, { provider: 'jitsi', title: 'Demo day', ...times(2) });
    const meeting = created.json();
    for (const who of [client, expert]) {
      const [row] = await test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'meeting_scheduled')));
      expect(row).toMatchObject({ relatedId: projectId, title: 'Meeting scheduled: Demo day' });
      expect(row!.message).toContain(meeting.joinUrl);
      const mails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, who.email));
      const mail = mails.find((m) => m.subject === 'Meeting scheduled: Demo day');
      expect(mail).toBeDefined();
      expect(mail!.text).toContain(`/project/${projectId}?tab=meetings`);
      expect(mail!.attachments).toHaveLength(1);
      const [ics] = mail!.attachments!;
      // The client is invited; the expert, who organizes it, gets the event to keep rather than a request.
      const method = who === client ? 'REQUEST' : 'PUBLISH';
      expect(ics).toMatchObject({
        filename: 'Demo-day.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      });
      expect(ics!.content).toContain(`METHOD:${method}`);
      expect(ics!.content.replace(/\r\n /g, '')).toContain(`URL:${meeting.joinUrl}`);
      expect(ics!.content.replace(/\r\n /g, '')).toContain(`\r\nORGANIZER;CN="Eve Expert":mailto:${expert.email}\r\n`);
      if (who === client)
        expect(ics!.content.replace(/\r\n /g, '')).toContain(
          `\r\nATTENDEE;CN="Carla Client";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${client.email}\r\n`,
        );
      else expect(ics!.content).not.toContain('ATTENDEE');
    }
  });

  it('a meeting from the chat is announced in the chat; a failed announcement is only logged', async () => {
    const { client, projectId, url } = await setup(test);
    const created = await call(test, 'POST', `${url}/from-chat`, client.cookie, {
      title: 'Design review',
      joinUrl: 'https://meet.example.test/design',
      ...times(),
    });
    expect(created.statusCode).toBe(201);
    const [announcement] = await test.db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.meetingId, created.json().id));
    expect(announcement).toMatchObject({ projectId, userId: client.id, kind: 'meeting_announcement' });
    expect(announcement!.message).toContain('Design review');
    expect(announcement!.message).toContain('https://meet.example.test/design');

    // The same service with a chat that fails: the meeting is still created, the failure logged.
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const services = test.app.services;
    const failing = createMeetingsService({
      db: test.db,
      projects: services.projects,
      profiles: services.profiles,
      settings: services.settings,
      notifications: services.notifications,
      mailer: services.mailer,
      activity: services.activity,
      chat: { postAnnouncement: async () => Promise.reject(new Error('chat is down')) },
      jitsiBaseUrl: JITSI,
      google: null,
      authSecret: 'x'.repeat(40),
      publicUrl: 'http://localhost:3999',
      logger,
    });
    const viewer = {
      userId: client.id,
      email: client.email,
      emailVerified: true,
      fullName: 'Carla Client',
      isAdmin: false,
      mfaEnabled: false,
      adminMfaRequired: false,
      bankTransferEnabled: false,
    };
    const meeting = await failing.createFromChat(viewer, projectId, {
      title: 'Still here',
      joinUrl: 'https://x.test/y',
    });
    expect(await test.db.select().from(meetings).where(eq(meetings.id, meeting.id))).toHaveLength(1);
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'meeting announcement in chat failed', meetingId: meeting.id }),
    ]);
  });

  it('listForProject gives the assistant the meetings oldest start first, untimed last', async () => {
    const { client, projectId, url } = await setup(test);
    const later = new Date(Date.now() + 3 * 86_400_000);
    await call(test, 'POST', url, client.cookie, {
      provider: 'zoom',
      title: 'Later',
      joinUrl: 'https://zoom.us/j/9',
      startsAt: later.toISOString(),
      endsAt: new Date(later.getTime() + 3_600_000).toISOString(),
    });
    await call(test, 'POST', url, client.cookie, { provider: 'jitsi', title: 'Untimed' });
    await call(test, 'POST', url, client.cookie, { provider: 'jitsi', title: 'Sooner', ...times() });
    const list = await test.app.services.meetings.listForProject(projectId);
    expect(list.map((m) => m.title)).toEqual(['Sooner', 'Later', 'Untimed']);
    expect(list[0]).toMatchObject({
      provider: 'jitsi',
      joinUrl: expect.stringMatching(/^https:\/\/jitsi\.example\.test\//),
    });
    expect(list[0]!.startsAt).toBeInstanceOf(Date);
  });
});
