-- A request closes with its cancelled project (decision 032): stored on the request, so open lists filter on it
-- instead of asking the projects module about every open pack order. Requests of projects already cancelled close
-- at their project's cancellation time.
ALTER TABLE "customization_requests" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "customization_requests" AS r SET "closed_at" = p."cancelled_at"
FROM "projects" AS p
WHERE r."project_id" = p."id" AND p."status" = 'cancelled';
