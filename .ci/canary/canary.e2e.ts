// Fails on purpose. `.ci/run` runs it through every test command it uses and fails when one reports success.
// Only included when CANARY=1 (see vite.config.ts).
import { expect, it } from 'vitest';

it('canary fails on purpose', () => {
  expect('the runner reports this failure').toBe('a runner that exits 0 here can never fail');
});
