import type { TSettingValue } from '../settings';

/**
 * How an expert's skill relates to a requested one: the same skill (any spelling or word form), a narrower one
 * (MEDDIC for "qualification"; "Cash Flow Forecasting" for "cash forecasting"), a broader one ("dashboards" for
 * "Power BI"; "SQL" for "SQL queries") or a sibling (Tableau for "Power BI").
 */
export type TSkillRelation = 'same' | 'narrower' | 'broader' | 'sibling';

/** The expert's best match for one requested skill: which of their skills, how it relates, and its credit. */
export type TSkillEvidence = {
  requested: string;
  relation: TSkillRelation | null;
  /** The expert's own skill, as they wrote it (a phrase of known skills: each part's, joined). */
  via: string | null;
  credit: number;
};

/** The eight factors, in the order the admin screen lists them (spec §9 default weights). */
export const MATCH_FACTORS = [
  'skills',
  'domain',
  'outcomes',
  'availability',
  'locale',
  'price',
  'vetting',
  'history',
] as const;
export type TMatchFactor = (typeof MATCH_FACTORS)[number];

/** Shape of the `matching_weights` setting: one non-negative weight per factor. */
export type TMatchingWeights = TSettingValue<'matching_weights'>;

/** Each factor's score, 0–1. */
export type TMatchBreakdown = Record<TMatchFactor, number>;

export type TExpertStatus = 'applied' | 'vetted' | 'rejected' | 'suspended';

/** A band of money in integer minor units; `max: null` means open-ended ("£100,000+"). */
export type TMoneyBand = { min: number; max: number | null };

export type TMatchDelivery = {
  clientId: string;
  /** The client's industry at the time of the delivery, as free text ("FinTech", "fintech"). */
  industry: string | null;
  completedAt: Date | string;
};

/** An expert or an agency, as a server service loads it in bulk. */
export type TMatchExpert = {
  id: string;
  /** The account that receives the invitation (the agency's owner for an agency). */
  userId: string;
  kind: 'expert' | 'agency';
  fullName: string;
  headline?: string | null;
  status: TExpertStatus;
  skills: readonly string[];
  /** Industries the expert has worked in. */
  domains: readonly string[];
  outcomeTags: readonly string[];
  weeklyAvailabilityHours: number | null;
  /** The expert's availability switch; off means not taking work now. */
  available: boolean;
  locale: { country: string | null; timeZone: string | null; languages: readonly string[] };
  /** Hourly rate band in minor units of `currency`; null when the expert has not set one. */
  hourlyRate: TMoneyBand | null;
  currency: string;
  /** Given by the admins who vetted the expert, 0–1. */
  vettingScore: number | null;
  completedProjects: number;
  /** Average CSAT, 1–5, or null when nobody has rated the expert yet. */
  averageRating: number | null;
  /** Completed deliveries, for the conflict-of-interest check (only recent ones matter). */
  deliveries: readonly TMatchDelivery[];
};

/** The request being matched (a customization request, a brief, or a pack order's request). */
export type TMatchRequest = {
  id: string;
  clientId: string;
  requiredSkills: readonly string[];
  /** The client's industry; also decides the conflict of interest. */
  industry: string | null;
  outcomeTags: readonly string[];
  /** The client's budget for the whole project, minor units of `currency`; null when unknown. */
  budget: (TMoneyBand & { currency: string }) | null;
  /** Estimated hours of work in the whole project (the server derives it from scope or timeline); null when unknown. */
  estimatedHours: number | null;
  /** Hours a week the work needs from the expert; null when unknown. */
  hoursPerWeek: number | null;
  preferredLocale: { country?: string | null; timeZone?: string | null; languages?: readonly string[] } | null;
  sensitive: boolean;
  createdAt?: Date | string;
};

export type TInvitationStatus = 'pending' | 'accepted' | 'declined' | 'expired';

export type TMatchInvitation = {
  expertId: string;
  status: TInvitationStatus;
  /** When a pending invitation lapses (sent_at + invite_response_sla_hours); absent means it has not lapsed. */
  expiresAt?: Date | string | null;
};

/**
 * The expert pool's skills, for each requested skill's specificity: how many experts list a normalised skill, and
 * (when known) every distinct normalised skill listed, so a skill's holders are counted through every term the
 * engine credits for it.
 */
export type TSkillPool = {
  size: number;
  countOf: (normalisedSkill: string) => number;
  terms?: readonly string[];
};

export type TMatchContext = {
  now: Date;
  weights: TMatchingWeights;
  /** `conflict_window_days` (1–365, default 60). */
  conflictWindowDays: number;
  /** `sensitive_single_provider_only` (default off). */
  sensitiveSingleProviderOnly: boolean;
  /** Every invitation already sent for this request, whatever its status. */
  invitations: readonly TMatchInvitation[];
  /** Experts who already have a quote (of any status) on this request. */
  quotingExpertIds: readonly string[];
  /** How many candidates to return (the shortlist size or a bigger page); omitted returns them all. */
  limit?: number;
  /**
   * The expert the client asked for (request.preferred_expert_id): when eligible they are returned even outside the
   * top `limit` (after it, in score order), flagged in their reason; their score is not changed.
   */
  requestedExpertId?: string | null;
  /** The whole expert pool's skill frequencies; without it every requested skill counts the same. */
  skillPool?: TSkillPool;
};

export type TConflict = {
  /** The industry as the request names it. */
  industry: string;
  clientId: string;
  completedAt: Date;
  /** Whole days between that delivery and `now`. */
  daysAgo: number;
};

export type TMatchCandidate = {
  expertId: string;
  userId: string;
  kind: 'expert' | 'agency';
  /** Σ w·f / Σ w over the stated factors, 0–1, rounded to 4 decimal places. */
  score: number;
  breakdown: TMatchBreakdown;
  /** Factors the request does not state: left out of the score, shown as "not stated". */
  unstated: TMatchFactor[];
  /** For each requested skill, the expert's best match: the evidence behind the skills factor. */
  skills: TSkillEvidence[];
  conflict: TConflict | null;
  /** One line a person can read: the strongest factors, and the conflict when flagged. */
  reason: string;
  /** The client asked for this expert (context.requestedExpertId). */
  requestedByClient: boolean;
  /** What the snapshot shows of the profile (spec §3: full_name, skills, price_range). */
  profile: { fullName: string; skills: readonly string[]; priceRange: string | null };
};

export type TExclusionCode = 'not_vetted' | 'suspended' | 'already_invited' | 'already_quoting' | 'conflict';

export type TMatchExclusion = { expertId: string; why: TExclusionCode; message: string };

export type TMatchResult = {
  candidates: TMatchCandidate[];
  excluded: TMatchExclusion[];
  /** Set when nobody new may be invited right now; `candidates` is then empty. */
  blocked: { code: 'single_provider_open_invitation'; message: string } | null;
  /** How many more invitations may be sent now: 1 (or 0) on a sensitive single-provider request, else null (no limit here). */
  maxNewInvitations: number | null;
  /** Experts that passed the exclusions (before the limit was applied). */
  eligibleCount: number;
};
