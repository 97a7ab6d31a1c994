import type { ModuleJob } from '../../app-services';

export const BANK_TRANSFER_REMINDERS_JOB = 'payments.bank-transfer-reminders';
export const PROVIDER_RECONCILIATION_JOB = 'payments.provider-reconciliation';

/** Daily at 09:00 UTC: clients whose bank transfer is overdue are reminded. */
export function bankTransferRemindersJob(remindOverdue: () => Promise<number>): ModuleJob {
  return {
    name: BANK_TRANSFER_REMINDERS_JOB,
    handler: async () => void (await remindOverdue()),
    options: { cron: '0 9 * * *', retryLimit: 0 },
  };
}

/** Hourly at :17, the provider's captures are compared with the ledger (provider-reconciliation.ts). */
export function providerReconciliationJob(reconcile: () => Promise<unknown>): ModuleJob {
  return {
    name: PROVIDER_RECONCILIATION_JOB,
    handler: async () => void (await reconcile()),
    options: { cron: '17 * * * *', retryLimit: 0 },
  };
}
