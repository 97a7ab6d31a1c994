// The built-in interpreter's accuracy on the corpus (src/server/providers/ai/corpus): share of expected normalized
// values it finds, per field and overall. Target: at least 80 %. A test guards the measured floor.
import { BRIEF_TEXT_FIELDS } from '../../src/shared/domain/brief-options';
import { createOfflineAiProvider } from '../../src/server/providers/ai/offline/offline-ai-provider';
import { evaluateCorpus } from '../../src/server/providers/ai/corpus/evaluate-corpus';
import { evaluateAssistantIntents } from '../../src/server/providers/ai/corpus/assistant-questions';

const TARGET = 0.8;
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export default async function aiAccuracyBench(): Promise<void> {
  const started = performance.now();
  const report = await evaluateCorpus(createOfflineAiProvider());
  const elapsed = performance.now() - started;
  const cases = BRIEF_TEXT_FIELDS.reduce((sum, field) => sum + report.fields[field].cases, 0);

  console.table(
    Object.fromEntries([
      ...BRIEF_TEXT_FIELDS.map((field) => {
        const { cases: inputs, slots, found, accuracy } = report.fields[field];
        return [field, { inputs, 'expected values': slots, found, accuracy: percent(accuracy) }];
      }),
      [
        'overall',
        {
          inputs: cases,
          'expected values': report.overall.slots,
          found: report.overall.found,
          accuracy: percent(report.overall.accuracy),
        },
      ],
    ]),
  );
  console.log(`target ≥ ${percent(TARGET)}: ${report.overall.accuracy >= TARGET ? 'met' : 'NOT MET'}`);
  console.log(`${cases} inputs interpreted in ${elapsed.toFixed(0)} ms (${(elapsed / cases).toFixed(2)} ms per input)`);
  for (const failure of report.failures.slice(0, 10)) {
    console.log(
      `  missed ${failure.field}.${failure.slot}: expected "${failure.expected}", got ${JSON.stringify(failure.actual)} — "${failure.input}"`,
    );
  }

  // The offline TeamSmith AI: which common question each phrasing is (its answers are computed from project data).
  const intents = evaluateAssistantIntents();
  console.log(
    `TeamSmith AI question intents: ${intents.correct}/${intents.cases} (${percent(intents.accuracy)}) recognised`,
  );
  for (const miss of intents.misses.slice(0, 10))
    console.log(`  missed "${miss.question}": expected ${miss.expected}, got ${miss.actual}`);
}
