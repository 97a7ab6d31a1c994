// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by package, and inclusive time of the
// functions that matter most. Usage: npx tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [top=30]
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const self = new Map<number, number>();
profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...self.values()].reduce((sum, value) => sum + value, 0);

/** node_modules/<package> (or node:internal, or our own file) a frame belongs to. */
function moduleOf(url: string): string {
  if (!url) return '(native)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  return url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
}
const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${moduleOf(frame.url)}:${frame.lineNumber + 1}`;

function table(title: string, rows: Map<string, number>, limit = top): void {
  console.log(`\n${title}`);
  for (const [name, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
}

const selfByFunction = new Map<string, number>();
const selfByModule = new Map<string, number>();
// Inclusive: every distinct function on a sample's stack gets the sample's time once.
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const frame = byId.get(id)!.callFrame;
  selfByFunction.set(label(frame), (selfByFunction.get(label(frame)) ?? 0) + us);
  selfByModule.set(moduleOf(frame.url), (selfByModule.get(moduleOf(frame.url)) ?? 0) + us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at)!.callFrame);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  }
}

console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
table('self time by package / file', selfByModule);
table('self time by function', selfByFunction);
table('inclusive time by function', inclusive, top * 2);
