import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentTo, startSmtpServer, waitForMail as waitForReceived } from '../../test/smtp-server';
import { createTestApp, createUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let test: TestApp;
const PUBLIC_URL = 'https://market.example.test';

beforeAll(async () => {
  smtp = await startSmtpServer();
  test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL });
});
afterAll(async () => {
  await test?.close();
  await smtp?.close();
});

/** The first message delivered that matches (the app's dispatcher sends as soon as the outbox row commits). */
const waitForMail = (matches: (mail: ParsedMail) => boolean) => waitForReceived(smtp.received, matches);

const mailTo = (to: string, subject: string) => waitForMail((mail) => mail.subject === subject && sentTo(mail, to));

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

const notifyByMail = (userId: string, title: string, category?: 'activity' | 'marketing' | 'operational') =>
  test.app.services.notifications.notify({
    userId,
    type: 'system',
    title,
    message: 'Something happened.',
    email: { link: '/dashboard', category },
  });

describe('one-click unsubscribe (RFC 8058) on mail a preference can turn off', () => {
  it('a notification carries List-Unsubscribe and List-Unsubscribe-Post; the POST turns the kind off without a session', async () => {
    const person = await createUser(test);
    await notifyByMail(person.id, 'Activity one');
    const mail = await mailTo(person.email, 'Activity one');

    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(mail, 'list-unsubscribe')!;
    const url = /^<(https:\/\/market\.example\.test\/email\/unsubscribe\?token=[^>]+)>$/.exec(listUnsubscribe)?.[1];
    expect(url).toBeDefined();
    // The body's footer links to the same page, in text and HTML.
    expect(mail.text).toContain(`Unsubscribe from these e-mails: ${url}`);
    expect(mail.html).toContain('Unsubscribe from these e-mails</a>');

    // Following the link (GET) only asks: link scanners must not unsubscribe anyone.
    const path = url!.slice(PUBLIC_URL.length);
    const page = await test.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/email/unsubscribe?token=');
    expect((await test.app.services.profiles.emailPreferencesOf(person.id)).emailActivity).toBe(true);

    // What Gmail does: a POST with the one-click body, no cookie, from no page of ours.
    const oneClick = await test.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.test' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect(oneClick.body).toContain('action="/email/resubscribe?token=');
    expect(await test.app.services.profiles.emailPreferencesOf(person.id)).toEqual({
      emailActivity: false,
      emailMarketing: false,
    });

    // Turned off: the next activity notification appears in the app but is not e-mailed.
    await notifyByMail(person.id, 'Activity two');
    await notifyByMail(person.id, 'Operational notice', 'operational');
    await mailTo(person.email, 'Operational notice');
    expect(smtp.received.some((received) => received.subject === 'Activity two')).toBe(false);

    // The page's Undo turns it back on.
    const undo = await test.app.inject({
      method: 'POST',
      url: path.replace('/email/unsubscribe', '/email/resubscribe'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(undo.statusCode).toBe(200);
    expect((await test.app.services.profiles.emailPreferencesOf(person.id)).emailActivity).toBe(true);
  });

  it('a tampered or foreign token changes nothing: 404 page', async () => {
    const person = await createUser(test);
    await test.app.services.profiles.setEmailPreferences(person.id, { emailActivity: true, emailMarketing: true });
    await notifyByMail(person.id, 'Marketing two', 'marketing');
    const mail = await mailTo(person.email, 'Marketing two');
    const token = /token=([^>]+)>/.exec(header(mail, 'list-unsubscribe')!)![1]!;
    const other = await createUser(test);
    const forged = token.replace(person.id, other.id);
    for (const bad of [forged, `${token.slice(0, -2)}xx`, 'nonsense']) {
      const response = await test.app.inject({ method: 'POST', url: `/email/unsubscribe?token=${bad}`, payload: '' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This link is not valid');
    }
    expect((await test.app.services.profiles.emailPreferencesOf(person.id)).emailMarketing).toBe(true);
    expect((await test.app.services.profiles.emailPreferencesOf(other.id)).emailMarketing).toBe(false);
  });

  it('transactional mail (a password reset, an operational notice) carries no unsubscribe', async () => {
    const person = await createUser(test);
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: person.email },
    });
    expect(reset.statusCode).toBe(200);
    await notifyByMail(person.id, 'Backup failed', 'operational');
    const operational = await mailTo(person.email, 'Backup failed');
    const resetMail = await waitForMail((mail) => mail.subject !== 'Backup failed' && sentTo(mail, person.email));
    for (const mail of [operational, resetMail]) {
      expect(header(mail, 'list-unsubscribe')).toBeUndefined();
      expect(header(mail, 'list-unsubscribe-post')).toBeUndefined();
      expect(mail.text).not.toContain('Unsubscribe');
    }
  });
});
