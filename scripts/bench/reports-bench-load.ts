// The reports benchmark's data: BENCH_PROJECTS projects (default 1,000,000) with their quotes, milestones,
// deliverables and versions, payments, meetings and ratings, and a freelancer for every 20 projects, loaded
// set-based into the bench database.
import type pg from 'pg';
import { COMPANIES, TOPICS, FIRST, LAST } from './reports-bench-words';

export const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 1_000_000);
const EXPERTS = Math.max(100, Math.round(PROJECTS / 20));
const CLIENTS = Math.max(100, Math.round(PROJECTS / 10));

const TABLES = [
  'user',
  'profiles',
  'expert_profiles',
  'projects',
  'project_participants',
  'customization_requests',
  'custom_quotes',
  'custom_project_milestones',
  'milestone_payments',
  'project_deliverables',
  'deliverable_files',
  'meetings',
  'project_ratings',
];

/** A deterministic, valid (version 4, variant 8) uuid for row n of a kind, so rows can refer to each other. */
const uuid = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The bulk load: secondary indexes dropped first and rebuilt after (as a restore does), foreign-key triggers off. */
export async function load(client: pg.Client): Promise<void> {
  const step = async (label: string, text: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, params);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await client.query(`SET maintenance_work_mem = '1GB'`);
  await client.query('SET max_parallel_maintenance_workers = 2');
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
    [TABLES],
  );
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
  await client.query(`SET session_replication_role = replica`);

  const P = PROJECTS;
  const company = `($1::text[])[1 + (n % 60)]`;
  const topic = `($2::text[])[1 + ((n / 60) % 40)]`;
  const title = `${company} || ' ' || ${topic} || ' ' || (n % 97)`;
  const projectStatus = `(ARRAY['active','active','active','completed','completed','completed','completed','draft','cancelled','on_hold'])[1 + n % 10]`;
  const words = [COMPANIES, TOPICS];
  await step(
    'users (clients + freelancers)',
    `INSERT INTO "user" (id, name, email, email_verified)
       SELECT ${uuid('client', 'n')}, 'Client ' || n, 'client-' || n || '@bench.local', true FROM generate_series(0, $1::int - 1) n
       UNION ALL
       SELECT ${uuid('expert', 'n')}, 'Expert ' || n, 'expert-' || n || '@bench.local', true FROM generate_series(0, $2::int - 1) n`,
    [CLIENTS, EXPERTS],
  );
  await step(
    'profiles',
    `INSERT INTO profiles (user_id, email, full_name)
       SELECT ${uuid('client', 'n')}, 'client-' || n || '@bench.local',
              ($3::text[])[1 + (n % 50)] || ' ' || ($4::text[])[1 + ((n / 50) % 50)] FROM generate_series(0, $1::int - 1) n
       UNION ALL
       SELECT ${uuid('expert', 'n')}, 'expert-' || n || '@bench.local',
              ($3::text[])[1 + ((n * 7) % 50)] || ' ' || ($4::text[])[1 + ((n / 50) % 50)] FROM generate_series(0, $2::int - 1) n`,
    [CLIENTS, EXPERTS, FIRST, LAST],
  );
  await step(
    'expert profiles',
    `INSERT INTO expert_profiles (user_id, status, headline, bio, skills, years_experience, hourly_min, hourly_max,
                                  weekly_hours, country, time_zone, completed_projects, created_at)
       SELECT ${uuid('expert', 'n')}, CASE WHEN n % 10 = 0 THEN 'applied' ELSE 'vetted' END, 'Consultant', 'Bench',
              ARRAY['Strategy', 'Analytics'], 3 + n % 20, 3000 + (n % 9) * 1000, 6000 + (n % 9) * 1500,
              10 + n % 31, 'GB', 'Europe/London', 8, now() - (n % 900) * interval '1 day'
         FROM generate_series(0, $1::int - 1) n`,
    [EXPERTS],
  );
  await step(
    'projects',
    `INSERT INTO projects (id, title, status, is_custom, total_price, client_id, quote_id, created_at, updated_at)
       SELECT ${uuid('project', 'n')}, ${title}, ${projectStatus},
              n % 2 = 0, 50000 + (n % 200) * 2500, ${uuid('client', `(n % ${CLIENTS})`)},
              CASE WHEN n % 2 = 0 THEN ${uuid('quote', 'n')} END,
              now() - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second', now()
         FROM generate_series(0, ${P - 1}) n`,
    words,
  );
  await step(
    'project participants (freelancers)',
    // With triggers off (as in a restore) the copy of the project's status is loaded as data (decision 021).
    `INSERT INTO project_participants (project_id, user_id, role, project_status)
       SELECT ${uuid('project', 'n')}, ${uuid('expert', `(n % ${EXPERTS})`)}, 'freelancer', ${projectStatus}
         FROM generate_series(0, ${P - 1}) n`,
  );
  await step(
    'customization requests (one per two quotes)',
    `INSERT INTO customization_requests (id, user_id, project_title, custom_requirements, budget_range, created_at)
       SELECT ${uuid('request', 'r')}, ${uuid('client', `((r * 2) % ${CLIENTS})`)}, 'Request ' || r, 'Bench', '£5k-£15k',
              now() - ((r * 2) % 730) * interval '1 day' - interval '5 days'
         FROM generate_series(0, ${Math.ceil(P / 2) - 1}) r`,
  );
  await step(
    'quotes (one per project)',
    `INSERT INTO custom_quotes (id, request_id, user_id, created_by, expert_id, quote_number, project_title,
                                scope_description, status, total_amount, payment_structure, deliverables, milestones,
                                estimated_duration, sent_at, expires_at, created_at, updated_at)
       SELECT ${uuid('quote', 'n')}, ${uuid('request', '(n / 2)')}, ${uuid('client', `(n % ${CLIENTS})`)},
              ${uuid('expert', `(n % ${EXPERTS})`)}, ${uuid('expert', `(n % ${EXPERTS})`)},
              'Q-B-' || lpad(n::text, 7, '0'), ${title}, 'Bench scope',
              CASE WHEN n % 2 = 0 THEN 'approved'
                   ELSE (ARRAY['sent','rejected','expired','pending_admin_review','modified','sent','rejected','on_hold'])[1 + (n / 2) % 8] END,
              50000 + (n % 200) * 2500, 'milestones', '[]'::jsonb, '[]'::jsonb, '6 weeks',
              CASE WHEN n % 2 = 1 AND (n / 2) % 8 IN (3, 7) THEN NULL
                   ELSE now() - (n % 730) * interval '1 day' - interval '5 days' + (1 + n % 4) * interval '1 day' END,
              now() - (n % 730) * interval '1 day' + interval '10 days',
              now() - (n % 730) * interval '1 day' - interval '4 days', now()
         FROM generate_series(0, ${P - 1}) n`,
    words,
  );
  await step(
    'milestones (two per custom project)',
    `INSERT INTO custom_project_milestones (id, project_id, milestone_number, title, status, amount, due_date,
                                            payment_status, funded_at, completed_at, created_at)
       SELECT ${uuid('milestone', 'n * 2 + k')}, ${uuid('project', 'n')}, k + 1,
              (ARRAY['Discovery: ', 'Delivery: '])[k + 1] || ${title},
              CASE WHEN n % 10 BETWEEN 3 AND 6 THEN 'completed' WHEN n % 10 < 3 THEN (ARRAY['in_progress','pending'])[k + 1] ELSE 'pending' END,
              25000 + (n % 200) * 1250,
              now() - (n % 730) * interval '1 day' + (20 + k * 20) * interval '1 day',
              CASE WHEN n % 10 BETWEEN 3 AND 6 THEN 'succeeded' WHEN n % 10 < 3 AND k = 0 THEN 'succeeded'
                   WHEN n % 10 < 3 THEN (ARRAY['pending','failed','none'])[1 + n % 3] ELSE 'none' END,
              CASE WHEN n % 10 <= 6 THEN now() - (n % 730) * interval '1 day' + k * interval '15 days' END,
              CASE WHEN n % 10 BETWEEN 3 AND 6 THEN now() - (n % 730) * interval '1 day' + (15 + k * 22 + n % 5) * interval '1 day' END,
              now() - (n % 730) * interval '1 day'
         FROM generate_series(0, ${P - 1}, 2) n, generate_series(0, 1) k`,
    words,
  );
  await step(
    'milestone payments (Stripe, one per funded milestone)',
    `INSERT INTO milestone_payments (milestone_id, project_id, user_id, amount, status, provider, provider_payment_id,
                                     created_at, paid_at)
       SELECT id, project_id, ${uuid('client', '0')}, amount, 'paid', 'stripe', 'pi_' || replace(id::text, '-', ''),
              funded_at, funded_at
         FROM custom_project_milestones WHERE payment_status = 'succeeded'`,
  );
  await step(
    'deliverables (one per project)',
    `INSERT INTO project_deliverables (id, project_id, title, status, submitted_at, qa_approved_at, created_at, updated_at)
       SELECT ${uuid('deliverable', 'n')}, ${uuid('project', 'n')}, 'Final report for ' || ${title},
              (ARRAY['in_progress','submitted','ready_for_client','approved','revision_requested','approved','approved','pending','pending','ready_for_client'])[1 + n % 10],
              now() - (n % 730) * interval '1 day' + interval '10 days',
              CASE WHEN n % 10 IN (2, 3, 5, 6, 9) THEN now() - (n % 730) * interval '1 day' + interval '12 days' END,
              now() - (n % 730) * interval '1 day', now() - (n % 730) * interval '1 day' + interval '12 days'
         FROM generate_series(0, ${P - 1}) n`,
    words,
  );
  await step(
    'deliverable versions',
    `INSERT INTO deliverable_files (deliverable_id, file_name, file_size, file_type, storage_path, version_number,
                                    qa_decision, uploaded_at)
       SELECT ${uuid('deliverable', 'n')}, 'report-v' || v || '.pdf', 250000, 'application/pdf',
              ${uuid('deliverable', 'n')}::text || '/' || v || '.pdf', v,
              CASE WHEN n % 10 IN (1, 7, 8) THEN 'pending'
                   WHEN n % 10 = 4 THEN 'needs_revision'
                   WHEN v = 1 AND n % 10 IN (5, 9) THEN 'needs_revision' ELSE 'approved' END,
              now() - (n % 730) * interval '1 day' + (8 + v) * interval '1 day'
         FROM generate_series(0, ${P - 1}) n
         JOIN LATERAL generate_series(1, CASE WHEN n % 10 IN (5, 9) THEN 2 ELSE 1 END) v ON true
        WHERE n % 10 NOT IN (0, 7, 8)`,
  );
  await step(
    'meetings (one per five projects)',
    `INSERT INTO meetings (project_id, title, provider, join_url, starts_at, ends_at, organizer_user_id, created_at)
       SELECT ${uuid('project', 'n')}, 'Weekly sync: ' || ${title},
              (ARRAY['jitsi','google_meet','zoom','teams','manual'])[1 + (n / 5) % 5], 'https://meet.jit.si/bench-' || n,
              now() - ((n / 5) % 400 - 30) * interval '1 day', now() - ((n / 5) % 400 - 30) * interval '1 day' + interval '45 minutes',
              ${uuid('expert', `(n % ${EXPERTS})`)}, now() - ((n / 5) % 400) * interval '1 day'
         FROM generate_series(0, ${P - 1}, 5) n`,
    words,
  );
  await step(
    'client ratings (completed projects)',
    `INSERT INTO project_ratings (project_id, rater_id, ratee_id, rater_role, score)
       SELECT ${uuid('project', 'n')}, ${uuid('client', `(n % ${CLIENTS})`)}, ${uuid('expert', `(n % ${EXPERTS})`)},
              'client', 1 + (ARRAY[4, 4, 3, 4, 2, 4, 3, 4, 0, 3])[1 + (n / 10) % 10]
         FROM generate_series(0, ${P - 1}) n WHERE n % 10 IN (3, 4)`,
  );
  await client.query(`SET session_replication_role = origin`);
  const started = performance.now();
  for (const index of indexes) await client.query(index.def);
  console.log(`  ${indexes.length} indexes rebuilt: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const vacuumStarted = performance.now();
  // As autovacuum leaves tables in steady state: statistics, visibility map and hint bits set.
  await client.query(`VACUUM ANALYZE ${TABLES.map((table) => `"${table}"`).join(', ')}`);
  console.log(`  vacuum analyze: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  // The KPI triggers were off with the rest (as in a restore): the figures are rebuilt from the rows, as the migration's
  // backfill does (decision 021).
  const rebuildStarted = performance.now();
  await client.query('SELECT report_kpis_rebuild()');
  await client.query('VACUUM ANALYZE report_kpi_deltas, report_kpi_keyed_terms');
  console.log(`  KPI figures rebuilt: ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s`);
}
