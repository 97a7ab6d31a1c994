import { existsSync } from 'node:fs';

/** Benchmarks measure the production build: build it when missing. */
export async function ensureBuilt(): Promise<void> {
  if (existsSync('dist/server/main.js') && existsSync('dist/web/index.html')) return;
  const { buildAll } = await import('../build.mjs');
  const nodeEnv = process.env.NODE_ENV;
  await buildAll();
  process.env.NODE_ENV = nodeEnv;
}
