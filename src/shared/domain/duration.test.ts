import { describe, expect, it } from 'vitest';
import { durationMark, durationUnit, formatDuration, formatWeekRange } from './duration';

describe('duration', () => {
  it('keeps one unit across a plan: day 6 beside day 28 stays in days, never "Day 6 / Week 4"', () => {
    const unit = durationUnit([6, 28]);
    expect(unit).toBe('day');
    expect([6, 28].map((days) => durationMark(days, unit))).toEqual(['Day 6', 'Day 28']);
  });

  it('uses weeks only when every offset is a whole number of weeks', () => {
    const unit = durationUnit([14, 28]);
    expect([14, 28].map((days) => durationMark(days, unit))).toEqual(['Week 2', 'Week 4']);
  });

  it('counts lengths of time with the right plural', () => {
    expect(formatDuration(1)).toBe('1 day');
    expect(formatDuration(7)).toBe('1 week');
    expect(formatDuration(10)).toBe('10 days');
    expect(formatWeekRange({ min: 1, max: 1 })).toBe('1 week');
    expect(formatWeekRange({ min: 4, max: 6 })).toBe('4–6 weeks');
  });
});
