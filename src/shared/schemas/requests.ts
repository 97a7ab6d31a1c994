import { z } from 'zod';
import { REQUEST_STATUSES } from '../domain/requests';
import { ZPageInfoSchema } from './paging';

const ZTimestamp = z.iso.datetime({ offset: true });

/** A customization request as its client sees it. */
export const ZRequestSchema = z.object({
  id: z.uuid(),
  projectTitle: z.string(),
  baseTemplate: z.string().nullable(),
  customRequirements: z.string(),
  budgetRange: z.string().nullable(),
  timelinePreference: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  origin: z.enum(['brief', 'order']),
  /** Quotes the client can see (presenting rule). */
  presentedQuoteCount: z.number().int().min(0),
  /** Its project was cancelled (a pack project waiting for its expert): the request is closed with it. */
  projectCancelled: z.boolean(),
  createdAt: ZTimestamp,
});
export type TRequest = z.infer<typeof ZRequestSchema>;

export const ZRequestListSchema = z.object({ requests: z.array(ZRequestSchema) });
export type TRequestList = z.infer<typeof ZRequestListSchema>;

/** A row of the client's Requests tab: the request without the requirements it does not show. */
export const ZRequestSummarySchema = ZRequestSchema.omit({ customRequirements: true });
export type TRequestSummary = z.infer<typeof ZRequestSummarySchema>;

/** One page of the client's requests, newest first (`?page=`, `?pageSize=`), and how many there are. */
export const ZRequestPageSchema = z.object({ requests: z.array(ZRequestSummarySchema), ...ZPageInfoSchema.shape });
export type TRequestPage = z.infer<typeof ZRequestPageSchema>;

/** The admin's view: who asked, and where quoting stands against the presenting rule and the quote limit. */
export const ZAdminRequestSchema = ZRequestSchema.omit({ presentedQuoteCount: true }).extend({
  client: z.object({ id: z.uuid(), fullName: z.string().nullable(), email: z.string() }),
  quoteCount: z.number().int().min(0),
  sentQuoteCount: z.number().int().min(0),
  maxQuotes: z.number().int(),
  minQuotesBeforePresenting: z.number().int(),
  /** When the client sees sent quotes even below the minimum count. */
  invitationWindowEndsAt: ZTimestamp,
  presenting: z.boolean(),
  /** Quotes totalling this much (minor units) or more wait for admin review before reaching the client. */
  approvalThreshold: z.number().int(),
});
export type TAdminRequest = z.infer<typeof ZAdminRequestSchema>;

export const ZAdminRequestListSchema = z.object({ requests: z.array(ZAdminRequestSchema) });
export type TAdminRequestList = z.infer<typeof ZAdminRequestListSchema>;
