import type { TBriefTextField, TExpertStyleOption, TUrgencyOption } from '@shared/domain/brief-options';

/** The heading and description of each of the 7 steps, in order. */
export const BUILDER_STEPS: readonly { heading: string; description: string }[] = [
  {
    heading: 'What outcome do you want?',
    description: 'Describe the result you need, ideally with a metric and a timeframe.',
  },
  {
    heading: 'Tell us about your organisation',
    description: 'Industry, size and where you operate help us match the right expert.',
  },
  {
    heading: 'Any constraints?',
    description: 'Tools to integrate with, hardware, or AI models you can or cannot use.',
  },
  { heading: 'What is your budget?', description: 'Choose the range closest to what you plan to invest.' },
  { heading: 'When do you need it?', description: 'Choose the timeline that fits your plans.' },
  {
    heading: 'Urgency and expert style',
    description: 'How soon should work start, and how should the expert work with you?',
  },
  {
    heading: 'Where should we send your proposal?',
    description: 'Your contact details, and whether to add Outcome Assurance.',
  },
];

/** The id of the answer a step's gate reads (its text area or its choice), which its error points to. */
export const STEP_ANSWER_ID = 'builder-step-answer';

/** Why Continue stays on a gated step (spec §5's gates), said under the answer and in the error summary. */
export const STEP_GATE_MESSAGES: Partial<Record<number, string>> = {
  1: 'Please describe the outcome you want.',
  2: 'Please tell us about your organisation.',
  4: 'Please choose a budget.',
  5: 'Please choose a timeline.',
};

/** Steps 1 to 3 are free text with a live interpretation. */
export const TEXT_STEPS: Partial<
  Record<number, { field: TBriefTextField; label: string; placeholder: string; optional?: boolean }>
> = {
  1: { field: 'goal', label: 'Your goal', placeholder: 'e.g. Increase qualified leads by 30% within 3 months' },
  2: {
    field: 'context',
    label: 'Your context',
    placeholder: 'e.g. We are a 40-person B2B SaaS company in London selling to UK retailers',
  },
  3: {
    field: 'constraints',
    label: 'Constraints',
    placeholder: 'e.g. Must integrate with HubSpot; no customer data may leave the EU',
    optional: true,
  },
};

export const URGENCY_DESCRIPTIONS: Record<TUrgencyOption, string> = {
  low: 'Flexible start',
  standard: 'Start in the next couple of weeks',
  high: 'Start this week',
  critical: 'Start as soon as possible',
};

export const STYLE_DESCRIPTIONS: Record<TExpertStyleOption, string> = {
  'hands-off': 'Brief the expert, then review the results',
  collaborative: 'Regular check-ins and shared decisions',
  'hands-on': 'Work side by side with your team',
};
