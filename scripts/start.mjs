// `npm start`: rebuilds only when sources changed since the last build, then runs the bundled server in-process.
import { existsSync, statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { STAMP, buildAll } from './build.mjs';

const INPUTS = ['src', 'scripts', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];

async function newestMtime(target) {
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  return newest;
}

async function buildIsStale() {
  if (!existsSync(STAMP) || !existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) return true;
  const built = statSync(STAMP).mtimeMs;
  for (const input of INPUTS) if (existsSync(input) && (await newestMtime(input)) > built) return true;
  return false;
}

if (await buildIsStale()) {
  console.log('building the web app and server…');
  // Vite sets NODE_ENV=production in this process while building; the server must see the caller's value.
  const callerNodeEnv = process.env.NODE_ENV;
  await buildAll();
  if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = callerNodeEnv;
}

await import(path.resolve('dist/server/main.js'));
