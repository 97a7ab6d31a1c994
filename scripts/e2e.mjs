// Browser journeys: builds the product once, then runs e2e/**/*.e2e.ts (each file starts its own server).
import { spawnSync } from 'node:child_process';
import { buildAll } from './build.mjs';

const callerNodeEnv = process.env.NODE_ENV;
await buildAll();
process.env.NODE_ENV = callerNodeEnv ?? 'test';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
