import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TEnv } from './env';

export const BACKUP_KEY_FILE = 'backup-key';

/**
 * BACKUP_KEY (decision 026), or outside production the one kept in `DATA_DIR/backup-key`, generated there by the
 * first backup (32 random bytes, base64). Production refuses to back up without BACKUP_KEY: a key kept beside the
 * backups protects nothing. A restore never generates one: it needs the key the backup was made with.
 */
export async function resolveBackupKey(
  env: Pick<TEnv, 'BACKUP_KEY' | 'DATA_DIR' | 'NODE_ENV'>,
  { generate }: { generate: boolean },
): Promise<string> {
  if (env.BACKUP_KEY) return env.BACKUP_KEY;
  if (env.NODE_ENV === 'production')
    throw new Error('BACKUP_KEY is required in production (32 bytes in base64, or a passphrase of 16+ characters)');
  const file = path.resolve(env.DATA_DIR, BACKUP_KEY_FILE);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  if (!generate)
    throw new Error(
      `No BACKUP_KEY is set and ${file} does not exist: set BACKUP_KEY to the key the backup was made with`,
    );
  await mkdir(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}
