// The guide's backup and restore, done as docs/deploy.md has an operator do them, on the scale-out run's deployment:
// the instances' settings written as the environment file (the one format systemd and sh both read) and sourced with
// sh; a backup; the quarterly restore test (the app role's CREATEDB, a scratch database of its own); and a restore
// into a scratch database and folder beside the live ones, checked by its own report.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { formatEnvFile, readEnvFile } from '../../src/server/config/env-file';
import { ident, roleOfUrl } from '../../src/server/db/database-roles';

type Proof = { lines: string[]; failures: string[] };

/** Runs `command` the guide's way: `set -a; . FILE; set +a; <assignments> <command>` in sh, from the checkout. */
async function withEnvFile(envFile: string, command: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('sh', ['-c', `set -a; . '${envFile}'; set +a; ${command}`], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root' },
      maxBuffer: 8 << 20,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
}

export async function proveBackupAndRestore({
  env,
  dataDir,
  workDir,
  ownerUrl,
  superuserUrl,
}: {
  /** The instances' settings, as their environment file holds them. */
  env: Record<string, string>;
  /** One instance's DATA_DIR: its backups folder. */
  dataDir: string;
  workDir: string;
  /** The schema owner's URL: the restore signs in as the owner on the scratch database. */
  ownerUrl: string;
  /** Creates the scratch database for the owner, as the guide's `sudo -u postgres createdb` does. */
  superuserUrl: string;
}): Promise<Proof> {
  const lines: string[] = [];
  const failures: string[] = [];
  const { PATH: _path, ...settings } = env;
  const envFile = path.join(workDir, 'marketplace.env');
  const text = formatEnvFile({ ...settings, DATA_DIR: dataDir });
  await writeFile(envFile, text, { mode: 0o600 });
  const format = readEnvFile(text);
  if (format.problems.length) failures.push(`the environment file: ${JSON.stringify(format.problems)}`);

  const backup = await withEnvFile(envFile, 'npm run --silent backup');
  const file = /Backup written: (\S+)/.exec(backup.output)?.[1];
  if (!backup.ok || !file) failures.push(`npm run backup failed: ${backup.output.slice(-2000)}`);
  else lines.push(`backup by the guide's command (env file sourced with sh): ${path.basename(file)}`);

  const restoreTest = await withEnvFile(envFile, 'npm run --silent backup -- --test-restore');
  if (!restoreTest.ok || !/Restore verified\./.test(restoreTest.output))
    failures.push(`the quarterly restore test failed: ${restoreTest.output.slice(-2000)}`);
  else lines.push('quarterly restore test (as the app role, in a scratch database of its own): passed');

  if (file) {
    // Beside the live database and files: a scratch database of the owner's and a scratch DATA_DIR.
    const scratchName = `${new URL(ownerUrl).pathname.slice(1)}_restored`.slice(0, 63);
    const admin = new pg.Client({ connectionString: superuserUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${ident(scratchName)} OWNER ${ident(roleOfUrl(ownerUrl))}`);
      const scratchUrl = new URL(ownerUrl);
      scratchUrl.pathname = `/${scratchName}`;
      const scratchDir = path.join(workDir, 'restored');
      await mkdir(scratchDir, { recursive: true });
      const restore = await withEnvFile(
        envFile,
        `DATABASE_URL='${scratchUrl}' DATABASE_OWNER_URL='${scratchUrl}' DATA_DIR='${scratchDir}' ` +
          `npm run --silent restore -- '${file}'`,
      );
      if (!restore.ok || !/Restore verified\./.test(restore.output))
        failures.push(`the restore into a scratch database and folder failed: ${restore.output.slice(-2000)}`);
      else lines.push(`restore into a scratch database (${scratchName}) and folder: every count and file checked`);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${ident(scratchName)} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
  return { lines, failures };
}
