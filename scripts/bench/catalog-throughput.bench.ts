// Throughput of the cached catalog read (GET /api/catalog/products) under 50 concurrent connections, served by the
// production build (the esbuild bundle of src/server/main.ts, NODE_ENV=production, the production log level),
// against node's own http.createServer returning exactly the same body bytes and content-type, in the same run.
// Each server runs in its own process; autocannon drives them from this one, alternating rounds so drift on a
// shared machine hits both alike. Target: ours at least 0.5 of the reference's requests per second.
//
// On a two-core machine one autocannon process cannot keep node's bare server busy (it idles part of the time), so
// requests per second alone understate what a server costs. The bench also reads each server's CPU time (Linux
// /proc) and prints CPU per request and the server's busy share, and a second ratio: requests per CPU-second, ours
// over the reference's, against the same target. That one is not capped by the load generator, but it moves with
// how busy the machine is (see decision 011).
//
// BENCH_DURATION_S sets the seconds per round (default 10). BENCH_CPU_PROF=<dir> writes a V8 CPU profile of our
// server to <dir> (summarise it with `npx tsx scripts/bench/cpu-profile-summary.ts <file>`).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildAll } from '../build.mjs';
import { freePort } from '../../src/server/lib/free-port';
import { BENCH_OPT_OUTS, productionDatabaseEnv } from './production-env';

const PATH = '/api/catalog/products';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = 2;
const TARGET_RATIO = 0.5;

type Measurement = { rps: number; p99: number; requests: number; cpuMs: number | null; wallMs: number };
type Server = { url: string; pid: number; stop: () => Promise<void> };

/** USER_HZ: 100 on Linux everywhere it matters. */
const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system, all threads) a process has used, in ms; null where /proc is not there. */
function cpuTimeMs(pid: number): number | null {
  try {
    // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th, in ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

/** node's own HTTP server answering every request with the captured bytes; nothing else. */
const REFERENCE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const headers = { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length };
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

async function waitUntilServing(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 120 s:\n${output()}`);
    await setTimeout(100);
  }
}

/**
 * Starts a node process with its stdout and stderr in a file, as a log collector would take them: the server pays for
 * writing its log lines, and a slow reader (this process is busy generating load) cannot stall it. The file shows
 * what went wrong when the process fails to start.
 */
async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
  logFile: string,
): Promise<Server> {
  const port = await freePort();
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(child, `${url}${readyPath}`, () => readFileSync(logFile, 'utf8').slice(-4000));
  } catch (error) {
    // SIGTERM first: the server then stops its embedded PostgreSQL, which a SIGKILL would leave running.
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), setTimeout(20_000, false)]);
    if (!stopped) child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `${url}${PATH}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function load(server: Server, duration: number): Promise<Measurement> {
  const cpuBefore = cpuTimeMs(server.pid);
  const started = performance.now();
  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration, pipelining: 1 });
  const wallMs = performance.now() - started;
  const cpuAfter = cpuTimeMs(server.pid);
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${server.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    wallMs,
  };
}

/** The ratio rounded down (so 0.497 never reads as a met 0.50), then the verdict. */
const verdict = (ratio: number) =>
  `${(Math.floor(ratio * 100) / 100).toFixed(2)} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`;

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;

export default async function catalogThroughputBench(): Promise<void> {
  // A private build of the current sources (as `npm start` would build it), so a stale or shared dist/ is never
  // what gets measured and nobody else's dist/ changes under them.
  const buildDir = `dist/bench-${process.pid}`;
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-catalog-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-catalog-data-'));
  const servers: Server[] = [];
  try {
    await buildAll({ outDir: buildDir });
    const profileDir = process.env.BENCH_CPU_PROF;
    const ours = await startProcess(
      [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
        `${buildDir}/server/main.js`,
      ],
      {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        ...(process.env.DATABASE_URL
          ? await productionDatabaseEnv(process.env.DATABASE_URL)
          : { DATABASE_URL: '', DATABASE: 'embedded' }),
        ...BENCH_OPT_OUTS,
        WEB_ROOT: path.join(buildDir, 'web'),
        AUTH_SECRET: randomBytes(32).toString('hex'),
        PAYMENTS_SANDBOX: 'true',
        RUN_JOBS: 'false',
        SEED_DEMO: 'false',
        // The production log level (info), as a deployment runs it.
        LOG_LEVEL: undefined,
      },
      '/api/health',
      path.join(workDir, 'ours.log'),
    );
    servers.push(ours);

    // Capture one real answer: the reference serves exactly these bytes with this content-type.
    const sample = await fetch(ours.url);
    if (!sample.ok) throw new Error(`${ours.url} answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const contentType = sample.headers.get('content-type') ?? 'application/json';
    const count = (JSON.parse(body.toString('utf8')) as { products: unknown[] }).products.length;
    if (count === 0) throw new Error('the catalog is empty');
    const bodyFile = path.join(workDir, 'body.json');
    await writeFile(bodyFile, body);
    const reference = await startProcess(
      ['-e', REFERENCE_SERVER],
      { PATH: process.env.PATH, BODY_FILE: bodyFile, CONTENT_TYPE: contentType },
      PATH,
      path.join(workDir, 'reference.log'),
    );
    servers.push(reference);
    const referenceBody = Buffer.from(await (await fetch(reference.url)).arrayBuffer());
    if (!referenceBody.equals(body)) throw new Error('the reference does not return the same bytes');

    // Warm both (JIT, connections), then alternate rounds.
    await load(reference, 2);
    await load(ours, 2);
    const results = { ours: [] as Measurement[], reference: [] as Measurement[] };
    for (let round = 0; round < ROUNDS; round++) {
      results.reference.push(await load(reference, DURATION_S));
      results.ours.push(await load(ours, DURATION_S));
    }

    const summary = (runs: Measurement[]) => {
      const requests = runs.reduce((total, run) => total + run.requests, 0);
      const cpuMs = runs.every((run) => run.cpuMs !== null) ? runs.reduce((total, run) => total + run.cpuMs!, 0) : null;
      const wallMs = runs.reduce((total, run) => total + run.wallMs, 0);
      return {
        rps: mean(runs.map((run) => run.rps)),
        p99: mean(runs.map((run) => run.p99)),
        cpuUsPerRequest: cpuMs === null ? null : (cpuMs * 1000) / requests,
        busy: cpuMs === null ? null : cpuMs / wallMs,
      };
    };
    const o = summary(results.ours);
    const r = summary(results.reference);
    const row = (name: string, m: ReturnType<typeof summary>) =>
      `  ${name.padEnd(28)}${m.rps.toFixed(0).padStart(7)} req/s   p99 ${m.p99.toFixed(1).padStart(5)} ms` +
      (m.cpuUsPerRequest === null || m.busy === null
        ? ''
        : `   ${m.cpuUsPerRequest.toFixed(0).padStart(4)} µs CPU per request   CPU busy ${(m.busy * 100).toFixed(0)} %`);
    console.log(
      `GET ${PATH} (${count} packs, ${(body.length / 1024).toFixed(1)} KB ${contentType}), ${CONNECTIONS} connections, ` +
        `${ROUNDS} × ${DURATION_S} s each, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`,
    );
    console.log(row('ours (production build)', o));
    console.log(row('node http, same bytes', r));
    const ratio = o.rps / r.rps;
    console.log(`  throughput ratio ours / node http: ${verdict(ratio)}`);
    if (o.cpuUsPerRequest !== null && r.cpuUsPerRequest !== null) {
      const cpuRatio = r.cpuUsPerRequest / o.cpuUsPerRequest;
      console.log(`  requests per CPU-second ratio ours / node http: ${verdict(cpuRatio)}`);
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await rm(buildDir, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
