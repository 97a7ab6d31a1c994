/**
 * Ranking-quality metrics over graded relevance judgments (0–3; an expert not judged counts as 0).
 *
 * - NDCG@k: DCG = Σ_{i=1..k} (2^rel_i − 1) / log2(i + 1), divided by the DCG of the ideal order of every judged
 *   expert (their grades sorted best first, cut at k). 0 when nothing is judged relevant.
 * - Precision@1: 1 when the top result has relevance ≥ 2, else 0.
 * - Reciprocal rank: 1 / the rank of the first result with relevance ≥ 2, 0 when there is none; MRR is its mean.
 */

/** Grade of each judged expert id; ids not listed are 0. */
export type TJudgments = Readonly<Record<string, number>>;

/** A result counts as a hit for precision@1 and MRR from this grade up. */
export const HIT_GRADE = 2;

const gradeOf = (judgments: TJudgments, id: string) => judgments[id] ?? 0;

/** Σ (2^rel − 1) / log2(rank + 1) over the first k grades. */
export function dcg(grades: readonly number[], k: number): number {
  let sum = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) sum += (2 ** grades[i]! - 1) / Math.log2(i + 2);
  return sum;
}

export function ndcgAt(ranked: readonly string[], judgments: TJudgments, k: number): number {
  const ideal = dcg(
    Object.values(judgments)
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a),
    k,
  );
  if (ideal === 0) return 0;
  return (
    dcg(
      ranked.slice(0, k).map((id) => gradeOf(judgments, id)),
      k,
    ) / ideal
  );
}

export function precisionAt1(ranked: readonly string[], judgments: TJudgments): number {
  const top = ranked[0];
  return top !== undefined && gradeOf(judgments, top) >= HIT_GRADE ? 1 : 0;
}

export function reciprocalRank(ranked: readonly string[], judgments: TJudgments): number {
  const at = ranked.findIndex((id) => gradeOf(judgments, id) >= HIT_GRADE);
  return at < 0 ? 0 : 1 / (at + 1);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export type TRankingRun = { ranked: readonly string[]; judgments: TJudgments };

export type TRunMetrics = { ndcg5: number; ndcg10: number; precisionAt1: number; mrr: number };

/** Each metric averaged over the runs (one run per request). */
export function evaluateRuns(runs: readonly TRankingRun[]): TRunMetrics {
  return {
    ndcg5: mean(runs.map((run) => ndcgAt(run.ranked, run.judgments, 5))),
    ndcg10: mean(runs.map((run) => ndcgAt(run.ranked, run.judgments, 10))),
    precisionAt1: mean(runs.map((run) => precisionAt1(run.ranked, run.judgments))),
    mrr: mean(runs.map((run) => reciprocalRank(run.ranked, run.judgments))),
  };
}
