import type { ModuleJob } from '../../app-services';

export const ANALYTICS_RETENTION_JOB = 'analytics_retention';

/** Daily at 03:17 UTC: the events older than the retention setting are deleted. Not retried: the next day's run is. */
export function analyticsRetentionJob(sweep: () => Promise<number>): ModuleJob {
  return {
    name: ANALYTICS_RETENTION_JOB,
    handler: async () => void (await sweep()),
    options: { cron: '17 3 * * *', retryLimit: 0 },
  };
}
