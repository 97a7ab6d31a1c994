import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMailReportResultSchema } from '../../../shared/schemas/mail-bounces';
import { emailBounces, emailOutbox } from '../../db/schema/email';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';

const SECRET = 'bounce-secret-of-the-operators-mta';
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ MAIL_BOUNCE_ADDRESS: 'bounces@market.example.test', MAIL_BOUNCE_SECRET: SECRET });
});
afterAll(() => test?.close());

const post = (raw: string, secret: string | null = SECRET) =>
  test.app.inject({
    method: 'POST',
    url: '/api/mail/bounces',
    headers: { 'content-type': 'message/rfc822', ...(secret === null ? {} : { 'x-mail-bounce-secret': secret }) },
    payload: raw,
  });

/** A message we sent to `to`, as the outbox keeps it once delivered. */
async function sentMessage(to: string): Promise<string> {
  const [row] = await test.db
    .insert(emailOutbox)
    .values({ to, subject: 'Your quote is ready', text: 'Open it.', status: 'sent', attempts: 1, sentAt: new Date() })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/** An RFC 3464 report as Postfix writes it, sent to the VERP address of message `id`. */
const dsn = (id: string, recipient: string, { action = 'failed', status = '5.1.1', diagnostic = '' } = {}) =>
  [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    `To: bounces+${id}@market.example.test`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"',
    '',
    '--dsn',
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '',
    '--dsn',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    `Original-Envelope-Id: ${id}`,
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    diagnostic || `Diagnostic-Code: smtp; 550 ${status} <${recipient}>: Recipient address rejected: User unknown`,
    '',
    '--dsn--',
    '',
  ].join('\r\n');

/** An RFC 5965 feedback report as a mailbox provider's feedback loop sends it (recipient redacted). */
const arf = (id: string, feedbackType = 'abuse') =>
  [
    'From: Feedback Loop <fbl@mail.example.net>',
    'To: abuse@market.example.test',
    'Subject: Complaint',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=feedback-report; boundary="arf"',
    '',
    '--arf',
    'Content-Type: text/plain',
    '',
    'This is an e-mail abuse report.',
    '',
    '--arf',
    'Content-Type: message/feedback-report',
    '',
    `Feedback-Type: ${feedbackType}`,
    'User-Agent: ExampleFBL/1.0',
    'Version: 1',
    `Original-Mail-From: <bounces+${id}@market.example.test>`,
    '',
    '--arf',
    'Content-Type: text/rfc822-headers',
    '',
    `Return-Path: <bounces+${id}@market.example.test>`,
    'To: redacted@mail.example.net',
    'Subject: Your quote is ready',
    '',
    '--arf--',
    '',
  ].join('\r\n');

describe('POST /api/mail/bounces', () => {
  it('a DSN reporting 5.1.1 marks the address hard-bounced and the message failed; a replay answers the same', async () => {
    const person = await createUser(test);
    const id = await sentMessage(person.email);
    const first = await post(dsn(id, person.email));
    expect(first.statusCode).toBe(200);
    expect(ZMailReportResultSchema.parse(first.json())).toMatchObject({
      outcome: 'hard-bounce',
      bounce: { address: person.email, kind: 'hard-bounce', source: 'dsn', smtpCode: 550, status: '5.1.1' },
    });
    const [message] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(message).toMatchObject({ status: 'failed', lastError: expect.stringContaining('User unknown') });

    const replay = await post(dsn(id, person.email));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await test.db.select().from(emailBounces).where(eq(emailBounces.address, person.email))).toHaveLength(1);

    // Optional mail to the address is held back from now on.
    await test.app.services.notifications.notify({
      userId: person.id,
      type: 'system',
      title: 'After the bounce',
      message: 'Something happened.',
      email: {},
    });
    expect(await test.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'After the bounce'))).toEqual([]);
  });

  it('a delay or a policy failure does not mark the address', async () => {
    const person = await createUser(test);
    const id = await sentMessage(person.email);
    const delayed = await post(
      dsn(id, person.email, { action: 'delayed', status: '4.4.1', diagnostic: 'Diagnostic-Code: smtp; 421 timeout' }),
    );
    expect(delayed.json()).toEqual({ outcome: 'ignored', bounce: null });
    const policy = await post(
      dsn(id, person.email, { status: '5.7.1', diagnostic: 'Diagnostic-Code: smtp; 550 5.7.1 Relaying denied' }),
    );
    expect(policy.json()).toEqual({ outcome: 'failed', bounce: null });
    expect(await test.app.services.mailer.bounces.find(person.email)).toBeNull();
  });

  it('a feedback report (spam complaint) turns optional mail off for the address; a replay answers the same', async () => {
    const person = await createUser(test);
    const id = await sentMessage(person.email);
    const first = await post(arf(id));
    expect(first.statusCode).toBe(200);
    expect(ZMailReportResultSchema.parse(first.json())).toMatchObject({
      outcome: 'complaint',
      bounce: { address: person.email, kind: 'complaint', source: 'arf', reason: expect.stringContaining('abuse') },
    });
    expect((await post(arf(id))).json()).toEqual(first.json());

    const other = await createUser(test);
    expect((await post(arf(await sentMessage(other.email), 'not-spam'))).json()).toEqual({
      outcome: 'ignored',
      bounce: null,
    });
    expect(await test.app.services.mailer.bounces.find(other.email)).toBeNull();
  });

  it('401 without the shared secret or with a wrong one', async () => {
    const person = await createUser(test);
    const id = await sentMessage(person.email);
    expect((await post(dsn(id, person.email), null)).statusCode).toBe(401);
    expect((await post(dsn(id, person.email), 'bounce-secret-of-someone-else')).statusCode).toBe(401);
    expect(await test.app.services.mailer.bounces.find(person.email)).toBeNull();
  });

  it('400 with a reason for what is not a report about a message of ours, never a 500', async () => {
    const person = await createUser(test);
    const id = await sentMessage(person.email);
    const cases: [string, string][] = [
      ['', 'raw report'],
      ['just some text', 'multipart/report'],
      ['Content-Type: multipart/report; report-type=delivery-status; boundary="x"\r\n\r\n--x--\r\n', 'delivery-status'],
      [dsn(id, person.email, { status: 'bounced' }), 'status'],
      [dsn(id, 'not-an-address'), 'final-recipient'],
      [dsn('00000000-0000-4000-8000-000000000000', 'nobody@example.net'), 'no message we sent'],
      [arf(id, '').replace('Feedback-Type: \r\n', ''), 'feedback-type'],
    ];
    for (const [raw, reason] of cases) {
      const response = await post(raw);
      expect(response.statusCode, reason).toBe(400);
      expect(response.json().error.message.toLowerCase()).toContain(reason.toLowerCase());
    }
  });
});
