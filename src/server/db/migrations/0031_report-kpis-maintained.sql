-- Admin reports (decision 021): the Overview's KPIs maintained by triggers instead of scanned on every visit.
-- Every change to a source row appends its effect on each figure to report_kpi_deltas (inserts only, so writers never
-- wait for each other); the Overview sums that small table. Time-dependent figures keep a day: GMV by the UTC day it
-- was paid, open sent quotes by the UTC day they expire. Figures that depend on several rows (a request's first sent
-- quote, a deliverable's first version and its QA pass) keep their current contribution in report_kpi_keyed_terms and
-- are re-derived from the source rows under a per-key lock whenever one of those rows changes.
-- admin_v_report_kpis and admin_v_gmv_by_month stay as the from-scratch recomputation (tests, benchmark reference).
CREATE TABLE "report_kpi_deltas" (
  "metric" text NOT NULL,
  "day" date,
  "n" bigint NOT NULL,
  "v" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_kpi_keyed_terms" (
  "source" text NOT NULL,
  "key" uuid NOT NULL,
  "metric" text NOT NULL,
  "n" bigint NOT NULL,
  "v" numeric NOT NULL,
  PRIMARY KEY ("source", "key", "metric")
);
--> statement-breakpoint
-- Sent quotes expiring today that have already expired: the only part of a figure read from a fact table, through
-- this index, at most one day's expiries.
CREATE INDEX IF NOT EXISTS "custom_quotes_sent_expires_idx" ON "custom_quotes" ("expires_at") WHERE "status" = 'sent';
--> statement-breakpoint
-- What one row contributes to each figure (n rows, v summed amount). Shared by the triggers and the rebuild.
CREATE FUNCTION "report_kpi_milestone_terms"(p_payment_status text, p_amount integer, p_paid_at timestamptz,
  p_status text, p_due_date timestamptz, p_completed_at timestamptz)
RETURNS TABLE ("metric" text, "day" date, "n" bigint, "v" numeric) LANGUAGE sql STABLE AS $$
  SELECT t.metric, t.day, 1::bigint, t.v FROM (VALUES
    ('gmv', (p_paid_at AT TIME ZONE 'UTC')::date, p_amount::numeric, p_payment_status = 'succeeded'),
    ('milestones_due_completed', NULL::date, 0::numeric, p_status = 'completed' AND p_due_date IS NOT NULL),
    ('milestones_on_time', NULL::date, 0::numeric, p_status = 'completed' AND p_due_date IS NOT NULL
      AND (p_completed_at AT TIME ZONE 'UTC')::date <= (p_due_date AT TIME ZONE 'UTC')::date)
  ) AS t(metric, day, v, applies)
  WHERE t.applies
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpi_quote_terms"(p_status text, p_sent_at timestamptz, p_expires_at timestamptz)
RETURNS TABLE ("metric" text, "day" date, "n" bigint, "v" numeric) LANGUAGE sql STABLE AS $$
  SELECT t.metric, t.day, 1::bigint, 0::numeric FROM (VALUES
    ('quotes_approved', NULL::date, p_status = 'approved'),
    ('quotes_rejected', NULL::date, p_status = 'rejected'),
    ('quotes_sent', NULL::date, p_sent_at IS NOT NULL),
    ('quotes_expired', NULL::date, p_status = 'expired'),
    -- A sent quote counts as expired once expires_at is past: kept by the day it expires.
    ('quotes_open', (p_expires_at AT TIME ZONE 'UTC')::date, p_status = 'sent' AND p_expires_at IS NOT NULL)
  ) AS t(metric, day, applies)
  WHERE t.applies
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpi_rating_terms"(p_rater_role text, p_score integer)
RETURNS TABLE ("metric" text, "day" date, "n" bigint, "v" numeric) LANGUAGE sql STABLE AS $$
  SELECT 'csat'::text, NULL::date, 1::bigint, p_score::numeric WHERE p_rater_role = 'client'
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpi_first_version_terms"(p_decision text, p_qa_approved_at timestamptz)
RETURNS TABLE ("metric" text, "n" bigint, "v" numeric) LANGUAGE sql STABLE AS $$
  SELECT t.metric, 1::bigint, 0::numeric FROM (VALUES
    ('qa_decided', p_decision <> 'pending'),
    ('qa_passed', p_decision = 'approved'),
    ('qa_after_revision', p_qa_approved_at IS NOT NULL AND p_decision <> 'approved'),
    ('qa_pending', p_qa_approved_at IS NULL)
  ) AS t(metric, applies)
  WHERE t.applies
$$;
--> statement-breakpoint
-- The true current contribution of one key, read from the source rows: a request's time to its first sent quote; a
-- deliverable's first version and QA pass.
CREATE FUNCTION "report_kpi_keyed_truth"(p_source text, p_key uuid)
RETURNS TABLE ("metric" text, "n" bigint, "v" numeric) LANGUAGE sql STABLE AS $$
  SELECT 'time_to_quote'::text, 1::bigint, extract(epoch FROM f.first_sent - r.created_at)
  FROM "customization_requests" r,
       (SELECT min(q.sent_at) AS first_sent FROM "custom_quotes" q WHERE q.request_id = p_key AND q.sent_at IS NOT NULL) f
  WHERE p_source = 'request' AND r.id = p_key AND f.first_sent IS NOT NULL
  UNION ALL
  SELECT t.metric, t.n, t.v
  FROM "deliverable_files" fl
  JOIN "project_deliverables" d ON d.id = fl.deliverable_id,
  LATERAL report_kpi_first_version_terms(fl.qa_decision, d.qa_approved_at) t
  WHERE p_source = 'deliverable' AND fl.deliverable_id = p_key AND fl.version_number = 1
$$;
--> statement-breakpoint
-- Re-derives one key's contribution and books the difference. The lock on the key's row (the request, the
-- deliverable; held to commit) orders every re-derivation of the same key; each statement after it reads a fresh
-- READ COMMITTED snapshot, so it sees every change whose re-derivation committed before, and a change still in flight
-- re-derives after this one commits. The application already takes that lock first (quote writes lock their request,
-- QA and uploads update their deliverable), so its transactions wait no longer than before. A row lock, unlike an
-- advisory lock, takes no slot in the lock table, so a cascade or a restore touching a million keys still fits. A key
-- whose row is gone was deleted by this transaction (a concurrent delete would have removed the rows that fired this),
-- so its contribution simply leaves.
CREATE FUNCTION "report_kpi_resync"(p_source text, p_key uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NULL THEN
    RETURN;
  END IF;
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'report KPIs are maintained only by READ COMMITTED writers (this is %)',
      current_setting('transaction_isolation');
  END IF;
  IF p_source = 'request' THEN
    PERFORM 1 FROM "customization_requests" WHERE "id" = p_key FOR NO KEY UPDATE;
  ELSE
    PERFORM 1 FROM "project_deliverables" WHERE "id" = p_key FOR NO KEY UPDATE;
  END IF;
  INSERT INTO "report_kpi_deltas" ("metric", "day", "n", "v")
  SELECT x.metric, NULL, sum(x.n), sum(x.v)
  FROM (
    SELECT t.metric, t.n, t.v FROM report_kpi_keyed_truth(p_source, p_key) t
    UNION ALL
    SELECT s.metric, -s.n, -s.v FROM "report_kpi_keyed_terms" s WHERE s.source = p_source AND s.key = p_key
  ) x
  GROUP BY x.metric
  HAVING sum(x.n) <> 0 OR sum(x.v) <> 0;
  DELETE FROM "report_kpi_keyed_terms" WHERE "source" = p_source AND "key" = p_key;
  INSERT INTO "report_kpi_keyed_terms" ("source", "key", "metric", "n", "v")
  SELECT p_source, p_key, t.metric, t.n, t.v FROM report_kpi_keyed_truth(p_source, p_key) t;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpis_on_milestone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_kpi_deltas" ("metric", "day", "n", "v")
  SELECT x.metric, x.day, sum(x.n), sum(x.v)
  FROM (
    SELECT t.metric, t.day, t.n, t.v
    FROM report_kpi_milestone_terms(NEW.payment_status, NEW.amount, coalesce(NEW.funded_at, NEW.created_at),
      NEW.status, NEW.due_date, NEW.completed_at) t
    WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT t.metric, t.day, -t.n, -t.v
    FROM report_kpi_milestone_terms(OLD.payment_status, OLD.amount, coalesce(OLD.funded_at, OLD.created_at),
      OLD.status, OLD.due_date, OLD.completed_at) t
    WHERE TG_OP <> 'INSERT'
  ) x
  GROUP BY x.metric, x.day
  HAVING sum(x.n) <> 0 OR sum(x.v) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpis_on_quote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_kpi_deltas" ("metric", "day", "n", "v")
  SELECT x.metric, x.day, sum(x.n), sum(x.v)
  FROM (
    SELECT t.metric, t.day, t.n, t.v FROM report_kpi_quote_terms(NEW.status, NEW.sent_at, NEW.expires_at) t
    WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT t.metric, t.day, -t.n, -t.v FROM report_kpi_quote_terms(OLD.status, OLD.sent_at, OLD.expires_at) t
    WHERE TG_OP <> 'INSERT'
  ) x
  GROUP BY x.metric, x.day
  HAVING sum(x.n) <> 0 OR sum(x.v) <> 0;
  IF TG_OP = 'INSERT' OR OLD.request_id IS DISTINCT FROM NEW.request_id OR OLD.sent_at IS DISTINCT FROM NEW.sent_at THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM report_kpi_resync('request', NEW.request_id);
    END IF;
    IF TG_OP <> 'INSERT' AND OLD.request_id IS DISTINCT FROM NEW.request_id THEN
      PERFORM report_kpi_resync('request', OLD.request_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpis_on_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_kpi_deltas" ("metric", "day", "n", "v")
  SELECT x.metric, x.day, sum(x.n), sum(x.v)
  FROM (
    SELECT t.metric, t.day, t.n, t.v FROM report_kpi_rating_terms(NEW.rater_role, NEW.score) t WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT t.metric, t.day, -t.n, -t.v FROM report_kpi_rating_terms(OLD.rater_role, OLD.score) t WHERE TG_OP <> 'INSERT'
  ) x
  GROUP BY x.metric, x.day
  HAVING sum(x.n) <> 0 OR sum(x.v) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpis_on_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_kpi_resync('request', NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpis_on_deliverable_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.version_number = 1 THEN
    PERFORM report_kpi_resync('deliverable', NEW.deliverable_id);
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.version_number = 1
     AND (TG_OP = 'DELETE' OR NEW.version_number <> 1 OR NEW.deliverable_id IS DISTINCT FROM OLD.deliverable_id) THEN
    PERFORM report_kpi_resync('deliverable', OLD.deliverable_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_kpis_on_deliverable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_kpi_resync('deliverable', NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rebuilds every maintained figure from the source rows (the backfill below; after a load with triggers off, as the
-- benchmark's bulk load does). Writers to the source tables wait while it runs; readers do not.
CREATE FUNCTION "report_kpis_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "customization_requests", "custom_quotes", "custom_project_milestones", "project_deliverables",
    "deliverable_files", "project_ratings" IN SHARE MODE;
  LOCK TABLE "report_kpi_deltas", "report_kpi_keyed_terms" IN EXCLUSIVE MODE;
  DELETE FROM "report_kpi_deltas";
  DELETE FROM "report_kpi_keyed_terms";
  INSERT INTO "report_kpi_keyed_terms" ("source", "key", "metric", "n", "v")
  SELECT 'request', r.id, 'time_to_quote', 1, extract(epoch FROM f.first_sent - r.created_at)
  FROM "customization_requests" r
  JOIN (SELECT request_id, min(sent_at) AS first_sent FROM "custom_quotes" WHERE sent_at IS NOT NULL GROUP BY request_id) f
    ON f.request_id = r.id;
  INSERT INTO "report_kpi_keyed_terms" ("source", "key", "metric", "n", "v")
  SELECT 'deliverable', fl.deliverable_id, t.metric, t.n, t.v
  FROM "deliverable_files" fl
  JOIN "project_deliverables" d ON d.id = fl.deliverable_id,
  LATERAL report_kpi_first_version_terms(fl.qa_decision, d.qa_approved_at) t
  WHERE fl.version_number = 1;
  INSERT INTO "report_kpi_deltas" ("metric", "day", "n", "v")
  SELECT x.metric, x.day, sum(x.n), sum(x.v)
  FROM (
    SELECT t.* FROM "custom_project_milestones" m,
      LATERAL report_kpi_milestone_terms(m.payment_status, m.amount, coalesce(m.funded_at, m.created_at), m.status,
        m.due_date, m.completed_at) t
    UNION ALL
    SELECT t.* FROM "custom_quotes" q, LATERAL report_kpi_quote_terms(q.status, q.sent_at, q.expires_at) t
    UNION ALL
    SELECT t.* FROM "project_ratings" r, LATERAL report_kpi_rating_terms(r.rater_role, r.score) t
    UNION ALL
    SELECT s.metric, NULL::date, s.n, s.v FROM "report_kpi_keyed_terms" s
  ) x
  GROUP BY x.metric, x.day
  HAVING sum(x.n) <> 0 OR sum(x.v) <> 0;
END
$$;
--> statement-breakpoint
-- Folds the appended deltas into one row per figure and day (a scheduled job; safe beside writers and readers: one
-- statement, and it removes only rows its snapshot sees). Returns the rows written.
CREATE FUNCTION "report_kpis_compact"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7274026, 0) THEN
    RETURN 0;
  END IF;
  WITH loose AS (
    SELECT metric, day FROM "report_kpi_deltas" GROUP BY metric, day
    HAVING count(*) > 1 OR (sum(n) = 0 AND sum(v) = 0)
  ),
  gone AS (
    DELETE FROM "report_kpi_deltas" d USING loose
    WHERE d.metric = loose.metric AND d.day IS NOT DISTINCT FROM loose.day
    RETURNING d.metric, d.day, d.n, d.v
  )
  INSERT INTO "report_kpi_deltas" ("metric", "day", "n", "v")
  SELECT metric, day, sum(n), sum(v) FROM gone GROUP BY metric, day HAVING sum(n) <> 0 OR sum(v) <> 0;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_kpis_on_milestone" AFTER INSERT OR DELETE OR UPDATE OF "payment_status", "amount", "funded_at",
  "created_at", "status", "due_date", "completed_at" ON "custom_project_milestones"
  FOR EACH ROW EXECUTE FUNCTION "report_kpis_on_milestone"();
--> statement-breakpoint
CREATE TRIGGER "report_kpis_on_quote" AFTER INSERT OR DELETE OR UPDATE OF "status", "sent_at", "expires_at", "request_id"
  ON "custom_quotes" FOR EACH ROW EXECUTE FUNCTION "report_kpis_on_quote"();
--> statement-breakpoint
CREATE TRIGGER "report_kpis_on_rating" AFTER INSERT OR DELETE OR UPDATE OF "rater_role", "score" ON "project_ratings"
  FOR EACH ROW EXECUTE FUNCTION "report_kpis_on_rating"();
--> statement-breakpoint
CREATE TRIGGER "report_kpis_on_request" AFTER UPDATE OF "created_at" ON "customization_requests"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "report_kpis_on_request"();
--> statement-breakpoint
CREATE TRIGGER "report_kpis_on_deliverable_file" AFTER INSERT OR DELETE OR UPDATE OF "deliverable_id", "version_number",
  "qa_decision" ON "deliverable_files" FOR EACH ROW EXECUTE FUNCTION "report_kpis_on_deliverable_file"();
--> statement-breakpoint
CREATE TRIGGER "report_kpis_on_deliverable" AFTER UPDATE OF "qa_approved_at" ON "project_deliverables"
  FOR EACH ROW WHEN ((OLD."qa_approved_at" IS NULL) <> (NEW."qa_approved_at" IS NULL))
  EXECUTE FUNCTION "report_kpis_on_deliverable"();
--> statement-breakpoint
-- The backfill: the source tables are locked against writers before the rebuild reads them, and the triggers above
-- already exist, so every change commits either before the backfill's snapshot or after it through the triggers.
SELECT report_kpis_rebuild();
--> statement-breakpoint
-- The Overview's KPI inputs from the maintained figures: same columns and meaning as admin_v_report_kpis.
CREATE VIEW "admin_v_report_kpis_maintained" AS
WITH k AS (
  SELECT
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'gmv'), 0) AS paid,
    sum(d.v) FILTER (WHERE d.metric = 'gmv') AS gmv,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'gmv' AND d.day >= c.month_start), 0) AS paid_month,
    sum(d.v) FILTER (WHERE d.metric = 'gmv' AND d.day >= c.month_start) AS gmv_month,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'quotes_approved'), 0) AS quotes_approved,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'quotes_rejected'), 0) AS quotes_rejected,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'quotes_sent'), 0) AS quotes_sent,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'quotes_expired'), 0) AS quotes_expired,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'quotes_open' AND d.day < c.today), 0) AS quotes_open_past,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'milestones_due_completed'), 0) AS milestones_due_completed,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'milestones_on_time'), 0) AS milestones_on_time,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'time_to_quote'), 0) AS quoted_requests,
    sum(d.v) FILTER (WHERE d.metric = 'time_to_quote') AS seconds_to_quote,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'qa_decided'), 0) AS first_versions_decided,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'qa_passed'), 0) AS first_versions_passed,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'qa_after_revision'), 0) AS qa_passed_after_revision,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'qa_pending'), 0) AS qa_pending,
    coalesce(sum(d.n) FILTER (WHERE d.metric = 'csat'), 0) AS csat_count,
    sum(d.v) FILTER (WHERE d.metric = 'csat') AS csat_sum
  FROM (SELECT date_trunc('month', now() AT TIME ZONE 'UTC')::date AS month_start,
               (now() AT TIME ZONE 'UTC')::date AS today) c
  LEFT JOIN "report_kpi_deltas" d ON true
)
SELECT
  (CASE WHEN k.paid > 0 THEN k.gmv END)::bigint AS gmv_total,
  k.paid::int AS paid_milestones,
  (CASE WHEN k.paid_month > 0 THEN k.gmv_month END)::bigint AS gmv_month,
  k.paid_month::int AS paid_milestones_month,
  k.quotes_approved::int AS quotes_approved,
  k.quotes_rejected::int AS quotes_rejected,
  k.quotes_sent::int AS quotes_sent,
  (k.quotes_expired + k.quotes_open_past + (
    SELECT count(*) FROM "custom_quotes" q
    WHERE q.status = 'sent' AND q.expires_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
      AND q.expires_at < now()))::int AS quotes_expired,
  k.milestones_due_completed::int AS milestones_due_completed,
  k.milestones_on_time::int AS milestones_on_time,
  (CASE WHEN k.quoted_requests > 0 THEN k.seconds_to_quote / k.quoted_requests END)::float8 AS avg_seconds_to_quote,
  k.first_versions_decided::int AS first_versions_decided,
  k.first_versions_passed::int AS first_versions_passed,
  k.qa_passed_after_revision::int AS qa_passed_after_revision,
  k.qa_pending::int AS qa_pending,
  (CASE WHEN k.csat_count > 0 THEN k.csat_sum / k.csat_count END)::float8 AS csat_avg,
  k.csat_count::int AS csat_count
FROM k;
--> statement-breakpoint
-- Paid milestone amounts by UTC month from the maintained daily GMV rows (same as admin_v_gmv_by_month).
CREATE VIEW "admin_v_gmv_by_month_maintained" AS
SELECT to_char(d.day, 'YYYY-MM') AS month, sum(d.v)::bigint AS amount
FROM "report_kpi_deltas" d
WHERE d.metric = 'gmv'
GROUP BY 1
HAVING sum(d.n) > 0;
