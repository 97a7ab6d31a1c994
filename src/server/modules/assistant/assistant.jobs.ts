import { INSIGHTS } from '../../config/limits';
import type { ModuleJob } from '../../app-services';
import { scheduledJob } from '../../jobs/scheduled-job';
import { INSIGHTS_REFRESH_JOB } from './assistant.service';

export const INSIGHTS_SWEEP_JOB = 'assistant.sweep-insights';

/** Queued (debounced) when something changes on a project: its insights are found again. */
export function insightsRefreshJob(refreshInsights: (projectId: string) => Promise<void>): ModuleJob {
  return {
    name: INSIGHTS_REFRESH_JOB,
    handler: async ({ projectId }: { projectId: string }) => refreshInsights(projectId),
    options: { retryLimit: 2 },
  };
}

/** On INSIGHTS.sweepCron, every working project's insights are refreshed: the time-based ones appear unprompted. */
export const insightsSweepJob = (sweep: () => Promise<number>) =>
  scheduledJob(INSIGHTS_SWEEP_JOB, INSIGHTS.sweepCron, sweep);
