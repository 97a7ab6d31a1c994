// Browser journeys: builds the product once, then runs e2e/**/*.e2e.ts (each file starts its own server).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildAll } from './build.mjs';

// Each run builds into its own folder, so journeys running side by side never serve a half-written build.
const outDir = `dist/e2e-${process.pid}`;
await buildAll({ outDir, minify: process.env.E2E_MINIFY !== 'false' });
process.env.E2E_BUILD_DIR = outDir;
process.env.NODE_ENV ??= 'test';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { stdio: 'inherit' });
rmSync(outDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
