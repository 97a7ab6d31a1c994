import { describe, expect, it } from 'vitest';
import { scoreFactors } from './factors';
import { weightedScore } from './score';
import { makeExpert, prepared, SPEC_WEIGHTS } from './test-fixtures';
import { unstatedFactors } from './unstated';

describe('unstated factors', () => {
  it('a request that names no industry, outcomes, hours, locale or budget leaves those out', () => {
    const p = prepared({
      industry: null,
      outcomeTags: [],
      hoursPerWeek: null,
      preferredLocale: null,
      budget: null,
    });
    expect(unstatedFactors(p, makeExpert())).toEqual(['domain', 'outcomes', 'availability', 'locale', 'price']);
    // Availability stays in for an expert who is not taking work: that is known, and it is 0.
    expect(unstatedFactors(p, makeExpert({ available: false }))).not.toContain('availability');
  });

  it('rescales the stated weights instead of averaging in a neutral half', () => {
    const p = prepared({ industry: null, outcomeTags: [], hoursPerWeek: null, preferredLocale: null, budget: null });
    const expert = makeExpert({
      skills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe', 'AWS'],
      vettingScore: 0.8,
      completedProjects: 0,
      averageRating: null,
    });
    const breakdown = scoreFactors(p, expert);
    // Stated: skills 0.25 × 1, vetting 0.07 × 0.8, history 0.03 × 0.25 → 0.3135 / 0.35.
    expect(weightedScore(breakdown, SPEC_WEIGHTS, unstatedFactors(p, expert))).toBeCloseTo(0.3135 / 0.35, 10);
    // An expert who fits every stated factor is a Strong match (≥ 0.75).
    expect(weightedScore(breakdown, SPEC_WEIGHTS, unstatedFactors(p, expert))).toBeGreaterThanOrEqual(0.75);
  });
});
