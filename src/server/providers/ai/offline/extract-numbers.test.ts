import { describe, expect, it } from 'vitest';
import { extractMoney, extractPercentages, formatMoney, parseNumber } from './extract-numbers';
import { extractTarget } from './extract-target';

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    ['1,200', 1200],
    ['2.5', 2.5],
    ['six', 6],
    ['twenty-five', 25],
    ['ninety', 90],
    ['a couple of', 2],
    ['half a', 0.5],
  ])('reads %s as %d', (token, value) => {
    expect(parseNumber(token)).toBe(value);
  });

  it('returns null for words that are not numbers', () => {
    expect(parseNumber('leads')).toBeNull();
  });
});

describe('extractMoney', () => {
  it('reads symbols, k/m suffixes and currency words', () => {
    const money = extractMoney('Grow MRR from £40k to £1.5m, cut $8k/month and save 250k EUR');
    expect(money.map((m) => [m.amount, m.currency])).toEqual([
      [40_000, 'GBP'],
      [1_500_000, 'GBP'],
      [8_000, 'USD'],
      [250_000, 'EUR'],
    ]);
    expect(formatMoney(money[0]!)).toBe('£40,000');
  });
});

describe('extractPercentages', () => {
  it('reads %, percent, word numbers and percentage points', () => {
    const found = extractPercentages('from 1.2% to +2%, fifteen percent, 15 percentage points');
    expect(found.map((p) => p.value)).toEqual([1.2, 2, 15, 15]);
  });

  it('ignores numbers that are not percentages', () => {
    expect(extractPercentages('hire 12 engineers in Q1')).toEqual([]);
  });
});

describe('extractTarget', () => {
  it.each([
    ['Reduce churn from 8% to 5%', 'from 8% to 5%'],
    ['Increase qualified leads by 30%', 'by 30%'],
    ['Want +20% yoy', 'by 20%'],
    ['target is 50% less', 'by 50%'],
    ['get response time under 2 hours', 'under 2 hours'],
    ['Double demo bookings', '2x'],
    ['Hit £1m ARR', 'hit £1m'],
  ])('finds the target in %j', (text, target) => {
    expect(extractTarget(text)).toBe(target);
  });

  it('does not read a deadline or an ordinal date as a target', () => {
    expect(extractTarget('Launch the portal by 2027')).toBeNull();
    expect(extractTarget('Go live by 1st of September')).toBeNull();
  });
});
