// `npm run demo:reset` wipes a database: refused in production (exit 2), and never without confirmation.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'demo-reset-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function run(env: Record<string, string>, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo-reset.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    input: '',
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run demo:reset', () => {
  it('refuses with NODE_ENV=production: exit 2, a clear message, nothing touched', async () => {
    const result = run({ NODE_ENV: 'production' }, ['--yes']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/refused: NODE_ENV=production/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('without --yes and no terminal to ask, changes nothing (exit 1)', async () => {
    const result = run({ NODE_ENV: 'development' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/--yes/);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
