import { describe, expect, it } from 'vitest';
import { scoreFactors } from './factors';
import { buildReason } from './reason';
import { weightedScore } from './score';
import { unstatedFactors } from './unstated';
import type { TPreparedRequest } from './prepare-request';
import { makeExpert, prepared, SPEC_WEIGHTS } from './test-fixtures';
import type { TConflict, TMatchExpert, TMatchingWeights } from './types';

const reasonOf = (
  request: TPreparedRequest,
  expert: TMatchExpert,
  weights: TMatchingWeights = SPEC_WEIGHTS,
  conflict: TConflict | null = null,
) => {
  const breakdown = scoreFactors(request, expert);
  const unstated = unstatedFactors(request, expert);
  return buildReason({
    prepared: request,
    expert,
    breakdown,
    weights,
    score: weightedScore(breakdown, weights, unstated),
    unstated,
    conflict,
  });
};
const p = prepared();
const reasonFor = (expert: TMatchExpert, weights?: TMatchingWeights, conflict?: TConflict | null) =>
  reasonOf(p, expert, weights, conflict);

describe('reason', () => {
  it('starts with the label, then names the matched, related and missing skills', () => {
    const expert = makeExpert({ skills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe', 'Terraform'] });
    expect(reasonFor(expert)).toMatch(
      /^(Strong|Good) match\. Has 4 of 5 requested skills: TypeScript, React, PostgreSQL, Stripe\. Related: AWS \(has Terraform\)/,
    );
  });

  it('says which narrower skill stands for a requested one', () => {
    const sales = prepared({ requiredSkills: ['sales playbook', 'enablement', 'onboarding', 'qualification'] });
    const expert = makeExpert({ skills: ['Sales Playbooks', 'Sales Enablement', 'Onboarding', 'MEDDIC'] });
    expect(reasonOf(sales, expert)).toContain(
      'Has 4 of 4 requested skills: sales playbook, enablement, onboarding; qualification through MEDDIC',
    );
  });

  it('names at most three other strengths', () => {
    const reason = reasonFor(makeExpert({ skills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe', 'AWS'] }));
    expect(reason).not.toContain('\n');
    const also = reason.split('Also: ')[1] ?? '';
    expect(also.split(';').length).toBeLessThanOrEqual(3);
    expect(reason).toContain('domain (Fintech)');
  });

  it('follows the weights: with only price weighted, price is the reason', () => {
    const zero = Object.fromEntries(Object.keys(SPEC_WEIGHTS).map((k) => [k, 0])) as TMatchingWeights;
    expect(reasonFor(makeExpert(), { ...zero, price: 1 })).toBe('Strong match. Also: £60-£90/hr fits the budget');
  });

  it('mentions availability hours and the biggest gap', () => {
    const expert = makeExpert({ skills: [], weeklyAvailabilityHours: 30 });
    const reason = reasonFor(expert);
    expect(reason).toContain('available 30 h/week');
    expect(reason).toContain('Has 0 of 5 requested skills. Missing: TypeScript, React, PostgreSQL, Stripe, AWS');
  });

  it('says when the expert is not taking work', () => {
    expect(reasonFor(makeExpert({ available: false }))).toContain('not taking work now');
  });

  it('ends with the conflict when flagged', () => {
    const conflict = { industry: 'Fintech', clientId: 'client-2', completedAt: new Date(), daysAgo: 1 };
    expect(reasonFor(makeExpert(), SPEC_WEIGHTS, conflict)).toMatch(
      /\. Conflict: delivered for another Fintech client 1 day ago$/,
    );
  });
});

describe('reason for experience of other work', () => {
  it('says the industry experience and the outcomes come from other skills', () => {
    const request = prepared({
      requiredSkills: ['TypeScript', 'React'],
      industry: 'Fintech',
      outcomeTags: ['Launch MVP'],
    });
    const expert = makeExpert({ skills: ['Zapier'], domains: ['Fintech'], outcomeTags: ['Launch MVP'] });
    const none = Object.fromEntries(Object.keys(SPEC_WEIGHTS).map((k) => [k, 0])) as TMatchingWeights;
    expect(reasonOf(request, expert, { ...none, skills: 0.5, outcomes: 0.5 })).toContain(
      'But delivers the outcomes (1/1 tags) through other skills than the requested ones',
    );
    expect(reasonOf(request, expert, { ...none, skills: 0.5, domain: 0.5 })).toContain(
      'But Fintech experience is in other work than the requested skills',
    );
  });
});
