import { describe, expect, it } from 'vitest';
import { createTopK } from './top-k';

const descending = (a: number, b: number) => b - a;

describe('top-k', () => {
  it('keeps the k best, best first', () => {
    const top = createTopK(3, descending);
    for (const n of [5, 1, 9, 3, 7, 9, 2, 8]) top.offer(n);
    expect(top.sorted()).toEqual([9, 9, 8]);
  });

  it('admits anything until full, then only what beats the worst kept', () => {
    const top = createTopK(2, descending);
    expect(top.admits(1)).toBe(true);
    top.offer(4);
    top.offer(6);
    expect(top.admits(4)).toBe(false);
    expect(top.admits(5)).toBe(true);
  });

  it('keeps nothing for k = 0 and everything for an unbounded k', () => {
    const none = createTopK(0, descending);
    none.offer(1);
    expect(none.sorted()).toEqual([]);
    const all = createTopK(Number.POSITIVE_INFINITY, descending);
    for (const n of [3, 1, 2]) all.offer(n);
    expect(all.sorted()).toEqual([3, 2, 1]);
  });
});
