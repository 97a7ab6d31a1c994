import { describe, expect, it } from 'vitest';
import { canonicalDuration } from './extract-durations';
import { extractTimeframe, extractTimeframes } from './extract-timeframe';

describe('extractTimeframe', () => {
  it.each([
    ['increase leads by 30% in the next 3 months', '3 months', 'within 3 months'],
    ['ideally within six weeks', '6 weeks', 'within 6 weeks'],
    ['within the next 90 days', '90 days', 'within 90 days'],
    ['over the next two quarters', '6 months', 'within 6 months'],
    ['in the next year', '12 months', 'within 12 months'],
    ['Timeline: 6 weeks.', '6 weeks', 'within 6 weeks'],
    ['a 10-week project', '10 weeks', 'within 10 weeks'],
    ['by end of Q3 2027', 'Q3 2027', 'by Q3 2027'],
    ["by the third quarter of '27", 'Q3 2027', 'by Q3 2027'],
    ['by Q2', 'Q2', 'by Q2'],
    ['by H1 2027', 'H1 2027', 'by H1 2027'],
    ['by March 2027', 'March 2027', 'by March 2027'],
    ['go live by 1st of September', '1 September', 'by 1 September'],
    ['deadline 15/09/2026', '15 September 2026', 'by 15 September 2026'],
    ['by the summer', 'summer', 'by summer'],
    ['before Christmas', 'Christmas', 'by Christmas'],
    ['before the end of the year', 'end of year', 'by end of year'],
    ['by the end of 2026', 'end of 2026', 'by end of 2026'],
    ['this financial year', 'this financial year', 'this financial year'],
    ['within the next quarter', 'next quarter', 'next quarter'],
    ['asap please', 'ASAP', 'ASAP'],
  ])('reads %j as %s', (text, value, phrase) => {
    expect(extractTimeframe(text)).toMatchObject({ value, phrase });
  });

  it.each([
    'shorten the sales cycle from 90 to 60 days',
    'attrition is running at 35% a year',
    'sales flat for 2 years',
    'reduce time-to-hire to under 30 days',
    'automate year-end reporting',
    'we may need help',
  ])('finds no timeframe in %j', (text) => {
    expect(extractTimeframe(text)).toBeNull();
  });

  it('returns spans that include the lead-in words, so they can be cut from a sentence', () => {
    const text = 'Reduce churn by end of Q3 2027';
    const [frame] = extractTimeframes(text);
    expect(text.slice(frame!.start, frame!.end)).toBe('by end of Q3 2027');
  });
});

describe('canonicalDuration', () => {
  it('keeps days and weeks, turns quarters into months and one year into 12 months', () => {
    expect(canonicalDuration(1, 'week')).toBe('1 week');
    expect(canonicalDuration(2, 'quarters')).toBe('6 months');
    expect(canonicalDuration(1, 'year')).toBe('12 months');
    expect(canonicalDuration(2, 'yrs')).toBe('2 years');
    expect(canonicalDuration(0.5, 'year')).toBe('6 months');
  });
});
