import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../test/test-app';
import { createJobs } from './jobs';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const crons = async () =>
  (
    await test.db.execute<{ name: string; cron: string }>(sql`select name, cron from pgboss.schedule order by name`)
  ).rows.map((row) => [row.name, row.cron]);
const schedules = async () => (await crons()).map(([name]) => name);

describe('holding the scheduled jobs', () => {
  it('removes every cron schedule until released, then restores the same ones; a second release does nothing', async () => {
    const before = await schedules();
    expect(before).toEqual(expect.arrayContaining(['quotes_sweep', 'milestones_auto_release']));
    const release = await test.app.services.jobs.holdSchedules();
    expect(await schedules()).toEqual([]);
    await release();
    expect(await schedules()).toEqual(before);
    await release();
    expect(await schedules()).toEqual(before);
  });
});

describe('the queues of the composed app', () => {
  it('are the jobs the modules return, each defined once with its retry limit and schedule', async () => {
    const queues = await test.db.execute<{ name: string; retry_limit: number }>(
      sql`select name, retry_limit from pgboss.queue where name not like '\_\_pgboss%' order by name`,
    );
    expect(queues.rows.map((row) => [row.name, row.retry_limit])).toEqual([
      ['analytics_retention', 0],
      ['assistant.refresh-insights', 2],
      ['assistant.sweep-insights', 0],
      ['backups_daily', 0],
      ['backups_restore_test', 0],
      ['briefs.generate-proposal', 5],
      ['briefs.release-proposal', 5],
      ['documents.email', 5],
      ['documents.store-file', 5],
      ['escrow.fee-invoices', 3],
      ['escrow_payouts', 3],
      ['escrow_refunds', 5],
      ['escrow_sweep', 0],
      ['matching_compute', 5],
      ['matching_invitations_expiry', 0],
      ['milestones_auto_release', 0],
      ['payments.bank-transfer-reminders', 0],
      ['payments.provider-reconciliation', 0],
      ['quotes_sweep', 0],
      ['reports_kpis_compact', 0],
    ]);
    // Without BACKUP_SCHEDULE the backup queues keep no schedule.
    expect(await crons()).toEqual([
      ['analytics_retention', '17 3 * * *'],
      ['assistant.sweep-insights', '*/15 * * * *'],
      ['escrow.fee-invoices', '0 4 1 * *'],
      ['escrow_sweep', '*/15 * * * *'],
      ['matching_invitations_expiry', '* * * * *'],
      ['milestones_auto_release', '*/10 * * * *'],
      ['payments.bank-transfer-reminders', '0 9 * * *'],
      ['payments.provider-reconciliation', '17 * * * *'],
      ['quotes_sweep', '* * * * *'],
      ['reports_kpis_compact', '*/5 * * * *'],
    ]);
  });

  it('refuses a second handler on a queue', () => {
    const jobs = createJobs({ databaseUrl: test.url, logger: createLogger(test.env), runWorkers: false });
    jobs.define('quotes_sweep', async () => {});
    expect(() => jobs.define('quotes_sweep', async () => {})).toThrow('job queue quotes_sweep is defined twice');
  });
});
