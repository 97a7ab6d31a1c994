import { describe, expect, it } from 'vitest';
import { scoreFactors } from './factors';
import { buildReason } from './reason';
import { weightedScore } from './score';
import { makeExpert, prepared, SPEC_WEIGHTS } from './test-fixtures';
import type { TConflict, TMatchExpert, TMatchingWeights } from './types';

const p = prepared();
const reasonFor = (
  expert: TMatchExpert,
  weights: TMatchingWeights = SPEC_WEIGHTS,
  conflict: TConflict | null = null,
) => {
  const breakdown = scoreFactors(p, expert);
  return buildReason({ prepared: p, expert, breakdown, weights, score: weightedScore(breakdown, weights), conflict });
};

describe('reason', () => {
  it('names the top factor first, with its detail', () => {
    const expert = makeExpert({ skills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe'] });
    expect(reasonFor(expert)).toMatch(/^(Strong|Good) match: skills \(4\/5 required\)/);
  });

  it('is one line naming at most three strengths', () => {
    const reason = reasonFor(makeExpert({ skills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe', 'AWS'] }));
    expect(reason).not.toContain('\n');
    expect(reason.split(';').length).toBeLessThanOrEqual(4);
    expect(reason).toContain('domain (Fintech)');
  });

  it('follows the weights: with only price weighted, price is the reason', () => {
    const zero = Object.fromEntries(Object.keys(SPEC_WEIGHTS).map((k) => [k, 0])) as TMatchingWeights;
    expect(reasonFor(makeExpert(), { ...zero, price: 1 })).toBe('Strong match: £60-£90/hr fits the budget');
  });

  it('mentions availability hours and the biggest gap', () => {
    const expert = makeExpert({ skills: [], weeklyAvailabilityHours: 30 });
    const reason = reasonFor(expert);
    expect(reason).toContain('available 30 h/week');
    expect(reason).toContain('but has 0/5 required skills');
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
