import { describe, expect, it } from 'vitest';
import { makeExpert } from './test-fixtures';
import { csatBadge, historyFactor, vettingFactor } from './track-record';

describe('vetting factor', () => {
  it('is the vetting score, held to 0–1', () => {
    expect(vettingFactor(makeExpert({ vettingScore: 0.92 }))).toBe(0.92);
    expect(vettingFactor(makeExpert({ vettingScore: 0 }))).toBe(0);
    expect(vettingFactor(makeExpert({ vettingScore: 1 }))).toBe(1);
    expect(vettingFactor(makeExpert({ vettingScore: 1.4 }))).toBe(1);
    expect(vettingFactor(makeExpert({ vettingScore: -0.2 }))).toBe(0);
    expect(vettingFactor(makeExpert({ vettingScore: null }))).toBe(0);
  });
});

describe('history factor: completed projects (saturating) and rating, half each', () => {
  it('gives a newcomer a modest 0.25, not 0', () => {
    expect(historyFactor(makeExpert({ completedProjects: 0, averageRating: null }))).toBe(0.25);
  });

  it('grows with completed projects as 1 − e^(−n/5)', () => {
    const at = (n: number) => historyFactor(makeExpert({ completedProjects: n, averageRating: null }));
    expect(at(5)).toBeCloseTo(0.5 * (1 - Math.exp(-1)) + 0.25, 10);
    expect(at(1)).toBeLessThan(at(5));
    expect(at(5)).toBeLessThan(at(50));
    expect(at(1000)).toBeCloseTo(0.75, 10);
  });

  it('maps the rating 1–5 to 0–1', () => {
    expect(historyFactor(makeExpert({ completedProjects: 0, averageRating: 1 }))).toBe(0);
    expect(historyFactor(makeExpert({ completedProjects: 0, averageRating: 3 }))).toBe(0.25);
    expect(historyFactor(makeExpert({ completedProjects: 1000, averageRating: 5 }))).toBeCloseTo(1, 10);
  });
});

describe('CSAT badge (spec §9)', () => {
  it('follows the thresholds 4.5, 4, 3.5, above 0', () => {
    expect(csatBadge(4.5)).toBe('Excellent');
    expect(csatBadge(4.49)).toBe('Good');
    expect(csatBadge(4)).toBe('Good');
    expect(csatBadge(3.5)).toBe('Average');
    expect(csatBadge(3.49)).toBe('Needs Improvement');
    expect(csatBadge(0.1)).toBe('Needs Improvement');
    expect(csatBadge(0)).toBe('No Data');
    expect(csatBadge(null)).toBe('No Data');
  });
});
