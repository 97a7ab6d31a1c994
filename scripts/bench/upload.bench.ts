// Upload and download of a 1 GB deliverable file through the API, served by the production build (NODE_ENV=production,
// local storage under DATA_DIR), against a bare node http server in its own process that pipes the request body to a
// file and a file back to the response, in the same run. Prints MB/s for each direction, the ratio to the reference,
// and the server's peak RSS growth over its idle RSS while the file moves: the target (≤ 64 MB) holds only if the file
// is streamed both ways, never held in memory.
//
// BENCH_UPLOAD_MB sets the file size in MB (default 1024).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { eq as eqId } from 'drizzle-orm';
import { buildAll } from '../build.mjs';
import { createDatabase, createPool } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import {
  account,
  profiles,
  projectDeliverables,
  projectParticipants,
  projects,
  user,
} from '../../src/server/db/schema';
import { freePort } from '../../src/server/lib/free-port';
import { createLogger } from '../../src/server/logger';
import { hashPassword } from '../../src/server/modules/auth/password-hash';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;
const TARGET_RSS_GROWTH_MB = 64;
const CHUNK = MB;

/** Reference: node's own http server, streaming the body to a file and the file back. */
const REFERENCE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const file = process.env.FILE;
http.createServer((req, res) => {
  if (req.method === 'PUT') {
    req.pipe(fs.createWriteStream(file)).on('finish', () => { res.writeHead(201); res.end('{}'); });
  } else if (!fs.existsSync(file)) {
    res.writeHead(404);
    res.end();
  } else {
    const size = fs.statSync(file).size;
    res.writeHead(200, { 'content-type': 'application/zip', 'content-length': size });
    fs.createReadStream(file).pipe(res);
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Resident set size of a process in bytes (Linux /proc); null elsewhere. */
function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the process's RSS every 20 ms until stopped; returns the peak. */
function watchRss(pid: number) {
  let peak = rssOf(pid) ?? 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, rssOf(pid) ?? 0);
      await setTimeout(20);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}

async function waitFor(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within 120 s`);
      await setTimeout(100);
    }
  }
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, readyPath: string, logFile: string) {
  const port = await freePort();
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, child, logFile);
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** PUTs SIZE bytes (a zip header, then one reused 1 MB block) and returns seconds taken. */
function upload(url: string, headers: Record<string, string>): Promise<number> {
  const block = Buffer.alloc(CHUNK, 0x5a);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(block);
  const plain = Buffer.alloc(CHUNK, 0x5a);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': String(SIZE) },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          response.statusCode && response.statusCode < 300
            ? resolve((performance.now() - started) / 1000)
            : reject(new Error(`upload answered ${response.statusCode}: ${body}`)),
        );
      },
    );
    request.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < SIZE) {
        const chunk = sent === 0 ? block : plain;
        const length = Math.min(CHUNK, SIZE - sent);
        sent += length;
        if (!request.write(length === CHUNK ? chunk : chunk.subarray(0, length)))
          return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

/** GETs the file, discarding it; returns seconds taken (and checks the size). */
function download(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`download answered ${response.statusCode}`));
        let received = 0;
        response.on('data', (chunk: Buffer) => (received += chunk.length));
        response.on('end', () =>
          received === SIZE
            ? resolve((performance.now() - started) / 1000)
            : reject(new Error(`downloaded ${received} of ${SIZE} bytes`)),
        );
      })
      .on('error', reject);
  });
}

/** An expert with an active custom project and one pending deliverable, arranged in the server's database. */
async function arrange(dataDir: string) {
  const embedded = await startEmbeddedPostgres(dataDir, createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  const pool = createPool(embedded.url, 2);
  const db = createDatabase(pool);
  try {
    const expertId = randomUUID();
    const clientId = randomUUID();
    const password = 'upload-bench-password';
    for (const [id, name] of [
      [expertId, 'Bench Expert'],
      [clientId, 'Bench Client'],
    ] as const) {
      const email = `${name.replace(' ', '.').toLowerCase()}.${id.slice(0, 6)}@example.test`;
      await db.insert(user).values({ id, name, email, emailVerified: true });
      await db.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: await hashPassword(password),
      });
      await db.insert(profiles).values({ userId: id, email, fullName: name });
    }
    const [expertProfile] = await db.select().from(profiles).where(eqId(profiles.userId, expertId));
    const projectId = randomUUID();
    await db.insert(projects).values({
      id: projectId,
      title: 'Upload bench',
      status: 'active',
      isCustom: true,
      currency: 'gbp',
      totalPrice: 100_000,
      clientId,
      quoteId: randomUUID(),
    });
    await db.insert(projectParticipants).values([
      { projectId, userId: clientId, role: 'client' },
      { projectId, userId: expertId, role: 'freelancer' },
    ]);
    const [deliverable] = await db
      .insert(projectDeliverables)
      .values({ projectId, title: 'Data export', status: 'pending' })
      .returning();
    return { email: expertProfile!.email, password, projectId, deliverableId: deliverable!.id };
  } finally {
    await pool.end();
  }
}

async function signInCookie(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const rate = (seconds: number) => SIZE / MB / seconds;
const fmt = (value: number) => value.toFixed(0);

export default async function uploadBench(): Promise<void> {
  const buildDir = `dist/bench-upload-${process.pid}`;
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-upload-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-upload-data-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    await buildAll({ outDir: buildDir });
    const ours = await startProcess(
      [`${buildDir}/server/main.js`],
      {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_ROOT: path.join(buildDir, 'web'),
        AUTH_SECRET: randomBytes(32).toString('hex'),
        PAYMENTS_SANDBOX: 'true',
        RUN_JOBS: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        UPLOAD_MAX_MB: String(Math.ceil(SIZE / MB) + 1),
        S3_BUCKET: '',
      },
      '/api/health',
      path.join(workDir, 'ours.log'),
    );
    stops.push(ours.stop);
    const reference = await startProcess(
      ['-e', REFERENCE_SERVER],
      { PATH: process.env.PATH, FILE: path.join(workDir, 'reference.bin') },
      '/',
      path.join(workDir, 'reference.log'),
    );
    stops.push(reference.stop);

    const arranged = await arrange(dataDir);
    const cookie = await signInCookie(ours.url, arranged.email, arranged.password);
    const headers = { cookie, origin: ours.url };
    const base = `${ours.url}/api/projects/${arranged.projectId}/deliverables/${arranged.deliverableId}/files`;

    // Reference first (it also warms the page cache the same way for both).
    const referenceIdle = rssOf(reference.pid);
    const stopWatchingReference = watchRss(reference.pid);
    // Each timed upload starts with no dirty pages waiting for the disk, so the one measured second does not pay for
    // the first one's write-back.
    const flush = () => execFileSync('sync');
    flush();
    const referenceUp = await upload(`${reference.url}/file`, {});
    const referenceDown = await download(`${reference.url}/file`, {});
    const referencePeak = await stopWatchingReference();

    await rm(path.join(workDir, 'reference.bin'));
    flush();
    await setTimeout(500);
    const idle = rssOf(ours.pid);
    const stopWatching = watchRss(ours.pid);
    const oursUp = await upload(base, { ...headers, 'x-file-name': 'export.zip', 'x-file-type': 'application/zip' });
    const uploadPeak = await stopWatching();
    const stopWatchingDownload = watchRss(ours.pid);
    const list = (await (
      await fetch(`${ours.url}/api/projects/${arranged.projectId}/deliverables`, { headers })
    ).json()) as {
      deliverables: { files: { id: string; fileSize: number }[] }[];
    };
    const file = list.deliverables[0]!.files[0]!;
    if (file.fileSize !== SIZE) throw new Error(`stored ${file.fileSize} bytes, sent ${SIZE}`);
    const oursDown = await download(`${base}/${file.id}`, headers);
    const peak = Math.max(uploadPeak, await stopWatchingDownload());

    const sizeLabel = SIZE >= 1024 * MB ? `${SIZE / (1024 * MB)} GB` : `${SIZE / MB} MB`;
    console.log(`file: ${sizeLabel}, through PUT …/deliverables/:id/files and GET …/files/:fileId (production build)`);
    console.log(
      `upload: ${fmt(rate(oursUp))} MB/s; reference (bare node http → file) ${fmt(rate(referenceUp))} MB/s; ratio ${(referenceUp / oursUp).toFixed(2)}`,
    );
    console.log(
      `download: ${fmt(rate(oursDown))} MB/s; reference (bare node file → http) ${fmt(rate(referenceDown))} MB/s; ratio ${(referenceDown / oursDown).toFixed(2)}`,
    );
    if (idle === null) console.log('peak RSS growth: not measurable here (no /proc)');
    else {
      const growth = (peak - idle) / MB;
      console.log(
        `server peak RSS growth while moving the file: ${growth.toFixed(1)} MB (idle ${fmt(idle / MB)} MB; peak during upload ${fmt(uploadPeak / MB)} MB, overall ${fmt(peak / MB)} MB); target ≤ ${TARGET_RSS_GROWTH_MB} MB: ratio ${(growth / TARGET_RSS_GROWTH_MB).toFixed(2)} (${growth <= TARGET_RSS_GROWTH_MB ? 'met' : 'NOT met'})`,
      );
      if (referenceIdle !== null)
        console.log(
          `reference's peak RSS growth for the same file: ${((referencePeak - referenceIdle) / MB).toFixed(1)} MB`,
        );
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    await rm(buildDir, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
