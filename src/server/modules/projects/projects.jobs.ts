import { scheduledJob } from '../../jobs/scheduled-job';

export const AUTO_RELEASE_JOB = 'milestones_auto_release';

/** Every ten minutes, the milestones due are released automatically and their clients reminded before (once each). */
export const autoReleaseJob = (sweep: () => Promise<unknown>) => scheduledJob(AUTO_RELEASE_JOB, '*/10 * * * *', sweep);
