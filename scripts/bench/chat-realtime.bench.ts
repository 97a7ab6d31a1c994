// Live chat delivery across server instances (issue 11): two processes of the production build (NODE_ENV=production)
// on the same PostgreSQL, 1,000 Server-Sent Events subscribers on one project channel (`project:{id}`) spread evenly
// over both, and 100 chat messages POSTed through the first one. Each message's latency is measured from the moment
// its POST is sent to its receipt at each subscriber (both ends in this process, one clock). Prints p50 and p99
// (target p99 ≤ 100 ms) and messages lost (target 0), each beside the reference measured in the same run: a bare
// PostgreSQL NOTIFY → LISTEN round trip on the same database (what any cross-instance push costs at least).
//
// The subscribers are signed-in sessions allowed on the channel: the project's client and expert plus admins, ten
// streams per person (the per-user limit per instance is REALTIME_STREAMS_PER_USER). BENCH_CHAT_SUBSCRIBERS and
// BENCH_CHAT_MESSAGES change the counts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import pg from 'pg';
import { buildAll } from '../build.mjs';
import { REALTIME_STREAMS_PER_USER } from '../../src/server/config/limits';
import { createDatabase, createPool } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { account, profiles, projectParticipants, projects, user } from '../../src/server/db/schema';
import { freePort } from '../../src/server/lib/free-port';
import { createLogger } from '../../src/server/logger';
import { hashPassword } from '../../src/server/modules/auth/password-hash';
import { BENCH_OPT_OUTS, productionDatabaseEnv } from './production-env';

const SUBSCRIBERS = Number(process.env.BENCH_CHAT_SUBSCRIBERS ?? 1000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 100);
/** Pause between two POSTs: a lively conversation, far faster than people type. */
const GAP_MS = 50;
const TARGET_P99_MS = 100;
const TARGET_LOST = 0;
/** How long after the last POST a late message still counts as delivered rather than lost. */
const DRAIN_MS = 5000;
const STREAMS_PER_PERSON = REALTIME_STREAMS_PER_USER;
const PASSWORD = 'chat-realtime-bench-42';

type Instance = { url: string; pid: number; stop: () => Promise<void> };

async function startInstance(buildDir: string, env: NodeJS.ProcessEnv, logFile: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), setTimeout(20_000, false)]);
    if (!stopped) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${url} did not answer within 120 s`);
    }
    await setTimeout(100);
  }
  return { url, pid: child.pid!, stop };
}

/** The project, its client and expert, and enough admins that every subscriber is an allowed session. */
async function arrange(databaseUrl: string, people: number) {
  const pool = createPool(databaseUrl, 2);
  const db = createDatabase(pool);
  try {
    const hash = await hashPassword(PASSWORD);
    const emails: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < people; i++) {
      const id = randomUUID();
      const email = `chat-bench-${i}-${id.slice(0, 6)}@example.test`;
      await db.insert(user).values({ id, name: `Bench Person ${i}`, email, emailVerified: true });
      await db
        .insert(account)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
      // The first two are the project's client and expert; the rest are admins (who may join any project channel).
      await db.insert(profiles).values({ userId: id, email, fullName: `Bench Person ${i}`, isAdmin: i >= 2 });
      emails.push(email);
      ids.push(id);
    }
    const projectId = randomUUID();
    await db.insert(projects).values({
      id: projectId,
      title: 'Chat realtime bench',
      status: 'active',
      isCustom: true,
      currency: 'gbp',
      totalPrice: 100_000,
      clientId: ids[0]!,
      quoteId: randomUUID(),
    });
    await db.insert(projectParticipants).values([
      { projectId, userId: ids[0]!, role: 'client' },
      { projectId, userId: ids[1]!, role: 'freelancer' },
    ]);
    return { projectId, emails };
  } finally {
    await pool.end();
  }
}

async function signInCookie(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The subscribers run in worker threads (SUBSCRIBER_THREADS of them), so reading 1,000 streams does not hold up the
 * thread that POSTs and times the messages, and the reading is spread over the cores. Plain JavaScript (a worker has
 * no TypeScript loader). Times are epoch milliseconds with sub-millisecond precision (`timeOrigin + now()`), the same
 * clock in every thread. Each stream holds its own socket (no pooling limit, no keep-alive reuse).
 */
const SUBSCRIBER_THREADS = 2;
const SUBSCRIBER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();
const streams = [];
let total = 0;
const BENCH = /"event":"chat\\.message".*"message":"bench #(\\d+)/;
function open(url, cookie) {
  return new Promise((resolve, reject) => {
    const received = new Map();
    const request = http.get(url, { agent, headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error('stream answered ' + response.statusCode));
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        const at = now();
        buffer += chunk;
        let boundary;
        while ((boundary = buffer.indexOf('\\n\\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          // A block may start with other fields (the first one carries retry:); the message is its data line.
          const line = block.split('\\n').find((l) => l.startsWith('data: '));
          if (!line) continue;
          // The bench's messages are told apart by their text; no need to parse every push in full.
          const match = BENCH.exec(line);
          if (match) {
            const seq = Number(match[1]);
            if (!received.has(seq)) {
              received.set(seq, at);
              total++;
            }
          } else if (JSON.parse(line.slice(6)).event === 'ready') {
            request.setTimeout(0);
            streams.push({ instance: workerData.instanceOf[url], received, close: () => request.destroy() });
            resolve();
          }
        }
      });
    });
    request.on('error', reject);
    request.setTimeout(30000, () => request.destroy(new Error('stream not ready within 30 s')));
  });
}
(async () => {
  const targets = workerData.targets;
  for (let i = 0; i < targets.length; i += 25) await Promise.all(targets.slice(i, i + 25).map((t) => open(t.url, t.cookie)));
  parentPort.postMessage({ type: 'ready', count: streams.length });
})().catch((error) => parentPort.postMessage({ type: 'error', message: String((error && error.stack) || error) }));
parentPort.on('message', (message) => {
  if (message === 'count') parentPort.postMessage({ type: 'count', total });
  else if (message === 'collect') {
    parentPort.postMessage({ type: 'results', streams: streams.map((s) => ({ instance: s.instance, received: [...s.received] })) });
    streams.forEach((s) => s.close());
  }
});
`;

type StreamResult = { instance: number; received: [number, number][] };
type WorkerReply =
  | { type: 'ready'; count: number }
  | { type: 'error'; message: string }
  | { type: 'count'; total: number }
  | { type: 'results'; streams: StreamResult[] };

/** A subscriber thread: opens its streams, then answers `count` and `collect`. */
function startSubscribers(targets: { url: string; cookie: string }[], instanceOf: Record<string, number>) {
  const worker = new Worker(SUBSCRIBER_WORKER, { eval: true, workerData: { targets, instanceOf } });
  const ask = <T extends WorkerReply['type']>(type: T, send?: string) =>
    new Promise<Extract<WorkerReply, { type: T }>>((resolve, reject) => {
      const onMessage = (reply: WorkerReply) => {
        if (reply.type === 'error') reject(new Error(reply.message));
        else if (reply.type === type) {
          worker.off('message', onMessage);
          resolve(reply as Extract<WorkerReply, { type: T }>);
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      if (send) worker.postMessage(send);
    });
  const ready = ask('ready');
  return {
    ready,
    count: async () => (await ask('count', 'count')).total,
    collect: async () => (await ask('results', 'collect')).streams,
    stop: () => worker.terminate(),
  };
}

/** The reference: a bare NOTIFY on one connection to a LISTEN on another, same database, same machine. */
async function notifyRoundTrips(databaseUrl: string, count: number): Promise<number[]> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  const sender = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), sender.connect()]);
  try {
    await listener.query('LISTEN bench_reference');
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const arrived = new Promise<void>((resolve) =>
        listener.once('notification', (n) => n.payload === String(i) && resolve()),
      );
      await sender.query(`SELECT pg_notify('bench_reference', $1)`, [String(i)]);
      await arrived;
      times.push(performance.now() - started);
      await setTimeout(5);
    }
    return times;
  } finally {
    await Promise.all([listener.end(), sender.end()]);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const ratio = (ours: number, reference: number) => `${(ours / reference).toFixed(1)}× the reference`;

export default async function chatRealtimeBench(): Promise<void> {
  const buildDir = `dist/bench-chat-${process.pid}`;
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-chat-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-chat-data-'));
  const stops: (() => Promise<void>)[] = [];
  let stopThreads = async (): Promise<unknown> => undefined;
  try {
    await buildAll({ outDir: buildDir });
    const common = {
      ...process.env,
      NODE_ENV: 'production',
      ...BENCH_OPT_OUTS,
      WEB_ROOT: path.join(buildDir, 'web'),
      // Both instances sign the same session cookies.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PAYMENTS_SANDBOX: 'true',
      RUN_JOBS: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The bench signs in a hundred people from one address within a minute.
      AUTH_ATTEMPTS_PER_MINUTE: '10000',
    };
    // The first instance runs the embedded PostgreSQL in DATA_DIR (or uses DATABASE_URL); the second joins it.
    const serverDatabase = process.env.DATABASE_URL ? await productionDatabaseEnv(process.env.DATABASE_URL) : null;
    const first = await startInstance(
      buildDir,
      { ...common, DATA_DIR: dataDir, ...(serverDatabase ?? { DATABASE_URL: '', DATABASE: 'embedded' }) },
      path.join(workDir, 'first.log'),
    );
    stops.push(first.stop);
    const embedded = serverDatabase
      ? null
      : await startEmbeddedPostgres(dataDir, createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    const second = await startInstance(
      buildDir,
      {
        ...common,
        DATA_DIR: path.join(workDir, 'second-data'),
        ...(serverDatabase ?? { DATABASE_URL: embedded!.appUrl, DATABASE_OWNER_URL: embedded!.url }),
      },
      path.join(workDir, 'second.log'),
    );
    const databaseUrl = serverDatabase?.DATABASE_URL ?? embedded!.appUrl;
    stops.unshift(second.stop);
    const instances = [first, second];

    const people = Math.ceil(SUBSCRIBERS / STREAMS_PER_PERSON);
    const { projectId, emails } = await arrange(databaseUrl, Math.max(people, 2));
    // One session per person, used for all their streams on both instances (sessions live in the shared database).
    const cookies: string[] = [];
    for (const email of emails) cookies.push(await signInCookie(first.url, email));

    // Subscribers alternate between the instances; consecutive pairs go to alternate threads.
    const channel = `project:${projectId}`;
    const urls = instances.map((instance) => `${instance.url}/api/realtime/stream?channels=${channel}`);
    const instanceOf = Object.fromEntries(urls.map((url, index) => [url, index]));
    const targets: { url: string; cookie: string }[][] = Array.from({ length: SUBSCRIBER_THREADS }, () => []);
    for (let i = 0; i < SUBSCRIBERS; i++)
      targets[Math.floor(i / 2) % SUBSCRIBER_THREADS]!.push({
        url: urls[i % 2]!,
        cookie: cookies[Math.floor(i / STREAMS_PER_PERSON)]!,
      });
    const threads = targets.map((list) => startSubscribers(list, instanceOf));
    stopThreads = () => Promise.all(threads.map((thread) => thread.stop()));
    const opened = (await Promise.all(threads.map((thread) => thread.ready))).reduce((n, r) => n + r.count, 0);
    console.log(
      `${opened} subscribers on ${channel} (${Math.ceil(opened / 2)} on each of 2 instances, read by ` +
        `${SUBSCRIBER_THREADS} threads; ${people} people × ${STREAMS_PER_PERSON} streams), ${MESSAGES} messages ` +
        `POSTed through instance 1, one every ${GAP_MS} ms; ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`,
    );

    // A warm-up message (not counted), then the measured ones.
    const poster = cookies[0]!;
    const post = async (text: string) => {
      const response = await fetch(`${first.url}/api/projects/${projectId}/messages`, {
        method: 'POST',
        headers: { cookie: poster, origin: first.url, 'content-type': 'application/json' },
        body: JSON.stringify({ message: text }),
      });
      if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
    };
    await post('warm-up');
    await setTimeout(500);

    const now = () => performance.timeOrigin + performance.now();
    const sentAt: number[] = [];
    const answered: number[] = [];
    for (let seq = 0; seq < MESSAGES; seq++) {
      const started = now();
      sentAt[seq] = started;
      await post(`bench #${seq} — hello from the chat bench 🙂`);
      answered.push(now() - started);
      await setTimeout(GAP_MS);
    }
    const expected = opened * MESSAGES;
    const drainUntil = Date.now() + DRAIN_MS;
    const delivered = async () => (await Promise.all(threads.map((thread) => thread.count()))).reduce((a, b) => a + b);
    while ((await delivered()) < expected && Date.now() < drainUntil) await setTimeout(50);
    const streams = (await Promise.all(threads.map((thread) => thread.collect()))).flat();
    const latencies = streams.flatMap((stream) => stream.received.map(([seq, at]) => at - sentAt[seq]!));

    const reference = (await notifyRoundTrips(databaseUrl, MESSAGES)).sort((a, b) => a - b);
    latencies.sort((a, b) => a - b);
    const lost = expected - latencies.length;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const refP50 = percentile(reference, 50);
    const refP99 = percentile(reference, 99);
    const perInstance = instances.map((_, index) =>
      streams.filter((stream) => stream.instance === index).reduce((total, s) => total + s.received.length, 0),
    );
    console.log(
      `  deliveries: ${latencies.length} of ${expected} (instance 1: ${perInstance[0]}, instance 2: ${perInstance[1]})`,
    );
    console.log(
      `  p50 POST → receipt ${ms(p50)}   reference NOTIFY → LISTEN p50 ${ms(refP50)}   ${ratio(p50, refP50)}`,
    );
    console.log(
      `  p99 POST → receipt ${ms(p99)}   target ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}   ` +
        `reference p99 ${ms(refP99)}   ${ratio(p99, refP99)}`,
    );
    // Where the time goes: the POST itself (session, access check, insert, commit), the first subscriber reached, and
    // how long one message takes to reach all of them (fan-out on the instances plus this process reading 1,000
    // streams on one event loop).
    const firsts: number[] = [];
    const spreads: number[] = [];
    for (let seq = 0; seq < MESSAGES; seq++) {
      const times = streams.flatMap((stream) => stream.received.filter(([n]) => n === seq).map(([, at]) => at));
      if (times.length === 0) continue;
      firsts.push(Math.min(...times) - sentAt[seq]!);
      spreads.push(Math.max(...times) - Math.min(...times));
    }
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    console.log(
      `  breakdown (p50): POST answered ${ms(median(answered))}   first subscriber ${ms(median(firsts))}   ` +
        `first → last subscriber ${ms(median(spreads))}   (load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${cpus().length} cores)`,
    );
    console.log(
      `  max ${ms(latencies.at(-1) ?? NaN)}   messages lost ${lost} (target ${TARGET_LOST}: ${lost <= TARGET_LOST ? 'met' : 'NOT met'})`,
    );
  } finally {
    await stopThreads();
    for (const stop of stops) await stop();
    await rm(buildDir, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
