import { describe, expect, it } from 'vitest';
import type { TFieldInterpretation } from '../schemas/brief-ai';
import {
  AI_INTERPRET_TIMEOUT_MS,
  BRIEF_STATUS_MESSAGES,
  INTERPRET_BACKGROUND_LIMIT_MS,
  INTERPRET_DEBOUNCE_MS,
  INTERPRET_TIMEOUT_MS,
  briefReference,
  briefTags,
  briefTitle,
  completionSentence,
  computeMissing,
  isBriefId,
  previewProposal,
  qaAge,
  shouldInterpret,
  truncateTitle,
} from './briefs';

const reading = (
  normalized: Record<string, string | null>,
  extra: Partial<TFieldInterpretation> = {},
): TFieldInterpretation => ({
  interpreted: 'x',
  confidence: 0.9,
  tags: [],
  warnings: [],
  normalized,
  ...extra,
});

describe('brief rules', () => {
  it('interpretation starts 600 ms after typing, gives up after 3000 ms; the server answers before that', () => {
    expect(INTERPRET_DEBOUNCE_MS).toBe(600);
    expect(INTERPRET_TIMEOUT_MS).toBe(3000);
    expect(AI_INTERPRET_TIMEOUT_MS).toBe(2500);
    expect(INTERPRET_BACKGROUND_LIMIT_MS).toBe(20_000);
  });

  it('the preview proposal defaults to 4–6 weeks, £6,000–£10,000, 4 milestones, assured mode off', () => {
    const preview = previewProposal({ budget_range: null, timeline: null, assured_mode: false });
    expect(preview.timeline_weeks).toEqual({ min: 4, max: 6 });
    expect(preview.budget_band).toBe('£6,000–£10,000');
    expect(preview.milestones).toHaveLength(4);
    expect(preview.assured_addon_note).toBeNull();
    const days = preview.milestones.map((milestone) => milestone.eta_days);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days.at(-1)).toBe(42);
  });

  it('the preview follows the chosen budget, timeline, assurance and the goal', () => {
    const preview = previewProposal({
      budget_range: '15k-50k',
      timeline: '3-4-weeks',
      assured_mode: true,
      goal: reading({ metric: 'leads', timeframe: '3 months', objective: 'Increase qualified leads by 30%' }),
    });
    expect(preview).toMatchObject({ timeline_weeks: { min: 3, max: 4 }, budget_band: '£15,000–£50,000' });
    expect(preview.assured_addon_note).toBe('Outcome Assurance adds monitoring and expert-replacement insurance.');
    expect(preview.success_metrics[0]).toBe('Increase qualified leads by 30% (3 months)');
    // A fallback reading says nothing about the goal.
    const fallback = previewProposal({
      budget_range: null,
      timeline: null,
      assured_mode: false,
      goal: reading({}, { warnings: ['ai_timeout'] }),
    });
    expect(fallback.success_metrics[0]).toBe('Success measure agreed at discovery and tracked weekly');
  });

  it('lists what a proposal still needs', () => {
    expect(computeMissing({ interpretations: {}, expert_style: null })).toEqual([
      'goal.metric',
      'goal.timeframe',
      'context.industry',
      'context.org_size',
      'context.region',
      'expert_style',
    ]);
    const complete = {
      interpretations: {
        goal: reading({ metric: 'leads', timeframe: '3 months' }),
        context: reading({ industry: 'saas', org_size: '11-50', region: 'UK' }),
      },
      expert_style: 'hands-on' as const,
    };
    expect(computeMissing(complete)).toEqual([]);
    expect(
      computeMissing({
        ...complete,
        interpretations: {
          ...complete.interpretations,
          context: reading({ industry: ' ', org_size: '11-50', region: null }),
        },
      }),
    ).toEqual(['context.industry', 'context.region']);
  });

  it('accepts UUIDs of versions 1 to 5 only as brief ids', () => {
    expect(isBriefId('3f2b8c1e-7d4a-4b9e-8f6a-1c2d3e4f5a6b')).toBe(true);
    expect(isBriefId('3f2b8c1e-7d4a-1b9e-af6a-1c2d3e4f5a6b')).toBe(true);
    expect(isBriefId('3f2b8c1e-7d4a-7b9e-8f6a-1c2d3e4f5a6b')).toBe(false);
    expect(isBriefId('3f2b8c1e-7d4a-4b9e-7f6a-1c2d3e4f5a6b')).toBe(false);
    expect(isBriefId('not-a-uuid')).toBe(false);
    expect(isBriefId(null)).toBe(false);
  });

  it('cuts titles at 60 characters; the reference is the first 8 characters everywhere, never the last 8', () => {
    expect(truncateTitle('a'.repeat(60))).toBe('a'.repeat(60));
    expect(truncateTitle(`${'a'.repeat(59)} bcd`)).toBe(`${'a'.repeat(59)}…`);
    const id = '3f2b8c1e-7d4a-4b9e-8f6a-1c2d3e4f5a6b';
    expect(briefReference(id)).toBe('3f2b8c1e');
    expect(briefReference(id)).not.toBe('3e4f5a6b');
  });

  it('interprets only text longer than 10 characters', () => {
    expect(shouldInterpret('   exactly 10   ')).toBe(false);
    expect(shouldInterpret('exactly 11!')).toBe(true);
  });

  it('measures the age against the 2-hour QA promise', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(qaAge('2026-01-01T11:15:00Z', now)).toEqual({ minutes: 45, overdue: false, label: '45m' });
    expect(qaAge('2026-01-01T09:55:00Z', now)).toEqual({ minutes: 125, overdue: true, label: '2h 05m' });
  });

  it('collects tags goal first without repeats', () => {
    const tags = briefTags({
      interpretations: {
        context: reading({}, { tags: ['industry:saas', 'region:uk'] }),
        goal: reading({}, { tags: ['metric:leads', 'region:uk'] }),
      },
    });
    expect(tags).toEqual(['metric:leads', 'region:uk', 'industry:saas']);
  });

  it('says the spec’s message for each status', () => {
    expect(BRIEF_STATUS_MESSAGES.submitted).toBe('Proposal generating — QA validation <2h.');
    expect(BRIEF_STATUS_MESSAGES.qa_in_review).toBe('QA reviewing proposal…');
  });
});

describe('briefTitle', () => {
  it('keeps the goal as written: Complete Your Brief answers never rename the brief', () => {
    const goal = `Reduce customer churn this year\n${completionSentence('goal.metric', 'churn')}\n${completionSentence('expert_style', 'hands-on')}`;
    expect(briefTitle(goal)).toBe('Reduce customer churn this year');
    expect(briefTitle(goal)).not.toContain('Success metric');
  });

  it('leaves a goal of several lines of the client’s own intact', () => {
    expect(briefTitle('Grow leads\nin the UK')).toBe('Grow leads\nin the UK');
  });
});
