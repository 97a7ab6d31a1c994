import { z } from 'zod';
import {
  BRIEF_TEXT_FIELDS,
  BUDGET_OPTIONS,
  DEFAULT_URGENCY,
  EXPERT_STYLE_OPTIONS,
  TIMELINE_OPTIONS,
  URGENCY_OPTIONS,
} from '@shared/domain/brief-options';
import { BRIEF_TEXT_MAX_LENGTH } from '@shared/domain/limits';

/** Normalized slots per free-text field (spec §3); a slot is null when the text does not say. */
const slot = z.string().nullable();
export const ZGoalNormalizedSchema = z.object({ metric: slot, timeframe: slot, objective: slot });
export const ZContextNormalizedSchema = z.object({ industry: slot, org_size: slot, region: slot });
export const ZConstraintsNormalizedSchema = z.object({
  hardware_support: slot,
  integration_software: slot,
  ai_model_compatibility: slot,
});

const interpretationShape = {
  interpreted: z.string(),
  confidence: z.number().min(0).max(1),
  tags: z.array(z.string()),
  warnings: z.array(z.string()),
};

/** Stored form: normalized is a loose record so one schema covers all three fields and the fallbacks. */
export const ZFieldInterpretationSchema = z.object({
  ...interpretationShape,
  normalized: z.record(z.string(), slot),
});
export type TFieldInterpretation = z.infer<typeof ZFieldInterpretationSchema>;

/** Strict per-field forms: what an AI answer must look like for that field (also sent as its JSON schema). */
export const FIELD_INTERPRETATION_SCHEMAS = {
  goal: z.object({ ...interpretationShape, normalized: ZGoalNormalizedSchema }),
  context: z.object({ ...interpretationShape, normalized: ZContextNormalizedSchema }),
  constraints: z.object({ ...interpretationShape, normalized: ZConstraintsNormalizedSchema }),
} as const;

export const ZBriefTextFieldSchema = z.enum(BRIEF_TEXT_FIELDS);

/** Body of brief-sensemaking. */
export const ZInterpretFieldRequestSchema = z.object({
  field: ZBriefTextFieldSchema,
  value: z.string().max(BRIEF_TEXT_MAX_LENGTH),
});
export type TInterpretFieldRequest = z.infer<typeof ZInterpretFieldRequestSchema>;

/** Budget and timeline are single choices the client has not necessarily made yet. */
const unchosen = z.union([z.literal(''), z.null()]);

export const ZStructuredBriefSchema = z.object({
  goal: z.string().max(BRIEF_TEXT_MAX_LENGTH),
  context: z.string().max(BRIEF_TEXT_MAX_LENGTH),
  constraints: z.string().max(BRIEF_TEXT_MAX_LENGTH).default(''),
  budget_range: z.union([z.enum(BUDGET_OPTIONS), unchosen]).default(null),
  timeline: z.union([z.enum(TIMELINE_OPTIONS), unchosen]).default(null),
  urgency: z.enum(URGENCY_OPTIONS).default(DEFAULT_URGENCY),
  /** Step 6 has no gate, so the style may be left unchosen. */
  expert_style: z.enum(EXPERT_STYLE_OPTIONS).nullable().default(null),
  interpretations: z.partialRecord(ZBriefTextFieldSchema, ZFieldInterpretationSchema).default({}),
  missing: z.array(z.string()).default([]),
});
export type TStructuredBrief = z.infer<typeof ZStructuredBriefSchema>;

export const ZProposalMilestoneSchema = z.object({
  title: z.string().min(1),
  eta_days: z.number().int().positive(),
  outcomes: z.array(z.string()),
});

/**
 * Stored proposal. timeline_weeks is a {min, max} range rather than one number because every timeline
 * option and the spec's default ("4–6 weeks") are ranges.
 */
export const ZProposalSchema = z.object({
  timeline_weeks: z
    .object({ min: z.number().int().positive(), max: z.number().int().positive() })
    .refine((weeks) => weeks.min <= weeks.max, { message: 'min must not exceed max' }),
  budget_band: z.string().min(1),
  roles: z.array(z.string().min(1)).min(1),
  milestones: z.array(ZProposalMilestoneSchema).min(1),
  success_metrics: z.array(z.string()),
  assured_addon_note: z.string().nullable(),
});
export type TProposal = z.infer<typeof ZProposalSchema>;
