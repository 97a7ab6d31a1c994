import { z } from 'zod';
import { ZExpertSummarySchema } from './expert-summary';
import {
  MAX_QUOTE_DELIVERABLES,
  MAX_QUOTE_MILESTONE_MINOR,
  MAX_QUOTE_MILESTONES,
  MAX_QUOTE_VALIDITY_DAYS,
  QUOTE_TEXT_MAX_LENGTH as MAX,
} from '../domain/limits';
import { QUOTE_STATUSES } from '../domain/quotes';
import { ZPageInfoSchema, ZPageQuerySchema } from './paging';
import { ZAdminRequestSchema, ZRequestSchema } from './requests';

const ZTimestamp = z.iso.datetime({ offset: true });
const ZText = (max: number) => z.string().trim().min(1).max(max);

export const ZQuoteMilestoneSchema = z.object({
  title: ZText(MAX.milestoneTitle),
  description: z.string().trim().max(MAX.milestoneDescription),
  /** Minor units. */
  amount: z.number().int().min(1).max(MAX_QUOTE_MILESTONE_MINOR),
});

export const ZQuoteDeliverableSchema = z.object({ title: ZText(MAX.deliverableTitle) });

/** What an author writes (new quote or revision). The total is never sent: it is the sum of the milestones. */
export const ZQuoteDraftSchema = z.object({
  projectTitle: ZText(MAX.projectTitle),
  scopeDescription: ZText(MAX.scopeDescription),
  paymentStructure: ZText(MAX.paymentStructure),
  deliverables: z.array(ZQuoteDeliverableSchema).min(1).max(MAX_QUOTE_DELIVERABLES),
  milestones: z.array(ZQuoteMilestoneSchema).min(1).max(MAX_QUOTE_MILESTONES),
  estimatedDuration: ZText(MAX.estimatedDuration),
  estimatedStartDate: z.iso.date().nullable(),
  validForDays: z.number().int().min(1).max(MAX_QUOTE_VALIDITY_DAYS),
});
export type TQuoteDraft = z.infer<typeof ZQuoteDraftSchema>;

export const ZQuoteRevisionSchema = z.object({
  id: z.uuid(),
  revisionNumber: z.number().int(),
  changesRequested: z.string(),
  revisedAmount: z.number().int().nullable(),
  createdAt: ZTimestamp,
});
export type TQuoteRevision = z.infer<typeof ZQuoteRevisionSchema>;

const quoteCore = {
  id: z.uuid(),
  requestId: z.uuid(),
  quoteNumber: z.string(),
  projectTitle: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** Status expired, or sent with its expiry past (before the job marks it). */
  isExpired: z.boolean(),
  totalAmount: z.number().int(),
  currency: z.string(),
  expiresAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
};

/** A row of the client's Quotes tab. */
export const ZQuoteSummarySchema = z.object(quoteCore);
export type TQuoteSummary = z.infer<typeof ZQuoteSummarySchema>;

/** One page of the client's presented quotes, newest first (`?page=`, `?pageSize=`), and how many there are. */
export const ZQuoteListSchema = z.object({ quotes: z.array(ZQuoteSummarySchema), ...ZPageInfoSchema.shape });
export type TQuoteList = z.infer<typeof ZQuoteListSchema>;

const quoteContent = {
  ...quoteCore,
  scopeDescription: z.string(),
  paymentStructure: z.string(),
  deliverables: z.array(ZQuoteDeliverableSchema),
  milestones: z.array(ZQuoteMilestoneSchema),
  estimatedDuration: z.string(),
  estimatedStartDate: z.iso.date().nullable(),
};

/** One column of the side-by-side comparison of a request's quotes. */
export const ZQuoteComparisonItemSchema = z.object(quoteContent);
export type TQuoteComparisonItem = z.infer<typeof ZQuoteComparisonItemSchema>;

export const ZRequestQuotesSchema = z.object({ request: ZRequestSchema, quotes: z.array(ZQuoteComparisonItemSchema) });
export type TRequestQuotes = z.infer<typeof ZRequestQuotesSchema>;

/** The quote review page (/quote/{id}). */
export const ZQuoteDetailSchema = z.object({
  ...quoteContent,
  /** The client; only they see Your Response. */
  userId: z.uuid(),
  approvedAt: ZTimestamp.nullable(),
  clientNotes: z.string().nullable(),
  updatedAt: ZTimestamp,
  request: z.object({ baseTemplate: z.string().nullable(), customRequirements: z.string() }),
  /** Newest first. */
  revisions: z.array(ZQuoteRevisionSchema),
  /** The expert who will deliver (an invited expert's quote); null for a quote written by the platform. */
  expert: ZExpertSummarySchema.nullable(),
});
export type TQuoteDetail = z.infer<typeof ZQuoteDetailSchema>;

export const ZQuoteResponseBodySchema = z.object({ notes: z.string().trim().max(MAX.clientNotes).optional() });
export const ZQuoteChangesBodySchema = z.object({
  notes: z.string().trim().min(1, "Please describe what changes you'd like to see.").max(MAX.clientNotes),
});

export const ZQuoteApprovalSchema = z.object({ quote: ZQuoteDetailSchema, projectId: z.uuid() });
export type TQuoteApproval = z.infer<typeof ZQuoteApprovalSchema>;

/** The admin's and author's view: everything, plus the gate and the outstanding change request. */
export const ZAdminQuoteSchema = z.object({
  ...quoteContent,
  client: z.object({ id: z.uuid(), fullName: z.string().nullable(), email: z.string() }),
  createdBy: z.uuid(),
  validForDays: z.number().int(),
  sentAt: ZTimestamp.nullable(),
  presentedAt: ZTimestamp.nullable(),
  reviewedAt: ZTimestamp.nullable(),
  approvedAt: ZTimestamp.nullable(),
  clientNotes: z.string().nullable(),
  updatedAt: ZTimestamp,
  revisions: z.array(ZQuoteRevisionSchema),
  /**
   * Only in the answer to writing or revising a quote: where the request stands on the presenting rule, so the author
   * can be told when the client will see it (sent quotes stay hidden until `minQuotes` have been sent or the
   * invitation window closes).
   */
  presentation: z
    .object({ sentCount: z.number().int(), minQuotes: z.number().int(), windowEndsAt: ZTimestamp })
    .optional(),
});
export type TAdminQuote = z.infer<typeof ZAdminQuoteSchema>;

/** A card of Quote Reviews: what the admin weighs before sending (milestones by title and amount only). */
export const ZQuoteReviewSchema = z.object({
  ...quoteCore,
  ...ZAdminQuoteSchema.pick({
    client: true,
    scopeDescription: true,
    paymentStructure: true,
    estimatedDuration: true,
    validForDays: true,
    updatedAt: true,
  }).shape,
  milestones: z.array(ZQuoteMilestoneSchema.pick({ title: true, amount: true })),
});
export type TQuoteReview = z.infer<typeof ZQuoteReviewSchema>;

/** One page of the quotes waiting at the approval gate, the longest untouched first, and how many there are. */
export const ZQuoteReviewPageSchema = z.object({ quotes: z.array(ZQuoteReviewSchema), ...ZPageInfoSchema.shape });
export type TQuoteReviewPage = z.infer<typeof ZQuoteReviewPageSchema>;

/** An expert's own quote: what the author sees, without the client's contact details. */
export const ZExpertQuoteSchema = ZAdminQuoteSchema.omit({ client: true });
export type TExpertQuote = z.infer<typeof ZExpertQuoteSchema>;

/** A row of the expert's My Quotes: what the row shows; the editor reads the whole quote by id. */
export const ZExpertQuoteSummarySchema = z.object({
  ...quoteCore,
  sentAt: ZTimestamp.nullable(),
  /** What the client asked in their latest change request, while the quote waits for its revision (modified). */
  changesRequested: z.string().nullable(),
});
export type TExpertQuoteSummary = z.infer<typeof ZExpertQuoteSummarySchema>;

/** `?page=`, `?pageSize=` and, for one request's quotes (the invitation page's panel), `?requestId=`. */
export const ZExpertQuoteQuerySchema = ZPageQuerySchema.extend({ requestId: z.uuid().optional() });
export type TExpertQuoteQuery = z.infer<typeof ZExpertQuoteQuerySchema>;

/** One page of the expert's quotes, newest first, and how many there are. */
export const ZExpertQuoteListSchema = z.object({
  quotes: z.array(ZExpertQuoteSummarySchema),
  ...ZPageInfoSchema.shape,
  /** Quotes totalling this much (minor units) or more wait for admin review before reaching the client. */
  approvalThreshold: z.number().int(),
});
export type TExpertQuoteList = z.infer<typeof ZExpertQuoteListSchema>;

/** An open request with its quotes, for the admin's request view. */
export const ZAdminRequestDetailSchema = z.object({ request: ZAdminRequestSchema, quotes: z.array(ZAdminQuoteSchema) });
export type TAdminRequestDetail = z.infer<typeof ZAdminRequestDetailSchema>;
