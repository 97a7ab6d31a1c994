import { extractIndustry } from './src/server/providers/ai/offline/extract-industry';
import { extractOrgSize } from './src/server/providers/ai/offline/extract-org-size';
import { extractRegion } from './src/server/providers/ai/offline/extract-region';
import ctx from './src/server/providers/ai/corpus/context.json';
const ok = (e: string|null, a: string|null) => e === null || e.split(', ').every(t => (a ?? '').toLowerCase().includes(t.toLowerCase()));
for (const c of ctx) { const r = [extractIndustry(c.input), extractOrgSize(c.input), extractRegion(c.input)]; const e = [c.expected.industry, c.expected.org_size, c.expected.region];
 console.log(e.map((x,i)=>ok(x,r[i])?'ok':'XX').join(' '), JSON.stringify(r), JSON.stringify(e), c.input.slice(0,50)); }
