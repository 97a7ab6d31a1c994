// A production start without Stripe keys stops before it opens the database or listens, and says what to set.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'production-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('production start', () => {
  it('exits non-zero without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, naming both and PAYMENTS_SANDBOX', async () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        AUTH_SECRET: 'production-start-secret-'.padEnd(40, 'x'),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        PAYMENTS_SANDBOX: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both required in production');
    expect(result.stderr).toContain('PAYMENTS_SANDBOX=true');
    // Refused before anything started: no embedded database was created, nothing announced readiness.
    expect(await readdir(dataDir)).toEqual([]);
    expect(result.stdout).not.toContain('marketplace ready');
  });
});
