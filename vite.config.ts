/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** `.ci/run` sets CANARY=1 to prove each test command fails when a test fails (see .ci/canary). */
const canary = (pattern: string) => (process.env.CANARY === '1' ? [`.ci/canary/${pattern}`] : []);

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    root: projectRoot,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          root: projectRoot,
          sequence: { groupOrder: 0 },
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', ...canary('*.test.ts')],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: projectRoot,
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', ...canary('*.test.ts')],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          root: projectRoot,
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.ts', ...canary('*.e2e.ts')],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // What a person waits for on a loaded 2-core machine (a scrypt hash, a cold chunk): vitest's default 1 s
          // made journeys fail while the product was only slow to answer, e.g. the sign-up toast.
          expect: { poll: { timeout: 10_000 } },
          // One browser and one server at a time: these machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
