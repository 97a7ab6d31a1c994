import { describe, expect, it } from 'vitest';
import { SETTINGS, defaultSettings } from './settings';

const accepts = (key: keyof typeof SETTINGS, value: unknown) => SETTINGS[key].schema.safeParse(value).success;

describe('numeric settings (second document, section 5: ranges and defaults)', () => {
  it.each([
    ['shortlist_size_default', 1, 10, 3],
    ['max_quotes_per_request', 1, 10, 3],
    ['min_quotes_before_presenting', 1, 10, 2],
    ['invite_response_sla_hours', 1, 168, 24],
    ['conflict_window_days', 1, 365, 60],
  ] as const)('%s takes whole numbers from %i to %i, default %i', (key, min, max, fallback) => {
    expect(accepts(key, { value: min })).toBe(true);
    expect(accepts(key, { value: max })).toBe(true);
    expect(accepts(key, { value: min - 1 })).toBe(false);
    expect(accepts(key, { value: max + 1 })).toBe(false);
    expect(accepts(key, { value: min + 0.5 })).toBe(false);
    expect(defaultSettings()[key]).toEqual({ value: fallback });
  });
});
