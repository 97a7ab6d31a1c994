// `npm start` always serves a production build, and a second instance building a new release from the same checkout
// leaves the first instance's pages loading.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/lib/free-port';

const distDir = path.resolve(`dist/test-start-${randomBytes(4).toString('hex')}`);
const instances: ChildProcess[] = [];
let dataDir = '';

afterAll(async () => {
  // The last started instance reuses the first one's database; stop it first so the owner stops PostgreSQL.
  for (const child of instances.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(distDir, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function startInstance(args: string[] = []): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    env: {
      ...process.env,
      // The caller's NODE_ENV must not leak into the web build.
      NODE_ENV: 'development',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  instances.push(child);
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('npm start did not become healthy within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Loads a page as a browser would: the HTML, then every script and stylesheet it references. */
async function loadPage(url: string): Promise<{ assets: string[]; statuses: number[]; scripts: string }> {
  const html = await (await fetch(`${url}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const responses = await Promise.all(assets.map((asset) => fetch(`${url}${asset}`)));
  const bodies = await Promise.all(responses.map((response) => response.text()));
  return { assets, statuses: responses.map((response) => response.status), scripts: bodies.join('\n') };
}

describe('npm start', () => {
  it('serves a production build, and a second build from the same checkout leaves the first instance working', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'start-test-'));
    const first = await startInstance();
    const firstRelease = realpathSync(path.join(distDir, 'current'));
    const before = await loadPage(first);
    expect(before.assets.length).toBeGreaterThan(0);
    expect(before.statuses.every((status) => status === 200)).toBe(true);
    // React's development build announces the DevTools; the production build does not.
    expect(before.scripts).not.toContain('Download the React DevTools');

    const second = await startInstance(['--build']);
    expect(realpathSync(path.join(distDir, 'current'))).not.toBe(firstRelease);

    const after = await loadPage(first);
    expect(after.assets).toEqual(before.assets);
    expect(after.statuses.every((status) => status === 200)).toBe(true);
    // A page the first instance served keeps loading when its asset requests reach the second instance.
    const fromSecond = await Promise.all(before.assets.map((asset) => fetch(`${second}${asset}`)));
    expect(fromSecond.map((response) => response.status)).toEqual(before.assets.map(() => 200));
  }, 300_000);
});
