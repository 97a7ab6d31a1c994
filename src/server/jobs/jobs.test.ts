import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const schedules = async () =>
  (await test.db.execute<{ name: string }>(sql`select name from pgboss.schedule order by name`)).rows.map(
    (row) => row.name,
  );

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
