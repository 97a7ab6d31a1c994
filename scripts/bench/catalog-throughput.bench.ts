// Throughput of the catalog API (GET /api/catalog/products) under 50 concurrent connections: the real app (buildApp,
// every hook and schema) against a bare Fastify handler running the same SQL on the same database, in the same run.
// Target: ours at least 0.7 of the bare handler's requests per second.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/server/app';
import { parseEnv } from '../../src/server/config/env';
import { openDatabase } from '../../src/server/db/open-database';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { createLogger } from '../../src/server/logger';

const PATH = '/api/catalog/products';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = 2;
const TARGET_RATIO = 0.7;

type Measurement = { rps: number; p99: number };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}${PATH}`;
}

async function load(url: string, duration: number): Promise<Measurement> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Records the statement the app sends for one catalog request (text, parameters and, when drizzle prepares it, its
 * name), so the bare handler runs exactly that statement.
 */
async function captureCatalogQuery(pool: pg.Pool, url: string): Promise<pg.QueryConfig> {
  const original = pool.query.bind(pool);
  let captured: pg.QueryConfig | undefined;
  pool.query = ((config: unknown, values?: unknown, ...rest: unknown[]) => {
    if (
      !captured &&
      typeof config === 'object' &&
      config &&
      String((config as pg.QueryConfig).text).includes('"products"')
    ) {
      const query = config as pg.QueryConfig;
      captured = { ...query, values: Array.isArray(values) ? values : query.values };
    }
    return (original as (...args: unknown[]) => unknown)(config, values, ...rest);
  }) as typeof pool.query;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  } finally {
    pool.query = original;
  }
  if (!captured) throw new Error('the catalog request ran no products query');
  return captured;
}

function bareServer(pool: pg.Pool, query: pg.QueryConfig): FastifyInstance {
  const bare = Fastify({ logger: false });
  bare.get(PATH, async () => ({ products: (await pool.query(query)).rows }));
  return bare;
}

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;

export default async function catalogThroughputBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-catalog-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    RUN_JOBS: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const logger = createLogger(env);
  const database = await openDatabase(env, logger);
  let ours: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  try {
    await seedDatabase(database.db, { demoAccounts: false, logger });
    ours = await buildApp({
      env,
      db: database.db,
      databaseUrl: database.url,
      logger,
      authSecret: env.AUTH_SECRET!,
      webRoot: null,
    });
    const oursUrl = await listen(ours);
    const query = await captureCatalogQuery(database.db.$client, oursUrl);
    bare = bareServer(database.db.$client, query);
    const bareUrl = await listen(bare);

    const [oursBody, bareBody] = await Promise.all([
      fetch(oursUrl).then((r) => r.json()),
      fetch(bareUrl).then((r) => r.json()),
    ]);
    const count = (oursBody as { products: unknown[] }).products.length;
    if (count === 0 || count !== (bareBody as { products: unknown[] }).products.length)
      throw new Error('the two handlers disagree on the catalog');

    // Warm both (JIT, pool connections), then alternate rounds so drift on a shared machine hits both alike.
    await load(bareUrl, 2);
    await load(oursUrl, 2);
    const results = { ours: [] as Measurement[], bare: [] as Measurement[] };
    for (let round = 0; round < ROUNDS; round++) {
      results.bare.push(await load(bareUrl, DURATION_S));
      results.ours.push(await load(oursUrl, DURATION_S));
    }

    const summary = (runs: Measurement[]) => ({ rps: mean(runs.map((r) => r.rps)), p99: mean(runs.map((r) => r.p99)) });
    const o = summary(results.ours);
    const b = summary(results.bare);
    const ratio = o.rps / b.rps;
    console.log(
      `GET ${PATH} (${count} packs), ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s each, ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}`,
    );
    console.log(`  ours (buildApp):      ${o.rps.toFixed(0)} req/s, p99 ${o.p99.toFixed(1)} ms`);
    console.log(`  bare Fastify + SQL:   ${b.rps.toFixed(0)} req/s, p99 ${b.p99.toFixed(1)} ms`);
    console.log(
      `  ratio ours / bare: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`,
    );
  } finally {
    await bare?.close();
    await ours?.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
