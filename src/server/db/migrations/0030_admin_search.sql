-- Custom SQL migration file, put your code below! --
-- The admin quick search (GET /api/admin/search) matches request titles with ILIKE '%…%': a trigram index serves it,
-- as migration 0016 did for projects, quotes and profiles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customization_requests_project_title_trgm_idx" ON "customization_requests" USING gin ("project_title" gin_trgm_ops);
