import type { ModuleJob } from '../app-services';

/** A job without data run on a cron schedule (UTC); not retried unless `retryLimit` says so: the next run comes. */
export function scheduledJob(name: string, cron: string, run: () => Promise<unknown>, retryLimit = 0): ModuleJob {
  return { name, handler: async () => void (await run()), options: { cron, retryLimit } };
}
