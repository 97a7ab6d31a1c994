import { describe, expect, it } from 'vitest';
import { listFocusTarget } from './list-focus-target';

describe('listFocusTarget', () => {
  it('gives focus to the row that takes the removed row’s place', () => {
    expect(listFocusTarget(['a', 'b', 'c'], 'a', ['b', 'c'])).toBe('b');
    expect(listFocusTarget(['a', 'b', 'c'], 'b', ['a', 'c'])).toBe('c');
  });

  it('gives focus to the row before when the last row goes', () => {
    expect(listFocusTarget(['a', 'b', 'c'], 'c', ['a', 'b'])).toBe('b');
  });

  it('gives none (the page heading) when the list is left empty', () => {
    expect(listFocusTarget(['a'], 'a', [])).toBeNull();
  });

  it('keeps focus on a row that is still there', () => {
    expect(listFocusTarget(['a', 'b'], 'a', ['a', 'b'])).toBe('a');
  });

  it('is not thrown off by rows that came or went elsewhere meanwhile', () => {
    // A new submission was appended and an earlier row was approved by someone else.
    expect(listFocusTarget(['x', 'a', 'b', 'c'], 'b', ['a', 'c', 'new'])).toBe('c');
    expect(listFocusTarget(['x', 'a', 'b'], 'b', ['new', 'a'])).toBe('a');
    expect(listFocusTarget(['a', 'b', 'c'], 'b', ['a'])).toBe('a');
  });
});
