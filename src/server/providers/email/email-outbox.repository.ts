import { and, asc, count, desc, eq, inArray, lt, max, min } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifyChannel } from '../../db/raw-sql';
import { emailOutbox } from '../../db/schema/email';
import { UNDELIVERED_MAIL_STATUSES } from '../../../shared/schemas/mail-delivery';

export type { EmailAttachment } from '../../db/schema/email';
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

const UNDELIVERED_STATUSES = [...UNDELIVERED_MAIL_STATUSES];
type UndeliveredStatus = (typeof UNDELIVERED_MAIL_STATUSES)[number];
type UndeliveredCount = { count: number; oldestAt: Date | null; newestAt: Date | null };
export type UndeliveredMail = { stored: UndeliveredCount; failed: UndeliveredCount; lastError: string | null };

/** PostgreSQL channel that wakes the SMTP dispatchers when a message is queued. */
export const OUTBOX_CHANNEL = 'email_outbox';

export function createEmailOutboxRepository(db: Executor) {
  return {
    async insert(values: NewOutboxRow, executor: Executor = db): Promise<void> {
      await executor.insert(emailOutbox).values(values);
    },

    /** Wakes the dispatchers when the executor's transaction commits. */
    signalQueued: (executor: Executor = db) => notifyChannel(executor, OUTBOX_CHANNEL),

    /** Claims the oldest queued message with fewer than `maxAttempts` tries; SKIP LOCKED lets instances share. */
    async claimNextQueued(maxAttempts: number, tx: Executor): Promise<OutboxRow | null> {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.attempts, maxAttempts)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async update(
      id: string,
      values: Partial<Pick<NewOutboxRow, 'status' | 'attempts' | 'lastError' | 'sentAt'>>,
      executor: Executor = db,
    ): Promise<void> {
      await executor.update(emailOutbox).set(values).where(eq(emailOutbox.id, id));
    },

    /** Newest first, optionally only those to one address. */
    listNewest(limit: number, to?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(emailOutbox)
        .where(to ? eq(emailOutbox.to, to) : undefined)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(limit);
    },

    /** Messages still waiting for delivery and when the oldest was queued (null when none wait). */
    async backlog(): Promise<{ queued: number; oldestAt: Date | null }> {
      const [row] = await db
        .select({ queued: count(), oldestAt: min(emailOutbox.createdAt) })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'queued'));
      return { queued: row?.queued ?? 0, oldestAt: row?.oldestAt ?? null };
    },

    /** Undelivered mail by status: how many, the oldest and newest of each, and the newest failure's error. */
    async undelivered(): Promise<UndeliveredMail> {
      const rows = await db
        .select({
          status: emailOutbox.status,
          count: count(),
          oldestAt: min(emailOutbox.createdAt),
          newestAt: max(emailOutbox.createdAt),
        })
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, UNDELIVERED_STATUSES))
        .groupBy(emailOutbox.status);
      const [lastFailure] = await db
        .select({ lastError: emailOutbox.lastError })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'failed'))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      const of = (status: UndeliveredStatus) => {
        const row = rows.find((r) => r.status === status);
        return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null, newestAt: row?.newestAt ?? null };
      };
      return { stored: of('stored'), failed: of('failed'), lastError: lastFailure?.lastError ?? null };
    },

    /** The newest undelivered messages (kept unsent or failed), newest first. */
    listUndelivered(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, UNDELIVERED_STATUSES))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(limit);
    },

    async findById(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row ?? null;
    },
  };
}
