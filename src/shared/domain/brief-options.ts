/** Brief builder option lists (spec §9), their labels, and the proposal frame each option implies. */

export const BUDGET_OPTIONS = ['under-5k', '5k-15k', '15k-50k', '50k-100k', 'over-100k'] as const;
export type TBudgetOption = (typeof BUDGET_OPTIONS)[number];
export const BUDGET_LABELS: Record<TBudgetOption, string> = {
  'under-5k': 'Under £5k',
  '5k-15k': '£5k–£15k',
  '15k-50k': '£15k–£50k',
  '50k-100k': '£50k–£100k',
  'over-100k': 'Over £100k',
};

export const TIMELINE_OPTIONS = [
  'asap',
  '1-2-weeks',
  '3-4-weeks',
  '1-2-months',
  '3-6-months',
  '6-months-plus',
] as const;
export type TTimelineOption = (typeof TIMELINE_OPTIONS)[number];
export const TIMELINE_LABELS: Record<TTimelineOption, string> = {
  asap: 'ASAP',
  '1-2-weeks': '1-2 weeks',
  '3-4-weeks': '3-4 weeks',
  '1-2-months': '1-2 months',
  '3-6-months': '3-6 months',
  '6-months-plus': '6+ months',
};

export const URGENCY_OPTIONS = ['low', 'standard', 'high', 'critical'] as const;
export type TUrgencyOption = (typeof URGENCY_OPTIONS)[number];
export const DEFAULT_URGENCY: TUrgencyOption = 'standard';
export const URGENCY_LABELS: Record<TUrgencyOption, string> = {
  low: 'Low',
  standard: 'Standard',
  high: 'High',
  critical: 'Critical',
};

export const EXPERT_STYLE_OPTIONS = ['hands-off', 'collaborative', 'hands-on'] as const;
export type TExpertStyleOption = (typeof EXPERT_STYLE_OPTIONS)[number];
export const EXPERT_STYLE_LABELS: Record<TExpertStyleOption, string> = {
  'hands-off': 'Hands-off',
  collaborative: 'Collaborative',
  'hands-on': 'Hands-on',
};

export const BRIEF_ORIGINS = ['capability', 'catalog', 'bespoke'] as const;
export type TBriefOrigin = (typeof BRIEF_ORIGINS)[number];
export const BRIEF_ORIGIN_LABELS: Record<TBriefOrigin, string> = {
  capability: 'Capability',
  catalog: 'Outcome pack',
  bespoke: 'Bespoke',
};

export const BRIEF_STATUSES = [
  'draft',
  'submitted',
  'proposal_ready',
  'qa_in_review',
  'qa_passed',
  'accepted',
  'archived',
] as const;
export type TBriefStatus = (typeof BRIEF_STATUSES)[number];
export const BRIEF_STATUS_LABELS: Record<TBriefStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  proposal_ready: 'Proposal ready',
  qa_in_review: 'QA in review',
  qa_passed: 'QA passed',
  accepted: 'Accepted',
  archived: 'Archived',
};

/** The free-text fields that get a live AI interpretation. */
export const BRIEF_TEXT_FIELDS = ['goal', 'context', 'constraints'] as const;
export type TBriefTextField = (typeof BRIEF_TEXT_FIELDS)[number];
export const BRIEF_TEXT_FIELD_LABELS: Record<TBriefTextField, string> = {
  goal: 'Goal',
  context: 'Context',
  constraints: 'Constraints',
};

/** Budget band shown in a proposal for each budget option; the spec's default when none is chosen. */
export const BUDGET_BANDS: Record<TBudgetOption, string> = {
  'under-5k': '£3,000–£5,000',
  '5k-15k': '£5,000–£15,000',
  '15k-50k': '£15,000–£50,000',
  '50k-100k': '£50,000–£100,000',
  'over-100k': '£100,000+',
};
export const DEFAULT_BUDGET_BAND = '£6,000–£10,000';

export type TWeeksRange = { min: number; max: number };

/** Delivery weeks for each timeline option; the spec's default preview is 4–6 weeks. */
export const TIMELINE_WEEKS: Record<TTimelineOption, TWeeksRange> = {
  asap: { min: 1, max: 2 },
  '1-2-weeks': { min: 1, max: 2 },
  '3-4-weeks': { min: 3, max: 4 },
  '1-2-months': { min: 4, max: 8 },
  '3-6-months': { min: 12, max: 24 },
  '6-months-plus': { min: 24, max: 36 },
};
export const DEFAULT_TIMELINE_WEEKS: TWeeksRange = { min: 4, max: 6 };

/** Spec §9, word for word. */
export const ASSURED_ADDON_NOTE = 'Outcome Assurance adds monitoring and expert-replacement insurance.';

export function budgetBandFor(budget: TBudgetOption | '' | null | undefined): string {
  return budget ? BUDGET_BANDS[budget] : DEFAULT_BUDGET_BAND;
}

export function timelineWeeksFor(timeline: TTimelineOption | '' | null | undefined): TWeeksRange {
  return timeline ? TIMELINE_WEEKS[timeline] : DEFAULT_TIMELINE_WEEKS;
}

export function assuredAddonNoteFor(assuredMode: boolean): string | null {
  return assuredMode ? ASSURED_ADDON_NOTE : null;
}
