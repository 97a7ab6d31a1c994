// End to end, from a brief's words to the ranked expert: the labelled briefs (brief-set.ts) through the offline
// interpreter, the proposal and the request inputs, ranked by the engine against the seeded network, beside BM25
// over the brief's raw text (goal, context, constraints) against the same experts' profiles, measured in this run.
// Targets: the right expert (grade 3) first in ≥ 90 % of briefs, a good fit (grade ≥ 2) in the top 3 of every
// brief, NDCG@5 ≥ 1.2× the baseline, and the best-ranked good fit scored ≥ 0.70 in ≥ 90 % of briefs.
import { matchLabel, rankCandidates, type TMatchCandidate, type TMatchFactor } from '../../src/shared/domain/matching';
import { buildBm25Index } from '../../src/shared/domain/matching/evaluation/bm25';
import {
  LABELLED_BRIEFS,
  type TBriefWording,
  type TLabelledBrief,
} from '../../src/shared/domain/matching/evaluation/brief-set';
import { mean, ndcgAt, type TJudgments } from '../../src/shared/domain/matching/evaluation/metrics';
import { seedMatchExperts } from '../../src/server/db/seed/seed-matching';
import { briefToRequest } from './brief-pipeline';
import { evaluationContext } from './evaluation-context';

const TARGET_FIRST = 0.9;
const TARGET_RATIO = 1.2;
const TARGET_SCORED = 0.9;
const GOOD_FIT_SCORE = 0.7;

type TRun = {
  brief: TLabelledBrief;
  judgments: TJudgments;
  ranked: string[];
  scores: number[];
  skills: string[];
  /** The best-ranked good fit (grade ≥ 2) as the engine scored it, when it is among the candidates. */
  goodFit: TMatchCandidate | undefined;
};
type TFigures = {
  first: number;
  top3: number;
  ndcg5: number;
  scored: number | null;
  /** Mean score of the best-ranked good fit, and of the best-scored expert judged no fit (grade 0 or unjudged). */
  goodFitMean: number | null;
  nonFitMean: number | null;
};

const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
const gradeAt = (run: Pick<TRun, 'judgments' | 'ranked'>, index: number) => run.judgments[run.ranked[index]!] ?? 0;

function figuresOf(
  runs: readonly Omit<TRun, 'scores' | 'skills' | 'goodFit'>[],
  scores?: readonly number[][],
): TFigures {
  const goodFitScore = (run: Omit<TRun, 'scores' | 'skills' | 'goodFit'>, index: number) => {
    const at = run.ranked.findIndex((id) => (run.judgments[id] ?? 0) >= 2);
    return at === -1 ? 0 : scores![index]![at]!;
  };
  const nonFitScore = (run: Omit<TRun, 'scores' | 'skills' | 'goodFit'>, index: number) => {
    const at = run.ranked.findIndex((id) => (run.judgments[id] ?? 0) === 0);
    return at === -1 ? 0 : scores![index]![at]!;
  };
  return {
    first: mean(runs.map((run) => (gradeAt(run, 0) === 3 ? 1 : 0))),
    top3: mean(runs.map((run) => ([0, 1, 2].some((i) => gradeAt(run, i) >= 2) ? 1 : 0))),
    ndcg5: mean(runs.map((run) => ndcgAt(run.ranked, run.judgments, 5))),
    scored: scores ? mean(runs.map((run, i) => (goodFitScore(run, i) >= GOOD_FIT_SCORE ? 1 : 0))) : null,
    goodFitMean: scores ? mean(runs.map(goodFitScore)) : null,
    nonFitMean: scores ? mean(runs.map(nonFitScore)) : null,
  };
}

export async function briefMatchingQuality(): Promise<void> {
  const experts = seedMatchExperts();
  const idByName = new Map(experts.map((expert) => [expert.fullName, expert.id]));
  const context = evaluationContext(experts, 10);
  const bm25 = buildBm25Index(experts);
  const engineRuns: TRun[] = [];
  const baselineRuns: Omit<TRun, 'scores' | 'skills' | 'goodFit'>[] = [];
  for (const brief of LABELLED_BRIEFS) {
    const judgments = Object.fromEntries(
      Object.entries(brief.judgments).map(([name, grade]) => {
        const id = idByName.get(name);
        if (!id) throw new Error(`brief ${brief.id} judges ${name}, who is not a seeded expert`);
        return [id, grade];
      }),
    );
    const request = await briefToRequest(brief);
    const { candidates } = rankCandidates(request, experts, context);
    engineRuns.push({
      brief,
      judgments,
      ranked: candidates.map((candidate) => candidate.expertId),
      scores: candidates.map((candidate) => candidate.score),
      skills: [...request.requiredSkills],
      goodFit: candidates.find((candidate) => (judgments[candidate.expertId] ?? 0) >= 2),
    });
    const text = [brief.goal, brief.context, brief.constraints].join('\n');
    baselineRuns.push({ brief, judgments, ranked: bm25.rankText(text).slice(0, 10) });
  }

  const groups: [string, (brief: TLabelledBrief) => boolean][] = [
    ['all briefs', () => true],
    ['tuned on', (brief) => !brief.heldOut],
    ['held out', (brief) => brief.heldOut === true],
    ...[...new Set(LABELLED_BRIEFS.flatMap((brief) => brief.wording))]
      .sort()
      .map((wording): [string, (brief: TLabelledBrief) => boolean] => [
        `wording: ${wording}`,
        (brief) => brief.wording.includes(wording as TBriefWording),
      ]),
  ];
  console.log(
    `\nbriefs end to end: ${LABELLED_BRIEFS.length} labelled briefs (${LABELLED_BRIEFS.filter((b) => b.heldOut).length} held out) → offline interpreter → proposal → request inputs → rankCandidates over ${experts.length} seeded experts; baseline BM25 over the brief's raw text`,
  );
  console.table(
    Object.fromEntries(
      groups.map(([name, keep]) => {
        const at = engineRuns.flatMap((run, index) => (keep(run.brief) ? [index] : []));
        const engine = figuresOf(
          at.map((i) => engineRuns[i]!),
          at.map((i) => engineRuns[i]!.scores),
        );
        const baseline = figuresOf(at.map((i) => baselineRuns[i]!));
        return [
          name,
          {
            briefs: at.length,
            'right first': percent(engine.first),
            'BM25 right first': percent(baseline.first),
            'good fit top 3': percent(engine.top3),
            'BM25 top 3': percent(baseline.top3),
            'NDCG@5': engine.ndcg5.toFixed(3),
            'BM25 NDCG@5': baseline.ndcg5.toFixed(3),
            ratio: `${(engine.ndcg5 / baseline.ndcg5).toFixed(2)}×`,
            'good fit ≥ 0.70': percent(engine.scored!),
            'good fit score': engine.goodFitMean!.toFixed(2),
            'best non-fit': engine.nonFitMean!.toFixed(2),
          },
        ];
      }),
    ),
  );
  const engine = figuresOf(
    engineRuns,
    engineRuns.map((run) => run.scores),
  );
  const baseline = figuresOf(baselineRuns);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(
    `targets: right first ${percent(engine.first)} (≥ ${percent(TARGET_FIRST)}: ${verdict(engine.first >= TARGET_FIRST)}); good fit in top 3 ${percent(engine.top3)} (every brief: ${verdict(engine.top3 === 1)}); NDCG@5 ${engine.ndcg5.toFixed(3)} vs BM25 ${baseline.ndcg5.toFixed(3)} = ${(engine.ndcg5 / baseline.ndcg5).toFixed(2)}× (≥ ${TARGET_RATIO}×: ${verdict(engine.ndcg5 / baseline.ndcg5 >= TARGET_RATIO)}); good fit ≥ ${GOOD_FIT_SCORE} ${percent(engine.scored!)} (≥ ${percent(TARGET_SCORED)}: ${verdict(engine.scored! >= TARGET_SCORED)})`,
  );
  const nameOf = new Map(experts.map((expert) => [expert.id, expert.fullName]));
  const misses = engineRuns.filter((run) => gradeAt(run, 0) !== 3 || run.scores[0]! < GOOD_FIT_SCORE);
  console.log(`briefs whose right expert is not first or scores under ${GOOD_FIT_SCORE}: ${misses.length}`);
  for (const run of misses) {
    console.log(
      `  ${run.brief.id}${run.brief.heldOut ? ' (held out)' : ''}: skills ${JSON.stringify(run.skills)}; top 3 ${[
        0, 1, 2,
      ]
        .map(
          (i) =>
            `${nameOf.get(run.ranked[i]!)} ${run.scores[i]?.toFixed(2)} (${matchLabel(run.scores[i] ?? 0)}, grade ${gradeAt(run, i)})`,
        )
        .join(', ')}`,
    );
    if (run.goodFit) console.log(`    ${nameOf.get(run.goodFit.expertId)}: ${factorsOf(run.goodFit)}`);
  }
}

/** Each factor of a candidate ("not stated" ones left out) and the evidence for each requested skill. */
function factorsOf(candidate: TMatchCandidate): string {
  const factors = Object.entries(candidate.breakdown)
    .filter(([factor]) => !candidate.unstated.includes(factor as TMatchFactor))
    .map(([factor, value]) => `${factor} ${value.toFixed(2)}`);
  const evidence = candidate.skills.map(
    (skill) =>
      `${skill.requested} ← ${skill.via ?? 'nothing'} (${skill.relation ?? 'none'} ${skill.credit.toFixed(2)})`,
  );
  return `${factors.join(', ')}; ${evidence.join('; ')}`;
}
