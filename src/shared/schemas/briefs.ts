import { z } from 'zod';
import { BRIEF_ORIGINS, BRIEF_STATUSES, EXPERT_STYLE_OPTIONS } from '../domain/brief-options';
import { BRIEF_LIST_FILTER_STATUSES, BRIEF_MISSING_ITEMS } from '../domain/briefs';
import { ZEmailSchema } from '../domain/email';
import {
  BRIEF_COMPLETION_ANSWER_MAX_LENGTH,
  BRIEF_ORIGIN_ID_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LINK_TOKEN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
} from '../domain/limits';
import { ZProposalSchema, ZStructuredBriefSchema } from './brief-ai';

/** Contracts of the briefs API (/api/briefs, /api/admin/briefs). */

export const ZBriefStatusSchema = z.enum(BRIEF_STATUSES);
export const ZBriefOriginSchema = z.enum(BRIEF_ORIGINS);

/** Whether a guest may submit a brief without signing in (the allow_custom_request_without_login setting). */
export const ZBriefIntakeSchema = z.object({ allowGuestSubmission: z.boolean() });
export type TBriefIntake = z.infer<typeof ZBriefIntakeSchema>;

/** What a capability or pack link starts the builder with. */
export const ZBriefOriginQuerySchema = z.object({
  capability_id: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional(),
  pack_id: z.uuid().optional(),
});
export const ZBriefOriginPrefillSchema = z.object({
  origin: z.enum(['capability', 'catalog']),
  originId: z.string(),
  title: z.string(),
  goal: z.string(),
  context: z.string(),
});
export type TBriefOriginPrefill = z.infer<typeof ZBriefOriginPrefillSchema>;

/**
 * submit-brief. A malformed e-mail is refused here. An empty name or e-mail passes, so that the service answers it
 * with the spec's "Missing Information" message and its own code (briefs.missing_contact), which the builder shows.
 */
export const ZSubmitBriefRequestSchema = z.object({
  contactName: z.string().trim().max(NAME_MAX_LENGTH),
  contactEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.union([z.literal(''), ZEmailSchema])),
  contactPhone: z.string().trim().max(PHONE_MAX_LENGTH).default(''),
  company: z.string().trim().max(NAME_MAX_LENGTH).default(''),
  structuredBrief: ZStructuredBriefSchema,
  assuredMode: z.boolean().default(false),
  origin: ZBriefOriginSchema.default('bespoke'),
  originId: z.string().trim().max(BRIEF_ORIGIN_ID_MAX_LENGTH).nullable().default(null),
  /** A saved expert the signed-in client asks for (/brief-builder?expert=id); ignored when not one of theirs. */
  preferredExpertId: z.uuid().nullable().default(null),
});
export type TSubmitBriefRequest = z.input<typeof ZSubmitBriefRequestSchema>;

export const ZSubmitBriefResponseSchema = z.object({ briefId: z.uuid(), linkedToUser: z.boolean() });
export type TSubmitBriefResponse = z.infer<typeof ZSubmitBriefResponseSchema>;

export const ZBriefSchema = z.object({
  id: z.uuid(),
  status: ZBriefStatusSchema,
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  company: z.string().nullable(),
  structuredBrief: ZStructuredBriefSchema,
  /** Null until the proposal has passed QA, for everyone but admins. */
  proposal: ZProposalSchema.nullable(),
  assuredMode: z.boolean(),
  origin: ZBriefOriginSchema,
  originId: z.string().nullable(),
  /** The pack's title or the capability's headline, when it still exists. */
  originTitle: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
  qaReviewedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TBrief = z.infer<typeof ZBriefSchema>;

/** A brief as one viewer may see it: how they got in and what they may do. */
export const ZBriefViewSchema = z.object({
  brief: ZBriefSchema,
  access: z.enum(['owner', 'admin', 'token']),
  can: z.object({ accept: z.boolean(), complete: z.boolean(), archive: z.boolean() }),
});
export type TBriefView = z.infer<typeof ZBriefViewSchema>;

export const ZBriefReadQuerySchema = z.object({ token: z.string().max(LINK_TOKEN_MAX_LENGTH).optional() });

export const ZBriefListQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  status: z.enum(BRIEF_LIST_FILTER_STATUSES).optional(),
});
export type TBriefListQuery = z.infer<typeof ZBriefListQuerySchema>;

export const ZBriefListItemSchema = z.object({
  id: z.uuid(),
  status: ZBriefStatusSchema,
  title: z.string(),
  tags: z.array(z.string()),
  origin: ZBriefOriginSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type TBriefListItem = z.infer<typeof ZBriefListItemSchema>;
export const ZBriefListSchema = z.object({ briefs: z.array(ZBriefListItemSchema) });
export type TBriefList = z.infer<typeof ZBriefListSchema>;

/** Complete Your Brief: an answer per missing item (the expert style is one of its options). */
const answer = z.string().trim().min(1).max(BRIEF_COMPLETION_ANSWER_MAX_LENGTH);
export const ZCompleteBriefRequestSchema = z
  .object({
    answers: z.partialRecord(z.enum(BRIEF_MISSING_ITEMS), answer),
  })
  .refine((body) => Object.keys(body.answers).length > 0, { message: 'Fill in at least one detail', path: ['answers'] })
  .refine(
    (body) =>
      body.answers.expert_style === undefined ||
      (EXPERT_STYLE_OPTIONS as readonly string[]).includes(body.answers.expert_style),
    {
      message: 'Unknown expert style',
      path: ['answers', 'expert_style'],
    },
  );
export type TCompleteBriefRequest = z.infer<typeof ZCompleteBriefRequestSchema>;

/** The raw record for /debug/brief: every column as stored. */
export const ZBriefRawSchema = z.object({
  id: z.uuid(),
  status: ZBriefStatusSchema,
  user_id: z.uuid().nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  company: z.string().nullable(),
  structured_brief: z.unknown(),
  proposal_json: z.unknown(),
  assured_mode: z.boolean(),
  origin: ZBriefOriginSchema,
  origin_id: z.string().nullable(),
  qa_reviewed_by: z.uuid().nullable(),
  qa_reviewed_at: z.iso.datetime({ offset: true }).nullable(),
  accepted_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type TBriefRaw = z.infer<typeof ZBriefRawSchema>;

/** Admin Brief QA queue: briefs whose proposal waits for review, oldest first. */
export const ZBriefQaItemSchema = z.object({
  id: z.uuid(),
  status: ZBriefStatusSchema,
  title: z.string(),
  contactName: z.string(),
  company: z.string().nullable(),
  origin: ZBriefOriginSchema,
  assuredMode: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TBriefQaItem = z.infer<typeof ZBriefQaItemSchema>;
export const ZBriefQaQueueSchema = z.object({ briefs: z.array(ZBriefQaItemSchema) });
export type TBriefQaQueue = z.infer<typeof ZBriefQaQueueSchema>;

export const ZPassBriefQaRequestSchema = z.object({ proposal: ZProposalSchema.optional() });
export type TPassBriefQaRequest = z.infer<typeof ZPassBriefQaRequestSchema>;

/** Data of the live BRIEF_STATUS_EVENT on the owner's channel. */
export type TBriefStatusEvent = { id: string; status: z.infer<typeof ZBriefStatusSchema> };
