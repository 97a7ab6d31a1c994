import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  DAY,
  database,
  pool,
  reports,
  q,
  user,
  request,
  quote,
  project,
  milestone,
  deliverable,
  file,
  rating,
  expectExact,
} from './report-kpis-maintained.test-support';

describe('maintained KPI figures', () => {
  it('start equal to the recomputation (the backfill) and follow hand-checked writes', async () => {
    expect(await expectExact()).toMatchObject({ paid_milestones: 0, gmv_total: null, csat_count: 0 });

    const client = await user();
    const expert = await user();
    const now = Date.now();
    const r1 = await request(client, new Date(now - 3 * DAY));
    const r2 = await request(client, new Date(now - 10 * DAY));
    // r1: first sent quote 1 day after the request; r2: 2 days after (its later sends do not count): 1.5 days.
    await quote(r1, client, { status: 'approved', sentAt: new Date(now - 2 * DAY) });
    await quote(r2, client, { status: 'rejected', sentAt: new Date(now - 6 * DAY) });
    await quote(r2, client, { status: 'sent', sentAt: new Date(now - 5 * DAY), expiresAt: new Date(now - DAY) });
    await quote(r2, client, { status: 'sent', sentAt: new Date(now - DAY), expiresAt: new Date(now + 13 * DAY) });
    await quote(r2, client, { status: 'expired', sentAt: new Date(now - 8 * DAY), expiresAt: new Date(now - 2 * DAY) });
    await quote(r2, client, { status: 'draft' });

    const p = await project(client);
    const paidNow = new Date();
    await milestone(p, 1, {
      status: 'completed',
      amount: 12_345,
      paymentStatus: 'succeeded',
      fundedAt: paidNow,
      dueDate: new Date(now + DAY),
      completedAt: new Date(now),
    });
    await milestone(p, 2, {
      status: 'completed',
      amount: 5000,
      paymentStatus: 'succeeded',
      fundedAt: new Date(now - 70 * DAY),
      dueDate: new Date(now - 30 * DAY),
      completedAt: new Date(now - 20 * DAY),
    });
    await milestone(p, 3, { status: 'in_progress', amount: 7000, paymentStatus: 'pending' });

    const d1 = await deliverable(p, new Date());
    await file(d1, 1, 'approved');
    const d2 = await deliverable(p, new Date());
    await file(d2, 1, 'needs_revision');
    await file(d2, 2, 'approved');
    const d3 = await deliverable(p);
    await file(d3, 1, 'pending');
    await deliverable(p); // no version yet: in no QA figure

    await rating(p, client, expert, 'client', 5);
    await rating(p, expert, client, 'freelancer', 1);
    const p2 = await project(client);
    await rating(p2, client, expert, 'client', 4);

    const figures = await expectExact();
    expect(figures).toMatchObject({
      gmv_total: 17_345,
      paid_milestones: 2,
      quotes_approved: 1,
      quotes_rejected: 1,
      quotes_sent: 5,
      quotes_expired: 2,
      milestones_due_completed: 2,
      milestones_on_time: 1,
      avg_seconds_to_quote: 1.5 * 86_400,
      first_versions_decided: 2,
      first_versions_passed: 1,
      qa_passed_after_revision: 1,
      qa_pending: 1,
      csat_avg: 4.5,
      csat_count: 2,
    });
    // Paid this month unless the test runs in the first instant of a month.
    expect(figures.paid_milestones_month).toBe(new Date(paidNow).getUTCMonth() === new Date().getUTCMonth() ? 1 : 0);

    const overview = await reports.overview();
    expect(overview.kpis).toMatchObject({ totalGmv: 17_345, quoteWinRate: 50, onTimeRate: 50, avgDaysToQuote: 1.5 });
    expect(overview.charts.quoteFunnel).toEqual({ sent: 5, approved: 1, rejected: 1, expired: 2 });
  });

  it('a sent quote expiring today counts as expired the moment its expiry passes, with no write', async () => {
    const client = await user();
    const r = await request(client, new Date());
    await quote(r, client, { status: 'sent', sentAt: new Date(), expiresAt: new Date(Date.now() + 1500) });
    const before = await expectExact();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await expectExact();
    expect(after.quotes_expired).toBe((before.quotes_expired as number) + 1);
  });

  it('the compaction folds the deltas to one row per figure and day without changing a figure', async () => {
    await q(`UPDATE custom_project_milestones SET amount = amount + 1 WHERE payment_status = 'succeeded'`);
    const [before] = await q<{ rows: string; groups: string }>(
      `SELECT count(*) AS rows, count(DISTINCT (metric, day)) AS groups FROM report_kpi_deltas`,
    );
    expect(Number(before!.rows)).toBeGreaterThan(Number(before!.groups));
    const figures = await expectExact();
    expect(await reports.compactKpis()).toBeGreaterThan(0);
    const [after] = await q<{ rows: string; groups: string }>(
      `SELECT count(*) AS rows, count(DISTINCT (metric, day)) AS groups FROM report_kpi_deltas`,
    );
    expect(after!.rows).toBe(after!.groups);
    expect(await expectExact()).toEqual(figures);
    expect(await reports.compactKpis()).toBe(0);
  });

  it('the rebuild (the migration’s backfill) recomputes them after writes that bypassed the triggers', async () => {
    const tables = [
      'customization_requests',
      'custom_quotes',
      'custom_project_milestones',
      'project_deliverables',
      'deliverable_files',
      'project_ratings',
    ];
    // The schema's owner turns the triggers off (the app's role may not).
    const owner = new pg.Pool({ connectionString: database.ownerUrl, max: 1 });
    for (const table of tables) await q(`ALTER TABLE ${table} DISABLE TRIGGER USER`, [], owner);
    try {
      const client = await user();
      const r = await request(client, new Date(Date.now() - 5 * DAY));
      await quote(r, client, { status: 'approved', sentAt: new Date() });
      const p = await project(client);
      await milestone(p, 1, { status: 'completed', paymentStatus: 'succeeded', amount: 77_777, fundedAt: new Date() });
      const d = await deliverable(p, new Date());
      await file(d, 1, 'approved');
      await rating(p, client, client, 'client', 2);
    } finally {
      for (const table of tables) await q(`ALTER TABLE ${table} ENABLE TRIGGER USER`, [], owner);
      await owner.end();
    }
    const [stale] = await q(`SELECT (SELECT gmv_total FROM admin_v_report_kpis_maintained) AS m,
                                    (SELECT gmv_total FROM admin_v_report_kpis) AS r`);
    expect(stale!.m).not.toEqual(stale!.r);
    await reports.rebuildKpis();
    await expectExact();
  });

  it('refuses to maintain them from a REPEATABLE READ writer (its snapshot could miss a racing change)', async () => {
    const c = await pool.connect();
    try {
      await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const [{ id } = { id: '' }] = await q<{ id: string }>(`SELECT id FROM custom_quotes LIMIT 1`, [], c);
      await expect(c.query(`UPDATE custom_quotes SET sent_at = now() WHERE id = $1`, [id])).rejects.toThrow(
        /READ COMMITTED/,
      );
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
    await expectExact();
  });
});
