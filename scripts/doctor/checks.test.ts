import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/server/test/test-database';
import { startSmtpSink } from '../scale-out/services';
import { runChecks } from './checks';

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let site: Server;
let siteUrl = '';
let dataDir = '';

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink(() => 0);
  // The site as nginx serves it: /api/health answers 200 with the request id nginx adds.
  site = createServer((request, response) => {
    response.writeHead(request.url === '/api/health' ? 200 : 404, { 'x-request-id': 'abc' });
    response.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dataDir = await mkdtemp(path.join(tmpdir(), 'doctor-'));
});
afterAll(async () => {
  await smtp?.stop();
  await new Promise((resolve) => site?.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
});

const statuses = (results: { check: string; status: string }[]) =>
  Object.fromEntries(results.map((row) => [row.check, row.status]));

describe('npm run doctor', () => {
  it('passes a healthy setup: two roles, a relay, storage, the site through its proxy', async () => {
    const results = await runChecks({
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      DATABASE_OWNER_URL: database.ownerUrl,
      SMTP_URL: smtp.url,
      PUBLIC_URL: siteUrl,
      DATA_DIR: dataDir,
    });
    expect(statuses(results)).toEqual({
      configuration: 'ok',
      database: 'ok',
      'database role': 'ok',
      migrations: 'ok',
      'restore test': 'ok',
      clock: 'ok',
      mail: 'ok',
      storage: 'ok',
      backups: 'skip',
      'public URL': 'ok',
      // Plain http is only a warning outside production.
      TLS: 'warn',
    });
    expect(results.find((row) => row.check === 'database role')!.detail).toMatch(
      /^the app signs in as "marketplace_test_app" \(no table, no superuser\); migrations as "\w+"$/,
    );
  });

  it('fails a broken production setup and says what to do for each', async () => {
    const results = await runChecks({
      NODE_ENV: 'production',
      DATABASE_URL: database.ownerUrl,
      PUBLIC_URL: 'http://127.0.0.1:9',
      DATA_DIR: dataDir,
    });
    const byCheck = Object.fromEntries(results.map((row) => [row.check, row]));
    expect(statuses(results)).toMatchObject({
      configuration: 'fail',
      'database role': 'fail',
      mail: 'fail',
      backups: 'fail',
      'public URL': 'fail',
      TLS: 'fail',
    });
    expect(byCheck.configuration!.detail).toContain('AUTH_SECRET: required in production');
    expect(byCheck['database role']!.detail).toMatch(
      /is a superuser: give the app its own role \(deploy\/database-roles\.sql\)/,
    );
    expect(byCheck.mail!.detail).toBe(
      'no SMTP_URL: mail is kept in the outbox and never sent; set SMTP_URL=smtps://user:pass@host:465',
    );
    expect(byCheck.backups!.detail).toBe('BACKUP_KEY unset: openssl rand -base64 32');
  });
});
