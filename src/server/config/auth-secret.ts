import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TEnv } from './env';

/** AUTH_SECRET, or (outside production) one generated once and kept in DATA_DIR so sessions survive restarts. */
export async function resolveAuthSecret(env: TEnv): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
