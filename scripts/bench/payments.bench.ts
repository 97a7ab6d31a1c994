// One live checkout per milestone, under load, on the production build (NODE_ENV=production, PAYMENTS_SANDBOX=true
// without Stripe keys: the test-mode sandbox checkout), on a fresh database. One client's session opens checkouts for
// the same milestone (POST /api/projects/{id}/milestones/{id}/checkout) in one loop, then in 20 concurrent loops,
// rounds alternating, beside GET /api/health from 20 loops in the same run (the server's floor on this machine).
//
// Each checkout closes the earlier one under the project's row lock, so concurrent checkouts for one milestone queue
// behind each other by design: the concurrent figure is expected within a small factor of the single loop, not 20×. A
// request whose row a newer one replaced while its session was being opened answers 409 payments.checkout_replaced
// after expiring its own session; it did the whole path, so it counts as a checkout handled. Any other answer fails.
// Targets (printed, not asserted: throughput on a shared machine drifts): one loop at least SINGLE_TARGET checkouts/s,
// i.e. under 50 ms from the click on Fund milestone to the checkout url (a transaction under the lock, a provider
// session, the earlier session's expiry), 60 times the 20 a minute the route allows one address; 20 loops at least
// 0.5× that, so contention for the lock must not collapse the path.
//
// The route allows 20 checkouts a minute per client address (RATE_LIMITS.createPayment). The loops move to a new
// loopback source address (127.77.x.y) every 20 requests, so the limiter never answers and the path is measured; a
// 429 would fail the run.
//
// Then the integrity figure: every session the provider opened for the milestone (read from the database) is paid on
// the sandbox page by 20 concurrent loops, the provider reconciliation runs as an admin, and the run asserts exactly
// one paid milestone payment, no pending one, exactly one capture, none the reconciliation had to book or refund and
// none unreconciled, one escrow funding, and the ledger invariants. It exits non-zero when one fails.
//
// DATABASE_URL: a PostgreSQL server to create the run's database on; unset, the embedded PostgreSQL.
// BENCH_DURATION_S sets the seconds per measured round (default 4).
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildAll } from '../build.mjs';
import { freshDatabase } from '../scale-out/database';
import { Instance } from '../scale-out/instances';
import { arrange, PASSWORD, type Person } from '../scale-out/load';
import { RATE_LIMITS } from '../../src/server/config/limits';
import { createDatabase, createPool } from '../../src/server/db/client';
import { ledgerInvariantViolations } from '../../src/server/db/ledger-invariants';
import { customProjectMilestones } from '../../src/server/db/schema';
import { freePort } from '../../src/server/lib/free-port';
import { BENCH_OPT_OUTS } from './production-env';

const LOOPS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const ROUNDS = 2;
const SINGLE_TARGET = 20;
const CONCURRENT_TARGET_RATIO = 0.5;
const MILESTONE_AMOUNT = 120_000;
const PER_ADDRESS = RATE_LIMITS.createPayment.max;

type Answer = { status: number; body: string };
type Run = { counts: Map<string, number>; latencies: number[]; seconds: number };

/** Keep-alive connections from loopback source addresses, each address used for PER_ADDRESS requests at most. */
class Client {
  private sent = 0;
  private readonly agents = new Map<number, http.Agent>();

  constructor(readonly origin: string) {}

  private agent(): http.Agent {
    const slot = Math.floor(this.sent++ / PER_ADDRESS);
    let agent = this.agents.get(slot);
    if (!agent) {
      const localAddress = `127.77.${Math.floor(slot / 250) % 250}.${(slot % 250) + 1}`;
      agent = new http.Agent({ keepAlive: true, localAddress });
      this.agents.set(slot, agent);
    }
    return agent;
  }

  send(method: string, urlPath: string, cookie = '', json?: unknown): Promise<Answer & { cookies: string[] }> {
    const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const headers: Record<string, string> = {
      ...(cookie ? { cookie } : {}),
      ...(method === 'POST' ? { origin: this.origin } : {}),
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
    };
    return new Promise((resolve, reject) => {
      const request = http.request(`${this.origin}${urlPath}`, { method, headers, agent: this.agent() }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!),
          }),
        );
      });
      request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')));
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }
}

/** `loops` concurrent loops, each sending one request after the other for `seconds`; answers counted by kind. */
async function drive(
  loops: number,
  seconds: number,
  send: () => Promise<Answer>,
  kind: (answer: Answer) => string,
): Promise<Run> {
  const counts = new Map<string, number>();
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < until) {
        const sentAt = performance.now();
        const label = await send().then(kind, (error: Error) => `network error: ${error.message}`);
        latencies.push(performance.now() - sentAt);
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
    }),
  );
  return { counts, latencies, seconds: (performance.now() - started) / 1000 };
}

/** Each item sent once, by `loops` concurrent loops; answers counted by kind. */
async function each<T>(items: T[], loops: number, send: (item: T) => Promise<string>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (next < items.length) {
        const label = await send(items[next++]!);
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
    }),
  );
  return counts;
}

const HANDLED = ['opened', 'replaced', 'ok'];
const handled = (run: Run) => HANDLED.reduce((total, label) => total + (run.counts.get(label) ?? 0), 0);
const failures = (run: Run) => [...run.counts].filter(([label]) => !HANDLED.includes(label));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
/** Rounded down, so 0.497 never reads as a met 0.50. */
const ratio = (value: number) => (Math.floor(value * 100) / 100).toFixed(2);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const gbp = (minor = 0) => (minor / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

export default async function paymentsBench(): Promise<void> {
  const buildDir = `dist/bench-payments-${process.pid}`;
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-payments-'));
  // As root, the embedded PostgreSQL runs as the postgres user, which must reach its folder inside.
  await chmod(workDir, 0o755);
  const cleanups: (() => Promise<unknown>)[] = [];
  const assertions: string[] = [];
  const check = (ok: boolean, failure: string) => void (ok || assertions.push(failure));
  let server: Instance | null = null;
  try {
    const database = await freshDatabase(process.env.DATABASE_URL, path.join(workDir, 'postgres'));
    cleanups.unshift(database.drop);
    await buildAll({ outDir: buildDir });
    cleanups.unshift(() => rm(buildDir, { recursive: true, force: true }));
    const dataDir = path.join(workDir, 'data');
    await mkdir(dataDir);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = new Instance(
      0,
      port,
      buildDir,
      {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        DATABASE_OWNER_URL: database.ownerUrl,
        ...BENCH_OPT_OUTS,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        // A test deployment: the sandbox checkout on purpose, no Stripe keys.
        PAYMENTS_SANDBOX: 'true',
        RUN_JOBS: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      path.join(workDir, 'server.log'),
    );
    cleanups.unshift(() => server!.kill());
    await server.start();

    // The client's custom project (as an approved quote creates it) with one unfunded milestone, and an admin.
    const cast = await arrange(database.url, { briefClients: 0, browsers: 0 });
    const pool = createPool(database.url, 2);
    cleanups.unshift(() => pool.end());
    const db = createDatabase(pool);
    const milestoneId = randomUUID();
    await db.insert(customProjectMilestones).values({
      id: milestoneId,
      projectId: cast.projectId,
      milestoneNumber: 1,
      title: 'Phase 1',
      amount: MILESTONE_AMOUNT,
      dueDate: new Date(),
    });

    const client = new Client(origin);
    cleanups.unshift(async () => client.close());
    const signIn = async (person: Person) => {
      const answer = await client.send('POST', '/api/auth/sign-in/email', '', {
        email: person.email,
        password: PASSWORD,
      });
      if (answer.status !== 200) throw new Error(`sign-in of ${person.email}: ${answer.status} ${answer.body}`);
      return answer.cookies.join('; ');
    };
    const clientCookie = await signIn(cast.projectClient);
    const adminCookie = await signIn(cast.admin);

    const checkoutPath = `/api/projects/${cast.projectId}/milestones/${milestoneId}/checkout`;
    const checkout = () => client.send('POST', checkoutPath, clientCookie, {});
    const checkoutKind = ({ status, body }: Answer) => {
      if (status === 200) return 'opened';
      if (status === 409 && body.includes('"payments.checkout_replaced"')) return 'replaced';
      return `${status} ${body.slice(0, 160)}`;
    };
    const health = () => client.send('GET', '/api/health');
    const healthKind = ({ status, body }: Answer) => (status === 200 ? 'ok' : `${status} ${body.slice(0, 160)}`);

    // Warm up (JIT, pools), then alternate rounds so drift on a shared machine hits every figure alike.
    await drive(LOOPS, 1, health, healthKind);
    const warm = await drive(1, 1, checkout, checkoutKind);
    const runs = { health: [] as Run[], single: [] as Run[], concurrent: [] as Run[] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.health.push(await drive(LOOPS, DURATION_S, health, healthKind));
      runs.single.push(await drive(1, DURATION_S, checkout, checkoutKind));
      runs.concurrent.push(await drive(LOOPS, DURATION_S, checkout, checkoutKind));
    }
    const summary = (list: Run[]) => {
      const counts = new Map<string, number>();
      for (const run of list) for (const [label, n] of run.counts) counts.set(label, (counts.get(label) ?? 0) + n);
      const seconds = list.reduce((total, run) => total + run.seconds, 0);
      const latencies = list.flatMap((run) => run.latencies);
      return {
        counts,
        perSecond: handled({ counts, latencies, seconds }) / seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
      };
    };
    const h = summary(runs.health);
    const single = summary(runs.single);
    const concurrent = summary(runs.concurrent);
    const allCheckouts = [warm, ...runs.single, ...runs.concurrent];
    const opened = allCheckouts.reduce((total, run) => total + (run.counts.get('opened') ?? 0), 0);
    const replaced = allCheckouts.reduce((total, run) => total + (run.counts.get('replaced') ?? 0), 0);
    for (const run of [...runs.health, ...allCheckouts])
      for (const [label, n] of failures(run)) check(false, `${n} answers: ${label}`);

    // Every session the provider opened for the milestone, each paid on the sandbox page.
    const sessions = await db.execute<{ id: string; status: string }>(sql`
      SELECT s.id, s.status FROM sandbox_checkout_sessions s JOIN milestone_payments p ON p.id = s.order_id
      WHERE p.milestone_id = ${milestoneId}`);
    const sessionIds = sessions.rows.map((row) => row.id);
    const openBeforePaying = sessions.rows.filter((row) => row.status === 'open').length;
    const paid = await each(sessionIds, LOOPS, async (id) => {
      const answer = await client.send('POST', `/sandbox/checkout/${id}/pay`);
      return answer.status === 303 ? 'answered' : `${answer.status} ${answer.body.slice(0, 160)}`;
    });
    for (const [label, n] of paid) check(label === 'answered', `paying: ${n} answers ${label}`);

    const reconciliation = await client.send('POST', '/api/admin/reconciliation/run', adminCookie, {});
    check(reconciliation.status === 200, `reconciliation answered ${reconciliation.status}: ${reconciliation.body}`);
    const run = (reconciliation.status === 200 ? JSON.parse(reconciliation.body) : {}) as {
      capturedCount?: number;
      capturedAmount?: number;
      bookedAmount?: number;
      unreconciledCount?: number;
      rows?: { status: string }[];
    };
    const settledByRun = (run.rows ?? []).filter((row) => row.status !== 'unmatched').length;
    const count = async (query: ReturnType<typeof sql>) => Number((await db.execute<{ n: string }>(query)).rows[0]!.n);
    const paidSessions = await count(sql`
      SELECT count(*) AS n FROM sandbox_checkout_sessions s JOIN milestone_payments p ON p.id = s.order_id
      WHERE p.milestone_id = ${milestoneId} AND s.status = 'paid'`);
    const paymentsBy = async (status: string) =>
      count(
        sql`SELECT count(*) AS n FROM milestone_payments WHERE milestone_id = ${milestoneId} AND status = ${status}`,
      );
    const paidPayments = await paymentsBy('paid');
    const pendingPayments = await paymentsBy('pending');
    const fundings = await count(sql`
      SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'escrow_funding' AND cause_id = ${milestoneId}`);
    const violations = await ledgerInvariantViolations(db);

    // Report.
    const line = (text: string) => console.log(`  ${text}`);
    const row = (name: string, m: ReturnType<typeof summary>) =>
      `${name.padEnd(44)}${m.perSecond.toFixed(1).padStart(8)} /s   p50 ${m.p50.toFixed(1).padStart(6)} ms   ` +
      `p99 ${m.p99.toFixed(1).padStart(6)} ms`;
    console.log(
      `production build (PAYMENTS_SANDBOX=true), ${database.where}; ${ROUNDS} × ${DURATION_S} s per figure, ` +
        `rounds alternating; a new source address every ${PER_ADDRESS} requests (the route's limit per address); ` +
        `one milestone of ${gbp(MILESTONE_AMOUNT)}`,
    );
    line(row('GET /api/health, 20 loops (reference)', h));
    line(
      `${row('checkouts, 1 client loop', single)}   target ≥ ${SINGLE_TARGET}/s: ` +
        `${verdict(single.perSecond >= SINGLE_TARGET)}; ratio to health ${ratio(single.perSecond / h.perSecond)}×`,
    );
    const concurrency = concurrent.perSecond / single.perSecond;
    line(
      `${row('checkouts, 20 concurrent loops, one session', concurrent)}   ratio to 1 loop ${ratio(concurrency)}× ` +
        `(target ≥ ${CONCURRENT_TARGET_RATIO}: ${verdict(concurrency >= CONCURRENT_TARGET_RATIO)}; the project's row ` +
        `lock serializes them); ratio to health ${ratio(concurrent.perSecond / h.perSecond)}×`,
    );
    line(
      `  of those: ${concurrent.counts.get('opened') ?? 0} opened (200), ` +
        `${concurrent.counts.get('replaced') ?? 0} replaced while opening (409 payments.checkout_replaced)`,
    );
    line(
      `sessions the provider opened: ${sessionIds.length} (requests answered 200 or replaced: ${opened + replaced}); ` +
        `still open before paying: ${openBeforePaying} (target 1: ${verdict(openBeforePaying === 1)})`,
    );
    line(
      `paid on the sandbox page: all ${sessionIds.length}; captured: ${paidSessions} (target 1: ${verdict(paidSessions === 1)})`,
    );
    line(
      `milestone payments: ${paidPayments} paid (target 1: ${verdict(paidPayments === 1)}), ${pendingPayments} pending ` +
        `(target 0: ${verdict(pendingPayments === 0)}); escrow fundings ${fundings} (target 1: ${verdict(fundings === 1)})`,
    );
    line(
      `reconciliation: ${run.capturedCount} captured (${gbp(run.capturedAmount)}), ` +
        `${gbp(run.bookedAmount)} booked; booked or refunded by the run ${settledByRun}, ` +
        `unbooked captures (unreconciledCount) ${run.unreconciledCount} (target 0: ${verdict(run.unreconciledCount === 0)})`,
    );
    line(`ledger invariants: ${violations.length === 0 ? 'hold' : violations.join('; ')}`);

    check(sessionIds.length === opened + replaced, `${sessionIds.length} sessions for ${opened + replaced} checkouts`);
    check(openBeforePaying === 1, `${openBeforePaying} sessions open before paying, not 1`);
    check(paidSessions === 1, `${paidSessions} sessions captured, not 1`);
    check(paidPayments === 1, `${paidPayments} paid milestone payments, not 1`);
    check(pendingPayments === 0, `${pendingPayments} pending milestone payments`);
    check(fundings === 1, `${fundings} escrow fundings, not 1`);
    check(run.capturedCount === 1, `the reconciliation found ${run.capturedCount} captures, not 1`);
    check(settledByRun === 0, `${settledByRun} captures were left for the reconciliation to book or refund`);
    check(run.unreconciledCount === 0, `${run.unreconciledCount} captures unbooked after the reconciliation`);
    check(violations.length === 0, `ledger invariants: ${violations.join('; ')}`);
    if (assertions.length > 0) {
      console.log(`\n--- server log (tail) ---\n${server.logTail()}`);
      throw new Error(`payments: ${assertions.length} assertion(s) failed:\n  ${assertions.join('\n  ')}`);
    }
    console.log('  all assertions held');
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error('cleanup:', error));
    await rm(workDir, { recursive: true, force: true });
  }
}
