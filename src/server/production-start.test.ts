// A production start refuses a missing or unsafe setting before it opens the database or listens: exit 78
// (EX_CONFIG), one line naming every variable with its fix. The explicit opt-outs start.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port';

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'production-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Nothing inherited from the test's shell but PATH, as a systemd unit starts it. */
const bare = (variables: Record<string, string>) => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', ...variables });

describe('production start', () => {
  it('exits 78 with one line naming every missing setting and its fix, having started nothing', async () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: bare({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(78);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: /);
    for (const named of [
      'DATABASE_URL: required in production',
      'DATABASE=embedded',
      'PUBLIC_URL: required in production',
      'AUTH_SECRET: required in production',
      'BACKUP_KEY: required in production',
      'BACKUP_SCHEDULE=off',
      'SMTP_URL: required in production',
      'MAIL_DELIVERY=outbox-only',
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both required in production',
      'PAYMENTS_SANDBOX=true',
    ])
      expect(lines[0]).toContain(named);
    // Refused before anything started: no embedded database was created, nothing announced readiness.
    expect(await readdir(dataDir)).toEqual([]);
    expect(result.stdout).not.toContain('marketplace ready');
  });

  it('starts with the explicit opt-outs: the embedded database, mail kept in the outbox, no backups', async () => {
    const port = await freePort();
    // As root the embedded database runs as the postgres user, which must be able to enter every folder above it.
    await chmod(dataDir, 0o755);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: bare({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(dataDir, 'single-box'),
        PUBLIC_URL: 'https://marketplace.example.com',
        AUTH_SECRET: 'production-start-secret-'.padEnd(40, 'x'),
        DATABASE: 'embedded',
        MAIL_DELIVERY: 'outbox-only',
        BACKUP_SCHEDULE: 'off',
        PAYMENTS_SANDBOX: 'true',
        WEB_ROOT: '/nonexistent',
        LOG_LEVEL: 'info',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect
        .poll(() => output.includes('"msg":"marketplace ready"') || child.exitCode !== null, { timeout: 90_000 })
        .toBe(true);
      expect(child.exitCode, output).toBeNull();
      const ready = JSON.parse(output.split('\n').find((line) => line.includes('"msg":"marketplace ready"'))!) as {
        url: string;
        database: string;
      };
      // The ready line names the public address, not localhost.
      expect(ready).toMatchObject({ url: 'https://marketplace.example.com', database: 'embedded' });
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  }, 120_000);
});
