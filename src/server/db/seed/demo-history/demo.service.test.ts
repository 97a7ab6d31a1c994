import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERABLE_STATUSES, MILESTONE_STATUSES } from '../../../../shared/domain/projects';
import { DISPUTE_STATUSES } from '../../../../shared/domain/disputes';
import { INVITATION_STATUSES } from '../../../../shared/domain/invitations';
import { QUOTE_STATUSES } from '../../../../shared/domain/quotes';
import { ledgerInvariantViolations } from '../../ledger-invariants';
import { seedDatabase } from '../seed';
import { createLogger } from '../../../logger';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDemoService } from './demo.service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  await seedDatabase(test.db, { demoAccounts: true, logger: createLogger(test.env) });
});
afterAll(() => test?.close());

const statuses = async (table: string) =>
  (await test.db.execute<{ status: string }>(sql.raw(`select distinct status::text as status from ${table}`))).rows
    .map((row) => row.status)
    .sort();

async function counts() {
  const result = await test.db.execute<Record<string, number>>(sql`select
    (select count(*)::int from projects) as projects,
    (select count(*)::int from custom_quotes) as quotes,
    (select count(*)::int from briefs) as briefs,
    (select count(*)::int from project_deliverables) as deliverables,
    (select count(*)::int from custom_project_milestones) as milestones,
    (select count(*)::int from disputes) as disputes,
    (select count(*)::int from match_invitations) as invitations,
    (select count(*)::int from ledger_transactions) as ledger,
    (select count(*)::int from project_ratings) as ratings,
    (select count(*)::int from project_messages) as messages,
    (select count(*)::int from meetings) as meetings,
    (select count(*)::int from payouts where status = 'paid') as payouts,
    (select count(distinct client_id)::int from projects) as clients`);
  return result.rows[0]!;
}

describe('the living demo history', () => {
  it(
    'seeds a year of marketplace history once, through the services, with every status',
    { timeout: 300_000 },
    async () => {
      const demo = createDemoService({
        db: test.db,
        services: test.app.services,
        app: test.app,
        logger: createLogger({ ...test.env, LOG_LEVEL: 'warn' }),
      });
      const first = await demo.seed();
      expect(first).not.toBeNull();
      console.log(`demo history seeded in ${first!.ms} ms (${first!.failed} projects stopped early)`);
      const after = await counts();
      console.log(after);
      expect(await demo.seed()).toBeNull();
      expect(await counts()).toEqual(after);
      expect(await demo.status()).toEqual({ state: 'done', percent: 100 });
      // A project a lane could not finish is logged and skipped; nearly all must get through.
      expect(first!.failed).toBeLessThanOrEqual(2);
      expect(after.clients).toBeGreaterThanOrEqual(30);
      expect(await ledgerInvariantViolations(test.db)).toEqual([]);

      expect(await statuses('projects')).toEqual(expect.arrayContaining(['active', 'completed']));
      expect(await statuses('custom_quotes')).toEqual(
        expect.arrayContaining(QUOTE_STATUSES.filter((status) => status !== 'draft')),
      );
      expect(await statuses('briefs')).toEqual(
        expect.arrayContaining(['qa_in_review', 'proposal_ready', 'accepted', 'archived']),
      );
      // in_progress: no service path sets it (uploads move pending or revision_requested straight to submitted).
      expect(await statuses('project_deliverables')).toEqual(
        expect.arrayContaining(DELIVERABLE_STATUSES.filter((status) => status !== 'in_progress')),
      );
      expect(await statuses('custom_project_milestones')).toEqual(expect.arrayContaining([...MILESTONE_STATUSES]));
      expect(await statuses('disputes')).toEqual(expect.arrayContaining([...DISPUTE_STATUSES]));
      expect(await statuses('match_invitations')).toEqual(expect.arrayContaining([...INVITATION_STATUSES]));

      const months = await test.db.execute<{ month: string }>(
        sql`select distinct to_char(paid_at, 'YYYY-MM') as month from milestone_payments where status = 'paid'`,
      );
      expect(months.rows.length).toBeGreaterThanOrEqual(12);

      // Each demo account has its waiting work.
      const waiting = await test.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from match_invitations i join "user" u on u.id = i.expert_id
          where u.email = 'expert1@demo.outcome.local' and i.status = 'pending') as "expert1Invitations",
        (select count(*)::int from project_deliverables d join projects p on p.id = d.project_id
          join "user" u on u.id = p.client_id
          where u.email = 'client@demo.outcome.local' and d.status = 'ready_for_client') as "clientToApprove"`);
      expect(waiting.rows[0]).toEqual({ expert1Invitations: expect.any(Number), clientToApprove: expect.any(Number) });
      expect(waiting.rows[0]!.expert1Invitations).toBeGreaterThan(0);
      expect(waiting.rows[0]!.clientToApprove).toBeGreaterThan(0);
      // Every KPI of Reports' Overview has data (the on-time rate reads the milestones' due dates).
      const kpis = await test.db.execute<Record<string, number | null>>(
        sql`select * from admin_v_report_kpis_maintained`,
      );
      const row = kpis.rows[0]!;
      // (gmv_month left out: on the 1st of a month nothing may be paid yet.)
      for (const key of ['gmv_total', 'avg_seconds_to_quote', 'csat_avg']) expect(row[key], key).not.toBeNull();
      expect(Number(row.milestones_due_completed)).toBeGreaterThan(0);
      expect(Number(row.milestones_on_time)).toBeGreaterThan(0);
      expect(Number(row.milestones_on_time)).toBeLessThan(Number(row.milestones_due_completed));
    },
  );
});
