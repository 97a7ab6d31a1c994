// Bytes on the wire of every list and dashboard a signed-in person opens (decision 039), on the production build with
// the living demo's year of history, signed in as the demo client, expert and admin: each body as sent with br beside
// the same body uncompressed (the reference, measured in the same run) and the target of at most 50 KB compressed.
// Measured at the demo's size, then again after every people-and-work table is grown to 100 times its rows
// (scripts/bench/multiply-data.ts) with the demo accounts kept, so each of them has a hundred times the projects,
// quotes and notifications: a list that pages or summarises stays the same size; one that sends everything grows a
// hundredfold.
import { rm } from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';
import { startServer } from '../../e2e/support/server';
import { buildAll } from '../build.mjs';
import { demoHistorySeeded, signInCookie } from './bench-instance';
import { multiplyData } from './multiply-data';

const TARGET_BYTES = 50 * 1024;
const TIMES = 100;

const LISTS: Record<'client' | 'expert' | 'admin', string[]> = {
  client: [
    '/api/projects',
    '/api/notifications',
    '/api/orders',
    '/api/quotes',
    '/api/requests',
    '/api/briefs',
    '/api/saved-experts',
  ],
  expert: ['/api/expert/projects', '/api/expert/invitations', '/api/expert/quotes', '/api/expert/earnings'],
  admin: [
    '/api/admin/stats',
    '/api/admin/workload',
    '/api/admin/matching/requests',
    '/api/admin/requests',
    '/api/admin/experts',
    '/api/admin/agencies',
    '/api/admin/projects',
    '/api/admin/documents',
    '/api/admin/activity',
    '/api/admin/disputes',
    '/api/admin/qa-queue',
    '/api/admin/briefs/qa-queue',
    '/api/admin/quotes/reviews',
    '/api/admin/replacements',
    '/api/admin/reports/overview',
    '/api/admin/reports/projects',
  ],
};

/** The body's size as it crossed the wire with `encoding` offered (no decoding). */
const wireBytes = (url: string, cookie: string, encoding: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

export default async function listPayloadsBench(): Promise<void> {
  const buildDir = `dist/bench-lists-${process.pid}`;
  await buildAll({ outDir: buildDir });
  process.env.E2E_BUILD_DIR = buildDir;
  const server = await startServer({ SEED_DEMO_HISTORY: 'true' });
  try {
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
      demoAccounts?: { role: 'client' | 'expert' | 'admin'; email: string; password: string }[];
    };
    const cookies = new Map<string, string>();
    for (const demo of config.demoAccounts ?? [])
      cookies.set(demo.role, await signInCookie(server.url, demo.email, demo.password));
    await demoHistorySeeded(server.url, cookies.get('admin')!);

    const atDemoSize = new Map<string, number>();
    const measure = async (scale: string) => {
      console.log(`\n${scale}; target ≤ 50 KB br; reference: the same body uncompressed`);
      for (const [role, urls] of Object.entries(LISTS)) {
        for (const url of urls) {
          const plain = await wireBytes(`${server.url}${url}`, cookies.get(role)!, 'identity');
          const br = await wireBytes(`${server.url}${url}`, cookies.get(role)!, 'gzip, deflate, br');
          const growth = atDemoSize.has(url) ? `  ${(br / atDemoSize.get(url)!).toFixed(2)}× the demo's` : '';
          atDemoSize.set(url, atDemoSize.get(url) ?? br);
          console.log(
            `  ${role.padEnd(6)} GET ${url.padEnd(30)} br ${kb(br)}  none ${kb(plain)}  ratio ${(br / plain).toFixed(2)}` +
              `  ${br <= TARGET_BYTES ? 'met' : 'NOT met'}${growth}`,
          );
        }
      }
    };
    await measure("the demo's size");
    const owner = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
    try {
      const started = Date.now();
      const demoEmails = (config.demoAccounts ?? []).map((demo) => demo.email);
      const { rows: demoPeople } = await owner.query<{ id: string }>(`SELECT id FROM "user" WHERE email = ANY ($1)`, [
        demoEmails,
      ]);
      const rows = await multiplyData(
        owner,
        TIMES,
        demoPeople.map((person) => person.id),
      );
      console.log(
        `\ngrew the demo's ${rows.before.toLocaleString('en-GB')} rows to ${rows.after.toLocaleString('en-GB')} ` +
          `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    } finally {
      await owner.end();
    }
    await measure(`${TIMES}× the demo`);
  } finally {
    await server.stop();
    await rm(buildDir, { recursive: true, force: true });
  }
}
