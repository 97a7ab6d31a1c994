import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCHING_WEIGHTS } from '../settings';
import { weightsTotal, weightsWarning } from './weights';

const specWeights = {
  skills: 0.25,
  domain: 0.15,
  outcomes: 0.2,
  availability: 0.15,
  locale: 0.05,
  price: 0.1,
  vetting: 0.07,
  history: 0.03,
};

describe('matching weights', () => {
  it('defaults to the spec: skills 0.25, domain 0.15, outcomes 0.2, availability 0.15, locale 0.05, price 0.1, vetting 0.07, history 0.03', () => {
    expect(DEFAULT_MATCHING_WEIGHTS).toEqual(specWeights);
  });

  it('default weights add up to 1', () => {
    expect(weightsTotal(DEFAULT_MATCHING_WEIGHTS)).toBe(1);
    expect(weightsWarning(DEFAULT_MATCHING_WEIGHTS)).toBeNull();
  });

  it('warns, without blocking, when the total is not 1', () => {
    const low = { ...specWeights, history: 0 }; // 0.97
    expect(weightsTotal(low)).toBe(0.97);
    expect(weightsWarning(low)).toBe('Weights add up to 0.97; they should add up to 1.0 (saving is still allowed)');
    expect(weightsWarning({ ...specWeights, skills: 0.45 })).toBe(
      'Weights add up to 1.2; they should add up to 1.0 (saving is still allowed)',
    );
  });

  it('tolerates 0.001 of rounding, and no more', () => {
    expect(weightsWarning({ ...specWeights, history: 0.0305 })).toBeNull();
    expect(weightsWarning({ ...specWeights, history: 0.034 })).toBe(
      'Weights add up to 1.004; they should add up to 1.0 (saving is still allowed)',
    );
  });
});
