import { extractHardware } from './src/server/providers/ai/offline/extract-hardware';
import { extractSoftware } from './src/server/providers/ai/offline/extract-software';
import { extractAiModels } from './src/server/providers/ai/offline/extract-ai-models';
import { extractCompliance } from './src/server/providers/ai/offline/extract-compliance';
import ctx from './src/server/providers/ai/corpus/constraints.json';
const ok = (e: string|null, a: string|null) => e === null || e.split(', ').every(t => (a ?? '').toLowerCase().includes(t.toLowerCase()));
for (const c of ctx) { const r = [extractHardware(c.input), extractSoftware(c.input), extractAiModels(c.input)]; const e = [c.expected.hardware_support, c.expected.integration_software, c.expected.ai_model_compatibility];
 console.log(e.map((x,i)=>ok(x,r[i])?'ok':'XX').join(' '), JSON.stringify(r), JSON.stringify(e), extractCompliance(c.input).join(','), c.input.slice(0,50)); }
