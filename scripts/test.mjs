// `npm test`: type check, lint, unit + service + route tests on a real PostgreSQL, then the browser journeys.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit, service and route tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'server']],
  ['browser journeys', 'node', ['scripts/e2e.mjs']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
