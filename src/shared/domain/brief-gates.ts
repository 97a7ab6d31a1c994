/**
 * What the brief builder asks before it moves on (spec §5, §8). The builder page says why it stays on a step with
 * these; the submit-brief service refuses a submission with the same rules (brief-contact.ts), and the shared contract
 * refuses a malformed e-mail.
 */
import type { TBudgetOption, TTimelineOption } from './brief-options';
import { BUILDER_STEP_COUNT } from './briefs';
import { INVALID_EMAIL_MESSAGE } from './email-message';

/** The answers a gate reads; budget and timeline are unchosen while null or ''. */
export type TGatedAnswers = {
  goal: string;
  context: string;
  budget_range: TBudgetOption | '' | null;
  timeline: TTimelineOption | '' | null;
};

/**
 * Spec §5: Continue is disabled when step 1's goal or step 2's context is empty after trimming, or when step 4 has
 * no budget or step 5 no timeline chosen. Steps 3, 6 and 7 have no gate.
 */
export const BRIEF_STEP_GATES: Readonly<Partial<Record<number, (answers: TGatedAnswers) => boolean>>> = {
  1: (answers) => answers.goal.trim() !== '',
  2: (answers) => answers.context.trim() !== '',
  4: (answers) => Boolean(answers.budget_range),
  5: (answers) => Boolean(answers.timeline),
};

/** Whether Continue may leave this step. */
export const canContinue = (step: number, answers: TGatedAnswers): boolean => BRIEF_STEP_GATES[step]?.(answers) ?? true;

/** The builder steps whose gate does not hold yet; a submission must have none. */
export function unmetSteps(answers: TGatedAnswers): number[] {
  return Array.from({ length: BUILDER_STEP_COUNT }, (_, index) => index + 1).filter(
    (step) => !canContinue(step, answers),
  );
}

/**
 * The messages of a refused submission. missingContact is the spec's text (§5, §8); the others are ours, in the
 * same voice.
 */
export const BRIEF_SUBMIT_MESSAGES = {
  missingContact: 'Please provide your name and email address.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  incomplete: 'Please describe your goal and context, and choose a budget and a timeline.',
  signInRequired: 'Please sign in to submit your brief.',
} as const;

/** Spec §8, "Brief builder", word for word: the builder's toasts as title and description. */
export const BRIEF_BUILDER_TOASTS = {
  missingContact: { title: 'Missing Information', description: BRIEF_SUBMIT_MESSAGES.missingContact },
  submissionIssue: { title: 'Submission Issue', description: 'We saved your answers locally. Please try again.' },
  submittedSignedIn: { title: 'Brief Submitted!', description: 'Proposal generating — QA validation in <2h.' },
  submittedGuest: {
    title: 'Brief Submitted!',
    description: 'Check your email for a secure link to view your proposal.',
  },
  proposalConfirmed: {
    title: 'Proposal Confirmed',
    description: "We'll match you with the perfect expert within 24 hours.",
  },
} as const;

/**
 * The preview's button: the proposal has not passed QA yet, so nothing can be accepted there. It notes that the client
 * likes the preview and says what comes next; "Proposal Confirmed" is shown when the real acceptance is recorded.
 */
export const PREVIEW_APPROVAL = {
  button: 'This Looks Right',
  toast: {
    title: 'Noted',
    description: 'We will ask you to accept the proposal once it has passed QA, within 2 hours.',
  },
} as const;
