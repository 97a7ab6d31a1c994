/** Brief rules shared by the builder, the brief pages and the server (spec §4, §5, §9; marketplace-rules.md). */
import type { TFieldInterpretation, TProposal, TStructuredBrief } from '../schemas/brief-ai';
import {
  EXPERT_STYLE_LABELS,
  assuredAddonNoteFor,
  budgetBandFor,
  timelineWeeksFor,
  type TBriefStatus,
  type TBriefTextField,
  type TBudgetOption,
  type TExpertStyleOption,
  type TTimelineOption,
} from './brief-options';
import { formatWeekRange } from './duration';
import { shortReference } from './reference';

/** Spec §4, word for word: the message shown under each status badge. */
export const BRIEF_STATUS_MESSAGES: Record<TBriefStatus, string> = {
  draft: 'Your brief is a draft.',
  submitted: 'Proposal generating — QA validation <2h.',
  proposal_ready: 'Your proposal is ready for review.',
  qa_in_review: 'QA reviewing proposal…',
  qa_passed: 'Proposal has passed quality assurance.',
  accepted: 'Proposal accepted. Project setup in progress.',
  archived: 'This brief has been archived.',
};

/**
 * The dashboard brief list's status filter, in lifecycle order: the second document's four, plus QA passed and
 * Archived, which the list shows and a client could otherwise not find.
 */
export const BRIEF_LIST_FILTER_STATUSES = [
  'submitted',
  'qa_in_review',
  'qa_passed',
  'proposal_ready',
  'accepted',
  'archived',
] as const satisfies readonly TBriefStatus[];

/** Proposal QA is promised in under two hours from submission (spec §9). */
export const BRIEF_QA_PROMISE_MINUTES = 120;

/** Builder: 7 steps; live interpretation timings (spec §4, §9). */
export const BUILDER_STEP_COUNT = 7;
export const INTERPRET_DEBOUNCE_MS = 600;
/** Interpretation runs only when the trimmed text is longer than this. */
export const INTERPRET_MIN_LENGTH = 10;
/** The browser abandons a field's interpretation after this long and shows the timeout fallback (spec §4, §9). */
export const INTERPRET_TIMEOUT_MS = 3000;
/**
 * How long the server waits for the AI on a live interpretation before answering with its offline reader: the
 * browser's limit less a margin for the offline reading and the trip back, so the server always answers first and
 * the client gets a real reading rather than the timeout fallback. AI_TIMEOUT_MS overrides it for a known-slow model.
 */
export const AI_INTERPRET_MARGIN_MS = 500;
export const AI_INTERPRET_TIMEOUT_MS = INTERPRET_TIMEOUT_MS - AI_INTERPRET_MARGIN_MS;
/** After the timeout the browser still takes a late answer until this long after asking, then cancels (decision 008). */
export const INTERPRET_BACKGROUND_LIMIT_MS = 20_000;

export const BRIEF_TITLE_MAX_LENGTH = 60;

/** Live event on the owner's channel whenever one of their briefs changes status. */
export const BRIEF_STATUS_EVENT = 'brief_status';
/** Statuses a background job moves on from; a brief page also polls in them in case a live push is missed. */
export const BRIEF_JOB_STATUSES: readonly TBriefStatus[] = ['submitted', 'qa_passed'];
export const BRIEF_LIST_MAX_TAGS = 3;

export const shouldInterpret = (value: string): boolean => value.trim().length > INTERPRET_MIN_LENGTH;

/** A brief's reference on every screen and e-mail (the dashboard list too): the first 8 characters of its id. */
export const briefReference = shortReference;

/** Titles are cut at 60 characters, with an ellipsis when cut. */
export function truncateTitle(text: string, max = BRIEF_TITLE_MAX_LENGTH): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}

const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Brief detail treats anything but a UUID of versions 1 to 5 as not found (spec §5). */
export const isBriefId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && UUID_V1_TO_V5.test(value);

/** A tag is "kind:value"; badges show the value. */
export const tagLabel = (tag: string): string => (tag.includes(':') ? tag.slice(tag.indexOf(':') + 1) : tag);

/** Tags of every interpretation, goal first, without repeats. */
export function briefTags(brief: Pick<TStructuredBrief, 'interpretations'>): string[] {
  const fields: TBriefTextField[] = ['goal', 'context', 'constraints'];
  return [...new Set(fields.flatMap((field) => brief.interpretations[field]?.tags ?? []))];
}

export const isFallbackInterpretation = (interpretation: TFieldInterpretation | undefined): boolean =>
  !interpretation || interpretation.warnings.includes('ai_error') || interpretation.warnings.includes('ai_timeout');

/**
 * What a proposal needs that the brief does not say yet. The "Complete Your Brief" card asks for exactly these.
 * Slot items are read from the field's interpretation; the expert style from step 6, which has no gate.
 */
export const BRIEF_MISSING_ITEMS = [
  'goal.metric',
  'goal.timeframe',
  'context.industry',
  'context.org_size',
  'context.region',
  'expert_style',
] as const;
export type TBriefMissingItem = (typeof BRIEF_MISSING_ITEMS)[number];

export const BRIEF_MISSING_ITEM_LABELS: Record<TBriefMissingItem, string> = {
  'goal.metric': 'Success metric',
  'goal.timeframe': 'Target timeframe',
  'context.industry': 'Industry',
  'context.org_size': 'Organisation size',
  'context.region': 'Region',
  expert_style: 'Expert style',
};

export const BRIEF_MISSING_ITEM_HINTS: Record<TBriefMissingItem, string> = {
  'goal.metric': 'e.g. qualified leads, churn, response time',
  'goal.timeframe': 'e.g. 3 months, by Q3',
  'context.industry': 'e.g. SaaS, healthcare, logistics',
  'context.org_size': 'Number of people in your organisation',
  'context.region': 'e.g. UK, EU, US',
  expert_style: 'How closely the expert works with your team',
};

/** Organisation sizes the interpreter normalises to; the completion form offers them. */
export const ORG_SIZE_OPTIONS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

/** Slot items as [field, slot]. */
export function slotOf(item: Exclude<TBriefMissingItem, 'expert_style'>): [TBriefTextField, string] {
  const [field, slot] = item.split('.') as [TBriefTextField, string];
  return [field, slot];
}

export function computeMissing(brief: Pick<TStructuredBrief, 'interpretations' | 'expert_style'>): TBriefMissingItem[] {
  return BRIEF_MISSING_ITEMS.filter((item) => {
    if (item === 'expert_style') return brief.expert_style === null;
    const [field, slot] = slotOf(item);
    const value = brief.interpretations[field]?.normalized[slot];
    return value === null || value === undefined || value.trim() === '';
  });
}

/** The sentence a completion answer adds to the client's own text, so whoever reads the brief sees it too. */
export function completionSentence(item: TBriefMissingItem, value: string): string {
  if (item === 'expert_style')
    return `Preferred expert style: ${EXPERT_STYLE_LABELS[value as TExpertStyleOption] ?? value}.`;
  return `${BRIEF_MISSING_ITEM_LABELS[item]}: ${value}.`;
}

const COMPLETION_LINE = new RegExp(
  `^(?:${[...Object.values(BRIEF_MISSING_ITEM_LABELS), 'Preferred expert style'].join('|')}): .*$`,
);

/**
 * A brief's title: the goal as the client wrote it. Answers given in Complete Your Brief are added to the goal's
 * text on lines of their own (`completionSentence`); they inform the proposal but never rename the brief.
 */
export function briefTitle(goal: string): string {
  return goal
    .split('\n')
    .filter((line) => !COMPLETION_LINE.test(line.trim()))
    .join('\n')
    .trim();
}

const PREVIEW_ROLES = ['Outcome Strategist', 'Delivery Lead', 'QA Reviewer'];
const PREVIEW_MILESTONES = [
  { title: 'Discovery and baseline', share: 0.2, outcomes: ['Baseline measured and success criteria agreed'] },
  { title: 'Build and integrate', share: 0.6, outcomes: ['First working version delivered'] },
  { title: 'QA and validation', share: 0.85, outcomes: ['Every deliverable passes human QA'] },
  { title: 'Handover and enablement', share: 1, outcomes: ['Documentation and training handed over'] },
];

/**
 * The builder's preview (spec §9 defaults: 4–6 weeks, £6,000–£10,000, 4 milestones, assured mode off): the frame
 * follows the client's budget and timeline choices, the success metrics the goal's interpretation. The reviewed
 * proposal replaces it once QA passes.
 */
export function previewProposal(input: {
  budget_range: TBudgetOption | '' | null;
  timeline: TTimelineOption | '' | null;
  goal?: TFieldInterpretation;
  assured_mode: boolean;
}): TProposal {
  const weeks = timelineWeeksFor(input.timeline);
  const days = weeks.max * 7;
  let previous = 0;
  const milestones = PREVIEW_MILESTONES.map((milestone) => {
    const eta = Math.max(previous + 1, Math.round(days * milestone.share));
    previous = eta;
    return { title: milestone.title, eta_days: eta, outcomes: milestone.outcomes };
  });
  const normalized = input.goal && !isFallbackInterpretation(input.goal) ? input.goal.normalized : {};
  const objective = normalized.objective
    ? `${normalized.objective}${normalized.timeframe ? ` (${normalized.timeframe})` : ''}`
    : null;
  return {
    timeline_weeks: weeks,
    budget_band: budgetBandFor(input.budget_range),
    roles: PREVIEW_ROLES,
    milestones,
    success_metrics: [
      objective ?? 'Success measure agreed at discovery and tracked weekly',
      `All milestones delivered within ${formatWeekRange(weeks)}`,
      'Every deliverable passes human QA before handover',
    ],
    assured_addon_note: assuredAddonNoteFor(input.assured_mode),
  };
}

/** Time since submission against the QA promise: "45m", "2h 05m"; overdue past 2 hours. */
export function qaAge(createdAt: string | Date, now: Date): { minutes: number; overdue: boolean; label: string } {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const label = hours > 0 ? `${hours}h ${String(minutes % 60).padStart(2, '0')}m` : `${minutes}m`;
  return { minutes, overdue: minutes >= BRIEF_QA_PROMISE_MINUTES, label };
}
