-- Admin reports (decision 021): every participant row carries a copy of its project's status, kept by triggers, so a
-- freelancer's active projects are one partial-index count instead of a probe into projects per participation.
ALTER TABLE "project_participants" ADD COLUMN "project_status" text;
--> statement-breakpoint
UPDATE "project_participants" pp SET "project_status" = p."status" FROM "projects" p WHERE p."id" = pp."project_id";
--> statement-breakpoint
ALTER TABLE "project_participants" ALTER COLUMN "project_status" SET NOT NULL;
--> statement-breakpoint
-- A new participant takes its project's status. FOR SHARE waits for a status change in flight to commit and reads its
-- result (and holds a status change back until this insert commits), so no row keeps a stale copy.
CREATE OR REPLACE FUNCTION "project_participants_copy_project_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."status" INTO NEW."project_status" FROM "projects" p WHERE p."id" = NEW."project_id" FOR SHARE;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "project_participants_copy_project_status"
  BEFORE INSERT OR UPDATE OF "project_id", "project_status" ON "project_participants"
  FOR EACH ROW EXECUTE FUNCTION "project_participants_copy_project_status"();
--> statement-breakpoint
-- A project's status change is copied to its participants in the same transaction.
CREATE OR REPLACE FUNCTION "projects_copy_status_to_participants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "project_participants" SET "project_status" = NEW."status" WHERE "project_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_copy_status_to_participants"
  AFTER UPDATE OF "status" ON "projects"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "projects_copy_status_to_participants"();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_participants_active_freelancer_idx" ON "project_participants" ("user_id")
  WHERE "role" = 'freelancer' AND "project_status" = 'active';
--> statement-breakpoint
CREATE OR REPLACE VIEW "admin_v_freelancers" AS
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
  (SELECT count(*) FROM project_participants pp
    WHERE pp.user_id = e.user_id AND pp.role = 'freelancer' AND pp.project_status = 'active')::int AS active_projects,
  e.completed_projects,
  (SELECT avg(r.score) FROM project_ratings r
    WHERE r.ratee_id = e.user_id AND r.rater_role = 'client')::float8 AS csat_avg,
  (SELECT count(*) FROM project_ratings r
    WHERE r.ratee_id = e.user_id AND r.rater_role = 'client')::int AS csat_count,
  e.created_at
FROM expert_profiles e
LEFT JOIN profiles pr ON pr.user_id = e.user_id;
