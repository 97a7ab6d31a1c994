import { describe, expect, it } from 'vitest';
import { fallbackMessage, numberRangeOf } from './setting-ranges';

describe('setting ranges (spec section 5)', () => {
  it('reads the ranges and fallbacks from the shared schema', () => {
    expect(numberRangeOf('shortlist_size_default')).toEqual({ min: 1, max: 10, fallback: 3 });
    expect(numberRangeOf('invite_response_sla_hours')).toEqual({ min: 1, max: 168, fallback: 24 });
    expect(numberRangeOf('max_quotes_per_request')).toEqual({ min: 1, max: 10, fallback: 3 });
    expect(numberRangeOf('min_quotes_before_presenting')).toEqual({ min: 1, max: 10, fallback: 2 });
    expect(numberRangeOf('conflict_window_days')).toEqual({ min: 1, max: 365, fallback: 60 });
    expect(numberRangeOf('platform_fee_percent')).toEqual({ min: 0, max: 50, fallback: 15 });
    expect(numberRangeOf('auto_release_days')).toEqual({ min: 1, max: 90, fallback: 14 });
  });

  it('says which value is used when the stored one is invalid', () => {
    expect(fallbackMessage('max_quotes_per_request', { value: 11 })).toBe(
      'The stored value 11 is not valid (allowed: 1–10), so 3 (the default) is used until a valid value is saved.',
    );
    expect(fallbackMessage('conflict_window_days', { value: 'sixty' })).toBe(
      'The stored value "sixty" is not valid (allowed: 1–365), so 60 (the default) is used until a valid value is saved.',
    );
  });
});
