import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolverOnFirstUse } from './resolver-on-first-use';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ title: string }>;

describe('resolverOnFirstUse', () => {
  it('builds the schema when the form first validates, once, and validates with it', async () => {
    let built = 0;
    const resolver = resolverOnFirstUse(() => {
      built += 1;
      return z.object({ title: z.string().trim().min(1, 'Please give a title') });
    });
    expect(built).toBe(0);

    const empty = await resolver({ title: ' ' }, undefined, options);
    expect(empty.errors.title?.message).toBe('Please give a title');
    const filled = await resolver({ title: ' Logo ' }, undefined, options);
    expect(filled.values).toEqual({ title: 'Logo' });
    expect(built).toBe(1);
  });
});
