import { z } from 'zod';
import { INVITATION_STATUSES } from '../domain/invitations';
import { MATCH_FACTORS } from '../domain/matching/types';
import { REQUEST_STATUSES } from '../domain/requests';
import { ZPageInfoSchema, ZPageQuerySchema } from './paging';

const ZTimestamp = z.iso.datetime({ offset: true });
const ZScore = z.number().min(0).max(1);

export const ZInvitationStatusSchema = z.enum(INVITATION_STATUSES);

/** One factor score per factor, 0–1, in the order the screen lists them. */
export const ZMatchBreakdownSchema = z.object(
  Object.fromEntries(MATCH_FACTORS.map((factor) => [factor, ZScore])) as Record<
    (typeof MATCH_FACTORS)[number],
    typeof ZScore
  >,
);

/** A ranked candidate as the snapshot stored it (spec §3: user_id, score, profile, breakdown). */
export const ZMatchCandidateSchema = z.object({
  userId: z.uuid(),
  kind: z.enum(['expert', 'agency']),
  score: ZScore,
  breakdown: ZMatchBreakdownSchema,
  /** Factors the request does not state: left out of the score, shown as "not stated" (older snapshots: none). */
  unstated: z.array(z.enum(MATCH_FACTORS)).default([]),
  /** Each requested skill and the expert's best match for it: same, narrower, broader, sibling or none. */
  skills: z
    .array(
      z.object({
        requested: z.string(),
        relation: z.enum(['same', 'narrower', 'broader', 'sibling']).nullable(),
        via: z.string().nullable(),
        credit: ZScore,
      }),
    )
    .default([]),
  reason: z.string(),
  /** Delivered for another client in the same industry within the conflict window. */
  conflict: z.object({ industry: z.string(), daysAgo: z.number().int().min(0) }).nullable(),
  profile: z.object({
    fullName: z.string(),
    headline: z.string().nullable(),
    skills: z.array(z.string()),
    priceRange: z.string().nullable(),
    ratingAverage: z.number().nullable(),
    completedProjects: z.number().int().min(0),
  }),
  /**
   * The agency this expert owns, if any: the admin may invite it (through its owner, who answers and quotes for
   * it) instead of the expert alone. Snapshots stored before agencies were matched have none.
   */
  agency: z
    .object({ id: z.uuid(), name: z.string(), activeMembers: z.number().int().min(0) })
    .nullable()
    .default(null),
  /** The client asked for this expert on their brief: kept in the snapshot even outside the top, score unchanged. */
  requestedByClient: z.boolean().default(false),
});
export type TMatchCandidateView = z.infer<typeof ZMatchCandidateSchema>;

export const ZMatchingSnapshotSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  createdAt: ZTimestamp,
  weights: z.record(z.string(), z.number()),
  candidates: z.array(ZMatchCandidateSchema),
  /** Experts that passed the exclusions, before the shortlist was cut. */
  eligibleCount: z.number().int().min(0),
  /** Why nobody may be invited right now (sensitive single-provider request with an open invitation). */
  blockedReason: z.string().nullable(),
});
export type TMatchingSnapshot = z.infer<typeof ZMatchingSnapshotSchema>;

/** An invitation as admins see it on a request. */
export const ZAdminInvitationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  fullName: z.string().nullable(),
  /** Invited on behalf of this agency (the expert is its owner); null for an expert invited as themselves. */
  agencyName: z.string().nullable(),
  status: ZInvitationStatusSchema,
  score: z.number().nullable(),
  sentAt: ZTimestamp,
  expiresAt: ZTimestamp,
  respondedAt: ZTimestamp.nullable(),
  declineReason: z.string().nullable(),
});
export type TAdminInvitation = z.infer<typeof ZAdminInvitationSchema>;

/** What matching reads of a request, shown so the admin knows what the scores are against. */
export const ZRequestMatchingInputsSchema = z.object({
  industry: z.string().nullable(),
  requiredSkills: z.array(z.string()),
  outcomeTags: z.array(z.string()),
  estimatedHours: z.number().int().nullable(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  currency: z.string(),
  sensitive: z.boolean(),
});
export type TRequestMatchingInputs = z.infer<typeof ZRequestMatchingInputsSchema>;

/** The longest skill, industry or outcome an admin may write on a request's matching inputs. */
export const MATCHING_TERM_MAX_LENGTH = 80;
export const MATCHING_TERMS_MAX = 20;

const ZMatchingTerm = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what}: leave none empty.`)
    .max(MATCHING_TERM_MAX_LENGTH, `${what}: at most ${MATCHING_TERM_MAX_LENGTH} characters each.`);

/**
 * An admin's edit of what matching reads of a request, before computing: the skills (a new one must be a vocabulary
 * skill; the server says which is not), the industry (empty for none) and the outcomes.
 */
export const ZEditMatchingInputsBodySchema = z.object({
  requiredSkills: z
    .array(ZMatchingTerm('Skills'))
    .min(1, 'Keep at least one skill: experts are ranked by them.')
    .max(MATCHING_TERMS_MAX, `At most ${MATCHING_TERMS_MAX} skills.`),
  industry: z
    .string()
    .trim()
    .max(MATCHING_TERM_MAX_LENGTH, `Industry: at most ${MATCHING_TERM_MAX_LENGTH} characters.`),
  outcomeTags: z.array(ZMatchingTerm('Outcomes')).max(MATCHING_TERMS_MAX, `At most ${MATCHING_TERMS_MAX} outcomes.`),
});
export type TEditMatchingInputsBody = z.infer<typeof ZEditMatchingInputsBodySchema>;

/** A row of Active Requests: the request, its newest snapshot and the invitations sent so far. */
export const ZMatchingRequestSchema = z.object({
  id: z.uuid(),
  projectTitle: z.string(),
  origin: z.enum(['brief', 'order']),
  status: z.enum(REQUEST_STATUSES),
  clientName: z.string(),
  createdAt: ZTimestamp,
  budgetRange: z.string().nullable(),
  timelinePreference: z.string().nullable(),
  inputs: ZRequestMatchingInputsSchema,
  /** Where each required skill was read in the brief: the field and the client's words (empty for a pack). */
  skillSources: z.array(
    z.object({
      skill: z.string(),
      sources: z.array(z.object({ field: z.enum(['goal', 'context', 'constraints', 'proposal']), phrase: z.string() })),
    }),
  ),
  snapshot: ZMatchingSnapshotSchema.nullable(),
  invitations: z.array(ZAdminInvitationSchema),
  /** Candidates an admin marked not a fit, with why. */
  notAFit: z.array(z.object({ userId: z.uuid(), reason: z.string(), markedAt: ZTimestamp })),
});
export type TMatchingRequest = z.infer<typeof ZMatchingRequestSchema>;

/** A row of Active Requests as the list shows it; the candidates and invitations load when the request is opened. */
export const ZMatchingRequestSummarySchema = ZMatchingRequestSchema.pick({
  id: true,
  projectTitle: true,
  origin: true,
  status: true,
  clientName: true,
  createdAt: true,
}).extend({
  /** Candidates on the newest snapshot; null while the request has none. */
  candidateCount: z.number().int().min(0).nullable(),
  /** The newest snapshot's best score (0–1); null without a snapshot or candidates. */
  bestScore: z.number().nullable(),
  invitations: z.object({
    total: z.number().int().min(0),
    pending: z.number().int().min(0),
    accepted: z.number().int().min(0),
  }),
});
export type TMatchingRequestSummary = z.infer<typeof ZMatchingRequestSummarySchema>;

/** One page of Active Requests, newest first. */
export const ZMatchingDashboardSchema = ZPageInfoSchema.extend({
  requests: z.array(ZMatchingRequestSummarySchema),
  /** shortlist_size_default: how many candidates may be picked at once. */
  shortlistSize: z.number().int().min(1),
});
export type TMatchingDashboard = z.infer<typeof ZMatchingDashboardSchema>;

/** An open request with everything needed to match it. */
export const ZMatchingRequestDetailSchema = z.object({
  request: ZMatchingRequestSchema,
  shortlistSize: z.number().int().min(1),
});
export type TMatchingRequestDetail = z.infer<typeof ZMatchingRequestDetailSchema>;

/** compute-matching: a snapshot exists afterwards; force_recompute always makes a new one. */
export const ZComputeMatchingBodySchema = z.object({
  requestId: z.uuid(),
  forceRecompute: z.boolean().default(false),
});
export type TComputeMatchingBody = z.input<typeof ZComputeMatchingBodySchema>;

export const ZComputeMatchingResultSchema = z.object({
  message: z.string(),
  /** False when the newest snapshot was returned as it was. */
  computed: z.boolean(),
  snapshot: ZMatchingSnapshotSchema,
});
export type TComputeMatchingResult = z.infer<typeof ZComputeMatchingResultSchema>;

/** manage-invitations send_invites: the chosen candidates of a request. */
export const ZSendInvitationsBodySchema = z
  .object({
    userIds: z.array(z.uuid()).min(1).max(10),
    /** Those of `userIds` invited on behalf of the agency they own (the candidate's `agency`). */
    asAgency: z.array(z.uuid()).max(10).default([]),
  })
  .refine((body) => body.asAgency.every((id) => body.userIds.includes(id)), {
    message: 'Only chosen candidates can be invited as their agency.',
    path: ['asAgency'],
  });
export type TSendInvitationsBody = z.input<typeof ZSendInvitationsBodySchema>;

/** An admin's judgement that a shortlisted candidate is not a fit. */
export const ZNotAFitBodySchema = z.object({
  userId: z.uuid(),
  reason: z.string().trim().min(1, 'Say why this expert is not a fit.').max(500, 'Reason: at most 500 characters.'),
});
export type TNotAFitBody = z.infer<typeof ZNotAFitBodySchema>;

export const ZSendInvitationsResultSchema = z.object({ invitationsSent: z.number().int().min(0) });
export type TSendInvitationsResult = z.infer<typeof ZSendInvitationsResultSchema>;

// ---- Performance ----

export const ZMatchingPerformanceSchema = z.object({
  invitations: z.object({
    sent: z.number().int(),
    pending: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
    expired: z.number().int(),
    /** accepted / (accepted + declined + expired); null before any answer. */
    acceptanceRate: z.number().nullable(),
  }),
  timeToFirstQuote: z.object({
    /** Requests with invitations and at least one quote sent after the first invitation. */
    requests: z.number().int(),
    medianHours: z.number().nullable(),
    averageHours: z.number().nullable(),
  }),
  winRateByExpert: z.array(
    z.object({
      userId: z.uuid(),
      fullName: z.string().nullable(),
      quotes: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      /** approved / (approved + rejected); null before any answer. */
      winRate: z.number().nullable(),
    }),
  ),
  chosenVsShortlist: z.object({
    /** Requests whose expert was chosen (a pack assignment or an approved expert quote) from invited experts. */
    requests: z.number().int(),
    averageChosenScore: z.number().nullable(),
    averageShortlistScore: z.number().nullable(),
    averageTopScore: z.number().nullable(),
    /** Share of those where the chosen expert had the best score of the invited shortlist. */
    chosenWasTopShare: z.number().nullable(),
  }),
  /** Invitations (sent from a shortlist) whose expert was the engine's first choice on it. */
  engineFirstChoice: z.object({
    invitations: z.number().int(),
    firstChoice: z.number().int(),
    share: z.number().nullable(),
  }),
  /** Average match score of accepted invitations beside the invitations declined or expired. */
  acceptedVsRest: z.object({
    accepted: z.number().nullable(),
    declinedOrExpired: z.number().nullable(),
  }),
  /** Candidates admins marked not a fit: how many, how the engine had ranked them, the latest reasons. */
  notAFit: z.object({
    marks: z.number().int(),
    averageScore: z.number().nullable(),
    /** Share of the marks that hit the engine's first choice. */
    firstChoiceShare: z.number().nullable(),
    recent: z.array(z.object({ reason: z.string(), rank: z.number().int().nullable(), score: z.number().nullable() })),
  }),
});
export type TMatchingPerformance = z.infer<typeof ZMatchingPerformanceSchema>;

// ---- Expert area ----

/** The request as an invited expert sees it: what to deliver, for how much, by when; no client identity. */
export const ZInvitationRequestSchema = ZRequestMatchingInputsSchema.extend({
  id: z.uuid(),
  projectTitle: z.string(),
  origin: z.enum(['brief', 'order']),
  status: z.enum(REQUEST_STATUSES),
  baseTemplate: z.string().nullable(),
  customRequirements: z.string(),
  budgetRange: z.string().nullable(),
  timelinePreference: z.string().nullable(),
});

export const ZExpertInvitationSchema = z.object({
  id: z.uuid(),
  status: ZInvitationStatusSchema,
  sentAt: ZTimestamp,
  expiresAt: ZTimestamp,
  respondedAt: ZTimestamp.nullable(),
  declineReason: z.string().nullable(),
  /** The agency the expert was invited on behalf of (they own it); null when invited as themselves. */
  agency: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  request: ZInvitationRequestSchema,
  /** Accepted on a bespoke request that is still open: the expert may write quotes. */
  canQuote: z.boolean(),
  /** A pack project the expert was assigned to by accepting. */
  projectId: z.uuid().nullable(),
});
export type TExpertInvitation = z.infer<typeof ZExpertInvitationSchema>;

/** A row of the expert's Invitations: what the row shows; the invitation page reads the whole invitation by id. */
export const ZExpertInvitationSummarySchema = ZExpertInvitationSchema.pick({
  id: true,
  status: true,
  sentAt: true,
  expiresAt: true,
  agency: true,
}).extend({
  request: ZInvitationRequestSchema.pick({
    id: true,
    projectTitle: true,
    origin: true,
    budgetMin: true,
    budgetMax: true,
    budgetRange: true,
    currency: true,
  }),
});
export type TExpertInvitationSummary = z.infer<typeof ZExpertInvitationSummarySchema>;

/** `?page=`, `?pageSize=` and `?status=`: a pending invitation past its deadline counts as expired. */
export const ZExpertInvitationQuerySchema = ZPageQuerySchema.extend({ status: ZInvitationStatusSchema.optional() });
export type TExpertInvitationQuery = z.infer<typeof ZExpertInvitationQuerySchema>;

/** One page of the expert's invitations (of `status` when asked), newest first; `counts` by status, over all. */
export const ZExpertInvitationListSchema = z.object({
  invitations: z.array(ZExpertInvitationSummarySchema),
  ...ZPageInfoSchema.shape,
  counts: z.object({
    pending: z.number().int().min(0),
    accepted: z.number().int().min(0),
    declined: z.number().int().min(0),
    expired: z.number().int().min(0),
  }),
});
export type TExpertInvitationList = z.infer<typeof ZExpertInvitationListSchema>;

export const ZDeclineInvitationBodySchema = z.object({
  reason: z.string().trim().min(1, 'Please tell us why you are declining.').max(1000),
});
export type TDeclineInvitationBody = z.infer<typeof ZDeclineInvitationBodySchema>;
