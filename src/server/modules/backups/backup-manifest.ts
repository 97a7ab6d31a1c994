import type { AppliedMigration, JobQueue, SequenceValue } from '../../db/database-copy';

/** A stored file as the backup saw it. `included`: its bytes are in the backup (local storage); else only recorded. */
export type ManifestFile = {
  key: string;
  size: number | null;
  /** SHA-256 of its bytes, hex: computed while copying it (local), else as recorded at upload or read from S3. */
  sha256: string | null;
  contentType: string | null;
  included: boolean;
};

/** What a backup holds, written last inside it (decision 026). */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  postgresVersion: string;
  /** The schema migration version: every applied migration (drizzle's hash and timestamp), oldest first. */
  migrations: AppliedMigration[];
  tables: { schema: string; name: string; columns: string[]; rows: number }[];
  sequences: SequenceValue[];
  /** pg-boss's queues and the jobs still to do (null when pg-boss had no schema yet). */
  jobs: { version: number; queues: JobQueue[]; schema: string; name: string; columns: string[]; rows: number } | null;
  storage: {
    kind: 'local' | 's3';
    files: ManifestFile[];
    /** Keys a row points at but storage did not have. */
    missing: string[];
    /** Keys whose bytes no longer match the checksum recorded at upload. */
    mismatched: string[];
  };
  /** The money invariants as of the snapshot. */
  ledger: { balanced: boolean; violations: string[] };
};

/** A short account of a backup for the run's record and the admin Settings tab. */
export function summaryOf(manifest: BackupManifest) {
  return {
    migrations: manifest.migrations.length,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    pendingJobs: manifest.jobs?.rows ?? 0,
    files: manifest.storage.files.length,
    filesIncluded: manifest.storage.files.filter((file) => file.included).length,
    ledgerBalanced: manifest.ledger.balanced,
    warnings: [
      ...manifest.storage.missing.map((key) => `stored file missing: ${key}`),
      ...manifest.storage.mismatched.map((key) => `stored file differs from its upload checksum: ${key}`),
      ...manifest.ledger.violations,
    ],
  };
}

export type BackupSummary = ReturnType<typeof summaryOf>;
