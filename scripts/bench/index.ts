// `npm run bench`: runs every scripts/bench/*.bench.ts in turn; each prints its figures, targets and ratios.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

for (const file of benches) {
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`);
  const module = (await import(pathToFileURL(path.join(here, file)).href)) as { default: () => Promise<void> };
  await module.default();
}
