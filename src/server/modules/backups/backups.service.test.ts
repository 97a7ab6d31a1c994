import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { SYSTEM_ACTOR } from '../../../shared/domain/admin-activity';
import {
  adminActivity,
  backupRuns,
  businessDocuments,
  deliverableFiles,
  documentFiles,
  emailOutbox,
  ledgerEntries,
  notifications,
  user,
} from '../../db/schema';
import { createLogger } from '../../logger';
import { localStorageRoot } from '../../providers/storage/create-storage-provider';
import { createLocalStorageProvider } from '../../providers/storage/local-storage-provider';
import { generatedStream, sha256Of } from '../../providers/storage/storage-test-helpers';
import { fulfilmentState, sendSandboxWebhook, checkoutEvent, startCheckout } from '../../test/payments';
import { createTestApp, createUser, signedInUser, type TestApp } from '../../test/test-app';
import { INSIGHTS_REFRESH_JOB } from '../assistant/assistant.service';
import {
  BackupDecryptError,
  createBackupsService,
  parseBackupKey,
  restoreBackup,
  RestoreRefusedError,
  type BackupsService,
} from './backups.service';

const KEY = randomBytes(32).toString('base64');
const logger = createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

let dataDir: string;
let test: TestApp;
let backups: BackupsService;
const databases: string[] = [];

function serviceWith(directory: string) {
  return createBackupsService({
    db: test.db,
    databaseUrl: test.url,
    storage: createLocalStorageProvider(localStorageRoot(dataDir)),
    notifications: test.app.services.notifications,
    profiles: test.app.services.profiles,
    config: { directory, schedule: null, keyMissing: false, retentionDays: 35, key: async () => parseBackupKey(KEY) },
    logger,
  });
}

/** A new, empty database on the test server (the restore target); dropped when the file ends. */
async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `backup_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'backups-test-'));
  test = await createTestApp({ DATA_DIR: dataDir });
  backups = serviceWith(path.join(dataDir, 'backups'));
});

afterAll(async () => {
  await test?.close();
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
});

/** A stored deliverable file with its row, as an upload leaves them. */
async function storeDeliverableFile(deliverableId: string, name: string, size: number) {
  const storage = createLocalStorageProvider(localStorageRoot(dataDir));
  const { stream, checksum } = generatedStream(size, 64 * 1024);
  const key = `${deliverableId}/${name}`;
  const stored = await storage.put(key, stream, { contentType: 'application/pdf', maxBytes: size });
  expect(stored.checksum).toBe(checksum);
  await test.db.insert(deliverableFiles).values({
    deliverableId,
    fileName: name,
    fileSize: size,
    fileType: 'application/pdf',
    storagePath: key,
    checksum,
    versionNumber: Number(name.split('.')[0]),
  });
  return { key, checksum };
}

describe('backups: an encrypted, consistent backup that restores', () => {
  let file: string;
  let before: {
    users: number;
    ledgerEntries: number;
    documents: number;
    activity: number;
    sequence: number;
    jobId: string;
    files: { key: string; checksum: string }[];
    afterEmail: string;
    afterFileKey: string;
  };

  beforeAll(async () => {
    // Money moved (ledger, invoice and receipt: append-only documents), an admin action logged, a stored file,
    // a job still to do and a sequence advanced: all before the backup.
    const buyer = await signedInUser(test);
    const { order, sessionId } = await startCheckout(test, buyer.cookie);
    const paid = await sendSandboxWebhook(test, checkoutEvent(order, sessionId, 'checkout.session.completed'));
    expect(paid.statusCode).toBe(200);
    const state = await fulfilmentState(test, order.id);
    expect(state.entries.length).toBeGreaterThan(0);
    const deliverableId = state.deliverables[0]!.id;
    await test.app.services.settings.update('analytics_capture_enabled', { enabled: false }, SYSTEM_ACTOR);
    // The payment's invoice and receipt PDFs, stored by the job it queued, are stored files like the uploads.
    const storedDocuments = () => test.db.select().from(documentFiles);
    await vi.waitFor(async () => expect(await storedDocuments()).toHaveLength(2), { timeout: 15_000, interval: 250 });
    const files = [
      await storeDeliverableFile(deliverableId, '1.pdf', 300_000),
      await storeDeliverableFile(deliverableId, '2.pdf', 10),
      ...(await storedDocuments()).map((row) => ({ key: row.storagePath, checksum: row.checksum })),
    ];
    await test.app.services.jobs.send(INSIGHTS_REFRESH_JOB, { projectId: state.projects[0]!.id }, undefined, {
      startAfterSeconds: 3600,
    });
    const [job] = await query<{ id: string }>(
      test.url,
      `SELECT id FROM pgboss.job WHERE name = $1 AND state = 'created'`,
      [INSIGHTS_REFRESH_JOB],
    );
    const [sequence] = await query<{ value: string }>(
      test.url,
      `SELECT nextval('custom_quote_number_seq')::text AS value FROM generate_series(1, 3) ORDER BY 1 DESC LIMIT 1`,
    );

    const users = (await test.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n;
    const entries = (await test.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n;
    const documents = (await test.db.select({ n: sql<number>`count(*)::int` }).from(businessDocuments))[0]!.n;
    const activity = (await test.db.select({ n: sql<number>`count(*)::int` }).from(adminActivity))[0]!.n;
    expect(documents).toBeGreaterThan(0);
    expect(activity).toBeGreaterThan(0);

    const result = await backups.runBackup('command');
    file = result.file;
    expect(result.summary.ledgerBalanced).toBe(true);
    expect(result.summary.files).toBe(4);
    expect(result.summary.filesIncluded).toBe(4);
    expect(result.summary.pendingJobs).toBeGreaterThanOrEqual(1);

    // Written after the backup: must not come back.
    const after = await createUser(test, { email: `after-${randomBytes(4).toString('hex')}@example.test` });
    const late = await storeDeliverableFile(deliverableId, '3.pdf', 1_000);
    expect(after.id).toBeTruthy();

    before = {
      users,
      ledgerEntries: entries,
      documents,
      activity,
      sequence: Number(sequence!.value),
      jobId: job!.id,
      files,
      afterEmail: after.email,
      afterFileKey: late.key,
    };
  });

  it('records the run: when, the file and its size, and what it holds', async () => {
    const overview = await backups.overview();
    expect(overview.latest).toMatchObject({ status: 'succeeded', trigger: 'command', error: null });
    expect(overview.latest!.fileName).toBe(path.basename(file));
    expect(overview.latest!.sizeBytes).toBeGreaterThan(300_000);
    expect(overview.latest!.summary).toMatchObject({ ledgerBalanced: true, files: 4, warnings: [] });
    expect(overview.lastSucceeded?.id).toBe(overview.latest!.id);
    expect(overview.directory).toBe(path.join(dataDir, 'backups'));
  });

  it('tests a restore: the newest backup restored into a scratch database, checked, recorded, the scratch dropped', async () => {
    const tested = await backups.runRestoreTest();
    expect(tested.file).toBe(path.basename(file));
    expect(tested.report.ok).toBe(true);
    expect(tested.report.files.map((check) => check.status)).toEqual(['restored', 'restored', 'restored', 'restored']);
    const users = tested.report.tables.find((table) => table.name === 'user');
    expect(users).toEqual({ name: 'user', expected: before.users, actual: before.users });

    const overview = await backups.overview();
    expect(overview.lastRestoreTest).toMatchObject({
      trigger: 'restore_test',
      status: 'succeeded',
      fileName: path.basename(file),
      error: null,
    });
    expect(overview.lastRestoreTest!.summary).toMatchObject({ ledgerBalanced: true, files: 4, filesIncluded: 4 });
    // A restore test is not a backup: the last backup is still the backup.
    expect(overview.latest!.trigger).toBe('command');
    const scratch = await query<{ datname: string }>(
      test.url,
      `SELECT datname FROM pg_database WHERE datname LIKE '%restore_test%'`,
    );
    expect(scratch).toEqual([]);
  });

  it('records a failed restore test and tells the admins', async () => {
    const admin = await createUser(test, { isAdmin: true });
    // This service's folder does not hold the newest backup's file: the restore cannot read it.
    await expect(serviceWith(path.join(dataDir, 'elsewhere')).runRestoreTest()).rejects.toThrow(/ENOENT/);
    const overview = await backups.overview();
    expect(overview.lastRestoreTest).toMatchObject({ status: 'failed', fileName: path.basename(file) });
    expect(overview.lastRestoreTest!.error).toMatch(/ENOENT/);
    const notes = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'backup_failed')));
    expect(notes.map((note) => note.title)).toEqual(['Restore test failed']);
  });

  it('restores into an empty database and folder: data before the backup is back, data after it is not', async () => {
    const url = await emptyDatabase();
    const restoredDir = await mkdtemp(path.join(tmpdir(), 'backups-restored-'));
    try {
      const storage = createLocalStorageProvider(localStorageRoot(restoredDir));
      const report = await restoreBackup({
        file,
        key: parseBackupKey(KEY),
        databaseUrl: url,
        storage,
        localFilesDir: localStorageRoot(restoredDir),
        logger,
      });
      expect(report.ok).toBe(true);
      expect(report.ledgerViolations).toEqual([]);
      expect(report.tables.every((table) => table.actual === table.expected)).toBe(true);
      expect(report.tables.find((table) => table.name === 'user')?.actual).toBe(before.users);

      const [counts] = await query<{ users: number; entries: number; documents: number; activity: number }>(
        url,
        `SELECT (SELECT count(*)::int FROM "user") AS users, (SELECT count(*)::int FROM ledger_entries) AS entries,
                (SELECT count(*)::int FROM business_documents) AS documents,
                (SELECT count(*)::int FROM admin_activity) AS activity`,
      );
      expect(counts).toEqual({
        users: before.users,
        entries: before.ledgerEntries,
        documents: before.documents,
        activity: before.activity,
      });
      expect(await query(url, `SELECT 1 FROM "user" WHERE email = $1`, [before.afterEmail])).toEqual([]);
      // The backup's own record is not part of the data.
      expect(await query(url, 'SELECT 1 FROM backup_runs')).toEqual([]);
      // The append-only tables still refuse changes after the restore.
      await expect(query(url, 'DELETE FROM admin_activity')).rejects.toThrow();

      // Stored files: the ones rows pointed at, byte for byte; not the one written after.
      for (const stored of before.files) {
        expect(report.files.find((check) => check.key === stored.key)).toMatchObject({ status: 'restored' });
        expect((await sha256Of((await storage.get(stored.key)).stream)).checksum).toBe(stored.checksum);
      }
      await expect(storage.get(before.afterFileKey)).rejects.toThrow(/Nothing stored/);

      // The job still to do is queued again; the sequence continues past what was handed out.
      expect(await query(url, `SELECT state::text FROM pgboss.job WHERE id = $1`, [before.jobId])).toEqual([
        { state: 'created' },
      ]);
      const [next] = await query<{ value: string }>(url, `SELECT nextval('custom_quote_number_seq')::text AS value`);
      expect(Number(next!.value)).toBe(before.sequence + 1);
      // The schema is at the backup's migration, so the application's own start migrates nothing it lacks.
      const [migrations] = await query<{ n: number }>(
        url,
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(migrations!.n).toBe(report.migrations);

      // A second restore into the now-used target is refused, and --force replaces it.
      const again = () =>
        restoreBackup({
          file,
          key: parseBackupKey(KEY),
          databaseUrl: url,
          storage,
          localFilesDir: localStorageRoot(restoredDir),
          logger,
        });
      await expect(again()).rejects.toThrow(RestoreRefusedError);
      await expect(again()).rejects.toThrow(/not empty.*--force/);
      await query(url, 'CREATE TABLE public.stray (id int)');
      const forced = await restoreBackup({
        file,
        key: parseBackupKey(KEY),
        databaseUrl: url,
        storage,
        localFilesDir: localStorageRoot(restoredDir),
        force: true,
        logger,
      });
      expect(forced.ok).toBe(true);
      // --force dropped the schemas: what was there before is gone.
      expect(await query(url, `SELECT to_regclass('public.stray') AS found`)).toEqual([{ found: null }]);
    } finally {
      await rm(restoredDir, { recursive: true, force: true });
    }
  });

  it('refuses a wrong key before touching the target', async () => {
    const url = await emptyDatabase();
    const restoredDir = await mkdtemp(path.join(tmpdir(), 'backups-wrong-key-'));
    try {
      const failure = await restoreBackup({
        file,
        key: parseBackupKey(randomBytes(32).toString('base64')),
        databaseUrl: url,
        storage: createLocalStorageProvider(localStorageRoot(restoredDir)),
        localFilesDir: localStorageRoot(restoredDir),
        logger,
      }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(BackupDecryptError);
      expect((failure as Error).message).toMatch(/AES-256-GCM authentication failed.*Nothing was restored/);
      const [objects] = await query<{ n: number }>(
        url,
        `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname IN ('public', 'drizzle', 'pgboss')`,
      );
      expect(objects!.n).toBe(0);
      expect(await readdir(restoredDir)).toEqual([]);
    } finally {
      await rm(restoredDir, { recursive: true, force: true });
    }
  });
});

describe('backups: failures and retention', () => {
  it('records a failed run with its error and notifies every admin in the app and by e-mail', async () => {
    const admin = await createUser(test, { isAdmin: true });
    // Even one who turned activity e-mails off: a failed backup is an operator's alarm, not activity.
    await test.app.services.profiles.setEmailPreferences(admin.id, { emailActivity: false, emailMarketing: false });
    const blocked = path.join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the backup folder should be');
    await expect(serviceWith(blocked).runBackup('schedule')).rejects.toThrow();

    const [run] = await test.db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.trigger, 'schedule'))
      .orderBy(sql`${backupRuns.startedAt} desc`)
      .limit(1);
    expect(run).toMatchObject({ status: 'failed' });
    expect(run!.error).toMatch(/EEXIST|ENOTDIR/);
    expect(run!.finishedAt).not.toBeNull();

    const notes = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'backup_failed')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe('Backup failed');
    const mails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.to, admin.email));
    expect(mails.some((mail) => mail.subject === 'Backup failed' && mail.text.includes('/admin/settings'))).toBe(true);
    const overview = await backups.overview();
    expect(overview.latest).toMatchObject({ status: 'failed', error: run!.error });
    expect(overview.lastSucceeded?.status).toBe('succeeded');
  });

  it('deletes backup files past the retention after a successful backup, and nothing else', async () => {
    const directory = path.join(dataDir, 'retention');
    await mkdir(directory, { recursive: true });
    const old = 'backup-2020-01-01T03-00-00.000Z.ombackup';
    const recent = `backup-${new Date(Date.now() - 24 * 3600 * 1000).toISOString().replace(/:/g, '-')}.ombackup`;
    // A partial file a stopped backup left two days ago goes; one as fresh as a running backup's stays.
    const stale = `.${old}.partial`;
    const fresh = `.${recent}.partial`;
    for (const name of [old, recent, 'notes.txt', stale, fresh]) await writeFile(path.join(directory, name), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await utimes(path.join(directory, stale), twoDaysAgo, twoDaysAgo);
    const result = await serviceWith(directory).runBackup('command');
    expect(result.pruned).toEqual([old]);
    expect((await readdir(directory)).sort()).toEqual([result.fileName, recent, 'notes.txt', fresh].sort());
  });

  it('keeps one backup at a time', async () => {
    const service = serviceWith(path.join(dataDir, 'concurrent'));
    const results = await Promise.allSettled([service.runBackup('command'), service.runBackup('command')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toMatch(/Another backup is running/);
  });
});
