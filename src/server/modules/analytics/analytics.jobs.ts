import { scheduledJob } from '../../jobs/scheduled-job';

export const ANALYTICS_RETENTION_JOB = 'analytics_retention';

/** Daily at 03:17 UTC: the events older than the retention setting are deleted. */
export const analyticsRetentionJob = (sweep: () => Promise<number>) =>
  scheduledJob(ANALYTICS_RETENTION_JOB, '17 3 * * *', sweep);
