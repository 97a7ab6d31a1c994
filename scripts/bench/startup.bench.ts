// Time from `npm start` (the start script) to a healthy /api/health, on a new and on an existing data directory.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './ensure-built';
import { freePort } from '../../src/server/lib/free-port';

const TARGET_EXISTING_S = 3;

/** Starts `node scripts/start.mjs` and returns seconds until /api/health answers 200, then stops it. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 1200; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return (performance.now() - started) / 1000;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('server did not become healthy within 30 s');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export default async function startupBench(): Promise<void> {
  await ensureBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-start-'));
  try {
    const fresh = await timeStart(dataDir);
    const existing: number[] = [];
    for (let i = 0; i < 3; i++) existing.push(await timeStart(dataDir));
    const median = existing.sort((a, b) => a - b)[1]!;
    console.log(`start on a new data directory (initdb, migrations, seed): ${fresh.toFixed(2)} s`);
    console.log(`start on an existing data directory (median of 3): ${median.toFixed(2)} s`);
    console.log(
      `target ≤ ${TARGET_EXISTING_S} s: ratio ${(median / TARGET_EXISTING_S).toFixed(2)} (${median <= TARGET_EXISTING_S ? 'met' : 'NOT met'})`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
