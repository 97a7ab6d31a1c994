import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createMailer } from './mailer';

type Received = { from: string; to: string[]; raw: string; secure: boolean; user: string | undefined };

const USER = 'mailer';
const PASSWORD = 'smtp-secret-password';

/**
 * A real SMTP server: STARTTLS on a plain port (its built-in self-signed certificate) and AUTH PLAIN/LOGIN allowed
 * only once the connection is encrypted, so a delivered message proves both happened.
 */
function startSmtpServer(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, received });
    });
  });
}

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const logger = pino({ level: 'silent' });
// requireTLS: never send credentials or mail before STARTTLS; the test server's certificate is self-signed.
const urlWith = (password: string) =>
  `smtp://${USER}:${password}@127.0.0.1:${smtp.port}?requireTLS=true&tls.rejectUnauthorized=false`;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.server.close(() => resolve()));
  await database?.drop();
});

describe('SMTP delivery against a real SMTP server', () => {
  it('delivers queued mail after STARTTLS and authentication, and marks it sent', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: urlWith(PASSWORD),
      from: 'Outcome Marketplace <no-reply@outcome.test>',
      logger,
    });
    expect(mailer.transport).toBe('smtp');
    await mailer.enqueue({
      to: 'client@example.test',
      subject: 'Deliverable approved — “Launch plan” €',
      text: 'Your deliverable passed QA.',
      html: '<p>Your deliverable passed QA.</p>',
    });

    expect(await mailer.deliverQueued()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message).toMatchObject({
      from: 'no-reply@outcome.test',
      to: ['client@example.test'],
      secure: true,
      user: USER,
    });
    expect(message!.raw).toContain('Your deliverable passed QA.');
    expect(message!.raw).toMatch(/^Subject: =\?UTF-8\?/m);

    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'client@example.test'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(await mailer.deliverQueued()).toBe(0);
  });

  it('delivers a text attachment (a calendar invitation) as a MIME part with its name and type', async () => {
    const before = smtp.received.length;
    const mailer = createMailer({ db: database.db, smtpUrl: urlWith(PASSWORD), from: 'x@outcome.test', logger });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Kick-off — “Q3”\r\nEND:VCALENDAR\r\n';
    await mailer.enqueue({
      to: 'invitee@example.test',
      subject: 'Meeting invitation',
      text: 'You are invited.',
      attachments: [{ filename: 'meeting.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
    });
    const [stored] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'invitee@example.test'));
    expect(stored!.attachments).toEqual([
      { filename: 'meeting.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    ]);

    expect(await mailer.deliverQueued()).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    const raw = smtp.received.at(-1)!.raw;
    expect(raw).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(raw).toMatch(/^Content-Type: text\/calendar; method=REQUEST/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=meeting\.ics/m);
    // The part's body, decoded from its transfer encoding, is the calendar byte for byte.
    const part = raw
      .split(/\r?\n\r?\n/)
      .find((_, index, parts) => /filename=meeting\.ics/.test(parts[index - 1] ?? ''));
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(
      raw.slice(raw.indexOf('filename=meeting.ics') - 200),
    )?.[1];
    const body = part!.split(/\r?\n--/)[0]!;
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8');
    expect(decoded).toBe(ics);
  });

  it('keeps the mail queued with the error when the server refuses the credentials, and sends nothing', async () => {
    const before = smtp.received.length;
    const mailer = createMailer({
      db: database.db,
      smtpUrl: urlWith('wrong-password'),
      from: 'x@outcome.test',
      logger,
    });
    await mailer.enqueue({ to: 'refused@example.test', subject: 'Refused', text: 'Not delivered.' });

    expect(await mailer.deliverQueued()).toBe(0);
    expect(smtp.received.length).toBe(before);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'refused@example.test'));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/Invalid login|Invalid username or password|535/);
    expect(row!.lastError).not.toContain('wrong-password');
  });
});
