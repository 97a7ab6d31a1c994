import { BUDGET_OPTIONS, TIMELINE_WEEKS, type TBudgetOption, type TTimelineOption } from '../brief-options';
import { DEFAULT_CURRENCY } from '../money';

/** What matching reads of a request, filled in when the request opens. Money in minor units of `currency`. */
export type TRequestMatchingFields = {
  industry: string | null;
  requiredSkills: string[];
  outcomeTags: string[];
  estimatedHours: number | null;
  budgetMin: number | null;
  budgetMax: number | null;
  currency: string;
  sensitive: boolean;
};

/** Hours a week one expert role is assumed to put into a project, to turn weeks into hours. */
export const HOURS_PER_ROLE_WEEK = 20;
/** The proposal's closing role: quality assurance is the platform's, not the expert's. */
const QA_ROLE = /^qa\b|quality assurance/i;
const MAX_TERMS = 20;

/** Budget options as money (pence): the bands the proposal shows (`BUDGET_BANDS`), the top one open-ended. */
export const BUDGET_OPTION_BANDS: Record<TBudgetOption, { min: number; max: number | null }> = {
  'under-5k': { min: 300_000, max: 500_000 },
  '5k-15k': { min: 500_000, max: 1_500_000 },
  '15k-50k': { min: 1_500_000, max: 5_000_000 },
  '50k-100k': { min: 5_000_000, max: 10_000_000 },
  'over-100k': { min: 10_000_000, max: null },
};

const SENSITIVE_WORDS = /\b(confidential|nda|non-disclosure|sensitive|stealth|under embargo)\b/i;
const NO_AI = /^no (external )?ai$/i;

/** Distinct by lower case, first spelling kept, blanks dropped, at most `MAX_TERMS`. */
function distinct(terms: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of terms) {
    const term = raw?.trim();
    if (!term || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    out.push(term);
    if (out.length === MAX_TERMS) break;
  }
  return out;
}

/** "kind:value" tags of an interpretation (`software:hubspot`) → the values of one kind. */
function tagValues(tags: readonly string[] | undefined, kind: string): string[] {
  const prefix = `${kind}:`;
  return (tags ?? []).filter((tag) => tag.startsWith(prefix)).map((tag) => tag.slice(prefix.length));
}

/** "HubSpot, Outlook" → two values (the interpreters join a slot's values with ", "). */
function slotValues(slot: string | null | undefined): string[] {
  return slot ? slot.split(/\s*,\s*/) : [];
}

export type TBriefMatchingSource = {
  budgetRange: string | null | undefined;
  timeline: string | null | undefined;
  constraintsText: string;
  interpretations: Partial<
    Record<'goal' | 'context' | 'constraints', { tags: string[]; normalized: Record<string, string | null> }>
  >;
  proposal: { roles: string[]; timeline_weeks: { min: number; max: number } } | null;
};

/**
 * A brief's matching inputs: the industry from the context's interpretation; skills from the proposal's roles (QA
 * excluded) and the software, AI models and compliance the constraints name; outcome tags from the goal's metric;
 * hours from the proposal's weeks (midpoint) × 20 h for each role; the budget band from the chosen budget option;
 * sensitive when the constraints say confidential, NDA and the like.
 */
export function matchingInputsFromBrief(source: TBriefMatchingSource): TRequestMatchingFields {
  const { goal, context, constraints } = source.interpretations;
  const roles = (source.proposal?.roles ?? []).filter((role) => !QA_ROLE.test(role));
  const constraintSlots = constraints?.normalized ?? {};
  const requiredSkills = distinct([
    ...roles,
    ...slotValues(constraintSlots.integration_software),
    ...tagValues(constraints?.tags, 'software'),
    ...[...slotValues(constraintSlots.ai_model_compatibility), ...tagValues(constraints?.tags, 'ai')].filter(
      (model) => !NO_AI.test(model),
    ),
    ...tagValues(constraints?.tags, 'compliance').map((value) => value.toUpperCase()),
  ]);
  const outcomeTags = distinct([...slotValues(goal?.normalized.metric), ...tagValues(goal?.tags, 'metric')]);
  const industry = slotValues(context?.normalized.industry)[0] ?? tagValues(context?.tags, 'industry')[0] ?? null;

  const weeks =
    source.proposal?.timeline_weeks ??
    (source.timeline && source.timeline in TIMELINE_WEEKS ? TIMELINE_WEEKS[source.timeline as TTimelineOption] : null);
  const estimatedHours = weeks
    ? Math.round(((weeks.min + weeks.max) / 2) * HOURS_PER_ROLE_WEEK * Math.max(1, roles.length))
    : null;

  const option = BUDGET_OPTIONS.find((candidate) => candidate === source.budgetRange);
  const band = option ? BUDGET_OPTION_BANDS[option] : null;
  return {
    industry,
    requiredSkills,
    outcomeTags,
    estimatedHours,
    budgetMin: band?.min ?? null,
    budgetMax: band?.max ?? null,
    currency: DEFAULT_CURRENCY,
    sensitive: SENSITIVE_WORDS.test(source.constraintsText),
  };
}

/** "3 weeks", "2-3 weeks", "4–5 weeks" → the midpoint in weeks; null when no number of weeks is written. */
export function weeksOf(timeline: string | null | undefined): number | null {
  const match = timeline?.match(/(\d+)(?:\s*[-–]\s*(\d+))?\s*weeks?/i);
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] ? Number(match[2]) : low;
  return (low + high) / 2;
}

export type TPackMatchingSource = {
  tags: readonly string[];
  categoryName: string | null;
  subcategoryName: string | null;
  price: number;
  currency: string;
  timeline: string | null;
};

/**
 * A pack order's matching inputs: its tags are the skills, its category and subcategory the outcomes, its price
 * the budget (fixed), one expert full-time-ish (20 h a week) over its timeline. Packs name no industry.
 */
export function matchingInputsFromPack(source: TPackMatchingSource): TRequestMatchingFields {
  const weeks = weeksOf(source.timeline);
  return {
    industry: null,
    requiredSkills: distinct(source.tags),
    outcomeTags: distinct([source.subcategoryName, source.categoryName]),
    estimatedHours: weeks === null ? null : Math.round(weeks * HOURS_PER_ROLE_WEEK),
    budgetMin: source.price,
    budgetMax: source.price,
    currency: source.currency,
    sensitive: false,
  };
}
