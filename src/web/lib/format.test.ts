import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatExactMoney,
  formatLongDate,
  formatLongUtcDate,
  formatMoney,
  formatUtcDate,
  formatUtcDateTime,
  formatUtcTime,
  parseLocalDate,
  toLocalDateString,
} from './format';

describe('dates', () => {
  it('shows "4 Mar 2026" for a timestamp, a Date and a calendar date', () => {
    // A timestamp shows the reader's day: noon of 4 March where the test runs, written as the API sends it.
    expect(formatDate(new Date(2026, 2, 4, 12).toISOString())).toBe('4 Mar 2026');
    expect(formatDate(new Date(2026, 2, 4, 9, 30))).toBe('4 Mar 2026');
    expect(formatDate('2026-03-04')).toBe('4 Mar 2026');
  });

  it('reads a calendar date as local midnight, so it never shifts a day', () => {
    const day = parseLocalDate('2026-03-04');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 2, 4, 0]);
    expect(toLocalDateString(day)).toBe('2026-03-04');
    expect(toLocalDateString(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(() => parseLocalDate('4 March 2026')).toThrow(RangeError);
  });

  it('long dates and date-times', () => {
    expect(formatLongDate('2026-11-21')).toBe('21 November 2026');
    expect(formatDateTime(new Date(2026, 2, 4, 14, 5))).toBe('4 Mar 2026, 14:05');
  });

  it('a UTC long date is the UTC calendar day whatever the local time zone', () => {
    expect(formatLongUtcDate(new Date('2026-11-28T23:30:00.000Z'))).toBe('28 November 2026');
    expect(formatLongUtcDate(new Date('2026-11-29T00:30:00.000+13:00'))).toBe('28 November 2026');
  });

  it('in UTC, as the server writes a page before it hydrates: a timestamp at its UTC moment, a calendar date its day', () => {
    expect(formatUtcDate('2026-03-04T23:30:00.000-02:00')).toBe('5 Mar 2026');
    expect(formatUtcDateTime('2026-03-04T23:30:00.000-02:00')).toBe('5 Mar 2026, 01:30');
    expect(formatUtcTime('2026-03-04T23:30:00.000-02:00')).toBe('01:30');
    expect(formatUtcDate('2026-03-04')).toBe('4 Mar 2026');
  });
});

describe('money', () => {
  it('goes through the shared helper: whole prices without pence, quotes always with', () => {
    expect(formatMoney(395000, 'gbp')).toBe('£3,950');
    expect(formatExactMoney(395000, 'gbp')).toBe('£3,950.00');
    expect(formatExactMoney(1999, 'eur')).toBe('€19.99');
  });
});
