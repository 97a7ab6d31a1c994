// What `npm run doctor` checks, each with the one-line fix (docs/deploy.md, "Check the setup").
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import tls from 'node:tls';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { ConfigurationError, parseEnv, type TEnv } from '../../src/server/config/env';
import { roleOfUrl, rolePowers } from '../../src/server/db/database-roles';
import { migrationsFolder } from '../../src/server/db/migrate';
import { parseBackupKey } from '../../src/server/modules/backups/backups.service';
import { createStorageProvider } from '../../src/server/providers/storage/create-storage-provider';

export type CheckResult = { check: string; status: 'ok' | 'warn' | 'fail' | 'skip'; detail: string };
type Outcome = Omit<CheckResult, 'check'>;

const ok = (detail: string): Outcome => ({ status: 'ok', detail });
const warn = (detail: string): Outcome => ({ status: 'warn', detail });
const fail = (detail: string): Outcome => ({ status: 'fail', detail });
const skip = (detail: string): Outcome => ({ status: 'skip', detail });

const TIMEOUT_MS = 8_000;
const CLOCK_SKEW_WARN_MS = 2_000;
const CERTIFICATE_WARN_DAYS = 14;

/** Every check against the given variables (as systemd would hand them to the server). */
export async function runChecks(variables: Record<string, string | undefined>): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const run = async (check: string, probe: () => Promise<Outcome>) => {
    const outcome = await Promise.race([
      probe().catch((error: unknown) => fail(reason(error))),
      new Promise<Outcome>((resolve) =>
        setTimeout(() => resolve(fail(`no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS),
      ),
    ]);
    results.push({ check, ...outcome });
  };

  let env: TEnv;
  try {
    env = parseEnv(variables);
    results.push({ check: 'configuration', status: 'ok', detail: `NODE_ENV=${env.NODE_ENV}, every variable valid` });
  } catch (error) {
    const problems = error instanceof ConfigurationError ? error.problems : [String(error)];
    results.push({ check: 'configuration', status: 'fail', detail: problems.join(' | ') });
    // The other checks still run on the values that are valid alone; a value invalid alone stops here.
    try {
      env = parseEnv(variables, { combinations: false });
    } catch {
      return results;
    }
  }

  await run('database', () => checkDatabase(env));
  await run('database role', () => checkAppRole(env));
  await run('migrations', () => checkMigrations(env));
  await run('restore test', () => checkCreateDb(env));
  await run('clock', () => checkClock(env));
  await run('mail', () => checkMail(env));
  await run('storage', () => checkStorage(env));
  await run('backups', () => checkBackups(env));
  await run('public URL', () => checkPublicUrl(env));
  await run('TLS', () => checkTls(env));
  return results;
}

/** An error's message with its cause's (fetch says only "fetch failed"). */
function reason(error: unknown): string {
  const cause = (error as { cause?: Error }).cause;
  const message = (error as Error)?.message ?? String(error);
  return cause?.message ? `${message}: ${cause.message}` : message;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: TIMEOUT_MS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkDatabase(env: TEnv): Promise<Outcome> {
  if (!env.DATABASE_URL) return skip('embedded PostgreSQL in DATA_DIR (DATABASE=embedded): started by the server');
  const [row] = await query<{ version: number; extensions: string[] }>(
    env.DATABASE_URL,
    `SELECT current_setting('server_version_num')::int AS version,
            ARRAY(SELECT name FROM pg_available_extensions WHERE name IN ('pg_trgm', 'intarray') ORDER BY name) AS extensions`,
  );
  const major = Math.floor(row!.version / 10_000);
  if (major < 15) return fail(`PostgreSQL ${major}: 15 or newer is needed`);
  const missing = ['intarray', 'pg_trgm'].filter((name) => !row!.extensions.includes(name));
  if (missing.length)
    return fail(`PostgreSQL ${major}, extension(s) ${missing.join(', ')} missing: install postgresql-contrib`);
  return ok(`PostgreSQL ${major}, pg_trgm and intarray available`);
}

async function checkAppRole(env: TEnv): Promise<Outcome> {
  if (!env.DATABASE_URL) return skip('the embedded database makes its own app role');
  const powers = await rolePowers(env.DATABASE_URL);
  if (powers.superuser || powers.ownedTables > 0)
    return fail(
      `"${powers.role}" is ${powers.superuser ? 'a superuser' : 'the tables\u2019 owner'}: give the app its own role (deploy/database-roles.sql) and put the owner in DATABASE_OWNER_URL`,
    );
  if (!env.DATABASE_OWNER_URL) return fail('DATABASE_OWNER_URL unset: the app role cannot apply migrations');
  const owner = await rolePowers(env.DATABASE_OWNER_URL);
  return ok(`the app signs in as "${powers.role}" (no table, no superuser); migrations as "${owner.role}"`);
}

async function checkMigrations(env: TEnv): Promise<Outcome> {
  if (!env.DATABASE_URL) return skip('applied by the server at start');
  const journal = JSON.parse(await readFile(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  const [journalTable] = await query<{ found: string | null }>(
    env.DATABASE_URL,
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  const applied = journalTable!.found
    ? (await query<{ n: number }>(env.DATABASE_URL, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))[0]!
        .n
    : 0;
  const pending = journal.entries.length - applied;
  if (pending > 0) return warn(`${pending} of ${journal.entries.length} pending: the next start applies them`);
  return ok(`all ${journal.entries.length} applied`);
}

async function checkCreateDb(env: TEnv): Promise<Outcome> {
  if (!env.DATABASE_URL) return skip('the embedded app role has CREATEDB');
  const [row] = await query<{ createdb: boolean }>(
    env.DATABASE_URL,
    'SELECT rolcreatedb AS createdb FROM pg_roles WHERE rolname = current_user',
  );
  if (!row!.createdb)
    return fail(`"${roleOfUrl(env.DATABASE_URL)}" lacks CREATEDB for the scratch database: ALTER ROLE … CREATEDB`);
  return ok('the app role may create the scratch database the quarterly restore test uses');
}

async function checkClock(env: TEnv): Promise<Outcome> {
  if (!env.DATABASE_URL) return skip('the embedded database shares this clock');
  const before = Date.now();
  const [row] = await query<{ now: Date }>(env.DATABASE_URL, 'SELECT now() AS now');
  const local = (before + Date.now()) / 2;
  const skew = Math.abs(row!.now.getTime() - local);
  if (skew > CLOCK_SKEW_WARN_MS) return warn(`${(skew / 1000).toFixed(1)} s apart from the database: run NTP on both`);
  return ok(`${Math.round(skew)} ms apart from the database`);
}

async function checkMail(env: TEnv): Promise<Outcome> {
  if (!env.SMTP_URL) {
    const chosen = env.MAIL_DELIVERY === 'outbox-only';
    return (chosen ? warn : fail)(
      'no SMTP_URL: mail is kept in the outbox and never sent' +
        (chosen ? ' (MAIL_DELIVERY=outbox-only)' : '; set SMTP_URL=smtps://user:pass@host:465'),
    );
  }
  const transport = nodemailer.createTransport(env.SMTP_URL);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
  return ok(
    `the relay at ${new URL(env.SMTP_URL).host} accepts a session${env.SMTP_URL.includes('@') ? ' and the login' : ''}`,
  );
}

async function checkStorage(env: TEnv): Promise<Outcome> {
  const storage = createStorageProvider(env);
  const key = `doctor/${randomUUID()}.txt`;
  await storage.put(key, Readable.from([Buffer.from('doctor')]), { contentType: 'text/plain', maxBytes: 64 });
  await storage.delete(key);
  return ok(
    env.S3_BUCKET ? `bucket ${env.S3_BUCKET}: written and deleted` : `${env.DATA_DIR}/storage: written and deleted`,
  );
}

async function checkBackups(env: TEnv): Promise<Outcome> {
  if (env.BACKUP_SCHEDULE === 'off') return warn('BACKUP_SCHEDULE=off: no scheduled backups');
  if (!env.BACKUP_KEY)
    return env.NODE_ENV === 'production'
      ? fail('BACKUP_KEY unset: openssl rand -base64 32')
      : skip('a key is generated into DATA_DIR');
  const key = parseBackupKey(env.BACKUP_KEY);
  return ok(
    `${key.kind === 'key' ? 'a 256-bit key' : 'a passphrase'}; schedule ${env.BACKUP_SCHEDULE ?? '0 3 * * * (default)'}`,
  );
}

async function checkPublicUrl(env: TEnv): Promise<Outcome> {
  if (!env.PUBLIC_URL)
    return fail('PUBLIC_URL unset: set the site\u2019s public origin, e.g. https://marketplace.example.com');
  const response = await fetch(new URL('/api/health', env.PUBLIC_URL), { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) return fail(`GET ${env.PUBLIC_URL}/api/health answered ${response.status}`);
  const proxied = response.headers.get('x-request-id');
  return ok(
    `GET /api/health through ${new URL(env.PUBLIC_URL).host}: ${response.status}${proxied ? ', request id passed on' : ''}`,
  );
}

async function checkTls(env: TEnv): Promise<Outcome> {
  if (!env.PUBLIC_URL) return skip('no PUBLIC_URL');
  const url = new URL(env.PUBLIC_URL);
  if (url.protocol !== 'https:')
    return (env.NODE_ENV === 'production' ? fail : warn)(
      `${url.origin} is not https: browsers then send no secure cookie`,
    );
  const validTo = await new Promise<Date>((resolve, reject) => {
    const socket = tls.connect({ host: url.hostname, port: Number(url.port || 443), servername: url.hostname }, () => {
      const certificate = socket.getPeerCertificate();
      socket.end();
      resolve(new Date(certificate.valid_to));
    });
    socket.on('error', reject);
  });
  const days = Math.floor((validTo.getTime() - Date.now()) / 86_400_000);
  if (days < CERTIFICATE_WARN_DAYS) return warn(`the certificate expires in ${days} days: renew it (certbot renew)`);
  return ok(`certificate valid for ${days} more days`);
}
