import type { ModuleJob } from '../../app-services';

export const AUTO_RELEASE_JOB = 'milestones_auto_release';

/** Every ten minutes, the milestones due are released automatically and their clients reminded before (once each). */
export function autoReleaseJob(sweep: () => Promise<unknown>): ModuleJob {
  return {
    name: AUTO_RELEASE_JOB,
    handler: async () => void (await sweep()),
    options: { cron: '*/10 * * * *', retryLimit: 0 },
  };
}
