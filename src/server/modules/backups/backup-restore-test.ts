import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { createScratchDatabase } from '../../db/database-copy';
import { createLocalStorageProvider } from '../../providers/storage/local-storage-provider';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { BackupKey } from './backup-crypto';
import { restoreBackup, type RestoreReport } from './backup-restore';

/**
 * Proves a backup restores: into a scratch database beside the live one (and, for local storage, a scratch folder),
 * with the restore's own checks (row counts against the manifest, every file's checksum, the ledger invariants);
 * then removes both. S3 objects are only checked in place (the backup recorded them, it does not hold them).
 */
export async function testRestore({
  file,
  key,
  databaseUrl,
  storage,
  logger,
}: {
  file: string;
  key: BackupKey;
  databaseUrl: string;
  /** The live storage: local backups restore their files into a scratch folder instead; S3 is read only. */
  storage: StorageProvider;
  logger: Logger;
}): Promise<RestoreReport> {
  const scratch = await createScratchDatabase(databaseUrl, 'restore_test');
  const filesDir = storage.kind === 'local' ? await mkdtemp(path.join(tmpdir(), 'restore-test-')) : null;
  try {
    return await restoreBackup({
      file,
      key,
      databaseUrl: scratch.url,
      storage: filesDir ? createLocalStorageProvider(filesDir) : storage,
      localFilesDir: filesDir,
      logger,
    });
  } finally {
    await scratch.drop().catch((error: unknown) => logger.error({ err: error }, 'scratch database not dropped'));
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  }
}

/** One line for the record and the admins: what a failed restore test found. */
export function restoreTestProblems(report: RestoreReport): string {
  const rows = report.tables.filter((table) => table.expected !== table.actual);
  const files = report.files.filter((check) => check.status === 'missing' || check.status === 'mismatched');
  return [
    rows.length &&
      `${rows.length} tables with other row counts than the backup's (${rows.map((t) => t.name).join(', ')})`,
    files.length && `${files.length} stored files missing or changed`,
    report.ledgerViolations.length && `${report.ledgerViolations.length} ledger invariants violated`,
  ]
    .filter(Boolean)
    .join('; ');
}
