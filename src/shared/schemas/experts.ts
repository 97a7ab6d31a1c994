import { z } from 'zod';
import { PRICE_RANGE_IN_ORDER } from './common';
import { EXPERT_STATUSES, VETTING_STEPS } from '../domain/experts';
import {
  EXPERT_TEXT_LENGTH as LEN,
  MAX_EXPERT_DOMAINS,
  MAX_EXPERT_HOURLY_MINOR,
  MAX_EXPERT_LANGUAGES,
  MAX_EXPERT_LINKS,
  MAX_EXPERT_OUTCOME_TAGS,
  MAX_EXPERT_SKILLS,
  MAX_EXPERT_WEEKLY_HOURS,
  MAX_EXPERT_YEARS,
  MIN_EXPERT_HOURLY_MINOR,
  SEARCH_MAX_LENGTH,
} from '../domain/limits';

const ZTimestamp = z.iso.datetime({ offset: true });
/** Text a person types, with the messages they read: `what` names it ("your headline" → "Enter your headline"). */
const ZText = (min: number, max: number, what: string) => {
  const named = `${what[0]!.toUpperCase()}${what.slice(1)}`;
  const entered = z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`);
  return (min > 1 ? entered.min(min, `${named} needs at least ${min} characters`) : entered).max(
    max,
    `${named} can be at most ${max} characters`,
  );
};

/** A whole number in a range, said in words. */
const ZWholeNumber = (min: number, max: number, what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`Enter ${what} as a whole number`)
    .min(min, `Enter ${what} from ${min} to ${max}`)
    .max(max, `Enter ${what} from ${min} to ${max}`);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A skill, industry, outcome tag or language as the person typed it; blanks and repeats (any case) refused. */
const ZTermList = (max: number, what: string) =>
  z
    .array(ZText(LEN.term.min, LEN.term.max, `each of your ${what}`))
    .max(max, `Add at most ${max} ${what}`)
    .refine((terms) => new Set(terms.map((term) => term.toLowerCase())).size === terms.length, {
      message: 'Each entry may appear only once',
    });

export const ZExpertStatusSchema = z.enum(EXPERT_STATUSES);
export const ZVettingStepSchema = z.enum(VETTING_STEPS);

export const ZExpertLinkSchema = z.object({
  label: ZText(LEN.linkLabel.min, LEN.linkLabel.max, 'a label for the link'),
  url: z
    .string()
    .trim()
    .min(LEN.url.min, 'Enter a link starting with https://')
    .max(LEN.url.max, `A link can be at most ${LEN.url.max} characters`)
    .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), { message: 'Enter a link starting with https://' }),
});
export type TExpertLinkInput = z.infer<typeof ZExpertLinkSchema>;

const profileFields = {
  headline: ZText(LEN.headline.min, LEN.headline.max, 'your headline'),
  bio: ZText(LEN.bio.min, LEN.bio.max, 'your bio'),
  skills: ZTermList(MAX_EXPERT_SKILLS, 'skills').refine((list) => list.length > 0, {
    message: 'Add at least one skill',
  }),
  domains: ZTermList(MAX_EXPERT_DOMAINS, 'industries').refine((list) => list.length > 0, {
    message: 'Add at least one industry',
  }),
  outcomeTags: ZTermList(MAX_EXPERT_OUTCOME_TAGS, 'outcome tags'),
  yearsExperience: ZWholeNumber(0, MAX_EXPERT_YEARS, 'your years of experience'),
  /** Hourly price band, minor units of `currency` (GBP). */
  hourlyMin: ZWholeNumber(MIN_EXPERT_HOURLY_MINOR, MAX_EXPERT_HOURLY_MINOR, 'your lowest hourly price in pence'),
  hourlyMax: ZWholeNumber(MIN_EXPERT_HOURLY_MINOR, MAX_EXPERT_HOURLY_MINOR, 'your highest hourly price in pence'),
  weeklyHours: ZWholeNumber(1, MAX_EXPERT_WEEKLY_HOURS, 'your hours a week'),
  /** ISO 3166-1 alpha-2, upper case ("GB"). */
  country: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'Choose a country' })),
  /** IANA time zone ("Europe/London"). */
  timeZone: z
    .string()
    .trim()
    .min(1, 'Choose a time zone')
    .max(64, 'Choose a time zone')
    .refine(isTimeZone, { message: 'Choose a time zone' }),
  languages: ZTermList(MAX_EXPERT_LANGUAGES, 'languages').refine((list) => list.length > 0, {
    message: 'Add at least one language',
  }),
  links: z.array(ZExpertLinkSchema).max(MAX_EXPERT_LINKS, `Add at most ${MAX_EXPERT_LINKS} links`),
};

const priceBandRule = {
  check: (value: { hourlyMin?: number; hourlyMax?: number }) =>
    value.hourlyMin === undefined || value.hourlyMax === undefined || value.hourlyMin <= value.hourlyMax,
  params: { message: 'Your highest hourly price must be at least your lowest', path: ['hourlyMax'] },
};

/** What a person sends to apply (the whole profile). */
export const ZExpertApplicationSchema = z.object(profileFields).refine(priceBandRule.check, priceBandRule.params);
export type TExpertApplication = z.infer<typeof ZExpertApplicationSchema>;

/** An expert's edit of their own profile: any subset of the fields; every change is logged for admins. */
export const ZExpertProfileUpdateSchema = z
  .object(profileFields)
  .partial()
  .refine(priceBandRule.check, priceBandRule.params)
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type TExpertProfileUpdate = z.infer<typeof ZExpertProfileUpdateSchema>;

export const ZExpertAvailabilitySchema = z.object({ available: z.boolean() });

/** What the owner, admins and the public all see of a profile. */
const publicProfileShape = {
  headline: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  domains: z.array(z.string()),
  outcomeTags: z.array(z.string()),
  yearsExperience: z.number().int(),
  hourlyMin: z.number().int(),
  hourlyMax: z.number().int(),
  currency: z.string(),
  weeklyHours: z.number().int(),
  available: z.boolean(),
  country: z.string(),
  timeZone: z.string(),
  languages: z.array(z.string()),
  completedProjects: z.number().int(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
};

/** The profile as its owner (and admins) see it. */
export const ZExpertProfileSchema = z.object({
  userId: z.uuid(),
  fullName: z.string().nullable(),
  status: ZExpertStatusSchema,
  /** Why it was rejected or suspended; null otherwise. */
  statusReason: z.string().nullable(),
  ...publicProfileShape,
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  appliedAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
  updatedAt: ZTimestamp,
});
export type TExpertProfile = z.infer<typeof ZExpertProfileSchema>;

/** GET /api/expert/profile: the signed-in person's own profile, null before applying. */
export const ZMyExpertProfileResponseSchema = z.object({ profile: ZExpertProfileSchema.nullable() });
export type TMyExpertProfileResponse = z.infer<typeof ZMyExpertProfileResponseSchema>;

// --- public profile and saved experts ---

/** A vetted expert as anyone may see them: no e-mail, no links, no vetting notes. */
export const ZPublicExpertSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  ...publicProfileShape,
  memberSince: ZTimestamp,
});
export type TPublicExpert = z.infer<typeof ZPublicExpertSchema>;

/** GET /api/experts/:id; `saved` is null for a signed-out visitor. */
export const ZPublicExpertResponseSchema = z.object({ expert: ZPublicExpertSchema, saved: z.boolean().nullable() });
export type TPublicExpertResponse = z.infer<typeof ZPublicExpertResponseSchema>;

export const ZSavedExpertSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  headline: z.string(),
  skills: z.array(z.string()),
  hourlyMin: z.number().int(),
  hourlyMax: z.number().int(),
  currency: z.string(),
  available: z.boolean(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  completedProjects: z.number().int(),
  savedAt: ZTimestamp,
});
export type TSavedExpert = z.infer<typeof ZSavedExpertSchema>;
export const ZSavedExpertListSchema = z.object({ experts: z.array(ZSavedExpertSchema) });
export type TSavedExpertList = z.infer<typeof ZSavedExpertListSchema>;
export const ZSavedStateSchema = z.object({ saved: z.boolean() });

// --- admin ---

export const ZAdminExpertListQuerySchema = z
  .object({
    q: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    status: ZExpertStatusSchema.optional(),
    skill: z.string().trim().max(LEN.term.max).optional(),
    domain: z.string().trim().max(LEN.term.max).optional(),
    available: z.enum(['true', 'false']).optional(),
    /** Price band filters in whole pounds (an expert matches when their band overlaps). */
    minPrice: z.coerce.number().int().min(0).max(MAX_EXPERT_HOURLY_MINOR).optional(),
    maxPrice: z.coerce.number().int().min(0).max(MAX_EXPERT_HOURLY_MINOR).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine(PRICE_RANGE_IN_ORDER.check, { ...PRICE_RANGE_IN_ORDER });
export type TAdminExpertListQuery = z.input<typeof ZAdminExpertListQuerySchema>;
export type TAdminExpertListFilter = z.output<typeof ZAdminExpertListQuerySchema>;

export const ZAdminExpertRowSchema = z.object({
  userId: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  status: ZExpertStatusSchema,
  headline: z.string(),
  skills: z.array(z.string()),
  domains: z.array(z.string()),
  hourlyMin: z.number().int(),
  hourlyMax: z.number().int(),
  currency: z.string(),
  weeklyHours: z.number().int(),
  available: z.boolean(),
  country: z.string(),
  vettingScore: z.number().nullable(),
  /** Vetting steps ticked, out of four. */
  stepsDone: z.number().int(),
  appliedAt: ZTimestamp,
});
export type TAdminExpertRow = z.infer<typeof ZAdminExpertRowSchema>;

export const ZAdminExpertListSchema = z.object({
  experts: z.array(ZAdminExpertRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Applications waiting for a decision, whatever the filters. */
  waiting: z.number().int(),
});
export type TAdminExpertList = z.infer<typeof ZAdminExpertListSchema>;

export const ZVettingStepStateSchema = z.object({
  done: z.boolean(),
  notes: z.string(),
  at: ZTimestamp.nullable(),
});
export const ZVettingChecklistSchema = z.object(
  Object.fromEntries(VETTING_STEPS.map((step) => [step, ZVettingStepStateSchema])) as Record<
    (typeof VETTING_STEPS)[number],
    typeof ZVettingStepStateSchema
  >,
);
export type TVettingChecklistDto = z.infer<typeof ZVettingChecklistSchema>;

export const ZProfileEditSchema = z.object({
  id: z.uuid(),
  editedBy: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  createdAt: ZTimestamp,
});
export type TProfileEdit = z.infer<typeof ZProfileEditSchema>;

export const ZAdminExpertDetailSchema = z.object({
  profile: ZExpertProfileSchema,
  email: z.string(),
  vettingScore: z.number().nullable(),
  checklist: ZVettingChecklistSchema,
  decidedBy: z.string().nullable(),
  edits: z.array(ZProfileEditSchema),
});
export type TAdminExpertDetail = z.infer<typeof ZAdminExpertDetailSchema>;

/** Saving the vetting work: any steps (done, notes) and the score 0–1 (null clears it). */
export const ZVettingUpdateSchema = z
  .object({
    steps: z
      .array(
        z.object({
          step: ZVettingStepSchema,
          done: z.boolean(),
          notes: z.string().trim().max(LEN.vettingNotes.max),
        }),
      )
      .max(VETTING_STEPS.length)
      .optional(),
    vettingScore: z.number().min(0).max(1).nullable().optional(),
  })
  .refine((value) => value.steps !== undefined || value.vettingScore !== undefined, { message: 'Nothing to change' });
export type TVettingUpdate = z.infer<typeof ZVettingUpdateSchema>;

const ZReason = ZText(LEN.reason.min, LEN.reason.max, 'the reason');
/** Approve, or Reject / Suspend with the reason (required for those two). */
export const ZExpertDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), reason: z.string().trim().max(LEN.reason.max).optional() }),
  z.object({ decision: z.literal('reject'), reason: ZReason }),
  z.object({ decision: z.literal('suspend'), reason: ZReason }),
]);
export type TExpertDecision = z.infer<typeof ZExpertDecisionSchema>;

export const ZExpertIdParamsSchema = z.object({ id: z.uuid() });
