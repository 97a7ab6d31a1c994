import { describe, expect, it } from 'vitest';
import { ZSubmitBriefRequestSchema } from '../schemas/briefs';
import { briefSubmitProblem, contactProblem } from './brief-contact';
import {
  BRIEF_BUILDER_TOASTS,
  BRIEF_SUBMIT_MESSAGES,
  canContinue,
  unmetSteps,
  type TGatedAnswers,
} from './brief-gates';
import { BUILDER_STEP_COUNT } from './briefs';
import { isValidEmail } from './email';

const EMPTY: TGatedAnswers = { goal: '', context: '', budget_range: null, timeline: null };
const COMPLETE: TGatedAnswers = { goal: 'More leads', context: 'B2B SaaS', budget_range: '5k-15k', timeline: 'asap' };

describe('brief builder gates (spec §5)', () => {
  it('has 7 steps, gated on steps 1, 2, 4 and 5 only', () => {
    expect(BUILDER_STEP_COUNT).toBe(7);
    expect(unmetSteps(EMPTY)).toEqual([1, 2, 4, 5]);
    for (const step of [3, 6, 7]) expect(canContinue(step, EMPTY)).toBe(true);
    expect(unmetSteps(COMPLETE)).toEqual([]);
  });

  it('step 1 needs a goal and step 2 a context, non-empty after trimming', () => {
    expect(canContinue(1, { ...EMPTY, goal: '   ' })).toBe(false);
    expect(canContinue(1, { ...EMPTY, goal: ' x ' })).toBe(true);
    expect(canContinue(2, { ...EMPTY, context: '\n\t' })).toBe(false);
    expect(canContinue(2, { ...EMPTY, context: 'Retail' })).toBe(true);
  });

  it('step 4 needs a budget and step 5 a timeline', () => {
    expect(canContinue(4, { ...EMPTY, budget_range: '' })).toBe(false);
    expect(canContinue(4, { ...EMPTY, budget_range: 'under-5k' })).toBe(true);
    expect(canContinue(5, { ...EMPTY, timeline: '' })).toBe(false);
    expect(canContinue(5, { ...EMPTY, timeline: '3-6-months' })).toBe(true);
  });
});

describe('brief submission rules', () => {
  it('name and e-mail are required after trimming; the e-mail must be an address', () => {
    expect(contactProblem({ name: '  ', email: 'maya@example.com' })).toBe('missing_contact');
    expect(contactProblem({ name: 'Maya', email: ' ' })).toBe('missing_contact');
    expect(contactProblem({ name: 'Maya', email: 'maya-at-example' })).toBe('invalid_email');
    expect(contactProblem({ name: 'Maya', email: ' maya@example.com ' })).toBeNull();
  });

  it('a submission is refused for its contact first, then for any unmet gate', () => {
    const contact = { name: 'Maya', email: 'maya@example.com' };
    expect(briefSubmitProblem({ name: '', email: '' }, EMPTY)).toBe('missing_contact');
    expect(briefSubmitProblem(contact, { ...COMPLETE, timeline: null })).toBe('incomplete');
    expect(briefSubmitProblem(contact, COMPLETE)).toBeNull();
  });

  it('speaks the spec’s words', () => {
    expect(BRIEF_BUILDER_TOASTS.missingContact).toEqual({
      title: 'Missing Information',
      description: 'Please provide your name and email address.',
    });
    expect(BRIEF_SUBMIT_MESSAGES.missingContact).toBe('Please provide your name and email address.');
    expect(BRIEF_SUBMIT_MESSAGES.invalidEmail).toBe('Please enter a valid email address.');
    expect(BRIEF_BUILDER_TOASTS.submissionIssue).toEqual({
      title: 'Submission Issue',
      description: 'We saved your answers locally. Please try again.',
    });
    expect(BRIEF_BUILDER_TOASTS.submittedSignedIn.description).toBe('Proposal generating — QA validation in <2h.');
    expect(BRIEF_BUILDER_TOASTS.submittedGuest.description).toBe(
      'Check your email for a secure link to view your proposal.',
    );
    expect(BRIEF_BUILDER_TOASTS.proposalConfirmed).toEqual({
      title: 'Proposal Confirmed',
      description: "We'll match you with the perfect expert within 24 hours.",
    });
  });
});

describe('e-mail validity', () => {
  it('accepts addresses and refuses anything else, up to 320 characters', () => {
    for (const email of ['maya@example.com', 'client@demo.outcome.local', 'a.b+tag@mail.example.co.uk'])
      expect(isValidEmail(email), email).toBe(true);
    for (const email of ['', 'maya-at-example', 'maya@example', 'maya @example.com', '@example.com'])
      expect(isValidEmail(email), email).toBe(false);
    expect(isValidEmail(`${'a'.repeat(308)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(309)}@example.com`)).toBe(false);
  });

  it('the submit-brief contract refuses a malformed e-mail and lets an empty one through to the service', () => {
    const submission = (contactEmail: string) => ({
      contactName: 'Maya',
      contactEmail,
      structuredBrief: { goal: 'g', context: 'c' },
    });
    const refused = ZSubmitBriefRequestSchema.safeParse(submission('maya-at-example'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['contactEmail'],
      message: 'Please enter a valid email address.',
    });
    expect(ZSubmitBriefRequestSchema.parse(submission('  maya@example.com ')).contactEmail).toBe('maya@example.com');
    expect(ZSubmitBriefRequestSchema.parse(submission('')).contactEmail).toBe('');
  });
});
