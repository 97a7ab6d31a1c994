import { describe, expect, it } from 'vitest';
import { plural, pluralNoun } from './plural';

describe('plural', () => {
  it('says "1 quote", "1 expert", "1 hour", "1 day", never "1 quotes"', () => {
    expect(plural(1, 'quote')).toBe('1 quote');
    expect(plural(1, 'expert')).toBe('1 expert');
    expect(plural(1, 'hour')).toBe('1 hour');
    expect(plural(1, 'day')).toBe('1 day');
  });

  it('adds "s" for none and for many, and knows the irregular nouns', () => {
    expect(plural(0, 'quote')).toBe('0 quotes');
    expect(plural(2, 'expert')).toBe('2 experts');
    expect(plural(3, 'agency')).toBe('3 agencies');
    expect(plural(2, 'criterion', 'criteria')).toBe('2 criteria');
  });

  it('gives the noun alone for a sentence that writes the count itself', () => {
    expect(pluralNoun(1, 'person')).toBe('person');
    expect(pluralNoun(5, 'person')).toBe('people');
  });
});
