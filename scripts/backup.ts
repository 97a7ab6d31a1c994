// `npm run backup` takes one encrypted backup of the whole database and the stored files into BACKUP_DIR (default
// DATA_DIR/backups), records the run (admin Settings shows it), deletes backups past BACKUP_RETENTION_DAYS and prints
// what it holds. A failure is recorded and the admins are notified. Decision 026; restore with `npm run restore`.
// `npm run backup -- --test-restore` instead restores the newest successful backup into a scratch database and checks it.
import { publicUrlOf } from '../src/server/config/origins';
import { resolveAuthSecret } from '../src/server/config/auth-secret';
import { parseEnv } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/open-database';
import { createLogger } from '../src/server/logger';
import { createAdminActivityService } from '../src/server/modules/admin-activity/admin-activity.service';
import { createAuthService } from '../src/server/modules/auth/auth.service';
import {
  backupsConfigOf,
  createBackupsService,
  formatRestoreReport,
} from '../src/server/modules/backups/backups.service';
import { createNotificationsService } from '../src/server/modules/notifications/notifications.service';
import { createProfilesService } from '../src/server/modules/profiles/profiles.service';
import { createMailer } from '../src/server/providers/email/mailer';
import { createStorageProvider } from '../src/server/providers/storage/create-storage-provider';
import { createRealtimeHub } from '../src/server/realtime/hub';

const env = parseEnv();
if (env.NODE_ENV === 'production' && !env.BACKUP_KEY) {
  console.error('BACKUP_KEY is required in production: 32 bytes in base64 (openssl rand -base64 32) or a passphrase.');
  process.exit(2);
}
const logger = createLogger({ ...env, LOG_LEVEL: 'warn' });
const database = await openDatabase(env, logger);
try {
  const db = database.db;
  const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const profiles = createProfilesService({
    db,
    accounts: createAuthService({ db }),
    activity: createAdminActivityService({ db }),
    mailer,
    publicUrl: publicUrlOf(env),
  });
  const notifications = createNotificationsService({
    db,
    // Pushes go out through NOTIFY to the running servers' open pages; this process listens to nothing.
    hub: createRealtimeHub({ databaseUrl: database.url, logger }),
    mailer,
    profiles,
    publicUrl: publicUrlOf(env),
    authSecret: await resolveAuthSecret(env),
  });
  const config = backupsConfigOf(env);
  const backups = createBackupsService({
    db,
    databaseUrl: database.url,
    storage: createStorageProvider(env),
    notifications,
    profiles,
    config,
    logger,
  });
  if (process.argv.includes('--test-restore')) {
    // The newest successful backup, restored into a scratch database beside this one and checked.
    const tested = await backups.runRestoreTest();
    console.log(`Restore test of ${tested.file}:\n`);
    console.log(formatRestoreReport(tested.report));
  } else {
    const result = await backups.runBackup('command');
    const { summary } = result;
    console.log(`Backup written: ${result.file} (${(result.sizeBytes / 1024 / 1024).toFixed(2)} MB, AES-256-GCM)`);
    console.log(
      `  ${summary.tables} tables, ${summary.rows} rows, ${summary.pendingJobs} pending jobs, schema at migration ${summary.migrations}`,
    );
    console.log(
      `  ${summary.files} stored files (${summary.filesIncluded} copied into the backup, ` +
        `${summary.files - summary.filesIncluded} recorded by key and checksum)`,
    );
    console.log(`  ledger invariants: ${summary.ledgerBalanced ? 'hold' : 'VIOLATED'}`);
    for (const warning of summary.warnings) console.log(`  warning: ${warning}`);
    for (const name of result.pruned) console.log(`  deleted (older than ${config.retentionDays} days): ${name}`);
    if (!env.BACKUP_KEY)
      console.log(
        `Encrypted with the key generated into ${env.DATA_DIR}/backup-key: keep a copy away from this machine, ` +
          'a backup cannot be restored without it (set it as BACKUP_KEY to restore elsewhere).',
      );
  }
} catch (error) {
  const what = process.argv.includes('--test-restore') ? 'Restore test' : 'Backup';
  console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
