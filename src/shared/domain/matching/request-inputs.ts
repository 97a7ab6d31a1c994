import { BUDGET_OPTIONS, TIMELINE_WEEKS, type TBudgetOption, type TTimelineOption } from '../brief-options';
import { DEFAULT_CURRENCY } from '../money';
import { mergeReadings, readSkillsFrom, type TSkillRead } from './read-skills';

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
  /** Where each required skill was read in the brief (a pack's tags are its skills: none). */
  skillSources?: TSkillRead[];
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

/** A constraint that makes a product part of the work: "must integrate with HubSpot", "sync to Xero". */
const INTEGRATION_CLAUSE = /\b(integrat\w*|connect\w*|sync\w*|migrat\w*|plug\w* into)\b/i;
const SENSITIVE_WORDS = /\b(confidential|nda|non-disclosure|sensitive|stealth|under embargo)\b/i;

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
  /** The client's own words, field by field. */
  goal: string;
  context: string;
  constraintsText: string;
  interpretations: Partial<
    Record<'goal' | 'context' | 'constraints', { tags: string[]; normalized: Record<string, string | null> }>
  >;
  proposal: { roles: string[]; timeline_weeks: { min: number; max: number } } | null;
};

/**
 * The skills a brief asks for, each with where it was read: the goal (what the work is, products it names
 * included), the proposal's team as accepted (a role named for the work — "Lean Operations Consultant" — is read
 * like the client's words; a generic one gives nothing), the constraints (a product named there counts only when the
 * work must integrate with it) and, only when the goal names no skill, the context (its products left out).
 */
export function skillsFromBrief(
  source: Pick<TBriefMatchingSource, 'goal' | 'context' | 'constraintsText' | 'proposal'>,
): TSkillRead[] {
  const roles = (source.proposal?.roles ?? []).filter((role) => !QA_ROLE.test(role));
  const fromGoal = readSkillsFrom(source.goal, 'goal', true);
  return mergeReadings([
    ...fromGoal,
    ...roles.flatMap((role) => readSkillsFrom(role, 'proposal', true)),
    ...source.constraintsText
      .split(/[.;\n]+/)
      .flatMap((clause) => readSkillsFrom(clause, 'constraints', INTEGRATION_CLAUSE.test(clause))),
    ...(fromGoal.length === 0 ? readSkillsFrom(source.context, 'context', false) : []),
  ]).slice(0, MAX_TERMS);
}

/**
 * A brief's matching inputs: skills read from the client's words (`skillsFromBrief`); the industry from the
 * context's interpretation; outcome tags from what the goal's metric stands for; hours from the proposal's weeks
 * (midpoint) × 20 h for each role; the budget band from the chosen budget option; sensitive when the constraints say
 * confidential, NDA and the like.
 */
export function matchingInputsFromBrief(source: TBriefMatchingSource): TRequestMatchingFields {
  const { goal, context } = source.interpretations;
  const skillSources = skillsFromBrief(source);
  const outcomeTags = distinct(
    [...slotValues(goal?.normalized.metric), ...tagValues(goal?.tags, 'metric')].flatMap(outcomesOf),
  );
  const industry = slotValues(context?.normalized.industry)[0] ?? tagValues(context?.tags, 'industry')[0] ?? null;

  const weeks =
    source.proposal?.timeline_weeks ??
    (source.timeline && source.timeline in TIMELINE_WEEKS ? TIMELINE_WEEKS[source.timeline as TTimelineOption] : null);
  // One expert over the proposal's weeks, as a pack's: each invited expert quotes for the work, not for the team.
  const estimatedHours = weeks ? Math.round(((weeks.min + weeks.max) / 2) * HOURS_PER_ROLE_WEEK) : null;

  const option = BUDGET_OPTIONS.find((candidate) => candidate === source.budgetRange);
  const band = option ? BUDGET_OPTION_BANDS[option] : null;
  return {
    industry,
    requiredSkills: skillSources.map((read) => read.skill),
    outcomeTags,
    estimatedHours,
    budgetMin: band?.min ?? null,
    budgetMax: band?.max ?? null,
    currency: DEFAULT_CURRENCY,
    sensitive: SENSITIVE_WORDS.test(source.constraintsText),
    skillSources,
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
