ALTER TABLE "projects" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;