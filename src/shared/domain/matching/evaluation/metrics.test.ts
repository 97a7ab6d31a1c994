import { describe, expect, it } from 'vitest';
import { dcg, evaluateRuns, mean, ndcgAt, precisionAt1, reciprocalRank } from './metrics';

describe('dcg', () => {
  it('sums (2^rel − 1) / log2(rank + 1) over the first k grades', () => {
    // 7/1 + 3/log2(3) + 0 = 7 + 1.892789 = 8.892789
    expect(dcg([3, 2, 0], 3)).toBeCloseTo(8.892789, 5);
    // cut at k = 1: 7
    expect(dcg([3, 2, 0], 1)).toBe(7);
    expect(dcg([], 5)).toBe(0);
  });
});

describe('ndcgAt', () => {
  it('is 1 for the ideal order', () => {
    expect(ndcgAt(['a', 'b', 'c'], { a: 3, b: 2 }, 5)).toBe(1);
  });

  it('divides by the ideal DCG when two judged experts are swapped', () => {
    // (3/1 + 7/log2(3)) / (7/1 + 3/log2(3)) = 7.416508 / 8.892789 = 0.833991
    expect(ndcgAt(['b', 'a'], { a: 3, b: 2 }, 5)).toBeCloseTo(0.833991, 5);
  });

  it('takes the ideal from every judged expert, retrieved or not', () => {
    // a (grade 1) at rank 3: 1/log2(4) = 0.5; ideal b then a: 7 + 1/log2(3) = 7.630930 → 0.065523
    expect(ndcgAt(['x', 'y', 'a'], { a: 1, b: 3 }, 3)).toBeCloseTo(0.065523, 5);
    // nothing relevant in the top 2
    expect(ndcgAt(['x', 'y', 'a'], { a: 1, b: 3 }, 2)).toBe(0);
  });

  it('counts unjudged experts as 0 and cuts both rankings at k', () => {
    // b (2) at 1, x (0) at 2, c (1) at 3: 3 + 0 + 0.5 = 3.5; ideal 3, 2, 1: 7 + 1.892789 + 0.5 = 9.392789 → 0.372626
    expect(ndcgAt(['b', 'x', 'c', 'a'], { a: 3, b: 2, c: 1 }, 3)).toBeCloseTo(0.372626, 5);
  });

  it('is 0 when nothing is judged relevant', () => {
    expect(ndcgAt(['a', 'b'], {}, 5)).toBe(0);
  });
});

describe('precisionAt1', () => {
  it('is 1 only when the top result has relevance 2 or more', () => {
    expect(precisionAt1(['b', 'a'], { a: 3, b: 2 })).toBe(1);
    expect(precisionAt1(['a', 'b'], { a: 1, b: 3 })).toBe(0);
    expect(precisionAt1(['x'], { a: 3 })).toBe(0);
    expect(precisionAt1([], { a: 3 })).toBe(0);
  });
});

describe('reciprocalRank', () => {
  it('is 1 / the rank of the first result with relevance 2 or more', () => {
    expect(reciprocalRank(['a', 'b'], { a: 3 })).toBe(1);
    // a is only grade 1; b (grade 2) at rank 3
    expect(reciprocalRank(['x', 'a', 'b'], { a: 1, b: 2 })).toBeCloseTo(0.333333, 5);
    expect(reciprocalRank(['x', 'a'], { a: 1 })).toBe(0);
  });
});

describe('evaluateRuns', () => {
  it('averages each metric over the requests', () => {
    const metrics = evaluateRuns([
      // ideal: NDCG 1, P@1 1, RR 1
      { ranked: ['a', 'b'], judgments: { a: 3, b: 2 } },
      // b (2) at rank 2: NDCG (3/log2(3)) / 3 = 0.630930, P@1 0, RR 0.5
      { ranked: ['x', 'b'], judgments: { b: 2 } },
    ]);
    expect(metrics.ndcg5).toBeCloseTo(0.815465, 5);
    expect(metrics.ndcg10).toBeCloseTo(0.815465, 5);
    expect(metrics.precisionAt1).toBe(0.5);
    expect(metrics.mrr).toBe(0.75);
  });

  it('has a mean of 0 over nothing', () => {
    expect(mean([])).toBe(0);
    expect(mean([1, 0.5, 0])).toBe(0.5);
  });
});
