import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startEmbeddedPostgres } from './embedded-postgres';

const logger = createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL lifecycle', () => {
  it('leaves the process exit code alone (the package exits 0 on beforeExit when imported directly)', async () => {
    const script = `
      import { loadEmbeddedPostgres } from './src/server/db/embedded-postgres.ts';
      await loadEmbeddedPostgres();
      process.exitCode = 3;`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      stdio: 'inherit',
    });
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(3);
  }, 60_000);

  it('recovers after the owning Node process was killed with SIGKILL, keeping the data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-kill-'));
    dirs.push(dataDir);
    // A separate Node process starts the server, writes a row, then is killed with SIGKILL.
    const script = `
      import { startEmbeddedPostgres } from './src/server/db/embedded-postgres.ts';
      import pino from 'pino';
      import pg from 'pg';
      const db = await startEmbeddedPostgres(${JSON.stringify(dataDir)}, pino({ level: 'silent' }));
      const c = new pg.Client({ connectionString: db.url }); await c.connect();
      await c.query('CREATE TABLE kept (v text)'); await c.query("INSERT INTO kept VALUES ('survives')"); await c.end();
      console.log('READY'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const orphanPid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(processAlive(orphanPid)).toBe(true);

    const restarted = await startEmbeddedPostgres(dataDir, logger);
    expect(await query(restarted.url, 'SELECT v FROM kept')).toEqual([{ v: 'survives' }]);
    await restarted.stop();
    expect(processAlive(orphanPid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('starts over a stale postmaster.pid left by a dead server', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-stale-'));
    dirs.push(dataDir);
    const first = await startEmbeddedPostgres(dataDir, logger);
    await query(first.url, 'CREATE TABLE t (v int); INSERT INTO t VALUES (7)');
    await first.stop();
    // A pid file naming a process that is not postgres (this test's parent shell is long gone: use an unused pid).
    await writeFile(path.join(dataDir, 'postgres', 'postmaster.pid'), `999999\n${dataDir}/postgres\n0\n5432\n`);
    const second = await startEmbeddedPostgres(dataDir, logger);
    expect(await query(second.url, 'SELECT v FROM t')).toEqual([{ v: 7 }]);
    await second.stop();
  }, 120_000);
});
