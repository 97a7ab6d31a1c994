import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export type Mail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Records the mail in the outbox inside the caller's transaction, so a rolled-back change sends nothing. */
  enqueue: (mail: Mail, executor?: Executor) => Promise<void>;
  /** Delivers queued mail over SMTP; no-op without SMTP. Safe to run on many instances at once. */
  deliverQueued: () => Promise<number>;
  readonly transport: 'smtp' | 'outbox';
};

const MAX_ATTEMPTS = 5;

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

  async function enqueue(mail: Mail, executor: Executor = db): Promise<void> {
    await executor.insert(emailOutbox).values({ ...mail, status: smtp ? 'queued' : 'stored' });
    if (smtp) await executor.execute(sql`SELECT pg_notify('email_outbox', '')`);
  }

  async function deliverQueued(): Promise<number> {
    if (!smtp) return 0;
    let delivered = 0;
    for (;;) {
      // Claim one row at a time; SKIP LOCKED lets several instances share the queue without double sends.
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(emailOutbox)
          .where(and(inArray(emailOutbox.status, ['queued']), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(emailOutbox.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        try {
          await smtp.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
          await tx
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
            .where(eq(emailOutbox.id, row.id));
        } catch (error) {
          const attempts = row.attempts + 1;
          logger.warn({ err: error, to: row.to, attempts }, 'e-mail delivery failed');
          await tx
            .update(emailOutbox)
            .set({
              attempts,
              lastError: String(error).slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
            })
            .where(eq(emailOutbox.id, row.id));
          return false;
        }
        return true;
      });
      if (sent === null || sent === false) return delivered;
      delivered++;
    }
  }

  return { enqueue, deliverQueued, transport: smtp ? 'smtp' : 'outbox' };
}
