// Bytes on the wire of the admin lists (decision 039) on the production build: each list's body as sent with no
// compression (the reference, measured in the same run), with gzip and with br, beside the target of at most 50 KB
// compressed; first with 20 open requests, each with a 10-candidate shortlist (a stand-in for the demo's Active
// Requests), then at 100 times it (2,000). A paged list stays under the target however many rows there are.
// Then the brotli quality the app uses (4) against the maximum (11) and gzip 6 on the largest body: size and time.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildAll } from '../build.mjs';
import type { Database } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { customizationRequests, matchingSnapshots } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { insertPasswordUser, seededBenchDatabase, signInCookie, startServer } from './bench-instance';

const TARGET_BYTES = 50 * 1024;
const DEMO_OPEN_REQUESTS = 20;
const CANDIDATES_PER_SNAPSHOT = 10;

/** A shortlisted candidate as compute stores it: profile summary, score, breakdown, skills and the reason. */
const candidate = (rank: number) => ({
  userId: randomUUID(),
  fullName: `Expert ${rank} ${randomBytes(3).toString('hex')}`,
  headline: 'Revenue operations lead: HubSpot and Salesforce migrations, lifecycle reporting and forecasting',
  score: 0.95 - rank * 0.04,
  label: rank < 3 ? 'Strong match' : 'Good match',
  breakdown: { skills: 0.9, outcomes: 0.8, industry: 0.7, availability: 1, budget: 0.6, timezone: 0.9, rating: 0.8 },
  skills: ['HubSpot', 'Salesforce', 'Lifecycle reporting'].map((requested) => ({ requested, relation: 'exact' })),
  reason: 'Delivered three CRM migrations for B2B software clients in the last year; available 30 hours a week.',
  agency: null,
});

async function addOpenRequests(db: Database, clientId: string, count: number) {
  for (let done = 0; done < count; done += 200) {
    const rows = await db
      .insert(customizationRequests)
      .values(
        Array.from({ length: Math.min(200, count - done) }, (_, i) => ({
          userId: clientId,
          projectTitle: `CRM migration and reporting for team ${done + i}`,
          customRequirements: 'Move our CRM to HubSpot and rebuild the pipeline reports.',
          requiredSkills: ['HubSpot', 'Salesforce'],
        })),
      )
      .returning({ id: customizationRequests.id });
    await db.insert(matchingSnapshots).values(
      rows.map((row) => ({
        requestId: row.id,
        weights: { skills: 0.4, outcomes: 0.2, industry: 0.1, availability: 0.1, budget: 0.1, timezone: 0.1 },
        candidates: Array.from({ length: CANDIDATES_PER_SNAPSHOT }, (_, rank) => candidate(rank)),
        eligibleCount: 40,
      })),
    );
  }
}

/** The body's size as it crossed the wire with `encoding` offered (no decoding), and the encoding answered. */
const wireBytes = (url: string, cookie: string, encoding: string) =>
  new Promise<{ bytes: number; encoding: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, encoding: String(response.headers['content-encoding'] ?? 'none'), body });
        });
      })
      .on('error', reject);
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

function timeIt(run: () => Buffer, times = 20): { bytes: number; ms: number } {
  let bytes = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < times; i++) bytes = run().length;
  return { bytes, ms: Number(process.hrtime.bigint() - start) / 1e6 / times };
}

export default async function apiPayloadsBench(): Promise<void> {
  const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-payloads-'));
  const pgDir = await mkdtemp(path.join(tmpdir(), 'bench-payloads-pg-'));
  const buildDir = `dist/bench-payloads-${process.pid}`;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    let databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
    if (!databaseUrl) {
      const embedded = await startEmbeddedPostgres(pgDir, logger);
      stopEmbedded = embedded.stop;
      databaseUrl = embedded.url;
    }
    const { db, pool } = await seededBenchDatabase(databaseUrl);
    const password = 'bench correct horse battery';
    const people = { admin: randomUUID(), client: randomUUID() };
    const emailOf = (id: string) => `bench-${id.slice(0, 8)}@bench.local`;
    for (const [role, id] of Object.entries(people))
      await insertPasswordUser(db, {
        id,
        email: emailOf(id),
        fullName: `Bench ${role}`,
        password,
        isAdmin: role === 'admin',
      });
    await addOpenRequests(db, people.client, DEMO_OPEN_REQUESTS);

    await buildAll({ outDir: buildDir });
    server = await startServer(buildDir, databaseUrl, dataDir, randomBytes(32).toString('hex'));
    const base = server.url;
    const cookie = await signInCookie(base, emailOf(people.admin), password);

    let largest: Buffer = Buffer.alloc(0);
    const measure = async (scale: string) => {
      const listed = JSON.parse(
        (await wireBytes(`${base}/api/admin/matching/requests`, cookie, 'identity')).body.toString(),
      ) as { total: number; requests: { id: string }[] };
      console.log(`${scale}: ${listed.total.toLocaleString('en-GB')} open requests`);
      const urls = ['/api/admin/matching/requests', '/api/admin/matching/requests?pageSize=50', '/api/admin/requests'];
      for (const url of urls) {
        const plain = await wireBytes(`${base}${url}`, cookie, 'identity');
        const gzip = await wireBytes(`${base}${url}`, cookie, 'gzip');
        const br = await wireBytes(`${base}${url}`, cookie, 'gzip, deflate, br');
        if (plain.body.length > largest.length) largest = plain.body;
        console.log(
          `  GET ${url.replace(/[0-9a-f-]{36}/, '{id}').padEnd(44)} none ${kb(plain.bytes)}   ` +
            `${gzip.encoding} ${kb(gzip.bytes)} (${(gzip.bytes / plain.bytes).toFixed(2)}×)   ` +
            `${br.encoding} ${kb(br.bytes)} (${(br.bytes / plain.bytes).toFixed(2)}×)   ` +
            `target ≤ 50 KB compressed: ${br.bytes <= TARGET_BYTES ? 'met' : 'NOT met'}`,
        );
      }
    };
    await measure('demo size');
    await addOpenRequests(db, people.client, DEMO_OPEN_REQUESTS * 99);
    await pool.end();
    await measure('100× the demo');

    const q4 = timeIt(() => brotliCompressSync(largest, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
    const q11 = timeIt(() => brotliCompressSync(largest, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    const gzip6 = timeIt(() => gzipSync(largest, { level: 6 }));
    console.log(`compressing the largest body (${kb(largest.length).trim()}), mean of 20:`);
    for (const [name, result] of [
      ['br quality 4 (used)', q4],
      ['br quality 11', q11],
      ['gzip 6', gzip6],
    ] as const)
      console.log(
        `  ${name.padEnd(20)} ${kb(result.bytes)}  ${result.ms.toFixed(2).padStart(7)} ms   ` +
          `size ${(result.bytes / q11.bytes).toFixed(2)}× and time ${(result.ms / q11.ms).toFixed(2)}× of quality 11`,
      );
  } finally {
    await server?.stop();
    await stopEmbedded?.();
    await rm(buildDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    await rm(pgDir, { recursive: true, force: true });
  }
}
