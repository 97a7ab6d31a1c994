/**
 * Runs `run` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), so work a person does
 * not wait for stays out of the tasks that hydrate and paint the page. Where the browser cannot say (Safari), soon.
 */
export function whenIdle(run: () => void, timeoutMs = 1_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 1);
}
