import type { ModuleJob } from '../../app-services';

export const QUOTES_SWEEP_JOB = 'quotes_sweep';

/** Every minute, the quote sweep (quote-expiry.ts); safe on several instances at once. */
export function quotesSweepJob(sweep: () => Promise<unknown>): ModuleJob {
  return {
    name: QUOTES_SWEEP_JOB,
    handler: async () => void (await sweep()),
    options: { cron: '* * * * *', retryLimit: 0 },
  };
}
