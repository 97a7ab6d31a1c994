import nodemailer from 'nodemailer';
import { MAIL_DELIVERY_ATTEMPTS } from '../../../shared/schemas/mail-delivery';
import { clock } from '../../lib/clock';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import {
  createEmailOutboxRepository,
  type EmailAttachment,
  type OutboxRow,
  type UndeliveredMail,
} from './email-outbox.repository';

export type { EmailAttachment } from './email-outbox.repository';
/**
 * `attachments`: small files kept with the message (a meeting's .ics invitation, a document's PDF as base64).
 * `headers`: extra header fields (List-Unsubscribe and List-Unsubscribe-Post on mail a preference can turn off).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Records the mail in the outbox inside the caller's transaction, so a rolled-back change sends nothing. */
  enqueue: (mail: Mail, executor?: Executor) => Promise<void>;
  /** Delivers queued mail over SMTP; no-op without SMTP. Safe to run on many instances at once. */
  deliverQueued: () => Promise<number>;
  /** The outbox, newest first (optionally to one address): the local mailbox page reads it outside production. */
  listOutbox: (limit: number, to?: string) => Promise<OutboxRow[]>;
  findInOutbox: (id: string) => Promise<OutboxRow | null>;
  /** Queued, undelivered mail: how many and since when (for the metrics). */
  backlog: () => Promise<{ queued: number; oldestAt: Date | null }>;
  /** Mail that will not go out by itself, kept unsent or failed: for the metrics and the admins. */
  undelivered: () => Promise<UndeliveredMail>;
  listUndelivered: (limit: number) => Promise<OutboxRow[]>;
  readonly transport: 'smtp' | 'outbox';
};

export type { OutboxRow } from './email-outbox.repository';

export function createMailer({
  db,
  smtpUrl,
  from,
  logger,
}: {
  db: Database;
  smtpUrl?: string;
  from: string;
  logger: Logger;
}): Mailer {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const outbox = createEmailOutboxRepository(db);

  async function enqueue(mail: Mail, executor: Executor = db): Promise<void> {
    const { attachments, headers, ...rest } = mail;
    // Mail written at a set time (the demo seeder's history) is kept in the outbox, never delivered.
    const deliver = smtp !== null && !clock.isSet();
    await outbox.insert(
      {
        ...rest,
        attachments: attachments?.length ? attachments : null,
        headers: headers && Object.keys(headers).length ? headers : null,
        status: deliver ? 'queued' : 'stored',
      },
      executor,
    );
    if (deliver) await outbox.signalQueued(executor);
  }

  async function deliverQueued(): Promise<number> {
    if (!smtp) return 0;
    let delivered = 0;
    for (;;) {
      // Claim one row at a time; SKIP LOCKED lets several instances share the queue without double sends.
      const sent = await db.transaction(async (tx) => {
        const row = await outbox.claimNextQueued(MAIL_DELIVERY_ATTEMPTS, tx);
        if (!row) return null;
        try {
          await smtp.sendMail({
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
            headers: row.headers ?? undefined,
            attachments: row.attachments?.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content,
              ...(attachment.encoding ? { encoding: attachment.encoding } : {}),
            })),
          });
          await outbox.update(row.id, { status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 }, tx);
        } catch (error) {
          const attempts = row.attempts + 1;
          logger.warn({ err: error, to: row.to, attempts }, 'e-mail delivery failed');
          await outbox.update(
            row.id,
            {
              attempts,
              lastError: String(error).slice(0, 500),
              status: attempts >= MAIL_DELIVERY_ATTEMPTS ? 'failed' : 'queued',
            },
            tx,
          );
          return false;
        }
        return true;
      });
      if (sent === null || sent === false) return delivered;
      delivered++;
    }
  }

  return {
    enqueue,
    deliverQueued,
    listOutbox: (limit, to) => outbox.listNewest(limit, to),
    findInOutbox: (id) => outbox.findById(id),
    backlog: () => outbox.backlog(),
    undelivered: () => outbox.undelivered(),
    listUndelivered: (limit) => outbox.listUndelivered(limit),
    transport: smtp ? 'smtp' : 'outbox',
  };
}
