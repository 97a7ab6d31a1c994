// Admin reports at scale: 1,000,000 projects with quotes, milestones, deliverables (and their versions), payments,
// meetings, ratings and 50,000 freelancers, loaded set-based (INSERT … SELECT … generate_series) into a throwaway
// PostgreSQL, then the production routes driven in-process through the real app (session check, zod, the reports
// service and its views):
//   - each report's filtered, searched page (GET /api/admin/reports/{kind}?…): target p95 ≤ 50 ms;
//   - each report's 10,000-row CSV export (GET /api/admin/reports/{kind}/export.csv?…): target ≤ 1 s;
//   - the Overview (GET /api/admin/reports/overview), read from the KPI figures triggers maintain: target p95 ≤ 200 ms,
//     checked equal to a from-scratch recomputation, beside the old whole-table scan (decision 021).
// References measured in the same run: a `SELECT 1` round trip, a primary-key lookup of one project, GET /api/health,
// and for the Overview the bare SQL of the old scan; plus what the triggers add to a payment and a quote send.
// Runs on its own embedded PostgreSQL (or BENCH_DATABASE_URL, a database it may fill and keep).
//
// BENCH_PROJECTS sets the number of projects (default 1,000,000); BENCH_RUNS the measured page runs per report
// (default 100); BENCH_EXPORT_RUNS the measured exports per report (default 5).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildAll } from '../build.mjs';
import { freePort } from '../../src/server/lib/free-port';
import { createDatabase, createPool } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { BENCH_OPT_OUTS, productionDatabaseEnv } from './production-env';
import { runMigrations } from '../../src/server/db/migrate';
import { account, profiles, user } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { allowAdminsWithoutMfa } from '../../src/server/test/without-admin-mfa';
import { createLogger } from '../../src/server/logger';
import { hashPassword } from '../../src/server/modules/auth/password-hash';
import { REPORT_EXPORT_MAX_ROWS } from '../../src/shared/domain/limits';
import { REPORTS_API } from '../../src/shared/schemas/reports';
import { COMPANIES, TOPICS, FIRST, LAST } from './reports-bench-words';
import { PROJECTS, load } from './reports-bench-load';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
const WARMUP = 10;
const TARGET_PAGE_P95_MS = 50;
const TARGET_EXPORT_MS = 1000;
const TARGET_OVERVIEW_P95_MS = 200;
/** Runs of the old whole-table scan (about 2 s each at a million projects). */
const SCAN_RUNS = Number(process.env.BENCH_SCAN_RUNS ?? 3);
/** Writes measured with and without the KPI triggers. */
const WRITE_RUNS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The production build's server (`node {build}/server/main.js`, NODE_ENV=production) on the bench database. */
async function startServer(databaseUrl: string, dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const buildDir = `dist/bench-reports-${process.pid}`;
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ...(await productionDatabaseEnv(databaseUrl)),
      ...BENCH_OPT_OUTS,
      WEB_ROOT: path.join(buildDir, 'web'),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PAYMENTS_SANDBOX: 'true',
      RUN_JOBS: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL,
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
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Each report's filtered, searched page (the search term rotates through company-topic pairs) and its export. */
function cases(): { kind: string; page: (i: number) => string; exportQuery: string }[] {
  const pair = (i: number) => encodeURIComponent(`${COMPANIES[(i * 7) % 60]} ${TOPICS[(i * 11) % 40]}`);
  const name = (i: number) => encodeURIComponent(`${FIRST[(i * 3) % 50]} ${LAST[(i * 13) % 50]}`);
  return [
    { kind: 'projects', page: (i) => `status=active&q=${pair(i)}`, exportQuery: 'status=completed' },
    {
      kind: 'freelancers',
      page: (i) => `q=${name(i)}&minPrice=4000&maxPrice=12000`,
      exportQuery: 'minPrice=4000',
    },
    { kind: 'quotes', page: (i) => `status=rejected&q=${pair(i)}`, exportQuery: 'status=approved' },
    {
      kind: 'milestones',
      page: (i) => `paymentStatus=succeeded&q=${pair(i)}`,
      exportQuery: 'paymentStatus=succeeded',
    },
    { kind: 'deliverables', page: (i) => `status=approved&q=${pair(i)}`, exportQuery: 'status=approved' },
    { kind: 'meetings', page: (i) => `range=30d&provider=zoom&q=${pair(i)}`, exportQuery: 'provider=zoom' },
  ];
}

/**
 * What the KPI triggers add to a write (no target): a milestone payment (one delta row) and a quote's first send
 * (deltas plus re-deriving its request's first sent quote), each in a rolled-back transaction, with the triggers on and
 * with them off (session_replication_role = replica).
 */
async function triggerCost(client: pg.Client): Promise<string> {
  const { rows: milestones } = await client.query<{ id: string }>(
    `SELECT id FROM custom_project_milestones WHERE payment_status = 'pending' LIMIT ${WRITE_RUNS}`,
  );
  const { rows: quotes } = await client.query<{ id: string }>(
    `SELECT id FROM custom_quotes WHERE sent_at IS NULL LIMIT ${WRITE_RUNS}`,
  );
  const writes = {
    payment: [
      `UPDATE custom_project_milestones SET payment_status = 'succeeded', funded_at = now() WHERE id = $1`,
      milestones,
    ],
    'quote send': [
      `UPDATE custom_quotes SET status = 'sent', sent_at = now(), expires_at = now() + interval '14 days' WHERE id = $1`,
      quotes,
    ],
  } as const;
  const parts: string[] = [];
  for (const [label, [text, rows]] of Object.entries(writes)) {
    const timed: Record<string, number[]> = { on: [], off: [] };
    for (const row of rows)
      for (const mode of ['on', 'off'] as const) {
        await client.query('BEGIN');
        if (mode === 'off') await client.query('SET LOCAL session_replication_role = replica');
        const started = performance.now();
        await client.query(text, [row.id]);
        timed[mode]!.push(performance.now() - started);
        await client.query('ROLLBACK');
      }
    const on = summary(timed.on!);
    const off = summary(timed.off!);
    parts.push(`${label} p50 ${ms(on.p50)} with, ${ms(off.p50)} without (+${ms(on.p50 - off.p50)})`);
  }
  return `KPI triggers' cost per write (${WRITE_RUNS} each, no target): ${parts.join('; ')}`;
}

export default async function reportsBench(): Promise<void> {
  const logger = createLogger({
    NODE_ENV: 'production',
    LOG_LEVEL: (process.env.BENCH_LOG_LEVEL ?? 'silent') as 'silent',
  });
  let dataDir: string | null = null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!databaseUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bench-reports-'));
    // A database server sized for a million projects, as a deployment would give it (PostgreSQL's default 128 MB of
    // shared buffers is for a laptop): 4 GB, enough for the whole ~3.5 GB database, as on a 16 GB server; set and
    // then restarted into. With 1 GB, most pages a search touches are read from the kernel each time.
    const first = await startEmbeddedPostgres(dataDir, logger);
    const setup = new pg.Client({ connectionString: first.url });
    await setup.connect();
    await setup.query(`ALTER SYSTEM SET shared_buffers = '4GB'`);
    await setup.end();
    await first.stop();
    const embedded = await startEmbeddedPostgres(dataDir, logger);
    stopEmbedded = embedded.stop;
    databaseUrl = embedded.url;
  }
  const pool = createPool(databaseUrl, 10);
  const db = createDatabase(pool);
  const client = new pg.Client({ connectionString: databaseUrl });
  let server: { url: string; stop: () => Promise<void> } | null = null;
  let serverDataDir: string | null = null;
  const buildDir = `dist/bench-reports-${process.pid}`;
  try {
    await runMigrations(db);
    await seedDatabase(db, { demoAccounts: false, logger });
    await allowAdminsWithoutMfa(db);
    await client.connect();
    const { rows: existing } = await client.query<{ n: string }>('SELECT count(*) AS n FROM projects');
    if (Number(existing[0]!.n) < PROJECTS) {
      const loadStarted = performance.now();
      console.log(`loading ${PROJECTS.toLocaleString('en-GB')} projects and their data…`);
      await load(client);
      console.log(`loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
    }
    const { rows: counts } = await client.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM custom_quotes) AS quotes,
              (SELECT count(*) FROM custom_project_milestones) AS milestones,
              (SELECT count(*) FROM project_deliverables) AS deliverables,
              (SELECT count(*) FROM deliverable_files) AS versions, (SELECT count(*) FROM meetings) AS meetings,
              (SELECT count(*) FROM expert_profiles) AS freelancers`,
    );
    console.log(
      Object.entries(counts[0]!)
        .map(([key, value]) => `${Number(value).toLocaleString('en-GB')} ${key}`)
        .join(', '),
    );

    // The production build of the current sources (as `npm start` builds it), in its own process on this database:
    // a private build directory, so nobody else's dist/ is measured or changed.
    const buildStarted = performance.now();
    await buildAll({ outDir: buildDir });
    console.log(`production build: ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`);
    serverDataDir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'bench-reports-data-')));
    server = await startServer(databaseUrl, serverDataDir);

    // An admin, signed in through the real auth route over HTTP.
    const adminId = randomUUID();
    const password = 'bench correct horse battery';
    const email = `admin-${adminId.slice(0, 8)}@bench.local`;
    await db.insert(user).values({ id: adminId, name: 'Bench Admin', email, emailVerified: true });
    await db.insert(account).values({
      id: randomUUID(),
      accountId: adminId,
      providerId: 'credential',
      userId: adminId,
      password: await hashPassword(password),
    });
    await db.insert(profiles).values({ userId: adminId, email, fullName: 'Bench Admin', isAdmin: true });
    const base = server.url;
    const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (signedIn.status !== 200) throw new Error(`admin sign-in failed: ${signedIn.status}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const get = async (url: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${url}`, { headers: { origin: base, cookie } });
      const body = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 500)}`);
      return { elapsed, body, headers: response.headers };
    };
    const { rows: someProject } = await client.query<{ id: string }>('SELECT id FROM projects LIMIT 1');
    const selectOne = async () => {
      const started = performance.now();
      await client.query('SELECT 1');
      return performance.now() - started;
    };
    const health = async () => (await get('/api/health')).elapsed;
    const pkLookup = async () => {
      const started = performance.now();
      await client.query('SELECT * FROM projects WHERE id = $1', [someProject[0]!.id]);
      return performance.now() - started;
    };

    const results: string[] = [];
    let allMet = true;
    for (const { kind, page, exportQuery } of cases()) {
      for (let i = 0; i < WARMUP; i++) await get(`/api/admin/reports/${kind}?${page(i + 1000)}`);
      const pageSamples: number[] = [];
      const oneSamples: number[] = [];
      const pkSamples: number[] = [];
      const healthSamples: number[] = [];
      let matched = 0;
      for (let i = 0; i < RUNS; i++) {
        const { elapsed, body: response } = await get(`/api/admin/reports/${kind}?${page(i)}`);
        pageSamples.push(elapsed);
        matched += (JSON.parse(response) as { total: number }).total;
        oneSamples.push(await selectOne());
        pkSamples.push(await pkLookup());
        healthSamples.push(await health());
      }
      const exportSamples: number[] = [];
      let rows = 0;
      let bytes = 0;
      await get(`/api/admin/reports/${kind}/export.csv?${exportQuery}`);
      for (let i = 0; i < EXPORT_RUNS; i++) {
        const { elapsed, body, headers } = await get(`/api/admin/reports/${kind}/export.csv?${exportQuery}`);
        exportSamples.push(elapsed);
        rows = Number(headers.get('x-total-count'));
        bytes = Buffer.byteLength(body);
      }
      const pageFigures = summary(pageSamples);
      const exportFigures = summary(exportSamples);
      const one = summary(oneSamples);
      const pk = summary(pkSamples);
      const healthFigures = summary(healthSamples);
      const pageMet = pageFigures.p95 <= TARGET_PAGE_P95_MS;
      const exportMet = exportFigures.max <= TARGET_EXPORT_MS && rows === REPORT_EXPORT_MAX_ROWS;
      allMet &&= pageMet && exportMet;
      results.push(
        `${kind}: page (${page(0).replace(/q=[^&]*/, 'q=…')}, ~${Math.round(matched / RUNS)} matches) p50 ${ms(pageFigures.p50)}, p95 ${ms(pageFigures.p95)} — target ≤ ${TARGET_PAGE_P95_MS} ms, ratio ${(pageFigures.p95 / TARGET_PAGE_P95_MS).toFixed(2)} (${pageMet ? 'met' : 'NOT met'}); ` +
          `reference SELECT 1 p95 ${ms(one.p95)} (page is ${(pageFigures.p95 / one.p95).toFixed(1)}×), PK lookup p95 ${ms(pk.p95)} (${(pageFigures.p95 / pk.p95).toFixed(1)}×), GET /api/health over HTTP p95 ${ms(healthFigures.p95)} (${(pageFigures.p95 / healthFigures.p95).toFixed(1)}×)\n` +
          `${' '.repeat(kind.length + 2)}export (${exportQuery}) ${rows.toLocaleString('en-GB')} rows, ${(bytes / 1e6).toFixed(1)} MB: p50 ${ms(exportFigures.p50)}, max ${ms(exportFigures.max)} of ${EXPORT_RUNS} — target ≤ ${TARGET_EXPORT_MS} ms, ratio ${(exportFigures.max / TARGET_EXPORT_MS).toFixed(2)} (${exportMet ? 'met' : 'NOT met'}); ${(exportFigures.p50 / pk.p50).toFixed(0)}× a PK lookup`,
      );
      console.log(results.at(-1));
    }
    // The Overview: the maintained figures through the production route, against the old scan's bare SQL.
    await client.query('SELECT report_kpis_compact()');
    for (let i = 0; i < WARMUP; i++) await get(REPORTS_API.overview);
    const overviewSamples: number[] = [];
    const overviewHealth: number[] = [];
    const overviewPk: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      overviewSamples.push((await get(REPORTS_API.overview)).elapsed);
      overviewHealth.push(await health());
      overviewPk.push(await pkLookup());
    }
    const scanSamples: number[] = [];
    let exact = true;
    for (let i = 0; i < SCAN_RUNS; i++) {
      const started = performance.now();
      await client.query(`SELECT * FROM admin_v_report_kpis`);
      await client.query(
        `SELECT * FROM admin_v_gmv_by_month WHERE month >= to_char(now() - interval '11 months', 'YYYY-MM')`,
      );
      scanSamples.push(performance.now() - started);
    }
    // Exact: the maintained inputs equal the recomputation, in one statement (one snapshot).
    const { rows: compared } = await client.query<{ same: boolean; months: boolean }>(
      `SELECT (SELECT row_to_json(m)::jsonb FROM admin_v_report_kpis_maintained m)
                = (SELECT row_to_json(r)::jsonb FROM admin_v_report_kpis r) AS same,
              (SELECT coalesce(jsonb_agg(g ORDER BY g.month), '[]') FROM admin_v_gmv_by_month_maintained g)
                = (SELECT coalesce(jsonb_agg(g ORDER BY g.month), '[]') FROM admin_v_gmv_by_month g) AS months`,
    );
    exact = compared[0]!.same && compared[0]!.months;
    const { rows: deltaRows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM report_kpi_deltas');
    const overview = summary(overviewSamples);
    const scan = summary(scanSamples);
    const overviewMet = overview.p95 <= TARGET_OVERVIEW_P95_MS && exact;
    allMet &&= overviewMet;
    console.log(
      `overview (KPIs over all ${PROJECTS.toLocaleString('en-GB')} projects' data, from ${Number(deltaRows[0]!.n).toLocaleString('en-GB')} maintained rows): ` +
        `p50 ${ms(overview.p50)}, p95 ${ms(overview.p95)} of ${RUNS} — target ≤ ${TARGET_OVERVIEW_P95_MS} ms, ratio ${(overview.p95 / TARGET_OVERVIEW_P95_MS).toFixed(2)} (${overviewMet ? 'met' : 'NOT met'}); ` +
        `equal to the from-scratch recomputation: ${exact ? 'yes' : 'NO'}\n` +
        `          reference: the old whole-table scan's bare SQL p50 ${ms(scan.p50)} of ${SCAN_RUNS} (the Overview over HTTP is ${(scan.p50 / overview.p50).toFixed(0)}× faster), ` +
        `GET /api/health over HTTP p95 ${ms(summary(overviewHealth).p95)} (Overview ${(overview.p95 / summary(overviewHealth).p95).toFixed(1)}×), PK lookup p95 ${ms(summary(overviewPk).p95)}`,
    );
    console.log(await triggerCost(client));
    console.log(allMet ? 'all report targets met' : 'SOME report targets NOT met');
  } finally {
    await server?.stop();
    await rm(buildDir, { recursive: true, force: true });
    if (serverDataDir && serverDataDir !== dataDir) await rm(serverDataDir, { recursive: true, force: true });
    await client.end().catch(() => undefined);
    await pool.end();
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

// Run directly (npx tsx scripts/bench/reports.bench.ts) as well as through scripts/bench/index.ts.
if (import.meta.url === `file://${process.argv[1]}`) await reportsBench();
