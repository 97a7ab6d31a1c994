import { scheduledJob } from '../../jobs/scheduled-job';

export const REPORT_KPIS_COMPACT_JOB = 'reports_kpis_compact';

/**
 * Every five minutes, folds the KPI deltas the triggers append (migration 0031, decision 021) into one row per figure
 * and day, so the Overview's sum stays over a few hundred rows. Safe on several instances at once (the database
 * function takes a lock and skips when another compaction holds it) and beside writers and readers; the figures read
 * the same before and after. Without it the figures stay exact, only the sum grows with the writes since the last run.
 */
export const kpiCompactionJob = (compact: () => Promise<number>) =>
  scheduledJob(REPORT_KPIS_COMPACT_JOB, '*/5 * * * *', compact);
