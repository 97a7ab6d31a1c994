// The Overview's KPI figures maintained by triggers (migration 0031, decision 021) must always equal a from-scratch
// recomputation over the facts (the views admin_v_report_kpis and admin_v_gmv_by_month). What the tests of that share:
// a fresh database and a pool for the importing test file (each test file runs in its own module graph), a replayable
// random sequence, rows written by plain SQL, and the check that the maintained figures equal the recomputation.
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createReportsService, type ReportsService } from './reports.service';

export const MINUTE = 60_000;
export const DAY = 86_400_000;

export let database: TestDatabase;
export let pool: pg.Pool;
export let reports: ReportsService;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 16 });
  reports = createReportsService({ db: database.db });
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

type Row = Record<string, unknown>;
export const q = async <T extends Row = Row>(
  text: string,
  params: unknown[] = [],
  on: pg.Pool | pg.PoolClient = pool,
) => (await on.query<T>(text, params)).rows;
const one = async (text: string, params: unknown[] = [], on: pg.Pool | pg.PoolClient = pool) =>
  (await q<{ id: string }>(text, params, on))[0]!.id;

/** A deterministic pseudo-random sequence (mulberry32), so a failure replays. */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

let serial = 0;
/** A number no earlier call returned: unique e-mails and milestone numbers. */
export const nextSerial = () => ++serial;
export const user = () =>
  one(`INSERT INTO "user" (id, name, email) VALUES (gen_random_uuid(), 'U', $1) RETURNING id`, [
    `kpi-${nextSerial()}@kpis.test`,
  ]);
export const request = (userId: string, createdAt: Date) =>
  one(
    `INSERT INTO customization_requests (user_id, project_title, custom_requirements, created_at)
     VALUES ($1, 'Request', 'Needs', $2) RETURNING id`,
    [userId, createdAt],
  );
export const quote = (
  requestId: string,
  userId: string,
  fields: { status?: string; sentAt?: Date | null; expiresAt?: Date | null } = {},
  on: pg.Pool | pg.PoolClient = pool,
) =>
  one(
    `INSERT INTO custom_quotes (request_id, user_id, created_by, project_title, scope_description, status, total_amount,
                                payment_structure, deliverables, milestones, estimated_duration, sent_at, expires_at)
     VALUES ($1, $2, $2, 'Quote', 'Scope', $3, 100000, 'milestones', '[]', '[]', '4 weeks', $4, $5) RETURNING id`,
    [requestId, userId, fields.status ?? 'draft', fields.sentAt ?? null, fields.expiresAt ?? null],
    on,
  );
export const project = (clientId: string) =>
  one(`INSERT INTO projects (title, status, total_price, client_id) VALUES ('P', 'active', 100000, $1) RETURNING id`, [
    clientId,
  ]);
export const milestone = (
  projectId: string,
  number: number,
  f: {
    status?: string;
    amount?: number;
    dueDate?: Date | null;
    paymentStatus?: string;
    fundedAt?: Date | null;
    completedAt?: Date | null;
    createdAt?: Date;
  } = {},
) =>
  one(
    `INSERT INTO custom_project_milestones (project_id, milestone_number, title, status, amount, due_date, payment_status,
                                            funded_at, completed_at, created_at)
     VALUES ($1, $2, 'M', $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      projectId,
      number,
      f.status ?? 'pending',
      f.amount ?? 10_000,
      f.dueDate ?? null,
      f.paymentStatus ?? 'none',
      f.fundedAt ?? null,
      f.completedAt ?? null,
      f.createdAt ?? new Date(),
    ],
  );
export const deliverable = (projectId: string, qaApprovedAt: Date | null = null) =>
  one(`INSERT INTO project_deliverables (project_id, title, qa_approved_at) VALUES ($1, 'D', $2) RETURNING id`, [
    projectId,
    qaApprovedAt,
  ]);
export const file = (
  deliverableId: string,
  version: number,
  decision = 'pending',
  on: pg.Pool | pg.PoolClient = pool,
) =>
  one(
    `INSERT INTO deliverable_files (deliverable_id, file_name, file_size, file_type, storage_path, version_number, qa_decision)
     VALUES ($1::uuid, 'f.pdf', 1, 'application/pdf', $1::text || '/' || $2::text, $2::int, $3) RETURNING id`,
    [deliverableId, version, decision],
    on,
  );
export const rating = (projectId: string, raterId: string, rateeId: string, role: string, score: number) =>
  one(
    `INSERT INTO project_ratings (project_id, rater_id, ratee_id, rater_role, score) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id, rater_id) DO UPDATE SET score = EXCLUDED.score, rater_role = EXCLUDED.rater_role
     RETURNING id`,
    [projectId, raterId, rateeId, role, score],
  );

const AVERAGES = new Set(['avg_seconds_to_quote', 'csat_avg']);

/** The maintained figures equal the from-scratch recomputation: raw inputs, every GMV month, and the Overview. */
export async function expectExact(): Promise<Row> {
  // Both sides in one statement, so one snapshot.
  const [both] = await q<{ maintained: Row; recomputed: Row; months: Row[] | null; monthsRecomputed: Row[] | null }>(
    `SELECT (SELECT row_to_json(m) FROM admin_v_report_kpis_maintained m) AS maintained,
            (SELECT row_to_json(r) FROM admin_v_report_kpis r) AS recomputed,
            (SELECT json_agg(g ORDER BY g.month) FROM admin_v_gmv_by_month_maintained g) AS months,
            (SELECT json_agg(g ORDER BY g.month) FROM admin_v_gmv_by_month g) AS "monthsRecomputed"`,
  );
  const { maintained, recomputed } = both!;
  expect(Object.keys(maintained).sort()).toEqual(Object.keys(recomputed).sort());
  for (const [key, value] of Object.entries(recomputed)) {
    if (AVERAGES.has(key) && value !== null) {
      expect(maintained[key], key).not.toBeNull();
      expect(Math.abs((maintained[key] as number) - (value as number)), key).toBeLessThan(
        1e-9 * Math.max(1, Math.abs(value as number)),
      );
    } else expect(maintained[key], key).toEqual(value);
  }
  expect(both!.months ?? []).toEqual(both!.monthsRecomputed ?? []);
  expect(await reports.overview()).toEqual(await reports.overview({ recomputed: true }));
  return maintained;
}
