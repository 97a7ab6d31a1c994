import { z } from 'zod';

// What crosses the mail bounces' API (its paths and what a bounce is: src/shared/domain/mail-bounces.ts).
export { MAIL_BOUNCES_API } from '../domain/mail-bounces';

/** The header carrying MAIL_BOUNCE_SECRET on `POST /api/mail/bounces`. */
export const MAIL_BOUNCE_SECRET_HEADER = 'x-mail-bounce-secret';

/** How many of the newest bounced addresses the admins see. */
export const MAIL_BOUNCES_LISTED = 50;

export const ZMailBounceSchema = z.object({
  id: z.uuid(),
  address: z.string(),
  /** hard-bounce: the receiving server refused the address for good; complaint: its owner reported us as spam. */
  kind: z.enum(['hard-bounce', 'complaint']),
  /** smtp: refused while we sent; dsn: a delivery status notification; arf: a feedback report. */
  source: z.enum(['smtp', 'dsn', 'arf']),
  reason: z.string(),
  smtpCode: z.number().int().nullable(),
  status: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TMailBounce = z.infer<typeof ZMailBounceSchema>;

export const ZMailBounceListSchema = z.object({ bounces: z.array(ZMailBounceSchema) });
export type TMailBounceList = z.infer<typeof ZMailBounceListSchema>;

/** The signed-in person's address, when it bounced or complained (null when mail to it goes out). */
export const ZMyMailBounceSchema = z.object({ bounce: ZMailBounceSchema.nullable() });
export type TMyMailBounce = z.infer<typeof ZMyMailBounceSchema>;

/**
 * What a posted report did: recorded a hard bounce or a complaint (the same answer on a replay), gave the message up
 * without blaming the address (a permanent failure that is not the address's, e.g. 5.7.1 policy), or nothing (a
 * delay, a delivery, a not-spam report).
 */
export const ZMailReportResultSchema = z.object({
  outcome: z.enum(['hard-bounce', 'complaint', 'failed', 'ignored']),
  bounce: ZMailBounceSchema.nullable(),
});
export type TMailReportResult = z.infer<typeof ZMailReportResultSchema>;
