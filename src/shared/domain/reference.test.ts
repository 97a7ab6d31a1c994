import { describe, expect, it } from 'vitest';
import { labelledReference, shortReference } from './reference';

describe('reference', () => {
  it('is the first 8 characters of the id in lower case, on every screen and e-mail', () => {
    expect(shortReference('E9CC29E3-1F2A-4B5C-8D9E-0A1B3EBB452A')).toBe('e9cc29e3');
    expect(labelledReference('project', 'e9cc29e3-1f2a-4b5c-8d9e-0a1b3ebb452a')).toBe('Project e9cc29e3');
  });
});
