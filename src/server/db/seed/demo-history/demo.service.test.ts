import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** What the fixed plan seeds, every time. */
const EXPECTED_COUNTS = {
  projects: 91,
  quotes: 109,
  briefs: 119,
  deliverables: 166,
  milestones: 162,
  disputes: 18,
  invitations: 330,
  ratings: 113,
  messages: 360,
  meetings: 93,
  clients: 32,
};

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
      const end = new Date();
      const first = await demo.seed(end);
      expect(first).not.toBeNull();
      console.log(`demo history seeded in ${first!.ms} ms (${first!.failed} projects stopped early)`);
      // Every planned project completes its plan.
      expect(first).toMatchObject({ projects: 120, failed: 0 });
      const after = await counts();
      console.log(after);
      expect(await demo.seed()).toBeNull();
      expect(await counts()).toEqual(after);
      expect(await demo.status()).toEqual({ state: 'done', percent: 100 });
      // The same history every time (fixed plan, seeded generator); ledger rows and payouts depend on how the
      // lanes' payout runs fall, so those are compared between the two runs above only.
      const { ledger: _ledger, payouts: _payouts, ...fixed } = after;
      expect(fixed).toEqual(EXPECTED_COUNTS);
      expect(await ledgerInvariantViolations(test.db)).toEqual([]);
      // Nothing is dated in the future: a step planned after the seeding moment happens at it (no quote "created
      // tomorrow").
      const future = await test.db.execute<{ quotes: number; meetings: number; messages: number }>(sql`select
        (select count(*)::int from custom_quotes where created_at > now()) as quotes,
        (select count(*)::int from meetings where created_at > now()) as meetings,
        (select count(*)::int from project_messages where created_at > now()) as messages`);
      expect(future.rows[0]).toEqual({ quotes: 0, meetings: 0, messages: 0 });
      // Join links are whole: none ends in a "." that a person would copy with it.
      const links = await test.db.execute<{ url: string }>(sql`select join_url as url from meetings`);
      expect(links.rows.filter((row) => row.url.endsWith('.'))).toEqual([]);

      // Every status a service can reach and the history does, literally. Not seeded, with the reason:
      // projects on_hold (no product action sets it); briefs draft (the builder keeps a draft in the browser) and
      // qa_passed (the release job moves it on within seconds). A project is cancelled by an admin (decision 032).
      expect(await statuses('projects')).toEqual(['active', 'cancelled', 'completed', 'draft']);
      // The cancelled project: its funded milestone refunded in full, with its credit note.
      const cancelled = await test.db.execute<Record<string, number>>(sql`select p.cancellation_refund as refund,
        (select sum(r.amount)::int from refunds r where r.project_id = p.id) as refunded,
        (select count(*)::int from business_documents d where d.project_id = p.id and d.kind = 'credit_note') as notes
        from projects p where p.status = 'cancelled'`);
      expect(cancelled.rows).toHaveLength(1);
      expect(cancelled.rows[0]!.refund).toBeGreaterThan(0);
      expect(cancelled.rows[0]).toEqual({
        refund: cancelled.rows[0]!.refund,
        refunded: cancelled.rows[0]!.refund,
        notes: 1,
      });
      expect(await statuses('custom_quotes')).toEqual([
        'approved',
        'draft',
        'expired',
        'modified',
        'on_hold',
        'pending_admin_review',
        'rejected',
        'sent',
      ]);
      expect(await statuses('briefs')).toEqual(['accepted', 'archived', 'proposal_ready', 'qa_in_review', 'submitted']);
      expect(await statuses('project_deliverables')).toEqual([
        'approved',
        'in_progress',
        'pending',
        'ready_for_client',
        'revision_requested',
        'submitted',
      ]);
      expect(await statuses('custom_project_milestones')).toEqual(['completed', 'in_progress', 'pending', 'submitted']);
      expect(await statuses('disputes')).toEqual(['answered', 'open', 'resolved']);
      expect(await statuses('match_invitations')).toEqual(['accepted', 'declined', 'expired', 'pending']);

      // Nothing seeded happens after the end of the history (only the upcoming meetings are planned for later).
      const latest = await test.db.execute<{ latest: Date }>(sql`select greatest(
        (select max(uploaded_at) from deliverable_files),
        (select max(created_at) from project_messages),
        (select max(created_at) from project_ratings),
        (select max(created_at) from ledger_transactions),
        (select max(paid_at) from milestone_payments),
        (select max(updated_at) from project_deliverables),
        (select max(created_at) from briefs)) as latest`);
      expect(new Date(latest.rows[0]!.latest).getTime()).toBeLessThanOrEqual(end.getTime());

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
          where u.email = 'client@demo.outcome.local' and d.status = 'ready_for_client') as "clientToApprove",
        (select count(*)::int from project_deliverables d
          join project_participants pp on pp.project_id = d.project_id and pp.role = 'freelancer'
          join "user" u on u.id = pp.user_id
          join custom_project_milestones m on m.id = d.milestone_id
          join projects p on p.id = d.project_id
          where u.email = 'expert1@demo.outcome.local' and p.status = 'active' and d.status = 'pending'
            and m.payment_status = 'succeeded')
          as "expert1ToStart"`);
      // (The cancelled project was expert1's: its deliverables are not waiting for anyone.)
      expect(waiting.rows[0]).toEqual({ expert1Invitations: 1, clientToApprove: 1, expert1ToStart: 3 });
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
