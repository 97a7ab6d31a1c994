// The production release the instances run: `dist/current` (what `npm start` serves), built first when there is none
// or when its sources changed since (the same inputs `npm start` checks), so the run never measures stale code.
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ensureBuilt } from '../bench/ensure-built';
import { buildRelease, currentRelease } from '../build.mjs';

const INPUTS = ['src', 'scripts', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  return newest;
}

/** The release's real folder (pinned: a later build switches dist/current, not what the instances run). */
export async function freshRelease(): Promise<string> {
  await ensureBuilt();
  let release = currentRelease()!;
  let newest = 0;
  for (const input of INPUTS) if (existsSync(input)) newest = Math.max(newest, await newestMtime(input));
  if (newest > release.builtAt) {
    console.log('sources changed since the current release: building a new one…');
    await buildRelease();
    release = currentRelease()!;
  }
  return release.dir;
}
