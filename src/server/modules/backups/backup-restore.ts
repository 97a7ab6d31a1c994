import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Logger } from 'pino';
import type { TableInfo } from '../../db/database-copy';
import { checkMigrations, connectRestoreTarget } from '../../db/database-restore';
import { createJobs } from '../../jobs/jobs';
import { StorageNotFoundError, type StorageProvider } from '../../providers/storage/storage-provider';
import { readArchive, type ArchiveEntryHandler } from './backup-archive';
import { openBackupFile, type BackupKey } from './backup-crypto';
import type { BackupManifest, ManifestFile } from './backup-manifest';

/** The restore was refused before anything was changed (target not empty, unusable backup). */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export type RestoreCheck = { name: string; expected: number; actual: number };
export type FileCheck = {
  key: string;
  expected: string | null;
  actual: string | null;
  /** restored: written from the backup; present: left in place (S3) and found; missing / mismatched: a problem. */
  status: 'restored' | 'present' | 'missing' | 'mismatched';
};

export type RestoreReport = {
  createdAt: string;
  migrations: number;
  tables: RestoreCheck[];
  files: FileCheck[];
  ledgerViolations: string[];
  warnings: string[];
  /** Every row count matches the manifest, every file is there with its checksum and the ledger invariants hold. */
  ok: boolean;
};

/** One pass over a backup's content: decrypt (each block authenticated), gunzip, read the entries. */
async function readBackup(file: string, key: BackupKey, onEntry: ArchiveEntryHandler): Promise<void> {
  const opened = await openBackupFile(file, key);
  await pipeline(
    createReadStream(file, { start: opened.dataOffset }),
    opened.decryptStream(),
    createGunzip(),
    async (source: AsyncIterable<Buffer>) => readArchive(source, onEntry),
  );
}

async function sha256Of(body: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk);
  return hash.digest('hex');
}

/** Reads the whole backup once, checking every block and every included file against the manifest; returns it. */
export async function verifyBackup(file: string, key: BackupKey): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  const hashes = new Map<string, string>();
  await readBackup(file, key, async (kind, name, body) => {
    if (kind === 'file') hashes.set(name, await sha256Of(body));
    if (kind === 'manifest') {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk);
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
    }
  });
  const found = manifest as BackupManifest | null;
  if (!found || found.format !== 1) throw new RestoreRefusedError('This backup has no manifest it can be restored by.');
  for (const entry of found.storage.files.filter((entry) => entry.included))
    if (hashes.get(entry.key) !== entry.sha256)
      throw new RestoreRefusedError(`The backup's copy of ${entry.key} does not match its checksum.`);
  return found;
}

async function directoryIsEmpty(directory: string): Promise<boolean> {
  const entries = await readdir(directory).catch(() => [] as string[]);
  return entries.filter((name) => name !== '.incoming').length === 0;
}

/**
 * Restores a backup into an empty database (and, for local storage, an empty files folder): decrypts and checks the
 * whole file first, so a wrong key or a damaged file changes nothing; applies the migrations up to the backup's
 * version; loads every table and the pending jobs with COPY in one transaction; writes the stored files; sets the
 * sequences. A failure part-way leaves the target empty again. Then compares the row counts and files with the
 * manifest and checks the ledger invariants. `force` first drops the target's schemas (and the local files).
 */
export async function restoreBackup({
  file,
  key,
  databaseUrl,
  storage,
  localFilesDir,
  force = false,
  logger,
}: {
  file: string;
  key: BackupKey;
  databaseUrl: string;
  storage: StorageProvider;
  /** The local storage folder when storage is local (checked for emptiness, cleared by force); null for S3. */
  localFilesDir: string | null;
  force?: boolean;
  logger: Logger;
}): Promise<RestoreReport> {
  const manifest = await verifyBackup(file, key);
  checkMigrations(manifest.migrations);
  const warnings: string[] = [];

  const target = await connectRestoreTarget(databaseUrl);
  try {
    const databaseEmpty = await target.isEmpty();
    const filesEmpty = localFilesDir ? await directoryIsEmpty(localFilesDir) : true;
    if (!(databaseEmpty && filesEmpty) && !force)
      throw new RestoreRefusedError(
        `The target is not empty (${[
          !databaseEmpty && 'the database has tables',
          !filesEmpty && `${localFilesDir} has files`,
        ]
          .filter(Boolean)
          .join('; ')}). Restore into an empty database, or add --force to drop its schemas and files first.`,
      );
    if (!databaseEmpty) await target.dropSchemas();
    if (localFilesDir && !filesEmpty) await rm(localFilesDir, { recursive: true, force: true });

    const written: string[] = [];
    const checks = new Map<string, FileCheck>();
    try {
      await target.migrateTo(manifest.migrations);
      let jobs = manifest.jobs;
      if (jobs) {
        // pg-boss creates its schema itself (as at start-up); the queues and jobs then go in with the data.
        const boss = createJobs({ databaseUrl, logger, runWorkers: false });
        await boss.start();
        await boss.stop();
        const version = await target.jobsVersion();
        if (version !== jobs.version) {
          warnings.push(`pending jobs not restored: the job queue's schema is version ${version}, not ${jobs.version}`);
          jobs = null;
        }
      }
      const tables = new Map<string, TableInfo>(
        manifest.tables.map((table) => [`${table.schema}.${table.name}`, table]),
      );
      if (jobs) tables.set(`${jobs.schema}.${jobs.name}`, jobs);
      const files = new Map<string, ManifestFile>(manifest.storage.files.map((entry) => [entry.key, entry]));

      await target.begin();
      if (jobs) await target.createJobQueues(jobs.queues);
      await readBackup(file, key, async (kind, name, body) => {
        if (kind === 'table') {
          const table = tables.get(name);
          if (table) await target.copyIn(table, body);
        } else if (kind === 'file') {
          const entry = files.get(name);
          if (!entry) return;
          written.push(name);
          const stored = await storage.put(name, Readable.from(body), {
            contentType: entry.contentType ?? 'application/octet-stream',
            maxBytes: Number.MAX_SAFE_INTEGER,
          });
          checks.set(name, {
            key: name,
            expected: entry.sha256,
            actual: stored.checksum,
            status: stored.checksum === entry.sha256 ? 'restored' : 'mismatched',
          });
        }
      });
      await target.setSequences(manifest.sequences);
      await target.commit();
    } catch (error) {
      await target.rollback();
      for (const name of written) await storage.delete(name).catch(() => undefined);
      await target.dropSchemas().catch(() => undefined);
      throw error;
    }

    // Files the backup only recorded (S3) must be in the target's storage with the recorded bytes.
    for (const entry of manifest.storage.files.filter((entry) => !entry.included)) {
      let actual: string | null = null;
      try {
        actual = await sha256Of((await storage.get(entry.key)).stream);
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
      }
      checks.set(entry.key, {
        key: entry.key,
        expected: entry.sha256,
        actual,
        status: actual === null ? 'missing' : !entry.sha256 || actual === entry.sha256 ? 'present' : 'mismatched',
      });
    }

    const tables: RestoreCheck[] = [];
    for (const table of manifest.tables)
      tables.push({ name: table.name, expected: table.rows, actual: await target.rowCount(table) });
    if (manifest.jobs && !warnings.length)
      tables.push({
        name: `${manifest.jobs.schema}.${manifest.jobs.name} (pending jobs)`,
        expected: manifest.jobs.rows,
        actual: await target.rowCount(manifest.jobs),
      });
    const ledgerViolations = await target.ledgerViolations();
    const fileChecks = manifest.storage.files.map((entry) => checks.get(entry.key)!);
    return {
      createdAt: manifest.createdAt,
      migrations: manifest.migrations.length,
      tables,
      files: fileChecks,
      ledgerViolations,
      warnings,
      ok:
        tables.every((table) => table.expected === table.actual) &&
        fileChecks.every((check) => check.status === 'restored' || check.status === 'present') &&
        ledgerViolations.length === 0,
    };
  } finally {
    await target.close();
  }
}

/** The report as the restore command prints it. */
export function formatRestoreReport(report: RestoreReport): string {
  const lines = [`Backup of ${report.createdAt}, schema at migration ${report.migrations}.`, '', 'Row counts:'];
  const width = Math.max(...report.tables.map((table) => table.name.length), 5);
  for (const table of [...report.tables].sort((a, b) => a.name.localeCompare(b.name)))
    lines.push(
      `  ${table.name.padEnd(width)}  ${String(table.actual).padStart(8)}  ${table.expected === table.actual ? 'ok' : `expected ${table.expected}`}`,
    );
  const problems = report.files.filter((check) => check.status === 'missing' || check.status === 'mismatched');
  lines.push(
    '',
    `Stored files: ${report.files.length} (${report.files.filter((check) => check.status === 'restored').length} restored, ` +
      `${report.files.filter((check) => check.status === 'present').length} found in place, ${problems.length} with problems)`,
  );
  for (const check of problems) lines.push(`  ${check.status}: ${check.key}`);
  lines.push(
    '',
    report.ledgerViolations.length
      ? `Ledger invariants: ${report.ledgerViolations.length} violated`
      : 'Ledger invariants: hold (every transaction balances, no escrow negative, payouts and refunds booked)',
  );
  for (const violation of report.ledgerViolations) lines.push(`  ${violation}`);
  for (const warning of report.warnings) lines.push(`Warning: ${warning}`);
  lines.push('', report.ok ? 'Restore verified.' : 'Restore finished with differences: see above.');
  return lines.join('\n');
}
