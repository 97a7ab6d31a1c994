// `npm run restore -- FILE [--force]` restores a backup made by `npm run backup` into the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR) and storage, which must be empty: `--force` drops the database's
// schemas (and the local files) first. Stop the application before restoring. The whole file is decrypted and
// checked before anything changes (a wrong BACKUP_KEY changes nothing); afterwards the row counts are compared with
// the backup's manifest and the ledger invariants checked, and both are printed. Decision 026.
import { resolveBackupKey } from '../src/server/config/backup-key';
import { parseEnv } from '../src/server/config/env';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { createLogger } from '../src/server/logger';
import {
  BackupDecryptError,
  formatRestoreReport,
  parseBackupKey,
  restoreBackup,
  RestoreRefusedError,
} from '../src/server/modules/backups/backups.service';
import { createStorageProvider, localStorageRoot } from '../src/server/providers/storage/create-storage-provider';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error(
    'Usage: npm run restore -- FILE [--force]   (--force replaces a database and files that are not empty)',
  );
  process.exit(2);
}

const env = parseEnv();
let key;
try {
  key = parseBackupKey(await resolveBackupKey(env, { generate: false }));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const logger = createLogger({ ...env, LOG_LEVEL: 'warn' });
const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres(env.DATA_DIR, logger);
try {
  console.log(
    `Restoring ${file} into ${env.DATABASE_URL ? 'DATABASE_URL' : `the embedded database in ${env.DATA_DIR}`}…`,
  );
  const report = await restoreBackup({
    file,
    key,
    // As the schema's owner: a restore drops and recreates the schemas; the next start grants the app role again.
    databaseUrl: env.DATABASE_OWNER_URL ?? env.DATABASE_URL ?? embedded!.url,
    storage: createStorageProvider(env),
    localFilesDir: env.S3_BUCKET ? null : localStorageRoot(env.DATA_DIR),
    force,
    logger,
  });
  console.log(formatRestoreReport(report));
  if (!report.ok) process.exitCode = 1;
} catch (error) {
  const refused = error instanceof BackupDecryptError || error instanceof RestoreRefusedError;
  console.error(refused ? (error as Error).message : `Restore failed: ${(error as Error)?.message ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
