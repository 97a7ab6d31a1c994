import { describe, expect, it } from 'vitest';
import { LOCAL_DATE_FORMATS, UTC_DATE_FORMATS } from '@web/lib/format';
import { chatDayLabel } from './chat-day';

describe('chat day separators', () => {
  const now = new Date(2026, 2, 4, 9, 30); // 4 Mar 2026, local time
  it('says Today, Yesterday, else the date', () => {
    expect(chatDayLabel('2026-03-04', now, LOCAL_DATE_FORMATS)).toBe('Today');
    expect(chatDayLabel('2026-03-03', now, LOCAL_DATE_FORMATS)).toBe('Yesterday');
    expect(chatDayLabel('2026-03-02', now, LOCAL_DATE_FORMATS)).toBe('2 Mar 2026');
    // Across a month boundary.
    expect(chatDayLabel('2026-02-28', new Date(2026, 2, 1, 0, 5), LOCAL_DATE_FORMATS)).toBe('Yesterday');
  });
  it('groups by the local calendar day', () => {
    expect(LOCAL_DATE_FORMATS.day(new Date(2026, 2, 4, 23, 59).toISOString())).toBe('2026-03-04');
  });
  it('in UTC, as a server writes it, the day is the UTC calendar day', () => {
    const lateEvening = new Date('2026-03-04T23:30:00.000Z');
    expect(UTC_DATE_FORMATS.day('2026-03-05T00:30:00.000+02:00')).toBe('2026-03-04');
    expect(chatDayLabel('2026-03-04', lateEvening, UTC_DATE_FORMATS)).toBe('Today');
    expect(chatDayLabel('2026-03-03', lateEvening, UTC_DATE_FORMATS)).toBe('Yesterday');
    expect(chatDayLabel('2026-03-02', lateEvening, UTC_DATE_FORMATS)).toBe('2 Mar 2026');
  });
});
