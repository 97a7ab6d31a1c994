import { describe, expect, it } from 'vitest';
import { fallbackInterpretation } from '@shared/domain/brief-fallbacks';

describe('fallbackInterpretation', () => {
  it('gives the spec values for an AI error', () => {
    expect(fallbackInterpretation('error')).toEqual({
      interpreted: 'Input captured. We will refine as you add details.',
      confidence: 0.4,
      tags: ['fallback'],
      warnings: ['ai_error'],
      normalized: {},
    });
  });

  it('gives the spec values for an AI timeout', () => {
    expect(fallbackInterpretation('timeout')).toMatchObject({
      confidence: 0.5,
      tags: ['timeout_fallback'],
      warnings: ['ai_timeout'],
    });
  });

  it('returns a fresh copy each time', () => {
    fallbackInterpretation('error').tags.push('changed');
    expect(fallbackInterpretation('error').tags).toEqual(['fallback']);
  });
});
