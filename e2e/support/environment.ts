import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { startServer, type RunningServer } from './server';

export type JourneyEnvironment = { server: RunningServer; browser: Browser };

/**
 * Registers the hooks every journey file needs: a fresh server (with `serverEnv`) and a Chromium before the tests,
 * both stopped after. `onReady` receives them, e.g. `startJourneys((env) => ({ server, browser } = env))`.
 */
export function startJourneys(
  onReady: (environment: JourneyEnvironment) => void,
  serverEnv: Record<string, string> = {},
): void {
  let started: JourneyEnvironment | undefined;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(serverEnv), launchChromium()]);
    started = { server, browser };
    onReady(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.server.stop();
  });
}
