import { z } from 'zod';

/** E-mail delivery as the admins see it: what did not go out and why. Admin only (401 signed out, 403 otherwise). */
export const MAIL_DELIVERY_API = { overview: '/api/admin/mail-delivery' } as const;

/** Outbox statuses that never go out by themselves: kept without SMTP, or given up after every attempt. */
export const UNDELIVERED_MAIL_STATUSES = ['stored', 'failed'] as const;

/** How many times a message is tried over SMTP before it is given up as failed. */
export const MAIL_DELIVERY_ATTEMPTS = 5;

/** How many of the newest undelivered messages the overview lists. */
export const UNDELIVERED_MAIL_LISTED = 10;

const ZUndeliveredCountSchema = z.object({
  count: z.number().int(),
  oldestAt: z.iso.datetime({ offset: true }).nullable(),
  newestAt: z.iso.datetime({ offset: true }).nullable(),
});

export const ZUndeliveredMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(UNDELIVERED_MAIL_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  attempts: z.number().int(),
  /** Why the last attempt failed (failed messages only). */
  lastError: z.string().nullable(),
});
export type TUndeliveredMessage = z.infer<typeof ZUndeliveredMessageSchema>;

export const ZMailDeliverySchema = z.object({
  /** smtp: SMTP_URL is set and mail is sent; outbox: it is not, and new mail is kept unsent. */
  transport: z.enum(['smtp', 'outbox']),
  /** Outside production the local mailbox (/dev/mailbox) shows kept mail: keeping it is then the intended delivery. */
  localMailbox: z.boolean(),
  stored: ZUndeliveredCountSchema,
  failed: ZUndeliveredCountSchema,
  /** The error of the newest failed message. */
  lastError: z.string().nullable(),
  /** The newest undelivered messages, newest first. */
  recent: z.array(ZUndeliveredMessageSchema),
});
export type TMailDelivery = z.infer<typeof ZMailDeliverySchema>;
