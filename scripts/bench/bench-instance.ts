// What the signed-in benches share: a seeded database, people who sign in with a password, and the production
// build running as its own process on that database.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../src/server/lib/free-port';
import { createDatabase, createPool, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { account, profiles, user } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { createLogger } from '../../src/server/logger';
import { hashPassword } from '../../src/server/modules/auth/password-hash';
import { allowAdminsWithoutMfa } from '../../src/server/test/without-admin-mfa';
import { BENCH_OPT_OUTS, productionDatabaseEnv } from './production-env';

/** The database at `databaseUrl` migrated and seeded (no demo accounts), admins allowed without MFA. */
export async function seededBenchDatabase(databaseUrl: string) {
  const pool = createPool(databaseUrl, 4);
  const db = createDatabase(pool);
  await runMigrations(db);
  await seedDatabase(db, {
    demoAccounts: false,
    logger: createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
  });
  await allowAdminsWithoutMfa(db);
  return { db, pool };
}

/** A verified person with a password, inserted as the seed does. */
export async function insertPasswordUser(
  db: Database,
  person: { id: string; email: string; fullName: string; password: string; isAdmin?: boolean },
): Promise<void> {
  const { id, email, fullName, password, isAdmin = false } = person;
  await db.insert(user).values({ id, name: fullName, email, emailVerified: true });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
  });
  await db.insert(profiles).values({ userId: id, email, fullName, isAdmin });
}

/** Signs in over HTTP; the session cookie header. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);
  return signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Waits until the living demo's year of history is seeded (it is seeded after the server answers). */
export async function demoHistorySeeded(base: string, adminCookie: string): Promise<void> {
  for (const deadline = Date.now() + 15 * 60_000; ;) {
    const answer = await fetch(`${base}/api/admin/demo-status`, { headers: { cookie: adminCookie } });
    if (((await answer.json()) as { state: string }).state === 'done') return;
    if (Date.now() > deadline) throw new Error('the demo history was not seeded within 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** The production build in `buildDir` as its own process, answering /api/health. */
export async function startServer(buildDir: string, databaseUrl: string, dataDir: string, secret: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  // BENCH_SERVER_NODE_ARGS passes Node flags to the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, `${buildDir}/server/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // A production instance refuses a superuser, and starts without mail or backups only when told so.
      ...(await productionDatabaseEnv(databaseUrl)),
      ...BENCH_OPT_OUTS,
      WEB_ROOT: path.join(buildDir, 'web'),
      AUTH_SECRET: secret,
      PAYMENTS_SANDBOX: 'true',
      RUN_JOBS: 'false',
      SEED_DEMO: 'false',
      // The production log level (info), as a deployment runs it.
      LOG_LEVEL: undefined,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer within 120 s: ${readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
