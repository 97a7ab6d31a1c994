import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertPostgresCanReach, findUnenterableAncestor } from './postgres-user-access';

// An account that owns none of these folders, as the postgres system user owns none of root's.
const stranger = { uid: 4_242_424, gid: 4_242_424 };
const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

async function privateFolder(): Promise<string> {
  // mkdtemp makes a 0700 folder, like root's home directory.
  const dir = await mkdtemp(path.join(tmpdir(), 'pg-access-'));
  made.push(dir);
  await mkdir(path.join(dir, 'app'), { recursive: true });
  return dir;
}

describe('the embedded database as root', () => {
  it('finds the folder the postgres user cannot enter', async () => {
    const dir = await privateFolder();
    expect(await findUnenterableAncestor(path.join(dir, 'app/.data'), stranger)).toEqual({ dir, mode: 0o700 });
  });

  it('accepts a path every folder of which can be entered', async () => {
    const dir = await privateFolder();
    await chmod(dir, 0o711);
    expect(await findUnenterableAncestor(path.join(dir, 'app/.data'), stranger)).toBeNull();
  });

  it('fails at once with a message that says what to do', async () => {
    const dir = await privateFolder();
    const dataDir = path.join(dir, 'app/.data');
    await expect(assertPostgresCanReach(dataDir, stranger)).rejects.toThrow(
      `DATA_DIR ${dataDir} is inside ${dir} (mode 0700), which the "postgres" system user`,
    );
    await expect(assertPostgresCanReach(dataDir, stranger)).rejects.toThrow('Set DATA_DIR to a folder outside it');
  });
});
