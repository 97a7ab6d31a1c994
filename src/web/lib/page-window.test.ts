import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BUTTONS, pageCount, pageWindow, showingRange, showingText } from './page-window';

describe('pageWindow (at most 5 page buttons)', () => {
  it('shows at most 5 buttons', () => {
    expect(MAX_PAGE_BUTTONS).toBe(5);
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const pages = pageWindow(page, count);
        expect(pages.length).toBe(Math.min(5, count));
        expect(pages).toContain(page);
        // Consecutive, inside 1..count.
        expect(pages.every((value, index) => index === 0 || value === pages[index - 1]! + 1)).toBe(true);
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages.at(-1)).toBeLessThanOrEqual(count);
      }
    }
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page centred and slides against the ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(18, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below 1', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(10_000, 100)).toBe(100);
  });
});

describe("'Showing x to y of n'", () => {
  it('counts the rows of the page', () => {
    expect(showingRange(1, 25, 60)).toEqual({ from: 1, to: 25 });
    expect(showingRange(2, 25, 60)).toEqual({ from: 26, to: 50 });
    expect(showingRange(3, 25, 60)).toEqual({ from: 51, to: 60 });
    expect(showingRange(1, 100, 7)).toEqual({ from: 1, to: 7 });
    expect(showingRange(9, 20, 23)).toEqual({ from: 0, to: 0 });
    expect(showingText(9, 20, 23)).toBe('Showing 0 to 0 of 23');
    expect(showingRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });

  it('reads as the spec writes it', () => {
    expect(showingText(2, 25, 60)).toBe('Showing 26 to 50 of 60');
    expect(showingText(1, 25, 0)).toBe('Showing 0 to 0 of 0');
    expect(showingText(41, 25, 1_000_000)).toBe('Showing 1,001 to 1,025 of 1,000,000');
  });
});
