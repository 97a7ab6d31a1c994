// Builds the web app (Vite) and the server (one esbuild bundle), pre-compresses static assets, and stamps the build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

export const STAMP = 'dist/.build-stamp';

async function compressTree(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await compressTree(file);
    else if (/\.(js|css|html|svg|json)$/.test(entry.name)) {
      const content = await readFile(file);
      if (content.length < 1024) continue;
      await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

/** Builds into `outDir` (web/ and server/); only the default `dist` build is stamped for `npm start`. */
export async function buildAll({ outDir = 'dist', minify = true } = {}) {
  const started = Date.now();
  const webOutDir = path.join(outDir, 'web');
  await viteBuild({ logLevel: 'warn', build: { outDir: path.resolve(webOutDir), minify } });
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
  if (outDir === 'dist') await writeFile(STAMP, new Date().toISOString());
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
