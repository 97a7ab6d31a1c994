// The signed-in half of the Lighthouse bench: the pages people spend their day in, signed in as the seeded demo
// accounts (the session cookie passed to Lighthouse as a header), beside `/` measured in the same run. Per page it also
// prints what the first view loads: scripts, API calls with their start times relative to navigation, bytes on the
// wire.
import lighthouse from 'lighthouse';
import type { RunningServer } from '../../e2e/support/server';
import { demoHistorySeeded, signInCookie } from './bench-instance';

/** LIGHTHOUSE_SIGNED_IN (comma-separated paths, or `none`) narrows the signed-in pages while iterating. */
const ONLY = process.env.LIGHTHOUSE_SIGNED_IN?.split(',');

const PAGES: { path: string; role: 'client' | 'expert' | 'admin' }[] = [
  { path: '/dashboard', role: 'client' },
  { path: '/project/:project', role: 'client' },
  { path: '/expert', role: 'expert' },
  { path: '/admin', role: 'admin' },
  { path: '/admin/matching', role: 'admin' },
  { path: '/admin/reports', role: 'admin' },
];

const TARGETS = { score: 95, lcp: 1500, tbt: 100 };

type NetworkItem = { url: string; resourceType?: string; networkRequestTime?: number; transferSize?: number };
type LongTask = { url: string; duration: number; startTime: number };
type Figures = {
  score: number;
  lcp: number;
  tbt: number;
  scripts: number;
  bytes: number;
  api: NetworkItem[];
  longTasks: LongTask[];
  /** Lighthouse's error code when the run gave no figures. */
  error?: string;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The page Lighthouse opens before each run, on the measured origin. From its default `about:blank` the navigation
 * goes to a new renderer process (the app's `Cross-Origin-Opener-Policy: same-origin` starts a new browsing context
 * group), and on a loaded machine that process's tracing can begin only after the page has committed: the trace then
 * has no navigation start and the run fails with NO_NAVSTART. From a file of the same origin, sent with the same
 * policy, the navigation stays in the process already traced.
 */
const blankPageOf = (url: string) => `${new URL(url).origin}/robots.txt`;

/** Lighthouse's options for one run of `url`, the performance category only, in the Chrome listening on `port`. */
export const lighthouseFlags = (url: string, port: number) => ({
  port,
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance'],
  blankPage: blankPageOf(url),
});

/** Runs with a Lighthouse error (no figures) measured again, at most this many times each. */
const RETRIES = 2;

async function audit(url: string, port: number, cookie: string | null): Promise<Figures> {
  const result = await lighthouse(url, {
    ...lighthouseFlags(url, port),
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  const { audits, categories, finalDisplayedUrl, runtimeError } = result!.lhr;
  if (runtimeError) console.log(`  (${url}: Lighthouse ${runtimeError.code})`);
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${finalDisplayedUrl}: not signed in?`);
  const items = ((audits['network-requests']!.details as { items?: NetworkItem[] }).items ?? []) as NetworkItem[];
  return {
    score: Math.round((categories.performance!.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']!.numericValue ?? NaN,
    tbt: audits['total-blocking-time']!.numericValue ?? NaN,
    scripts: items.filter((item) => item.resourceType === 'Script').length,
    bytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    api: items.filter((item) => new URL(item.url).pathname.startsWith('/api/')),
    longTasks: ((audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []) as LongTask[],
    error: runtimeError?.code,
  };
}

async function medianOf(url: string, port: number, cookie: string | null, runs: number): Promise<Figures> {
  const all: Figures[] = [];
  for (let run = 0; run < runs; run += 1) {
    let figures = await audit(url, port, cookie);
    for (let retry = 0; figures.error && retry < RETRIES; retry += 1) figures = await audit(url, port, cookie);
    all.push(figures);
  }
  // A run still without an LCP (Lighthouse's own error, printed above) leaves NaN figures rather than ending the bench.
  const middle = all.find((figures) => figures.lcp === median(all.map((f) => f.lcp))) ?? all[0]!;
  return {
    ...middle,
    score: median(all.map((f) => f.score)),
    tbt: median(all.map((f) => f.tbt)),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function signedInPages(server: RunningServer, chromePort: number, runs: number): Promise<void> {
  if (ONLY?.[0] === 'none') return;
  const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
    demoAccounts?: { role: string; email: string; password: string }[];
  };
  const cookies = new Map<string, string>();
  for (const demo of config.demoAccounts ?? [])
    cookies.set(demo.role, await signInCookie(server.url, demo.email, demo.password));
  // The pages are measured once the demo's year of history is there.
  await demoHistorySeeded(server.url, cookies.get('admin')!);
  const projects = (await (
    await fetch(`${server.url}/api/projects`, { headers: { cookie: cookies.get('client')! } })
  ).json()) as { projects: { id: string }[] };
  const reference = await medianOf(`${server.url}/`, chromePort, null, runs);
  console.log(
    `\nsigned in (demo accounts), median of ${runs}; targets: score ≥ ${TARGETS.score}, LCP ≤ ${seconds(TARGETS.lcp)}, ` +
      `TBT ≤ ${TARGETS.tbt} ms; reference / (signed out) in the same run: score ${reference.score}, ` +
      `LCP ${seconds(reference.lcp)}, TBT ${Math.round(reference.tbt)} ms`,
  );
  for (const { path, role } of PAGES) {
    if (ONLY && !ONLY.includes(path)) continue;
    const pagePath = path.replace(':project', projects.projects[0]!.id);
    const ours = await medianOf(`${server.url}${pagePath}`, chromePort, cookies.get(role)!, runs);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`\n${path} (${role})`);
    console.log(
      `  SCORE  ${String(ours.score).padStart(8)}  reference ${String(reference.score).padStart(8)}  ratio ${(ours.score / reference.score).toFixed(2)}  ≥ ${TARGETS.score} ${met(ours.score >= TARGETS.score)}`,
    );
    console.log(
      `  LCP    ${seconds(ours.lcp).padStart(8)}  reference ${seconds(reference.lcp).padStart(8)}  ratio ${(ours.lcp / reference.lcp).toFixed(2)}  ≤ ${seconds(TARGETS.lcp)} ${met(ours.lcp <= TARGETS.lcp)}`,
    );
    console.log(
      `  TBT    ${`${Math.round(ours.tbt)} ms`.padStart(8)}  reference ${`${Math.round(reference.tbt)} ms`.padStart(8)}  ${reference.tbt ? `ratio ${(ours.tbt / reference.tbt).toFixed(2)}` : '         '}  ≤ ${TARGETS.tbt} ms ${met(ours.tbt <= TARGETS.tbt)}`,
    );
    console.log(
      `  scripts on first view ${ours.scripts} (reference ${reference.scripts}; ≤ 15 ${met(ours.scripts <= 15)}), ` +
        `bytes on the wire ${(ours.bytes / 1024).toFixed(0)} KiB (reference ${(reference.bytes / 1024).toFixed(0)} KiB)`,
    );
    for (const call of ours.api) {
      const { pathname, search } = new URL(call.url);
      console.log(
        `    API ${`${Math.round(call.networkRequestTime ?? NaN)} ms`.padStart(8)}  ${`${((call.transferSize ?? 0) / 1024).toFixed(1)} KiB`.padStart(9)}  ${pathname}${search}`,
      );
    }
    // Where the blocking time comes from: the run's long tasks (simulated), by the script Lighthouse attributes them to.
    for (const task of ours.longTasks)
      console.log(
        `    long task at ${`${Math.round(task.startTime)} ms`.padStart(8)}  ${`${Math.round(task.duration)} ms`.padStart(7)}  ${task.url}`,
      );
  }
}
