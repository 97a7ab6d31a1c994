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
/** AI "models" that are conditions rather than something to know: "no AI", "UK-hosted models only". */
const AI_CONDITION = /\b(no|none|only|hosted|local|on-?prem(ise)?|private|self)\b/i;
/** The job word at the end of a role: "CRM Specialist" is work in CRM, which is what expert profiles list. */
const ROLE_NOUN =
  /\s+(lead|specialist|engineer|manager|consultant|strategist|analyst|developer|marketer|architect|designer|expert|advisor|adviser|officer|coordinator|owner|partner|reviewer)$/i;

/** The field a role works in: "Sales Operations Lead" → "Sales Operations"; a bare noun stays as written. */
export function roleField(role: string): string {
  const field = role.trim().replace(ROLE_NOUN, '');
  return field === '' ? role.trim() : field;
}

/**
 * The outcomes a goal's metric stands for, in the words the catalog and expert profiles use ("leads" is Lead
 * Generation). Metrics are the offline interpreter's canonical names; an unknown one is kept as written.
 */
export const METRIC_OUTCOMES: Readonly<Record<string, readonly string[]>> = {
  'acquisition cost': ['Customer Acquisition', 'Cost Reduction'],
  'first contact resolution': ['Customer Satisfaction', 'Response Time'],
  'resolution time': ['Response Time', 'Customer Satisfaction'],
  'response time': ['Response Time', 'Customer Satisfaction'],
  'staff turnover': ['Team Performance'],
  'time to hire': ['Time to Hire'],
  'onboarding time': ['Time Saved'],
  'forecast accuracy': ['Forecast Accuracy'],
  'sales cycle': ['Sales Acceleration', 'Cycle Time Reduction'],
  'win rate': ['Win Rate', 'Sales Acceleration'],
  'conversion rate': ['Conversion Rate'],
  'open rate': ['Conversion Rate', 'Outbound Campaigns'],
  'click-through rate': ['Conversion Rate'],
  'average order value': ['Revenue Growth'],
  'meetings booked': ['Meetings Booked', 'Pipeline Growth'],
  'no-shows': ['Meetings Booked'],
  churn: ['Churn Reduction', 'Net Revenue Retention'],
  retention: ['Churn Reduction', 'Net Revenue Retention'],
  nps: ['Customer Satisfaction'],
  csat: ['Customer Satisfaction'],
  reviews: ['Customer Satisfaction'],
  'time saved': ['Time Saved', 'Process Optimization'],
  'processing time': ['Time Saved', 'Process Optimization'],
  'error rate': ['Quality'],
  uptime: ['Reliability'],
  stockouts: ['Process Optimization'],
  compliance: ['Compliance'],
  'recurring revenue': ['Revenue Growth', 'Net Revenue Retention'],
  pipeline: ['Pipeline Growth', 'Lead Generation'],
  leads: ['Lead Generation', 'Pipeline Growth'],
  'new customers': ['Customer Acquisition', 'Lead Generation'],
  signups: ['Customer Acquisition', 'Conversion Rate'],
  traffic: ['Organic Traffic'],
  engagement: ['Organic Traffic', 'Customer Satisfaction'],
  revenue: ['Revenue Growth', 'Sales Acceleration'],
  margin: ['Margin Improvement'],
  cost: ['Cost Reduction'],
  productivity: ['Team Performance', 'Process Optimization'],
};

const outcomesOf = (metric: string) => METRIC_OUTCOMES[metric.trim().toLowerCase()] ?? [metric];

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
 * A brief's matching inputs: the industry from the context's interpretation; skills from the fields of the proposal's
 * roles (QA excluded) and the software, AI models and compliance the constraints name; outcome tags from what the
 * goal's metric stands for;
 * hours from the proposal's weeks (midpoint) × 20 h for each role; the budget band from the chosen budget option;
 * sensitive when the constraints say confidential, NDA and the like.
 */
export function matchingInputsFromBrief(source: TBriefMatchingSource): TRequestMatchingFields {
  const { goal, context, constraints } = source.interpretations;
  const roles = (source.proposal?.roles ?? []).filter((role) => !QA_ROLE.test(role));
  const constraintSlots = constraints?.normalized ?? {};
  const requiredSkills = distinct([
    ...roles.map(roleField),
    ...slotValues(constraintSlots.integration_software),
    ...tagValues(constraints?.tags, 'software'),
    ...[...slotValues(constraintSlots.ai_model_compatibility), ...tagValues(constraints?.tags, 'ai')].filter(
      (model) => !AI_CONDITION.test(model),
    ),
    ...tagValues(constraints?.tags, 'compliance').map((value) => value.toUpperCase()),
  ]);
  const outcomeTags = distinct(
    [...slotValues(goal?.normalized.metric), ...tagValues(goal?.tags, 'metric')].flatMap(outcomesOf),
  );
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
 * A pack order's matching inputs: its tags are the skills, its subcategory (else its category) the outcome, its price
 * the budget (fixed), one expert full-time-ish (20 h a week) over its timeline. Packs name no industry.
 */
export function matchingInputsFromPack(source: TPackMatchingSource): TRequestMatchingFields {
  const weeks = weeksOf(source.timeline);
  return {
    industry: null,
    requiredSkills: distinct(source.tags),
    // The subcategory is the outcome the pack delivers; its category only groups it (and stands in without one).
    outcomeTags: distinct([source.subcategoryName ?? source.categoryName]),
    estimatedHours: weeks === null ? null : Math.round(weeks * HOURS_PER_ROLE_WEEK),
    budgetMin: source.price,
    budgetMax: source.price,
    currency: source.currency,
    sensitive: false,
  };
}
