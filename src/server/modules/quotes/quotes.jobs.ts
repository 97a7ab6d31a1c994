import { scheduledJob } from '../../jobs/scheduled-job';

export const QUOTES_SWEEP_JOB = 'quotes_sweep';

/** Every minute, the quote sweep (quote-expiry.ts); safe on several instances at once. */
export const quotesSweepJob = (sweep: () => Promise<unknown>) => scheduledJob(QUOTES_SWEEP_JOB, '* * * * *', sweep);
