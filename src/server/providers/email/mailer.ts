import nodemailer from 'nodemailer';
import { MAIL_DELIVERY_ATTEMPTS } from '../../../shared/schemas/mail-delivery';
import { clock } from '../../lib/clock';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import { createBounceList, type BounceList, type CountBounce } from './bounce-list';
import { permanentRecipientRefusal } from './smtp-refusal';
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
 * `optional`: mail a preference can turn off; it is not sent to an address that hard-bounced or complained.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  headers?: Record<string, string>;
  optional?: boolean;
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
  /** Addresses that hard-bounced or complained: optional mail is held back from them. */
  readonly bounces: BounceList;
  /** Gives a sent message up as failed: a delivery status notification reported it undeliverable. */
  markFailed: (id: string, lastError: string, executor?: Executor) => Promise<void>;
};

/** The envelope sender for one message, VERP-style: `bounces@example.com` becomes `bounces+<id>@example.com`. */
export function verpAddressOf(bounceAddress: string, outboxId: string): string {
  const at = bounceAddress.lastIndexOf('@');
  return `${bounceAddress.slice(0, at)}+${outboxId}${bounceAddress.slice(at)}`;
}

export type { OutboxRow } from './email-outbox.repository';

export function createMailer({
  db,
  smtpUrl,
  from,
  bounceAddress,
  countBounce,
  logger,
}: {
  db: Database;
  smtpUrl?: string;
  from: string;
  /** MAIL_BOUNCE_ADDRESS: the envelope sender (Return-Path) each message's bounces come back to, VERP-style. */
  bounceAddress?: string;
  countBounce?: CountBounce;
  logger: Logger;
}): Mailer {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const outbox = createEmailOutboxRepository(db);
  const bounces = createBounceList(db, countBounce);

  async function enqueue(mail: Mail, executor: Executor = db): Promise<void> {
    const { attachments, headers, optional, ...rest } = mail;
    if (optional && (await bounces.find(rest.to, executor))) return;
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
      const outcome = await db.transaction(async (tx) => {
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
            ...(bounceAddress ? { envelope: { from: verpAddressOf(bounceAddress, row.id), to: row.to } } : {}),
            // Sent only where the server offers DSN: failures and delays come back with our id as ENVID.
            dsn: { id: row.id, return: 'headers', notify: ['failure', 'delay'], recipient: row.to },
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
          // A 5xx to RCPT TO is final: retrying cannot help, and a bad address gets no more optional mail.
          const refusal = permanentRecipientRefusal(error);
          await outbox.update(
            row.id,
            {
              attempts,
              lastError: (refusal?.reason ?? String(error)).slice(0, 500),
              status: refusal || attempts >= MAIL_DELIVERY_ATTEMPTS ? 'failed' : 'queued',
            },
            tx,
          );
          if (refusal?.badAddress) {
            const { smtpCode, status, reason } = refusal;
            await bounces.record(
              { address: row.to, kind: 'hard-bounce', source: 'smtp', reason, smtpCode, status, outboxId: row.id },
              tx,
            );
          }
          // A refusal concerns this message only; any other failure likely hits the next one too: wait.
          return refusal ? 'refused' : 'deferred';
        }
        return 'sent';
      });
      if (outcome === null || outcome === 'deferred') return delivered;
      if (outcome === 'sent') delivered++;
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
    bounces,
    markFailed: (id, lastError, executor) => outbox.update(id, { status: 'failed', lastError }, executor),
  };
}
