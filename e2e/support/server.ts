import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, createPool, type Database } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { createLogger } from '../../src/server/logger';
import { freePort } from '../../src/server/lib/free-port';

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The same database the server uses (its embedded PostgreSQL), for arranging data a person cannot click. */
  db: Database;
  databaseUrl: string;
  /** Everything the server wrote to stdout so far (its log lines, JSON outside a terminal). */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the product as `npm start` does (the built bundle, embedded PostgreSQL in a fresh DATA_DIR, demo data),
 * on a free port. The build itself is done once by scripts/e2e.mjs before the journeys run.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marketplace-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // scripts/e2e.mjs builds into its own folder (E2E_BUILD_DIR); fall back to `npm run build`'s dist.
  const buildDir = process.env.E2E_BUILD_DIR ?? 'dist/current';
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(buildDir, 'web'),
      LOG_LEVEL: 'warn',
      AUTH_ATTEMPTS_PER_MINUTE: '100',
      // The living demo's year of history only where a journey asks for it (e2e/demo.e2e.ts).
      SEED_DEMO_HISTORY: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Passed through as before, and kept for journeys that read the log (the first-admin setup link).
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    process.stdout.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // The server owns the embedded PostgreSQL; this reuses it without taking ownership.
  const embedded = await startEmbeddedPostgres(dataDir, createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  const pool = createPool(embedded.url, 3);
  return {
    url,
    dataDir,
    db: createDatabase(pool),
    databaseUrl: embedded.url,
    output: () => output,
    stop: async () => {
      await pool.end();
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
