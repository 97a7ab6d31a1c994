// Builds the web app (Vite) and the server (one esbuild bundle) for production, pre-compresses static assets, and
// stamps the build. `npm start` builds each release into a fresh folder and switches `dist/current` to it atomically.
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

/** Where `npm start` keeps its releases; overridable so a test can use its own folder. */
export const distDir = () => path.resolve(process.env.DIST_DIR ?? 'dist');
const buildsDir = () => path.join(distDir(), 'builds');
const currentLink = () => path.join(distDir(), 'current');
const STAMP = '.build-stamp';
/** Releases kept on disk: a running instance keeps serving the release it started from. */
const RELEASES_KEPT = 3;

async function compressTree(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await compressTree(file);
    else if (/\.(js|css|html|svg|json)$/.test(entry.name)) {
      const content = await readFile(file);
      // Small chunks too: a page loads a dozen of a few hundred bytes each, which brotli still halves.
      if (content.length < 256) continue;
      await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

/**
 * Builds into `outDir` (web/ and server/). Always a production build, whatever NODE_ENV the caller has: React's
 * development build must never be served.
 */
export async function buildAll({ outDir, minify = true }) {
  const started = Date.now();
  const webOutDir = path.join(outDir, 'web');
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ mode: 'production', logLevel: 'warn', build: { outDir: path.resolve(webOutDir), minify } });
    // The public pages' server renderer (decision 026): the same route table and pages, built for Node.
    await viteBuild({
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: 'entry-server.tsx',
        outDir: path.resolve(outDir, 'ssr'),
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        minify: false,
      },
    });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  await compressTree(webOutDir);
  await esbuild({
    entryPoints: ['src/server/main.ts'],
    outdir: path.join(outDir, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await writeFile(path.join(outDir, STAMP), new Date().toISOString());
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The release `dist/current` points to, or null when there is none yet. */
export function currentRelease() {
  try {
    const dir = realpathSync(currentLink());
    if (!existsSync(path.join(dir, STAMP)) || !existsSync(path.join(dir, 'server/main.js'))) return null;
    return { dir, builtAt: Date.parse(readFileSync(path.join(dir, STAMP), 'utf8')) };
  } catch {
    return null;
  }
}

/**
 * Builds a new release into its own folder, carries over the assets the previous release's pages reference (so pages
 * already open, or served by an instance still on the previous release, keep loading), then points `dist/current`
 * at it with a rename, which readers see either before or after, never half-written.
 */
export async function buildRelease() {
  const previous = currentRelease();
  const dir = path.join(buildsDir(), `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
  await mkdir(dir, { recursive: true });
  await buildAll({ outDir: dir });
  if (previous) await carryOverAssets(path.join(previous.dir, 'web'), path.join(dir, 'web'));
  const temporaryLink = `${currentLink()}.${process.pid}`;
  await rm(temporaryLink, { force: true });
  await symlink(path.relative(distDir(), dir), temporaryLink);
  await rename(temporaryLink, currentLink());
  await pruneReleases(dir);
  return dir;
}

/** Copies the files the previous release's Vite manifest names (and their compressed twins) that the new one lacks. */
export async function carryOverAssets(fromWeb, toWeb) {
  const manifestFile = path.join(fromWeb, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (file) files.add(file);
  }
  for (const file of files) {
    for (const variant of [file, `${file}.br`, `${file}.gz`]) {
      const target = path.join(toWeb, variant);
      if (!existsSync(path.join(fromWeb, variant)) || existsSync(target)) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(fromWeb, variant), target);
    }
  }
}

/** Keeps the newest releases (and always `keep`); older folders belong to instances long replaced. */
async function pruneReleases(keep) {
  const entries = await readdir(buildsDir());
  const dated = await Promise.all(
    entries.map(async (name) => ({ name, mtime: (await stat(path.join(buildsDir(), name))).mtimeMs })),
  );
  const old = dated.sort((a, b) => b.mtime - a.mtime).slice(RELEASES_KEPT);
  for (const { name } of old) {
    const dir = path.join(buildsDir(), name);
    if (dir !== keep) await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildRelease();
