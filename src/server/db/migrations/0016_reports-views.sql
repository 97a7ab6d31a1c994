-- Admin reports (decision 020): read-only views over other modules' tables, so the reports repository reads only its
-- own schema file (decision 010), plus the indexes that keep filtered, searched report pages and exports fast.
-- Trigram indexes answer ILIKE '%term%' searches (terms of 3+ characters).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_status_created_idx" ON "projects" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_quotes_project_title_trgm_idx" ON "custom_quotes" USING gin ("project_title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_quotes_quote_number_trgm_idx" ON "custom_quotes" USING gin ("quote_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_quotes_created_idx" ON "custom_quotes" ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_quotes_status_created_idx" ON "custom_quotes" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_quotes_request_sent_idx" ON "custom_quotes" ("request_id", "sent_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_project_milestones_title_trgm_idx" ON "custom_project_milestones" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_project_milestones_created_idx" ON "custom_project_milestones" ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_project_milestones_status_created_idx" ON "custom_project_milestones" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_project_milestones_paid_idx" ON "custom_project_milestones" ("funded_at") WHERE "payment_status" = 'succeeded';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_deliverables_title_trgm_idx" ON "project_deliverables" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_deliverables_created_idx" ON "project_deliverables" ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_deliverables_status_created_idx" ON "project_deliverables" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "meetings_title_trgm_idx" ON "meetings" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_full_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_email_trgm_idx" ON "profiles" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expert_profiles_created_idx" ON "expert_profiles" ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_ratings_ratee_role_idx" ON "project_ratings" ("ratee_id", "rater_role");
--> statement-breakpoint
CREATE VIEW "admin_v_projects" AS
SELECT
  p.id AS project_id,
  p.title,
  p.status,
  p.is_custom,
  p.created_at,
  p.currency,
  p.total_price,
  p.client_id,
  cp.full_name AS client_name,
  cp.email AS client_email,
  (SELECT a.name FROM agency_project_shares s JOIN agencies a ON a.id = s.agency_id
    WHERE s.project_id = p.id ORDER BY s.created_at LIMIT 1) AS agency_name,
  (SELECT count(*) FROM custom_project_milestones m WHERE m.project_id = p.id)::int AS milestones_count,
  (SELECT count(*) FROM project_deliverables d WHERE d.project_id = p.id)::int AS deliverables_count,
  (SELECT count(*) FROM deliverable_files f JOIN project_deliverables d ON d.id = f.deliverable_id
    WHERE d.project_id = p.id AND f.qa_decision <> 'pending')::int AS qa_reviews_count
FROM projects p
LEFT JOIN profiles cp ON cp.user_id = p.client_id;
--> statement-breakpoint
CREATE VIEW "admin_v_project_agencies" AS
SELECT DISTINCT s.project_id, s.agency_id FROM agency_project_shares s;
--> statement-breakpoint
CREATE VIEW "admin_v_freelancers" AS
SELECT
  e.user_id,
  pr.full_name,
  pr.email,
  e.status,
  e.skills,
  e.hourly_min AS price_band_min,
  e.hourly_max AS price_band_max,
  e.currency,
  e.weekly_hours AS availability_weekly_hours,
  (SELECT count(*) FROM project_participants pp JOIN projects p ON p.id = pp.project_id
    WHERE pp.user_id = e.user_id AND pp.role = 'freelancer' AND p.status = 'active')::int AS active_projects,
  e.completed_projects,
  (SELECT avg(r.score) FROM project_ratings r
    WHERE r.ratee_id = e.user_id AND r.rater_role = 'client')::float8 AS csat_avg,
  (SELECT count(*) FROM project_ratings r
    WHERE r.ratee_id = e.user_id AND r.rater_role = 'client')::int AS csat_count,
  e.created_at
FROM expert_profiles e
LEFT JOIN profiles pr ON pr.user_id = e.user_id;
--> statement-breakpoint
CREATE VIEW "admin_v_quotes" AS
SELECT
  q.id AS quote_id,
  q.quote_number,
  q.project_title,
  q.status,
  (q.status = 'expired' OR (q.status = 'sent' AND q.expires_at < now())) AS expired,
  q.total_amount,
  q.currency,
  q.created_at,
  q.expires_at AS valid_until,
  q.sent_at,
  q.request_id,
  r.budget_range,
  r.created_at AS request_created_at,
  cp.full_name AS client_name
FROM custom_quotes q
LEFT JOIN customization_requests r ON r.id = q.request_id
LEFT JOIN profiles cp ON cp.user_id = q.user_id;
--> statement-breakpoint
CREATE VIEW "admin_v_milestones" AS
SELECT
  m.id AS milestone_id,
  m.project_id,
  coalesce(p.title, '') AS project_title,
  m.milestone_number,
  m.title,
  m.amount,
  coalesce(p.currency, 'gbp') AS currency,
  m.status,
  m.payment_status,
  m.due_date,
  m.created_at,
  m.funded_at,
  m.completed_at,
  (m.due_date IS NOT NULL AND m.due_date < now() AND m.status <> 'completed') AS overdue,
  (SELECT x.provider_payment_id FROM milestone_payments x
    WHERE x.milestone_id = m.id AND x.provider = 'stripe' AND x.provider_payment_id IS NOT NULL
    ORDER BY (x.status = 'paid') DESC, x.created_at DESC LIMIT 1) AS stripe_payment_intent_id
FROM custom_project_milestones m
LEFT JOIN projects p ON p.id = m.project_id;
--> statement-breakpoint
CREATE VIEW "admin_v_deliverables" AS
SELECT
  d.id AS deliverable_id,
  d.project_id,
  coalesce(p.title, '') AS project_title,
  d.title,
  d.status,
  (SELECT count(*) FROM deliverable_files f WHERE f.deliverable_id = d.id)::int AS versions,
  d.created_at,
  d.updated_at AS last_updated,
  (SELECT f.qa_decision FROM deliverable_files f WHERE f.deliverable_id = d.id
    ORDER BY f.version_number DESC LIMIT 1) AS last_qa_decision,
  d.qa_approved_at
FROM project_deliverables d
LEFT JOIN projects p ON p.id = d.project_id;
--> statement-breakpoint
CREATE VIEW "admin_v_meetings" AS
SELECT
  mt.id AS meeting_id,
  mt.project_id,
  coalesce(p.title, '') AS project_title,
  mt.title,
  mt.provider,
  mt.join_url,
  mt.starts_at,
  mt.ends_at,
  mt.recording_consent,
  mt.created_at,
  op.full_name AS organizer_name
FROM meetings mt
LEFT JOIN projects p ON p.id = mt.project_id
LEFT JOIN profiles op ON op.user_id = mt.organizer_user_id;
--> statement-breakpoint
-- The Overview's KPI inputs in one row (the rates are computed from these by report-kpis.ts).
CREATE VIEW "admin_v_report_kpis" AS
SELECT
  (SELECT sum(amount) FROM custom_project_milestones WHERE payment_status = 'succeeded')::bigint AS gmv_total,
  (SELECT count(*) FROM custom_project_milestones WHERE payment_status = 'succeeded')::int AS paid_milestones,
  (SELECT sum(amount) FROM custom_project_milestones WHERE payment_status = 'succeeded'
    AND coalesce(funded_at, created_at) >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::bigint AS gmv_month,
  (SELECT count(*) FROM custom_project_milestones WHERE payment_status = 'succeeded'
    AND coalesce(funded_at, created_at) >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS paid_milestones_month,
  (SELECT count(*) FROM custom_quotes WHERE status = 'approved')::int AS quotes_approved,
  (SELECT count(*) FROM custom_quotes WHERE status = 'rejected')::int AS quotes_rejected,
  (SELECT count(*) FROM custom_quotes WHERE sent_at IS NOT NULL)::int AS quotes_sent,
  (SELECT count(*) FROM custom_quotes WHERE status = 'expired' OR (status = 'sent' AND expires_at < now()))::int AS quotes_expired,
  (SELECT count(*) FROM custom_project_milestones WHERE status = 'completed' AND due_date IS NOT NULL)::int AS milestones_due_completed,
  (SELECT count(*) FROM custom_project_milestones WHERE status = 'completed' AND due_date IS NOT NULL
    AND (completed_at AT TIME ZONE 'UTC')::date <= (due_date AT TIME ZONE 'UTC')::date)::int AS milestones_on_time,
  (SELECT avg(extract(epoch FROM f.first_sent - r.created_at))::float8
    FROM customization_requests r
    JOIN (SELECT request_id, min(sent_at) AS first_sent FROM custom_quotes WHERE sent_at IS NOT NULL GROUP BY request_id) f
      ON f.request_id = r.id) AS avg_seconds_to_quote,
  (SELECT count(*) FROM deliverable_files WHERE version_number = 1 AND qa_decision <> 'pending')::int AS first_versions_decided,
  (SELECT count(*) FROM deliverable_files WHERE version_number = 1 AND qa_decision = 'approved')::int AS first_versions_passed,
  (SELECT count(*) FROM project_deliverables d WHERE d.qa_approved_at IS NOT NULL
    AND EXISTS (SELECT 1 FROM deliverable_files f WHERE f.deliverable_id = d.id AND f.version_number = 1 AND f.qa_decision <> 'approved'))::int AS qa_passed_after_revision,
  (SELECT count(*) FROM project_deliverables d WHERE d.qa_approved_at IS NULL
    AND EXISTS (SELECT 1 FROM deliverable_files f WHERE f.deliverable_id = d.id))::int AS qa_pending,
  (SELECT avg(score) FROM project_ratings WHERE rater_role = 'client')::float8 AS csat_avg,
  (SELECT count(*) FROM project_ratings WHERE rater_role = 'client')::int AS csat_count;
--> statement-breakpoint
-- Paid milestone amounts by UTC month (when paid), for the Overview's GMV chart.
CREATE VIEW "admin_v_gmv_by_month" AS
SELECT to_char(date_trunc('month', coalesce(funded_at, created_at) AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
  sum(amount)::bigint AS amount
FROM custom_project_milestones
WHERE payment_status = 'succeeded'
GROUP BY 1;
