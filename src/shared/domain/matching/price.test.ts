import { describe, expect, it } from 'vitest';
import { formatRateBand, priceFactor, priceScore } from './price';
import { makeExpert, prepared } from './test-fixtures';

// Budget £15,000–£50,000 for 400 hours: the project affords up to £125/h (12,500 pence).
const request = {
  budget: { min: 1_500_000, max: 5_000_000, currency: 'gbp' },
  estimatedHours: 400,
};
const rate = (min: number, max: number | null) => makeExpert({ hourlyRate: { min, max } });

describe('price factor: the hourly band costed over the estimated hours against the budget', () => {
  it('is 1 when the whole band fits, cheaper included, and at the exact top of the budget', () => {
    expect(priceScore(prepared(request), rate(6_000, 9_000))).toEqual({ fit: 'fits', score: 1 });
    expect(priceFactor(prepared(request), rate(1_000, 2_000))).toBe(1);
    expect(priceFactor(prepared(request), rate(12_500, 12_500))).toBe(1);
  });

  it('is 1 for a band that straddles the budget: the expert can quote within it (shown as a partial fit)', () => {
    // £100–£150/h: half the band is within £125/h.
    expect(priceScore(prepared(request), rate(10_000, 15_000))).toEqual({ fit: 'partly', score: 1 });
    // Only the lowest rate, £125/h, is within the budget: still a rate the client can pay.
    expect(priceScore(prepared(request), rate(12_500, 20_000))).toEqual({ fit: 'partly', score: 1 });
  });

  it('falls below 0.5 when even the lowest rate is over the budget (twice the budget → 0.25)', () => {
    expect(priceScore(prepared(request), rate(25_000, 30_000))).toEqual({ fit: 'over', score: 0.25 });
    expect(priceFactor(prepared(request), rate(12_501, 13_000))).toBeLessThan(0.5);
  });

  it('fits everything under an open-ended budget', () => {
    const open = { budget: { min: 10_000_000, max: null, currency: 'gbp' }, estimatedHours: null };
    expect(priceFactor(prepared(open), rate(50_000, 80_000))).toBe(1);
  });

  it('is neutral 0.5 without a budget, an hours estimate, an expert band, or in another currency', () => {
    expect(priceFactor(prepared({ budget: null }), rate(6_000, 9_000))).toBe(0.5);
    expect(priceFactor(prepared({ ...request, estimatedHours: null }), rate(6_000, 9_000))).toBe(0.5);
    expect(priceFactor(prepared(request), makeExpert({ hourlyRate: null }))).toBe(0.5);
    expect(priceScore(prepared(request), makeExpert({ currency: 'usd' })).fit).toBe('unknown');
  });
});

describe('rate band display (spec §9 "£min-£max/hr")', () => {
  it('formats pence as pounds', () => {
    expect(formatRateBand({ min: 6_000, max: 9_000 }, 'gbp')).toBe('£60-£90/hr');
    expect(formatRateBand({ min: 6_050, max: 6_050 }, 'gbp')).toBe('£60.50/hr');
    expect(formatRateBand({ min: 6_000, max: null }, 'gbp')).toBe('£60+/hr');
    expect(formatRateBand(null, 'gbp')).toBeNull();
    expect(formatRateBand({ min: 1, max: 2 }, 'not-a-currency')).toBeNull();
  });
});
