import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMailBounceListSchema, ZMyMailBounceSchema } from '../../../shared/schemas/mail-bounces';
import { emailOutbox } from '../../db/schema/email';
import { activityEntries } from '../../test/admin-activity';
import { sentTo, startSmtpServer, waitForMail, type RcptRefusal } from '../../test/smtp-server';
import { createTestApp, createUser, signedInUser, TEST_ORIGIN, type TestApp } from '../../test/test-app';

/** Per address, the replies its RCPT TO gets, one per attempt; once they run out it is accepted. */
const refusals = new Map<string, RcptRefusal[]>();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let test: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer((address) => refusals.get(address)?.shift() ?? null);
  test = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: 'https://market.example.test',
    MAIL_BOUNCE_ADDRESS: 'bounces@market.example.test',
  });
});
afterAll(async () => {
  await test?.close();
  await smtp?.close();
});

const notifyByMail = (userId: string, title: string) =>
  test.app.services.notifications.notify({
    userId,
    type: 'system',
    title,
    message: 'Something happened.',
    email: { link: '/dashboard' },
  });

const outboxRows = (subject: string) => test.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));

/** The outbox row of a message once the dispatcher has tried it (sent, failed or queued again after an attempt). */
async function triedRow(subject: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const [row] = await outboxRows(subject);
    if (row && row.attempts > 0) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`"${subject}" was never tried`);
}

const requestPasswordReset = (email: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { email },
  });

describe('a recipient the SMTP server refuses', () => {
  it('550 user unknown: given up at once, the address marked hard-bounced; optional mail stops, a reset still goes', async () => {
    const person = await signedInUser(test);
    refusals.set(person.email, [{ code: 550, message: '5.1.1 <gone>: Recipient address rejected: User unknown' }]);
    await notifyByMail(person.id, 'Refused activity');

    const refused = await triedRow('Refused activity');
    expect(refused.status).toBe('failed');
    expect(refused.attempts).toBe(1);
    expect(refused.lastError).toContain('550 5.1.1');

    const admin = await signedInUser(test, { isAdmin: true });
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/admin/mail-bounces',
      headers: { cookie: admin.cookie },
    });
    expect(listed.statusCode).toBe(200);
    const bounce = ZMailBounceListSchema.parse(listed.json()).bounces.find((b) => b.address === person.email);
    expect(bounce).toMatchObject({
      kind: 'hard-bounce',
      source: 'smtp',
      smtpCode: 550,
      status: '5.1.1',
      reason: expect.stringContaining('User unknown'),
    });

    // The next optional notification is not even queued; the in-app one still appears.
    const notification = await notifyByMail(person.id, 'Held back activity');
    expect(notification.title).toBe('Held back activity');
    expect(await outboxRows('Held back activity')).toEqual([]);

    // Transactional mail still goes: the server accepts the address again and the reset arrives.
    expect((await requestPasswordReset(person.email)).statusCode).toBe(200);
    await waitForMail(smtp.received, (mail) => sentTo(mail, person.email));

    // The owner sees it on their settings and tries again: optional mail goes out once more.
    const mine = await test.app.inject({
      method: 'GET',
      url: '/api/account/email-bounce',
      headers: { cookie: person.cookie },
    });
    expect(ZMyMailBounceSchema.parse(mine.json()).bounce).toMatchObject({ address: person.email, smtpCode: 550 });
    const retry = await test.app.inject({
      method: 'DELETE',
      url: '/api/account/email-bounce',
      headers: { cookie: person.cookie },
    });
    expect(retry.statusCode).toBe(204);
    await notifyByMail(person.id, 'Activity after trying again');
    await waitForMail(smtp.received, (mail) => mail.subject === 'Activity after trying again');

    const metrics = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toContain('email_bounces_total{kind="hard-bounce",source="smtp"} 1');
  });

  it('450 mailbox busy: kept queued and delivered on the next attempt, the address not marked', async () => {
    const person = await createUser(test);
    refusals.set(person.email, [{ code: 450, message: '4.2.1 Mailbox busy, try again later' }]);
    await notifyByMail(person.id, 'Deferred activity');

    const deferred = await triedRow('Deferred activity');
    expect(deferred.status).toBe('queued');
    expect(deferred.lastError).toContain('450');

    await test.app.services.mailer.deliverQueued();
    await waitForMail(smtp.received, (mail) => mail.subject === 'Deferred activity');
    expect((await outboxRows('Deferred activity'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await test.app.services.mailer.bounces.find(person.email)).toBeNull();
  });

  it('a 5.7.1 policy refusal gives the message up but does not blame the address', async () => {
    const person = await createUser(test);
    refusals.set(person.email, [{ code: 550, message: '5.7.1 Relaying denied' }]);
    await notifyByMail(person.id, 'Policy refused');
    expect((await triedRow('Policy refused')).status).toBe('failed');
    expect(await test.app.services.mailer.bounces.find(person.email)).toBeNull();
  });

  it('asks for DSNs with the message id, from a VERP return path naming it', async () => {
    const person = await createUser(test);
    await notifyByMail(person.id, 'With a DSN request');
    const mail = await waitForMail(smtp.received, (m) => m.subject === 'With a DSN request');
    const [row] = await outboxRows('With a DSN request');
    expect(mail.envelope.mailFrom).toMatchObject({ address: `bounces+${row!.id}@market.example.test` });
    expect(mail.envelope.dsn).toEqual({ ret: 'HDRS', envid: row!.id });
    expect(mail.envelope.rcptTo[0]).toMatchObject({ address: person.email, dsn: { notify: ['FAILURE', 'DELAY'] } });
  });
});

describe('clearing a bounced address (admins)', () => {
  it('is for admins only, lets optional mail go again and leaves an activity trace', async () => {
    const person = await createUser(test);
    const { id } = await test.app.services.mailer.bounces.record({
      address: person.email,
      kind: 'complaint',
      source: 'arf',
      reason: 'Reported as abuse (feedback report)',
    });
    const clear = (cookie: string, bounceId = id) =>
      test.app.inject({ method: 'DELETE', url: `/api/admin/mail-bounces/${bounceId}`, headers: { cookie } });

    const client = await signedInUser(test);
    expect((await clear(client.cookie)).statusCode).toBe(403);
    const admin = await signedInUser(test, { isAdmin: true });
    expect((await clear(admin.cookie)).statusCode).toBe(204);
    expect(await test.app.services.mailer.bounces.find(person.email)).toBeNull();
    expect((await clear(admin.cookie)).statusCode).toBe(404);

    const [entry] = await activityEntries(test, 'mail.bounce_cleared', person.email);
    expect(entry).toMatchObject({ actorId: admin.id, summary: expect.stringContaining(person.email) });
  });
});
