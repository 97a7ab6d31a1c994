import { evaluateCorpus } from './src/server/providers/ai/corpus/evaluate-corpus';
import { createOfflineAiProvider } from './src/server/providers/ai/offline/offline-ai-provider';
const r = await evaluateCorpus(createOfflineAiProvider());
for (const [k, v] of Object.entries(r.fields)) console.log(k, v);
console.log(r.overall);
for (const f of r.failures) console.log(f.field, f.slot, '| exp', f.expected, '| got', f.actual, '|', f.input.slice(0, 80));
