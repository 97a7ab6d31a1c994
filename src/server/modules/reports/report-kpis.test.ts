import { describe, expect, it } from 'vitest';
import { csatBadge } from '../../../shared/schemas/reports';
import {
  averageCsat,
  averageDaysToQuote,
  conversionBadge,
  deliveryBadge,
  gmv,
  gmvByMonth,
  onTimeRate,
  overviewFrom,
  qaPassRate,
  qualityBadge,
  quoteWinRate,
} from './report-kpis';

/** Hand-computed figures: each expectation states the arithmetic. */
describe('KPI formulas (spec section 9, computed from data)', () => {
  it('total and monthly GMV are sums of paid milestones in pence; null when none was paid', () => {
    expect(gmv(10_000 + 5000, 2)).toBe(15_000);
    expect(gmv(null, 0)).toBeNull();
    expect(gmv(0, 0)).toBeNull();
  });

  it('quote win rate = approved / (approved + rejected), as a percent', () => {
    expect(quoteWinRate(3, 7)).toBe(30); // 3 / 10
    expect(quoteWinRate(1, 2)).toBe(33.3); // 1 / 3, one decimal
    expect(quoteWinRate(0, 4)).toBe(0);
    expect(quoteWinRate(0, 0)).toBeNull(); // "No data"
  });

  it('on-time rate = completed on or before the due date / completed with a due date', () => {
    expect(onTimeRate(4, 5)).toBe(80);
    expect(onTimeRate(17, 20)).toBe(85);
    expect(onTimeRate(0, 0)).toBeNull();
  });

  it('average time to quote in days from the mean seconds between request and first sent quote (not 2.5 fixed)', () => {
    expect(averageDaysToQuote(1.5 * 86_400)).toBe(1.5);
    expect(averageDaysToQuote((86_400 + 2 * 86_400 + 4 * 86_400) / 3)).toBe(2.3); // 7 / 3 days
    expect(averageDaysToQuote(null)).toBeNull();
  });

  it('QA pass rate = first versions that passed / first versions decided (not 85 % fixed)', () => {
    expect(qaPassRate(17, 20)).toBe(85);
    expect(qaPassRate(1, 2)).toBe(50);
    expect(qaPassRate(0, 0)).toBeNull();
  });

  it('average CSAT is the mean of client ratings (not 4.2 fixed)', () => {
    expect(averageCsat((5 + 4 + 3) / 3, 3)).toBe(4);
    expect(averageCsat((5 + 4 + 4) / 3, 3)).toBe(4.33);
    expect(averageCsat(null, 0)).toBeNull();
  });

  it('summary badges: conversion Strong above 30, delivery Excellent above 80, quality Strong above 80', () => {
    expect(conversionBadge(30.1)).toBe('Strong');
    expect(conversionBadge(30)).toBe('Developing');
    expect(conversionBadge(null)).toBe('No data');
    expect(deliveryBadge(80.1)).toBe('Excellent');
    expect(deliveryBadge(80)).toBe('Needs attention');
    expect(deliveryBadge(null)).toBe('No data');
    expect(qualityBadge(81)).toBe('Strong');
    expect(qualityBadge(80)).toBe('Needs attention');
    expect(qualityBadge(null)).toBe('No data');
  });

  it('freelancer CSAT badge: >=4.5 Excellent, >=4 Good, >=3.5 Average, >0 Needs Improvement, else No Data', () => {
    expect(csatBadge(4.5)).toBe('Excellent');
    expect(csatBadge(4.49)).toBe('Good');
    expect(csatBadge(4)).toBe('Good');
    expect(csatBadge(3.5)).toBe('Average');
    expect(csatBadge(3.49)).toBe('Needs Improvement');
    expect(csatBadge(0.5)).toBe('Needs Improvement');
    expect(csatBadge(0)).toBe('No Data');
    expect(csatBadge(null)).toBe('No Data');
  });

  it('GMV by month covers the last 12 months, oldest first, zero-filled', () => {
    const months = gmvByMonth(
      [
        { month: '2025-12', amount: 500 },
        { month: '2026-03', amount: 700 },
        { month: '2024-01', amount: 999 }, // older than 12 months: left out
      ],
      new Date('2026-03-31T23:00:00Z'),
    );
    expect(months.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(months.map((m) => m.amount)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 500, 0, 0, 700]);
  });

  it('an empty marketplace shows No data everywhere, never the spec’s 2.5 days, 85 % or 4.2', () => {
    const empty = overviewFrom(
      {
        gmvTotal: null,
        paidMilestones: 0,
        gmvMonth: null,
        paidMilestonesMonth: 0,
        quotesApproved: 0,
        quotesRejected: 0,
        quotesSent: 0,
        quotesExpired: 0,
        milestonesDueCompleted: 0,
        milestonesOnTime: 0,
        avgSecondsToQuote: null,
        firstVersionsDecided: 0,
        firstVersionsPassed: 0,
        qaPassedAfterRevision: 0,
        qaPending: 0,
        csatAvg: null,
        csatCount: 0,
      },
      [],
      new Date('2026-11-22T12:00:00Z'),
      'gbp',
    );
    expect(empty.kpis).toEqual({
      totalGmv: null,
      monthlyGmv: null,
      quoteWinRate: null,
      onTimeRate: null,
      avgDaysToQuote: null,
      qaPassRate: null,
      avgCsat: null,
      csatCount: 0,
    });
    expect(empty.badges).toEqual({ conversion: 'No data', delivery: 'No data', quality: 'No data' });
    expect(empty.charts.gmvByMonth).toHaveLength(12);
    expect(empty.charts.gmvByMonth.every((m) => m.amount === 0)).toBe(true);
  });
});
