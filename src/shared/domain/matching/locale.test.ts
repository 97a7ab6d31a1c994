import { describe, expect, it } from 'vitest';
import { localeFactor, offsetGapHours } from './locale';
import { makeExpert, NOW, prepared } from './test-fixtures';
import { parseGmtOffset, utcOffsetMinutes } from './time-zone';

// NOW is 1 May 2026: London is on summer time (UTC+1), New York on UTC−4, Berlin on UTC+2.
const expertIn = (country: string | null, timeZone: string | null, languages: string[] = ['English']) =>
  makeExpert({ locale: { country, timeZone, languages } });

describe('UTC offsets', () => {
  it('reads Intl short offsets in the forms Node and browsers print', () => {
    expect(parseGmtOffset('GMT')).toBe(0);
    expect(parseGmtOffset('GMT+0')).toBe(0);
    expect(parseGmtOffset('GMT-5')).toBe(-300);
    expect(parseGmtOffset('GMT+5:30')).toBe(330);
    expect(parseGmtOffset('PST')).toBeNull();
  });

  it('knows daylight saving and unknown zones', () => {
    expect(utcOffsetMinutes('Europe/London', NOW)).toBe(60);
    expect(utcOffsetMinutes('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(utcOffsetMinutes('Asia/Kolkata', NOW)).toBe(330);
    expect(utcOffsetMinutes('Mars/Olympus_Mons', NOW)).toBeNull();
  });

  it('measures the gap around the clock', () => {
    expect(offsetGapHours(60, -240)).toBe(5);
    expect(offsetGapHours(14 * 60, -10 * 60)).toBe(0);
    expect(offsetGapHours(12 * 60, -12 * 60)).toBe(0);
    expect(offsetGapHours(0, 12 * 60)).toBe(12);
  });
});

describe('locale factor', () => {
  const londonEnglish = { preferredLocale: { country: 'GB', timeZone: 'Europe/London', languages: ['en'] } };

  it('is 1 for the same country and a shared language', () => {
    expect(localeFactor(prepared(londonEnglish), expertIn('gb', 'Europe/London', ['English', 'French']))).toBe(1);
  });

  it('falls with the time difference: 1 h, 5 h, 12 h apart', () => {
    const p = prepared(londonEnglish);
    // language part 1, place part 1 − gap/12
    expect(localeFactor(p, expertIn('DE', 'Europe/Berlin'))).toBeCloseTo((1 + (1 - 1 / 12)) / 2, 10);
    expect(localeFactor(p, expertIn('US', 'America/New_York'))).toBeCloseTo((1 + (1 - 5 / 12)) / 2, 10);
    expect(localeFactor(p, expertIn('XX', 'Etc/GMT+11'))).toBe(0.5); // UTC−11 is 12 h from UTC+1
  });

  it('scores 0 with no shared language and a different country without a known zone', () => {
    expect(localeFactor(prepared(londonEnglish), expertIn('FR', null, ['French']))).toBe(0);
  });

  it('is neutral 0.5 when the request states no locale preference', () => {
    expect(localeFactor(prepared({ preferredLocale: null }), expertIn('FR', null, ['French']))).toBe(0.5);
    expect(localeFactor(prepared({ preferredLocale: { languages: [] } }), expertIn('FR', null))).toBe(0.5);
  });

  it('scores only the parts the request asks about', () => {
    const languageOnly = prepared({ preferredLocale: { languages: ['German'] } });
    expect(localeFactor(languageOnly, expertIn('US', 'America/New_York', ['de-DE']))).toBe(1);
    expect(localeFactor(languageOnly, expertIn('DE', 'Europe/Berlin', ['English']))).toBe(0);
    const zoneOnly = prepared({ preferredLocale: { timeZone: 'America/New_York' } });
    expect(localeFactor(zoneOnly, expertIn('CA', 'America/Toronto'))).toBe(1);
  });

  it('treats what the expert has not filled in as unknown (0.5), not as a miss', () => {
    const p = prepared(londonEnglish);
    expect(localeFactor(p, makeExpert({ locale: { country: null, timeZone: null, languages: [] } }))).toBe(0.5);
  });
});
