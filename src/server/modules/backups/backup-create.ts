import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { StoredFileReference } from '../../db/database-copy';
import { openSnapshot } from '../../db/database-snapshot';
import { StorageNotFoundError, type StorageProvider } from '../../providers/storage/storage-provider';
import { archiveEnd, archiveEntry, archiveStart } from './backup-archive';
import { createEncryptStream, type BackupKey } from './backup-crypto';
import type { BackupManifest, ManifestFile } from './backup-manifest';

const PARTIAL_PATTERN = /^\.backup-.*\.ombackup\.partial$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const FILE_PATTERN = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.ombackup$/;

/** `backup-2026-11-24T03-00-00.000Z.ombackup`: sorts by time, and the time is read back for retention. */
export const backupFileName = (at: Date) => `backup-${at.toISOString().replace(/:/g, '-')}.ombackup`;

function timeOfBackupFile(name: string): Date | null {
  const match = FILE_PATTERN.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export type CreatedBackup = { file: string; fileName: string; sizeBytes: number; manifest: BackupManifest };

async function* hashing(stream: Readable, into: { size: number; hash: ReturnType<typeof createHash> }) {
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    into.hash.update(chunk);
    into.size += chunk.length;
    yield chunk;
  }
}

/**
 * Writes one encrypted backup into `directory` (decision 026): every application table and the jobs still to do, read
 * in one REPEATABLE READ snapshot with COPY, the sequences, the stored files (their bytes for local storage; their keys
 * and checksums for S3, whose objects stay in the bucket), and the manifest. gzip, then AES-256-GCM; written to a
 * hidden partial file and renamed into place only when complete.
 */
export async function createBackup({
  databaseUrl,
  storage,
  key,
  directory,
  excludeTables = [],
  now = new Date(),
}: {
  databaseUrl: string;
  storage: StorageProvider;
  key: BackupKey;
  directory: string;
  /** Tables left out (the backup runs' own record: it describes this server's backup folder, not the data). */
  excludeTables?: string[];
  now?: Date;
}): Promise<CreatedBackup> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const fileName = backupFileName(now);
  const file = path.join(directory, fileName);
  const partial = path.join(directory, `.${fileName}.partial`);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    postgresVersion: '',
    migrations: [],
    tables: [],
    sequences: [],
    jobs: null,
    storage: { kind: storage.kind, files: [], missing: [], mismatched: [] },
    ledger: { balanced: true, violations: [] },
  };

  const snapshot = await openSnapshot(databaseUrl);
  let references: StoredFileReference[] = [];

  async function* databaseEntries(): AsyncGenerator<Buffer> {
    try {
      manifest.postgresVersion = await snapshot.serverVersion();
      manifest.migrations = await snapshot.migrations();
      for (const table of await snapshot.tables(excludeTables)) {
        const copy = await snapshot.copyOut(table);
        yield* archiveEntry('table', `${table.schema}.${table.name}`, copy.stream);
        manifest.tables.push({ ...table, rows: copy.rows() });
      }
      const jobs = await snapshot.jobs();
      if (jobs) {
        const copy = await snapshot.copyOutPendingJobs(jobs.table);
        yield* archiveEntry('table', `${jobs.table.schema}.${jobs.table.name}`, copy.stream);
        manifest.jobs = { version: jobs.version, queues: jobs.queues, ...jobs.table, rows: copy.rows() };
      }
      manifest.sequences = await snapshot.sequences();
      references = await snapshot.storedFiles();
      const violations = await snapshot.ledgerViolations();
      manifest.ledger = { balanced: violations.length === 0, violations };
    } finally {
      // The files are read after the snapshot ends: a stored file is never changed or removed once a row names it.
      await snapshot.close();
    }
  }

  async function* fileEntries(): AsyncGenerator<Buffer> {
    for (const reference of references) {
      const entry: ManifestFile = {
        key: reference.key,
        size: null,
        sha256: reference.checksum,
        contentType: null,
        included: false,
      };
      let object;
      try {
        // Local files are copied into the backup. S3 objects stay in the bucket: only one whose checksum was not
        // recorded at upload is read, to record it now.
        object = storage.kind === 'local' || !reference.checksum ? await storage.get(reference.key) : null;
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
        manifest.storage.missing.push(reference.key);
        manifest.storage.files.push(entry);
        continue;
      }
      if (object) {
        const measured = { size: 0, hash: createHash('sha256') };
        if (storage.kind === 'local') {
          yield* archiveEntry('file', reference.key, hashing(object.stream, measured));
          entry.included = true;
        } else {
          for await (const _chunk of hashing(object.stream, measured));
        }
        entry.size = measured.size;
        entry.sha256 = measured.hash.digest('hex');
        entry.contentType = object.contentType;
        if (reference.checksum && reference.checksum !== entry.sha256) manifest.storage.mismatched.push(reference.key);
      }
      manifest.storage.files.push(entry);
    }
  }

  async function* content(): AsyncGenerator<Buffer> {
    yield archiveStart();
    yield* databaseEntries();
    yield* fileEntries();
    yield* archiveEntry('manifest', 'manifest.json', [JSON.stringify(manifest)]);
    yield archiveEnd();
  }

  try {
    await pipeline(
      Readable.from(content(), { objectMode: false }),
      createGzip(),
      await createEncryptStream(key),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await snapshot.close();
  }
  return { file, fileName, sizeBytes: (await stat(file)).size, manifest };
}

/**
 * Deletes this application's backup files in `directory` older than `retentionDays` (by the time in their names),
 * never `keep` (the newest one). Returns the names deleted.
 */
export async function pruneBackups(
  directory: string,
  retentionDays: number,
  { now = new Date(), keep }: { now?: Date; keep: string },
): Promise<string[]> {
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  const deleted: string[] = [];
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    // A partial file a stopped backup left behind goes a day later (a running backup renames its own long before).
    if (PARTIAL_PATTERN.test(name)) {
      const info = await stat(path.join(directory, name)).catch(() => null);
      if (info && info.mtimeMs < now.getTime() - DAY_MS) await rm(path.join(directory, name), { force: true });
      continue;
    }
    const at = timeOfBackupFile(name);
    if (!at || name === keep || at.getTime() >= cutoff) continue;
    await rm(path.join(directory, name), { force: true });
    deleted.push(name);
  }
  return deleted.sort();
}
