// `npm start`: builds a new production release when sources changed since the current one (or with `--build`),
// then runs that release's bundled server in-process, serving that release's web app.
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildRelease, currentRelease } from './build.mjs';

const INPUTS = ['src', 'scripts', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];

async function newestMtime(target) {
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  return newest;
}

async function isStale(release) {
  if (!release) return true;
  for (const input of INPUTS) if (existsSync(input) && (await newestMtime(input)) > release.builtAt) return true;
  return false;
}

let release = currentRelease();
if (process.argv.includes('--build') || (await isStale(release))) {
  console.log('building the web app and server…');
  await buildRelease();
  release = currentRelease();
}

// Pin this instance to its release's real folder: a later build switches `dist/current`, not what we serve.
process.env.WEB_ROOT = path.join(release.dir, 'web');
await import(path.join(release.dir, 'server/main.js'));
