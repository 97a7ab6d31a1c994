import { scheduledJob } from '../../jobs/scheduled-job';

export const BANK_TRANSFER_REMINDERS_JOB = 'payments.bank-transfer-reminders';
export const PROVIDER_RECONCILIATION_JOB = 'payments.provider-reconciliation';

/** Daily at 09:00 UTC: clients whose bank transfer is overdue are reminded. */
export const bankTransferRemindersJob = (remindOverdue: () => Promise<number>) =>
  scheduledJob(BANK_TRANSFER_REMINDERS_JOB, '0 9 * * *', remindOverdue);

/** Hourly at :17, the provider's captures are compared with the ledger (provider-reconciliation.ts). */
export const providerReconciliationJob = (reconcile: () => Promise<unknown>) =>
  scheduledJob(PROVIDER_RECONCILIATION_JOB, '17 * * * *', reconcile);
