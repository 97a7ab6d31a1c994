// Scale-out behind nginx, restarted under load (the deployment docs/deploy.md describes, proved): three production
// instances of the built release on one fresh PostgreSQL database, S3 storage (s3rver) and SMTP (a counting sink),
// behind Debian's nginx running the site deploy/nginx-site.mjs writes, with TLS. Twenty signed-in browsers (each its own loopback address)
// browse, submit briefs, chat in a shared project, upload deliverables and pass briefs through QA for LOAD_SECONDS,
// while eight more tabs hold the project's live chat stream. From 20 s in, each instance in turn is taken out of
// nginx's rotation (a graceful reload), gets SIGTERM, is waited for, started again, waited for until ready and put
// back: the rolling restart docs/deploy.md describes.
//
// It asserts: no failed request (a request nginx passed on to another instance and that then succeeded is fine), no
// acknowledged write lost (every brief, chat message and upload that got a 2xx is read back: rows from the database,
// files through the API byte for byte), every job's effect exactly once (each brief's draft notifies the admin once;
// each release e-mails the client once; each upload e-mails the admin once: counted at the SMTP sink), every chat
// message reaching every subscribed tab (live, or by the catch-up the web app does on each reconnect), each SIGTERM
// exiting 0, and resident memory growth per process below a ceiling. It prints p50/p99 latency in the 15 s window
// without restarts (the same run's reference) against the window with restarts, as a ratio.
//
// DATABASE_URL: a PostgreSQL server to create the run's database on (CI: Debian's); unset, the embedded PostgreSQL.
// SCALE_OUT_SECONDS changes the load's length (default 60). SCALE_OUT_STOP_SIGNAL=SIGKILL restarts without a drain,
// to see what the harness reports then (failed writes, non-zero exits). CI: the scale-out stage of .ci/run.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import pg from 'pg';
import { DEFAULT_UPLOAD_MAX_MB } from '../../src/shared/domain/limits';
import { proveBackupAndRestore } from '../scale-out/backup-restore';
import { freshDatabase } from '../scale-out/database';
import type { Recorder } from '../scale-out/http-client';
import { Instance, type Stopped } from '../scale-out/instances';
import {
  arrange,
  ChatSubscriber,
  passQaQueue,
  signedIn,
  startVirtualUsers,
  type Acknowledged,
  type LoadContext,
} from '../scale-out/load';
import {
  excerptLinesMissing,
  findNginx,
  NGINX_SITE,
  readAccessLog,
  startNginx,
  uploadBodyLimitMb,
} from '../scale-out/nginx';
import { freeLowPorts } from '../scale-out/ports';
import { freshRelease } from '../scale-out/release';
import { describeFailure, rssGrowth, type RssSample } from '../scale-out/report';
import { S3_BUCKET, S3_KEY, startS3, startSmtpSink } from '../scale-out/services';

const DEPLOY_DOC = 'docs/deploy.md';
const LOAD_MS = Number(process.env.SCALE_OUT_SECONDS ?? 60) * 1000;
const WARM_UP_MS = 5000;
const STEADY_MS = 15_000;
const RESTARTS_AT_MS = WARM_UP_MS + STEADY_MS;
/** Shorter than the default 25 s; the harness waits for the exit for this plus 10 s. */
const SHUTDOWN_GRACE_SECONDS = 15;
const SUBSCRIBERS = { client: 3, expert: 3, admin: 2 };
const BRIEF_CLIENTS = 3;
const BROWSERS = 10;
/**
 * Resident memory a process may gain between its first sample under load and its last: the ceiling is asserted (a
 * leak, such as streams never released, shows far above it within a minute); the target is printed. Uploads stream
 * through the S3 client's part buffers, which the allocator keeps, so RSS rises by tens of MB while the V8 heap does not.
 */
const RSS_GROWTH_CEILING_MB = 128;
const RSS_GROWTH_TARGET_MB = 64;
const SETTLE_MS = 45_000;
/** A process's memory is compared from this long after it is ready under load (past its warm-up). */
const RSS_SETTLE_MS = WARM_UP_MS;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Restart = { slot: number; sigtermAt: number; stopped: Stopped; readyAt: number; startMs: number };

export default async function scaleOutBench(): Promise<void> {
  const nginxBinary = findNginx();
  if (!nginxBinary) {
    const message = 'Debian nginx is not installed (sudo apt-get install nginx)';
    if (process.env.CI) throw new Error(`scale-out: ${message}`);
    console.log(`skipped: ${message}`);
    return;
  }
  const releaseDir = await freshRelease();
  const workDir = await mkdtemp(path.join(tmpdir(), 'scale-out-'));
  // As root, nginx's workers (www-data) and the embedded PostgreSQL (postgres) must reach their folders inside.
  await chmod(workDir, 0o755);
  const cleanups: (() => Promise<unknown>)[] = [];
  const instances: Instance[] = [];
  const recorder: Recorder = { t0: performance.now(), outcomes: [] };
  const now = () => performance.now() - recorder.t0;
  let keepWorkDir = false;
  try {
    const database = await freshDatabase(process.env.DATABASE_URL, path.join(workDir, 'postgres'));
    cleanups.unshift(database.drop);
    const s3 = await startS3(path.join(workDir, 's3'));
    cleanups.unshift(s3.stop);
    const smtp = await startSmtpSink(now);
    cleanups.unshift(smtp.stop);
    const [httpsPort, httpPort, ...appPorts] = await freeLowPorts(5);
    const nginx = await startNginx(nginxBinary, path.join(workDir, 'nginx'), {
      https: httpsPort!,
      http: httpPort!,
      app: appPorts as [number, number, number],
    });
    cleanups.unshift(nginx.stop);

    const metricsToken = randomBytes(16).toString('hex');
    // What an EnvironmentFile would hold (docs/deploy.md), and nothing inherited from this shell.
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATABASE_OWNER_URL: database.ownerUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // Scheduled backups at their production default (daily), encrypted with a key of their own.
      BACKUP_KEY: randomBytes(32).toString('base64'),
      // A test deployment: the sandbox checkout on purpose, no Stripe keys.
      PAYMENTS_SANDBOX: 'true',
      PUBLIC_URL: nginx.origin,
      TRUST_PROXY_HOPS: '1',
      RUN_JOBS: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: metricsToken,
      SHUTDOWN_GRACE_SECONDS: String(SHUTDOWN_GRACE_SECONDS),
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      SMTP_URL: smtp.url,
    };
    for (let slot = 0; slot < 3; slot++) {
      const dataDir = path.join(workDir, `instance-${slot + 1}`);
      await mkdir(dataDir, { recursive: true });
      instances.push(new Instance(slot, appPorts[slot]!, releaseDir, { ...env, DATA_DIR: dataDir }, `${dataDir}.log`));
    }
    cleanups.unshift(() => Promise.all(instances.map((instance) => instance.kill())));
    // The first applies the migrations (the others would wait on the advisory lock); then the other two together.
    const firstStart = await instances[0]!.start();
    const otherStarts = await Promise.all(instances.slice(1).map((instance) => instance.start()));
    console.log(
      `release ${path.basename(releaseDir)}; ${database.where}; nginx ${nginx.origin} (${NGINX_SITE}); ` +
        `instances on ports ${appPorts.join(', ')} ready in ${(firstStart / 1000).toFixed(1)} s (migrations) and ` +
        `${otherStarts.map((t) => (t / 1000).toFixed(1)).join(' s, ')} s (readiness: ${Instance.readinessPath})`,
    );

    // The deployment's own promises, checked once: what nginx publishes and what it keeps to itself.
    const assertions: string[] = [];
    const check = (ok: boolean, failure: string) => void (ok || assertions.push(failure));
    const conf = await readFile(NGINX_SITE, 'utf8');
    const unquoted = excerptLinesMissing(await readFile(DEPLOY_DOC, 'utf8'), conf);
    check(unquoted.length === 0, `${DEPLOY_DOC} shows nginx lines that ${NGINX_SITE} lacks: ${unquoted.join(' | ')}`);
    const uploadLimit = uploadBodyLimitMb(conf);
    check(
      uploadLimit === DEFAULT_UPLOAD_MAX_MB + 1,
      `${NGINX_SITE}: the upload location's client_max_body_size is ${uploadLimit}m, not UPLOAD_MAX_MB + 1 (${DEFAULT_UPLOAD_MAX_MB + 1}m)`,
    );

    const cast = await arrange(database.url, { briefClients: BRIEF_CLIENTS, browsers: BROWSERS });
    const acknowledged: Acknowledged = { briefs: [], chat: [], uploads: [], passes: [] };
    const context: LoadContext = { origin: nginx.origin, ca: nginx.ca, recorder, cast, acknowledged };
    const probeClient = await signedIn(context, cast.browsers[0]!);
    const metricsThroughNginx = await probeClient.send('edge', 'GET', '/metrics', { expect: [404] });
    check(
      metricsThroughNginx.ok,
      `GET ${nginx.origin}/metrics answered ${metricsThroughNginx.response?.status}, not 404`,
    );
    const redirect = await fetch(`${nginx.httpOrigin}/api/me`, { redirect: 'manual' });
    check(
      redirect.status === 301 && redirect.headers.get('location') === `https://127.0.0.1/api/me`,
      `plain HTTP answered ${redirect.status} ${redirect.headers.get('location')}, not a 301 to https`,
    );

    // The tabs on the project's chat, then the browsers.
    const subscribers: ChatSubscriber[] = [];
    for (const [person, count] of [
      [cast.projectClient, SUBSCRIBERS.client],
      [cast.projectExpert, SUBSCRIBERS.expert],
      [cast.admin, SUBSCRIBERS.admin],
    ] as const)
      for (let i = 0; i < count; i++)
        subscribers.push(new ChatSubscriber(await signedIn(context, person), cast.projectId));
    await Promise.all(subscribers.map((subscriber) => subscriber.start()));
    const users = await startVirtualUsers(context);
    const setupOutcomes = recorder.outcomes.length;
    console.log(
      `${users.length} browsers (${BROWSERS} browsing, ${BRIEF_CLIENTS} submitting briefs, 4 chatting, 2 uploading, ` +
        `1 admin), each with its own address and live user stream; ${subscribers.length} tabs on the project chat; ` +
        `${LOAD_MS / 1000} s of load, restarts from ${RESTARTS_AT_MS / 1000} s`,
    );

    // The load, the restarts and the memory samples, all on one clock.
    const loadStart = now();
    let loadEnd = loadStart + LOAD_MS;
    // The load lasts LOAD_MS and, however slow the restarts are, until 10 s after the last instance is back.
    let restartsDone = false;
    const until = () => restartsDone && now() >= loadEnd;
    const running = users.map((user) => user.run(until));
    const rss: RssSample[] = [];
    /** When each process became ready under load: its memory is compared from a few seconds after. */
    const readySince = new Map<number, number>(instances.map((instance) => [instance.pid, loadStart]));
    const sampling = (async () => {
      while (!until()) {
        for (const instance of instances) {
          const sample = await instance.memory(metricsToken);
          if (sample) rss.push({ at: now(), slot: instance.slot, pid: instance.pid, ...sample });
        }
        await setTimeout(2000);
      }
    })();
    await setTimeout(RESTARTS_AT_MS);
    const restarts: Restart[] = [];
    for (const instance of instances) {
      // A rolling restart as docs/deploy.md describes it: out of nginx's rotation first (a listener closing under
      // open-source nginx can reset a request it has just sent), then SIGTERM, which drains what the instance holds:
      // in-flight requests, uploads, live streams (told to reconnect elsewhere) and jobs.
      await nginx.rotate(instance.port, false);
      const sigtermAt = now();
      const stopped = await instance.stop((SHUTDOWN_GRACE_SECONDS + 10) * 1000);
      const startMs = await instance.start();
      await nginx.rotate(instance.port, true);
      restarts.push({ slot: instance.slot, sigtermAt, stopped, readyAt: now(), startMs });
      readySince.set(instance.pid, now());
      await setTimeout(2000);
    }
    loadEnd = Math.max(loadEnd, now() + 10_000);
    restartsDone = true;
    await Promise.all(running);
    await sampling;
    const loadOutcomes = recorder.outcomes.length;

    // Settle: pass what is still in QA, let the jobs and the e-mail dispatcher finish.
    const admin = await signedIn(context, cast.admin);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.unshift(() => pool.end());
    const briefIds = acknowledged.briefs.map((brief) => brief.id);
    const settleUntil = Date.now() + SETTLE_MS;
    let statuses = new Map<string, string>();
    for (;;) {
      const { rows } = await pool.query<{ id: string; status: string }>(
        'SELECT id, status FROM briefs WHERE id = ANY($1)',
        [briefIds],
      );
      statuses = new Map(rows.map((row) => [row.id, row.status]));
      if (briefIds.every((id) => statuses.get(id) === 'proposal_ready') || Date.now() > settleUntil) break;
      if ([...statuses.values()].includes('qa_in_review')) await passQaQueue(admin, acknowledged, 'settle');
      await setTimeout(1000);
    }
    const readyMail = (id: string) =>
      smtp.received.filter((mail) => mail.subject === 'Your proposal is ready' && mail.text.includes(id));
    const uploadMail = (title: string) =>
      smtp.received.filter((mail) => mail.subject === 'Deliverable submitted for QA' && mail.text.includes(title));
    while (
      Date.now() < settleUntil &&
      (briefIds.some((id) => readyMail(id).length === 0) ||
        acknowledged.uploads.some((upload) => uploadMail(upload.title).length === 0))
    )
      await setTimeout(500);
    // Late duplicates would arrive now.
    await setTimeout(3000);

    // Read back every acknowledged write.
    const stored = async (sql: string, ids: string[]) =>
      new Set((await pool.query<{ id: string }>(sql, [ids])).rows.map((row) => row.id));
    const storedBriefs = await stored('SELECT id FROM briefs WHERE id = ANY($1)', briefIds);
    const chatIds = acknowledged.chat.map((message) => message.id);
    const storedChat = await stored('SELECT id FROM project_messages WHERE id = ANY($1)', chatIds);
    const fileIds = acknowledged.uploads.map((upload) => upload.fileId);
    const storedFiles = await stored('SELECT id FROM deliverable_files WHERE id = ANY($1)', fileIds);
    const expert = await signedIn(context, cast.projectExpert);
    let filesDiffering = 0;
    for (const upload of acknowledged.uploads) {
      const { ok, response } = await expert.send(
        'read back',
        'GET',
        `/api/projects/${cast.projectId}/deliverables/${upload.deliverableId}/files/${upload.fileId}`,
      );
      if (!ok || createHash('sha256').update(response!.body).digest('hex') !== upload.sha256) filesDiffering++;
    }
    const lost = {
      briefs: briefIds.filter((id) => !storedBriefs.has(id)).length,
      chat: chatIds.filter((id) => !storedChat.has(id)).length,
      uploads: fileIds.filter((id) => !storedFiles.has(id)).length + filesDiffering,
    };

    // Each job's effect, exactly once.
    const drafted = await pool.query<{ related_id: string; n: number }>(
      `SELECT related_id, count(*)::int AS n FROM notifications
        WHERE type = 'brief_qa_required' AND user_id = $1 AND related_id = ANY($2) GROUP BY related_id`,
      [cast.admin.id, briefIds],
    );
    const draftCount = new Map(drafted.rows.map((row) => [row.related_id, row.n]));
    const counts = (values: number[]) => ({
      missing: values.filter((n) => n === 0).length,
      duplicated: values.filter((n) => n > 1).length,
    });
    const jobs = {
      draft: counts(briefIds.map((id) => draftCount.get(id) ?? 0)),
      release: counts(briefIds.map((id) => readyMail(id).length)),
      uploadMail: counts(acknowledged.uploads.map((upload) => uploadMail(upload.title).length)),
    };

    // Deliveries to the chat tabs.
    await setTimeout(1000);
    const expected = chatIds.length * subscribers.length;
    let delivered = 0;
    let byPush = 0;
    for (const subscriber of subscribers) {
      for (const id of chatIds) {
        const how = subscriber.seen.get(id);
        if (how) delivered++;
        if (how === 'push') byPush++;
      }
      subscriber.stream.stop();
    }
    for (const user of users) user.userStream.stop();

    // Latency: every request but the streams, by when it started.
    const timed = (from: number, to: number) =>
      recorder.outcomes
        .slice(setupOutcomes, loadOutcomes)
        .filter((o) => !o.label.endsWith('stream') && o.at >= from && o.at < to)
        .map((o) => o.ms);
    const steady = timed(loadStart + WARM_UP_MS, loadStart + WARM_UP_MS + STEADY_MS);
    const restartWindow = timed(restarts[0]!.sigtermAt, restarts.at(-1)!.readyAt);

    const failed = recorder.outcomes.filter((o) => !o.ok);
    const access = readAccessLog(nginx.accessLog);
    const passedOn = access.filter((entry) => entry.upstreamStatuses.length > 1);
    const methodsPassedOn = new Map<string, number>();
    for (const entry of passedOn) {
      const method = /"(\w+) /.exec(entry.line)?.[1] ?? '?';
      methodsPassedOn.set(method, (methodsPassedOn.get(method) ?? 0) + 1);
    }
    const answeredBy = appPorts.map(
      (port) => access.filter((entry) => entry.upstreams.at(-1) === `127.0.0.1:${port}`).length,
    );

    // The guide's backup, quarterly restore test and restore into a scratch database, on this deployment.
    const backupProof = await proveBackupAndRestore({
      env,
      dataDir: path.join(workDir, 'instance-1'),
      workDir,
      ownerUrl: database.ownerUrl,
      superuserUrl: process.env.DATABASE_URL ?? database.ownerUrl,
    });

    // Report.
    const line = (text: string) => console.log(`  ${text}`);
    for (const proved of backupProof.lines) line(proved);
    for (const failure of backupProof.failures) check(false, failure);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    line(
      `requests: ${loadOutcomes - setupOutcomes} under load, ${recorder.outcomes.length} in all; failed ${failed.length} ` +
        `(target 0: ${verdict(failed.length === 0)}); nginx passed ${passedOn.length} on to another instance ` +
        `(${[...methodsPassedOn].map(([method, n]) => `${n} ${method}`).join(', ') || 'none'}); ` +
        `resent by the client on a new connection after nginx closed its kept-alive one: ${recorder.resent ?? 0}; ` +
        `answered by instance 1/2/3: ${answeredBy.join('/')}`,
    );
    for (const outcome of failed.slice(0, 20)) line(`  failed: ${describeFailure(outcome, access, loadStart)}`);
    line(
      `acknowledged writes: ${briefIds.length} briefs, ${chatIds.length} chat messages, ${acknowledged.uploads.length} ` +
        `uploads (${mb(acknowledged.uploads.reduce((n, u) => n + u.size, 0))}); lost ${lost.briefs + lost.chat + lost.uploads} ` +
        `(briefs ${lost.briefs}, chat ${lost.chat}, uploads ${lost.uploads}; target 0: ${verdict(lost.briefs + lost.chat + lost.uploads === 0)})`,
    );
    const duplicates = jobs.draft.duplicated + jobs.release.duplicated + jobs.uploadMail.duplicated;
    const missing = jobs.draft.missing + jobs.release.missing + jobs.uploadMail.missing;
    line(
      `exactly once: proposal drafts (admin notified) ${briefIds.length - jobs.draft.missing - jobs.draft.duplicated}/${briefIds.length}, ` +
        `releases (client e-mailed) ${briefIds.length - jobs.release.missing - jobs.release.duplicated}/${briefIds.length}, ` +
        `upload e-mails ${acknowledged.uploads.length - jobs.uploadMail.missing - jobs.uploadMail.duplicated}/${acknowledged.uploads.length}; ` +
        `duplicates ${duplicates}, missing ${missing} (target 0: ${verdict(duplicates + missing === 0)}); ` +
        `${smtp.received.length} e-mails at the sink`,
    );
    const reconnects = subscribers.reduce((n, s) => n + s.stream.opens - 1, 0);
    const gaps = subscribers.reduce((n, s) => n + s.gaps, 0);
    line(
      `chat deliveries: ${delivered} of ${expected} (${byPush} live, ${delivered - byPush} by catch-up after ` +
        `${reconnects} reconnects; ${gaps} catch-ups with a gap; target all: ${verdict(delivered === expected)})`,
    );
    for (const restart of restarts)
      line(
        `instance ${restart.slot + 1}: SIGTERM at ${(restart.sigtermAt / 1000 - loadStart / 1000).toFixed(1)} s, ` +
          `readiness then ${restart.stopped.readinessAfterSigterm}, exit ${restart.stopped.code ?? restart.stopped.signal} ` +
          `after ${ms(restart.stopped.ms).trim()}, ready again ${ms(restart.startMs).trim()} later`,
      );
    const growth = rssGrowth(rss.filter((sample) => sample.at >= readySince.get(sample.pid)! + RSS_SETTLE_MS));
    for (const proc of growth)
      line(
        `RSS instance ${proc.slot + 1} pid ${proc.pid}: ${mb(proc.first)} → ${mb(proc.last)} over ` +
          `${proc.seconds.toFixed(0)} s (${proc.growth >= 0 ? '+' : ''}${mb(proc.growth)}; target ≤ ` +
          `${RSS_GROWTH_TARGET_MB} MB: ${verdict(proc.growth <= RSS_GROWTH_TARGET_MB * 1024 * 1024)}; from ${proc.source}); ` +
          `V8 heap in use ${mb(proc.firstHeap)} → ${mb(proc.lastHeap)}`,
      );
    const steadyP50 = percentile(steady, 50);
    const steadyP99 = percentile(steady, 99);
    const restartP50 = percentile(restartWindow, 50);
    const restartP99 = percentile(restartWindow, 99);
    line(
      `latency with restarts (${restartWindow.length} requests, ${((restarts.at(-1)!.readyAt - restarts[0]!.sigtermAt) / 1000).toFixed(1)} s): ` +
        `p50 ${ms(restartP50)}  p99 ${ms(restartP99)}`,
    );
    line(
      `reference without restarts (${steady.length} requests, ${STEADY_MS / 1000} s):  p50 ${ms(steadyP50)}  p99 ${ms(steadyP99)}` +
        `   ratio p50 ${(restartP50 / steadyP50).toFixed(2)}×, p99 ${(restartP99 / steadyP99).toFixed(2)}× ` +
        `(load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})`,
    );

    check(failed.length === 0, `${failed.length} failed requests`);
    check(lost.briefs + lost.chat + lost.uploads === 0, `acknowledged writes lost: ${JSON.stringify(lost)}`);
    check(duplicates === 0, `${duplicates} job effects duplicated: ${JSON.stringify(jobs)}`);
    check(missing === 0, `${missing} job effects missing (never ran): ${JSON.stringify(jobs)}`);
    check(delivered === expected, `${expected - delivered} chat deliveries missing`);
    for (const restart of restarts)
      check(
        restart.stopped.code === 0,
        `instance ${restart.slot + 1} exited ${restart.stopped.code ?? restart.stopped.signal} on SIGTERM, not 0`,
      );
    for (const proc of growth)
      check(
        proc.growth <= RSS_GROWTH_CEILING_MB * 1024 * 1024,
        `instance ${proc.slot + 1} pid ${proc.pid} grew ${mb(proc.growth)} (ceiling ${RSS_GROWTH_CEILING_MB} MB)`,
      );
    check(growth.length >= 6, `RSS sampled for ${growth.length} processes, not all 6`);
    if (assertions.length > 0) {
      keepWorkDir = true;
      for (const instance of instances)
        console.log(`\n--- instance ${instance.slot + 1} log (tail) ---\n${instance.logTail()}`);
      if (existsSync(nginx.errorLog))
        console.log(`\n--- nginx error log ---\n${(await readFile(nginx.errorLog, 'utf8')).slice(-3000)}`);
      throw new Error(
        `scale-out: ${assertions.length} assertion(s) failed:\n  ${assertions.join('\n  ')}\n(logs in ${workDir})`,
      );
    }
    console.log('  all assertions held');
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error('cleanup:', error));
    if (!keepWorkDir) await rm(workDir, { recursive: true, force: true });
  }
}
