import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One accepted message: parsed as a mail client parses it, with the envelope it came in (VERP sender, DSN). */
export type ReceivedMail = ParsedMail & {
  envelope: Pick<SMTPServerSession['envelope'], 'mailFrom' | 'rcptTo' | 'dsn'>;
};

/** A refusal at RCPT time for an address, e.g. `{ code: 550, message: '5.1.1 User unknown' }`; null accepts it. */
export type RcptRefusal = { code: number; message: string } | null;

/**
 * A real SMTP server offering the DSN extension, keeping every message it accepts. `refuse` decides per recipient
 * (and per attempt) whether RCPT TO is refused, as a receiving server refuses an unknown mailbox.
 */
export function startSmtpServer(refuse: (address: string) => RcptRefusal = () => null) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    hideDSN: false,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const { mailFrom, rcptTo, dsn } = session.envelope;
      const envelope = { mailFrom, rcptTo, dsn };
      simpleParser(stream)
        .then((mail) => received.push(Object.assign(mail, { envelope })))
        .then(() => callback(), callback);
    },
  });
  return new Promise<{ server: SMTPServer; port: number; received: ReceivedMail[]; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () =>
        resolve({
          server,
          port: (server.server.address() as AddressInfo).port,
          received,
          close: () => new Promise<void>((done) => server.close(() => done())),
        }),
      );
    },
  );
}

export const sentTo = (mail: ParsedMail, to: string) => Boolean(mail.to && 'text' in mail.to && mail.to.text === to);

/** The first message received that matches, waiting for the app's dispatcher (it sends once the outbox row commits). */
export async function waitForMail<T extends ParsedMail>(received: T[], matches: (mail: T) => boolean): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = received.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the expected mail was not delivered');
}
