import { describe, expect, it } from 'vitest';
import { REPORT_EXPORT_MAX_ROWS } from '../../../shared/domain/limits';
import type { TReportsOverview } from '../../../shared/schemas/reports';
import { createReportsService } from './reports.service';
import { parseCsv } from '../../test/parse-csv';
import { test, admin, get, list } from './reports.test-support';

describe('CSV export', () => {
  it('streams every filtered row with RFC 4180 quoting, neutralised formulas, the file name and the row count', async () => {
    const response = await get('/api/admin/reports/projects/export.csv?sort=total_price&dir=asc', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="projects_report_${today}.csv"`);
    expect(response.headers['x-total-count']).toBe('32');
    expect(response.body.startsWith('\uFEFFproject_id,title,status,')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(33); // header + 32
    const titles = rows.slice(1).map((row) => row[1]);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Comma, "quoted"\nsecond line',
        `'=HYPERLINK("http://evil")`,
        "'+plus",
        "'-minus",
        "'@at",
      ]),
    );
    // The raw text: the title with a comma, quotes and a newline is quoted, its quotes doubled.
    expect(response.body).toContain('"Comma, ""quoted""\nsecond line"');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Money as major units; rows in the list's order.
    expect(rows[1]![8]).toBe('5.00');
    expect(rows.at(-1)![1]).toBe('Paging project 27');
    expect(rows.at(-1)![8]).toBe('100.26');
  });

  it('applies the same filters as the list (page and size ignored)', async () => {
    const response = await get('/api/admin/reports/milestones/export.csv?q=launch&pageSize=25&page=9', admin.cookie);
    expect(response.headers['x-total-count']).toBe('1');
    const rows = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]![3]).toBe('Launch =cmd'); // only a leading = is neutralised
    expect(rows[1]![4]).toBe('in_progress (overdue)');
    expect(rows[1]![9]).toBe('pi_3Test123');
    const meetingsCsv = await get('/api/admin/reports/meetings/export.csv?range=7d', admin.cookie);
    expect(meetingsCsv.headers['content-disposition']).toContain('meetings_report_');
    expect(parseCsv(meetingsCsv.body.slice(1)).map((row) => row[2])).toEqual([
      'title',
      'Kickoff call',
      'Design review',
    ]);
  });

  it('every report exports', async () => {
    for (const kind of ['freelancers', 'quotes', 'deliverables'] as const) {
      const response = await get(`/api/admin/reports/${kind}/export.csv`, admin.cookie);
      expect(response.statusCode).toBe(200);
      const rows = parseCsv(response.body.slice(1));
      expect(rows.length - 1, kind).toBe(Number(response.headers['x-total-count']));
    }
  });

  it('holds at most 10000 rows: the export limit caps the count and the stream', async () => {
    expect(REPORT_EXPORT_MAX_ROWS).toBe(10000);
    // The same service with the cap lowered to 5 (and batches smaller than the cap), over the 27 active projects.
    const capped = createReportsService({ db: test.db, exportLimit: 5 });
    const { rowCount, body } = await capped.exportCsv('projects', {
      status: 'active',
      page: 1,
      pageSize: 25,
      sort: 'created_at',
      dir: 'asc',
    });
    expect(rowCount).toBe(5);
    let text = '';
    for await (const chunk of body) text += String(chunk);
    const rows = parseCsv(text.slice(1));
    expect(rows.slice(1).map((row) => row[1])).toEqual([1, 2, 3, 4, 5].map((n) => `Paging project 0${n}`));
  });

  it('an abandoned download releases its database connection', async () => {
    const service = createReportsService({ db: test.db });
    for (let i = 0; i < 12; i++) {
      const { body } = await service.exportCsv('projects', { page: 1, pageSize: 25, sort: 'created_at', dir: 'desc' });
      for await (const chunk of body) {
        expect(String(chunk)).toContain('project_id');
        break; // destroys the stream after the header
      }
    }
    // The pool (5 connections) still answers.
    expect((await list('/api/admin/reports/projects')).total).toBe(32);
  });
});

describe('overview', () => {
  it('computes every KPI, badge and chart from the data', async () => {
    const response = await get('/api/admin/reports/overview', admin.cookie);
    expect(response.statusCode).toBe(200);
    const overview = response.json() as TReportsOverview;
    expect(overview.kpis).toEqual({
      totalGmv: 15_000, // £100 + £50 of paid milestones, in pence
      monthlyGmv: 10_000, // only the £100 paid this month
      quoteWinRate: 50, // 1 approved / (1 approved + 1 rejected)
      onTimeRate: 50, // 1 of 2 completed milestones with due dates was on time
      avgDaysToQuote: 1.5, // (1 day + 2 days) / 2 requests
      qaPassRate: 50, // 1 of 2 first versions decided passed
      avgCsat: 4, // client ratings 5, 4 and 3
      csatCount: 3,
    });
    expect(overview.badges).toEqual({ conversion: 'Strong', delivery: 'Needs attention', quality: 'Needs attention' });
    expect(overview.charts.quoteFunnel).toEqual({ sent: 4, approved: 1, rejected: 1, expired: 1 });
    expect(overview.charts.qaOutcomes).toEqual({ approvedFirstTime: 1, approvedAfterRevision: 1, pending: 1 });
    expect(overview.charts.gmvByMonth).toHaveLength(12);
    expect(overview.charts.gmvByMonth.at(-1)!.amount).toBe(10_000);
    expect(overview.charts.gmvByMonth.at(-3)!.amount).toBe(5000);
    expect(overview.charts.gmvByMonth.reduce((sum, month) => sum + month.amount, 0)).toBe(15_000);
  });
});
