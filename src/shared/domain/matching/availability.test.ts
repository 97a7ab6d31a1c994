import { describe, expect, it } from 'vitest';
import { availabilityFactor } from './availability';
import { makeExpert, prepared } from './test-fixtures';

describe('availability factor', () => {
  it('is 0 when the availability switch is off, whatever the hours', () => {
    expect(availabilityFactor(prepared(), makeExpert({ available: false, weeklyAvailabilityHours: 40 }))).toBe(0);
  });

  it('is 0 with no hours offered', () => {
    expect(availabilityFactor(prepared(), makeExpert({ weeklyAvailabilityHours: 0 }))).toBe(0);
    expect(availabilityFactor(prepared(), makeExpert({ weeklyAvailabilityHours: null }))).toBe(0);
  });

  it('compares weekly hours with the hours needed, capped at 1', () => {
    const p = prepared({ hoursPerWeek: 20 });
    expect(availabilityFactor(p, makeExpert({ weeklyAvailabilityHours: 30 }))).toBe(1);
    expect(availabilityFactor(p, makeExpert({ weeklyAvailabilityHours: 20 }))).toBe(1);
    expect(availabilityFactor(p, makeExpert({ weeklyAvailabilityHours: 10 }))).toBe(0.5);
  });

  it('uses a 40-hour week when the need is unknown', () => {
    const p = prepared({ hoursPerWeek: null });
    expect(availabilityFactor(p, makeExpert({ weeklyAvailabilityHours: 20 }))).toBe(0.5);
    expect(availabilityFactor(p, makeExpert({ weeklyAvailabilityHours: 40 }))).toBe(1);
    expect(availabilityFactor(p, makeExpert({ weeklyAvailabilityHours: 60 }))).toBe(1);
  });
});
