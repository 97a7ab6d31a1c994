-- Admin reports (decision 020): covering indexes so the per-row figures of a report page or a 10,000-row export are
-- index-only lookups (no heap visit per row), and the meetings report's order (starts_at DESC NULLS LAST) is an index.
CREATE INDEX IF NOT EXISTS "project_participants_user_role_project_idx" ON "project_participants" ("user_id", "role") INCLUDE ("project_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_id_status_idx" ON "projects" ("id") INCLUDE ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_ratings_ratee_role_score_idx" ON "project_ratings" ("ratee_id", "rater_role") INCLUDE ("score");
--> statement-breakpoint
DROP INDEX IF EXISTS "project_ratings_ratee_role_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "milestone_payments_milestone_created_idx" ON "milestone_payments" ("milestone_id", "created_at" DESC) INCLUDE ("provider", "provider_payment_id", "status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deliverable_files_deliverable_version_decision_idx" ON "deliverable_files" ("deliverable_id", "version_number" DESC) INCLUDE ("qa_decision");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_deliverables_project_id_idx" ON "project_deliverables" ("project_id") INCLUDE ("id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "meetings_starts_nulls_last_idx" ON "meetings" ("starts_at" DESC NULLS LAST, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "meetings_provider_starts_idx" ON "meetings" ("provider", "starts_at" DESC NULLS LAST);
