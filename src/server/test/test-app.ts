import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { parseEnv, type TEnv } from '../config/env';
import { allowAdminsWithoutMfa } from './without-admin-mfa';
import { account, profiles, user } from '../db/schema';
import { seedDatabase } from '../db/seed/seed';
import { createLogger } from '../logger';
import { hashPassword } from '../modules/auth/password-hash';
import type { Lifecycle } from '../modules/operations/operations.service';
import { checkResponseContracts } from './response-contract';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3999';

export type TestApp = TestDatabase & {
  app: FastifyInstance;
  env: TEnv;
  close: () => Promise<void>;
};

/** The real app (every route and service) on a fresh database, driven with `app.inject`. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  { lifecycle, demo, webRoot = null }: { lifecycle?: Lifecycle; demo?: AppDeps['demo']; webRoot?: string | null } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '3999',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/marketplace-test-unused',
    ...overrides,
  });
  const logger = createLogger(env);
  await seedDatabase(database.db, { demoAccounts: false, logger });
  await allowAdminsWithoutMfa(database.db);
  const app = await buildTestApp(database, env, { lifecycle, demo, webRoot });
  return {
    ...database,
    app,
    env,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

async function buildTestApp(
  database: TestDatabase,
  env: TEnv,
  { lifecycle, demo, webRoot = null }: Pick<AppDeps, 'lifecycle' | 'demo'> & { webRoot?: string | null } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    env,
    db: database.db,
    databaseUrl: database.url,
    logger: createLogger(env),
    authSecret: TEST_AUTH_SECRET,
    webRoot,
    lifecycle,
    demo,
  });
  checkResponseContracts(app);
  await app.ready();
  sendOriginLikeABrowser(app);
  return app;
}

const TEST_AUTH_SECRET = 'test-secret-'.padEnd(40, 'x');

/**
 * Another instance of the app on the same database and secret (as behind a load balancer), for what must hold across
 * instances; close it before the test app.
 */
export async function createSecondInstance(
  test: TestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const app = await buildTestApp(test, { ...test.env, RUN_JOBS: false });
  return { app, close: () => app.close() };
}

/**
 * Browsers send Origin on every state-changing request and the app refuses those without one; injected requests get
 * ours unless the test sets an Origin or Referer itself.
 */
function sendOriginLikeABrowser(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject();
    if (typeof options !== 'object') return inject(options);
    const headers = (options.headers ?? {}) as Record<string, unknown>;
    if ('origin' in headers || 'referer' in headers) return inject(options);
    return inject({ ...options, headers: { ...headers, origin: TEST_ORIGIN } });
  }) as typeof app.inject;
}

const hashes = new Map<string, Promise<string>>();

/** Inserts a verified account directly (as the seed does) and returns its id. */
export async function createUser(
  test: Pick<TestApp, 'db'>,
  {
    email = `user-${randomUUID().slice(0, 8)}@example.test`,
    password = 'correct horse battery',
    fullName = 'Test User',
    isAdmin = false,
    verified = true,
  } = {},
) {
  const id = randomUUID();
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const hash = await hashes.get(password)!;
  await test.db.insert(user).values({ id, name: fullName, email, emailVerified: verified });
  await test.db
    .insert(account)
    .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
  await test.db.insert(profiles).values({ userId: id, email, fullName, isAdmin });
  return { id, email, password };
}

/** Signs in through the real auth route and returns the session cookie header. */
export async function signIn(
  test: Pick<TestApp, 'app'>,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    // Each sign-in from its own address, so the per-address rate limit tested elsewhere does not trip here.
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    payload: credentials,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`);
  return cookies.join('; ');
}

/** Creates a verified user and signs them in. */
export async function signedInUser(test: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(test, options);
  return { ...created, cookie: await signIn(test, created) };
}
