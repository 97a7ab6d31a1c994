// Matching quality: the engine's ranking against a plain BM25 baseline on the labelled evaluation set
// (src/shared/domain/matching/evaluation: 240 synthetic vetted experts, 66 pack and brief requests worded the way
// clients type them, graded 0–3 judgments from RELEVANCE_RULE). Metrics: NDCG@5 and NDCG@10 (gain 2^rel − 1), precision@1
// and MRR (a hit is relevance ≥ 2). Targets: NDCG@5 ≥ 0.90 and ≥ 1.2× the baseline's. Pure TypeScript: no database, no build.
import {
  prepareRequest,
  rankCandidates,
  scoreFactors,
  unstatedFactors,
  weightedScore,
} from '../../src/shared/domain/matching';
import { buildBm25Index } from '../../src/shared/domain/matching/evaluation/bm25';
import {
  EVALUATION_EXPERTS,
  EVALUATION_REQUESTS,
  type TWording,
} from '../../src/shared/domain/matching/evaluation/evaluation-set';
import { evaluateRuns, mean, ndcgAt, type TRankingRun } from '../../src/shared/domain/matching/evaluation/metrics';
import { briefMatchingQuality } from './brief-matching-quality';
import { EVALUATION_NOW as NOW, evaluationContext } from './evaluation-context';

const TARGET_NDCG5 = 0.9;
const TARGET_RATIO = 1.2;
const LIMIT = 50;

const fixed = (value: number) => value.toFixed(3);
const ratioOf = (engine: number, baseline: number) => (baseline > 0 ? `${(engine / baseline).toFixed(3)}×` : '—');

export default async function matchingQualityBench(): Promise<void> {
  const context = evaluationContext(EVALUATION_EXPERTS, LIMIT);

  const rankAll = () =>
    EVALUATION_REQUESTS.map((entry) => ({
      ranked: rankCandidates(entry.request, EVALUATION_EXPERTS, context).candidates.map((c) => c.expertId),
      judgments: entry.judgments,
    }));
  rankAll(); // warm-up, so the timing below is the ranking and not the first load
  const started = performance.now();
  const engineRuns: TRankingRun[] = rankAll();
  const engineMs = performance.now() - started;
  const bm25 = buildBm25Index(EVALUATION_EXPERTS);
  const baselineRuns: TRankingRun[] = EVALUATION_REQUESTS.map((entry) => ({
    ranked: bm25.rank(entry.request).slice(0, LIMIT),
    judgments: entry.judgments,
  }));

  const grades = EVALUATION_REQUESTS.flatMap((entry) => Object.values(entry.judgments));
  const packs = EVALUATION_REQUESTS.filter((entry) => entry.kind === 'pack').length;
  console.log(
    `evaluation set: ${EVALUATION_EXPERTS.length} experts, ${EVALUATION_REQUESTS.length} requests (${packs} packs, ${EVALUATION_REQUESTS.length - packs} briefs), ${grades.length} judged pairs (grade 3: ${grades.filter((g) => g === 3).length}, 2: ${grades.filter((g) => g === 2).length}, 1: ${grades.filter((g) => g === 1).length}); unjudged pairs count as 0`,
  );
  console.log(
    `engine: rankCandidates, default matching_weights, limit ${LIMIT}, ${EVALUATION_REQUESTS.length} requests in ${engineMs.toFixed(0)} ms; baseline: BM25 (k1 1.2, b 0.75) over skills, headline and outcome tags`,
  );

  const engine = evaluateRuns(engineRuns);
  const baseline = evaluateRuns(baselineRuns);
  const rows: [string, keyof typeof engine, string][] = [
    ['NDCG@5', 'ndcg5', `≥ ${TARGET_NDCG5.toFixed(2)} and ≥ ${TARGET_RATIO}× baseline`],
    ['NDCG@10', 'ndcg10', '—'],
    ['precision@1', 'precisionAt1', '—'],
    ['MRR', 'mrr', '—'],
  ];
  console.table(
    Object.fromEntries(
      rows.map(([name, key, target]) => [
        name,
        {
          engine: fixed(engine[key]),
          'BM25 baseline': fixed(baseline[key]),
          'engine / baseline': ratioOf(engine[key], baseline[key]),
          target,
        },
      ]),
    ),
  );
  const absoluteMet = engine.ndcg5 >= TARGET_NDCG5;
  const ratioMet = baseline.ndcg5 > 0 && engine.ndcg5 / baseline.ndcg5 >= TARGET_RATIO;
  console.log(
    `target NDCG@5 ≥ ${TARGET_NDCG5.toFixed(2)}: ${fixed(engine.ndcg5)} (${absoluteMet ? 'met' : 'NOT met'}); target ≥ ${TARGET_RATIO}× baseline: ${ratioOf(engine.ndcg5, baseline.ndcg5)} (${ratioMet ? 'met' : 'NOT met'})`,
  );

  // The reading of skills on its own: every factor scored as the engine scores it, ranked by the skills factor alone
  // (every other weight 0). The relevance rule judges skills and practice area only, so this is the part of the
  // engine it measures most directly; the default weights above add what the request states about industry, budget
  // and outcomes.
  const skillsOnly = Object.fromEntries(
    Object.keys(context.weights).map((factor) => [factor, factor === 'skills' ? 1 : 0]),
  ) as typeof context.weights;
  const readingOfSkills = evaluateRuns(
    EVALUATION_REQUESTS.map((entry) => {
      const prepared = prepareRequest(entry.request, NOW, context.skillPool);
      const scored = EVALUATION_EXPERTS.map((expert) => {
        const breakdown = scoreFactors(prepared, expert);
        const score = weightedScore(breakdown, skillsOnly, unstatedFactors(prepared, expert));
        return { id: expert.id, score, vetting: breakdown.vetting };
      });
      scored.sort((a, b) => b.score - a.score || b.vetting - a.vetting || (a.id < b.id ? -1 : 1));
      return { ranked: scored.slice(0, LIMIT).map((item) => item.id), judgments: entry.judgments };
    }),
  );
  console.log(
    `the engine's skills factor alone (other weights 0): NDCG@5 ${fixed(readingOfSkills.ndcg5)} (${ratioOf(readingOfSkills.ndcg5, baseline.ndcg5)} the baseline)`,
  );

  // By how the request is worded (a request can carry several tags).
  const wordings = [...new Set(EVALUATION_REQUESTS.flatMap((entry) => entry.wording))].sort() as TWording[];
  console.table(
    Object.fromEntries(
      wordings.map((wording) => {
        const at = EVALUATION_REQUESTS.flatMap((entry, index) => (entry.wording.includes(wording) ? [index] : []));
        const engineNdcg = mean(at.map((i) => ndcgAt(engineRuns[i]!.ranked, engineRuns[i]!.judgments, 5)));
        const baselineNdcg = mean(at.map((i) => ndcgAt(baselineRuns[i]!.ranked, baselineRuns[i]!.judgments, 5)));
        return [
          wording,
          {
            requests: at.length,
            'engine NDCG@5': fixed(engineNdcg),
            'BM25 NDCG@5': fixed(baselineNdcg),
            'engine / baseline': ratioOf(engineNdcg, baselineNdcg),
          },
        ];
      }),
    ),
  );

  const perRequest = EVALUATION_REQUESTS.map((entry, i) => ({
    entry,
    engine: ndcgAt(engineRuns[i]!.ranked, entry.judgments, 5),
    baseline: ndcgAt(baselineRuns[i]!.ranked, entry.judgments, 5),
    top: engineRuns[i]!.ranked.slice(0, 5).map((id) => entry.judgments[id] ?? 0),
  }));
  perRequest.sort((a, b) => a.engine - b.engine || a.entry.id.localeCompare(b.entry.id));
  console.log('5 worst requests by engine NDCG@5:');
  for (const { entry, engine: value, baseline: base, top } of perRequest.slice(0, 5)) {
    console.log(
      `  ${fixed(value)} (BM25 ${fixed(base)}) "${entry.label}" [${entry.kind}, ${entry.wording.join(', ')}] asks ${JSON.stringify(entry.request.requiredSkills)}; engine top-5 grades ${top.join(' ')}`,
    );
  }

  await briefMatchingQuality();
}

// Run directly (npx tsx scripts/bench/matching-quality.bench.ts) as well as through scripts/bench/index.ts.
if (import.meta.url === `file://${process.argv[1]}`) await matchingQualityBench();
