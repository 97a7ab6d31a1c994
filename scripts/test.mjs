// `npm test`: type check, lint, unit + service + route tests on a real PostgreSQL, then the browser journeys.
// Test steps write JSON results too: a step that ran no test fails, and the last line sums up every test.
// `npm test -- <step> [vitest filters…]` runs one step (typecheck, lint, tests, e2e) on the given files only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const json = (name) => ['--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/${name}.json`];

const [onlyStep, ...filters] = process.argv.slice(2);
const allSteps = [
  { key: 'typecheck', name: 'type check', command: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
  { key: 'lint', name: 'lint and format', command: 'npm', args: ['run', 'lint'] },
  {
    key: 'tests',
    name: 'unit, service and route tests',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'server', ...json('server'), ...filters],
    results: 'server',
  },
  {
    key: 'e2e',
    name: 'browser journeys',
    command: 'node',
    args: ['scripts/e2e.mjs', ...json('e2e'), ...filters],
    results: 'e2e',
  },
];
const steps = onlyStep ? allSteps.filter((step) => step.key === onlyStep) : allSteps;
if (steps.length === 0) {
  console.error(`unknown step "${onlyStep}"; steps: ${allSteps.map((step) => step.key).join(', ')}`);
  process.exit(2);
}

const totals = { passed: 0, failed: 0 };
let failedStep = null;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  let ok = result.status === 0;
  if (step.results) {
    const file = `${RESULTS}/${step.results}.json`;
    const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    totals.passed += report?.numPassedTests ?? 0;
    totals.failed += report?.numFailedTests ?? 0;
    if (!report || report.numTotalTests === 0 || !report.success) ok = false;
  }
  if (!ok) {
    console.error(`✖ ${step.name} failed`);
    failedStep = step.name;
    break;
  }
  console.log(`✔ ${step.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
