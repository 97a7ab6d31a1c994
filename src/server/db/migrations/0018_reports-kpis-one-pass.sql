-- Admin reports (decision 020): the Overview's KPI inputs read each table once (aggregates with FILTER) instead of
-- once per figure. Same columns, same meaning as in 0016.
CREATE OR REPLACE VIEW "admin_v_report_kpis" AS
WITH month AS (
  SELECT date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start
),
m AS (
  SELECT
    sum(amount) FILTER (WHERE payment_status = 'succeeded') AS gmv_total,
    count(*) FILTER (WHERE payment_status = 'succeeded') AS paid_milestones,
    sum(amount) FILTER (WHERE payment_status = 'succeeded' AND coalesce(funded_at, created_at) >= month.start) AS gmv_month,
    count(*) FILTER (WHERE payment_status = 'succeeded' AND coalesce(funded_at, created_at) >= month.start) AS paid_milestones_month,
    count(*) FILTER (WHERE status = 'completed' AND due_date IS NOT NULL) AS milestones_due_completed,
    count(*) FILTER (WHERE status = 'completed' AND due_date IS NOT NULL
      AND (completed_at AT TIME ZONE 'UTC')::date <= (due_date AT TIME ZONE 'UTC')::date) AS milestones_on_time
  FROM custom_project_milestones, month
),
q AS (
  SELECT
    count(*) FILTER (WHERE status = 'approved') AS quotes_approved,
    count(*) FILTER (WHERE status = 'rejected') AS quotes_rejected,
    count(*) FILTER (WHERE sent_at IS NOT NULL) AS quotes_sent,
    count(*) FILTER (WHERE status = 'expired' OR (status = 'sent' AND expires_at < now())) AS quotes_expired
  FROM custom_quotes
),
tq AS (
  SELECT avg(extract(epoch FROM f.first_sent - r.created_at))::float8 AS avg_seconds_to_quote
  FROM customization_requests r
  JOIN (SELECT request_id, min(sent_at) AS first_sent FROM custom_quotes WHERE sent_at IS NOT NULL GROUP BY request_id) f
    ON f.request_id = r.id
),
qa AS (
  SELECT
    count(*) FILTER (WHERE v1.qa_decision <> 'pending') AS first_versions_decided,
    count(*) FILTER (WHERE v1.qa_decision = 'approved') AS first_versions_passed,
    count(*) FILTER (WHERE d.qa_approved_at IS NOT NULL AND v1.qa_decision <> 'approved') AS qa_passed_after_revision,
    count(*) FILTER (WHERE d.qa_approved_at IS NULL) AS qa_pending
  FROM deliverable_files v1
  JOIN project_deliverables d ON d.id = v1.deliverable_id
  WHERE v1.version_number = 1
),
r AS (
  SELECT avg(score)::float8 AS csat_avg, count(*) AS csat_count FROM project_ratings WHERE rater_role = 'client'
)
SELECT
  m.gmv_total::bigint AS gmv_total,
  m.paid_milestones::int AS paid_milestones,
  m.gmv_month::bigint AS gmv_month,
  m.paid_milestones_month::int AS paid_milestones_month,
  q.quotes_approved::int AS quotes_approved,
  q.quotes_rejected::int AS quotes_rejected,
  q.quotes_sent::int AS quotes_sent,
  q.quotes_expired::int AS quotes_expired,
  m.milestones_due_completed::int AS milestones_due_completed,
  m.milestones_on_time::int AS milestones_on_time,
  tq.avg_seconds_to_quote AS avg_seconds_to_quote,
  qa.first_versions_decided::int AS first_versions_decided,
  qa.first_versions_passed::int AS first_versions_passed,
  qa.qa_passed_after_revision::int AS qa_passed_after_revision,
  qa.qa_pending::int AS qa_pending,
  r.csat_avg AS csat_avg,
  r.csat_count::int AS csat_count
FROM m, q, tq, qa, r;
