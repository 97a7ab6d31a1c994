import { describe, expect, it } from 'vitest';
import { ZAnalyticsEventRequestSchema } from '../schemas/analytics';
import {
  isPersonalKey,
  isPersonalValue,
  normalisePagePath,
  sanitiseAnalyticsProperties,
  sizeBucket,
} from './analytics';

describe('normalisePagePath', () => {
  it.each([
    ['/project/5b1f0e2c-3f4a-4b5c-8d6e-7f8091a2b3c4?tab=chat', '/project/:id'],
    ['/catalog?q=crm&page=2', '/catalog'],
    ['/catalog/lead-engine-pilot#reviews', '/catalog/lead-engine-pilot'],
    ['/quote/123', '/quote/:id'],
    ['/brief/abcDEF1234567890xyz/status', '/brief/:id/status'],
    ['/admin/', '/admin'],
    ['/', '/'],
    ['', '/'],
    ['/u/ann%40example.com', '/u/:id'],
    ['/Catalog', '/catalog'],
  ])('%s → %s', (path, expected) => {
    expect(normalisePagePath(path)).toBe(expected);
  });
});

describe('personal data in properties', () => {
  it('names personal keys by their words', () => {
    for (const key of [
      'email',
      'contactEmail',
      'user_email',
      'name',
      'full_name',
      'contactName',
      'phone',
      'message',
      'text',
      'token',
      'password',
    ])
      expect(isPersonalKey(key), key).toBe(true);
    for (const key of ['path', 'step', 'step_name', 'brief_id', 'size', 'type', 'origin', 'assured_mode'])
      expect(isPersonalKey(key), key).toBe(false);
  });

  it('recognises e-mail addresses and phone numbers in values, not ids or sizes', () => {
    expect(isPersonalValue('ann@example.com')).toBe(true);
    expect(isPersonalValue('mail me: ann.lee@mail.example.co.uk')).toBe(true);
    expect(isPersonalValue('+44 20 7946 0958')).toBe(true);
    expect(isPersonalValue('5b1f0e2c-3f4a-4b5c-8d6e-7f8091a2b3c4')).toBe(false);
    // Ids that are mostly digits are still ids, never phone numbers.
    expect(isPersonalValue('42090eb5-4337-4535-951b-5a875662c169')).toBe(false);
    expect(isPersonalValue('12345678-1234-4123-8123-123456789012')).toBe(false);
    expect(isPersonalValue('1-10MB')).toBe(false);
    expect(isPersonalValue('/project/:id')).toBe(false);
    expect(isPersonalValue(20240101)).toBe(false);
  });

  it('the sanitiser keeps scalars without personal data and drops the rest', () => {
    expect(
      sanitiseAnalyticsProperties({
        path: '/catalog',
        step: 3,
        ok: true,
        none: null,
        email: 'ann@example.com',
        ref: 'ann@example.com',
        nested: { a: 1 },
        list: [1],
        nan: Number.NaN,
      }),
    ).toEqual({ path: '/catalog', step: 3, ok: true, none: null });
  });

  it('the browser schema refuses personal data and server-only names', () => {
    expect(ZAnalyticsEventRequestSchema.safeParse({ name: 'page_view', properties: { path: '/a' } }).success).toBe(
      true,
    );
    expect(ZAnalyticsEventRequestSchema.safeParse({ name: 'page_view', properties: { email: 'a' } }).success).toBe(
      false,
    );
    expect(ZAnalyticsEventRequestSchema.safeParse({ name: 'page_view', properties: { ref: 'a@b.co' } }).success).toBe(
      false,
    );
    expect(ZAnalyticsEventRequestSchema.safeParse({ name: 'checkout_completed' }).success).toBe(false);
  });
});

describe('sizeBucket', () => {
  it('buckets upload sizes', () => {
    expect(sizeBucket(500_000)).toBe('<1MB');
    expect(sizeBucket(5 * 1024 * 1024)).toBe('1-10MB');
    expect(sizeBucket(50 * 1024 * 1024)).toBe('10-100MB');
    expect(sizeBucket(500 * 1024 * 1024)).toBe('100MB+');
  });
});
