import { describe, expect, it } from 'vitest';
import { chatDayLabel, chatDayOf } from './chat-day';

describe('chat day separators', () => {
  const now = new Date(2026, 2, 4, 9, 30); // 4 Mar 2026, local time
  it('says Today, Yesterday, else the date', () => {
    expect(chatDayLabel('2026-03-04', now)).toBe('Today');
    expect(chatDayLabel('2026-03-03', now)).toBe('Yesterday');
    expect(chatDayLabel('2026-03-02', now)).toBe('2 Mar 2026');
    // Across a month boundary.
    expect(chatDayLabel('2026-02-28', new Date(2026, 2, 1, 0, 5))).toBe('Yesterday');
  });
  it('groups by the local calendar day', () => {
    expect(chatDayOf(new Date(2026, 2, 4, 23, 59).toISOString())).toBe('2026-03-04');
  });
});
