CREATE TABLE "briefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"user_id" uuid,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"company" text,
	"structured_brief" jsonb NOT NULL,
	"proposal_json" jsonb,
	"assured_mode" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT 'bespoke' NOT NULL,
	"origin_id" text,
	"qa_reviewed_by" uuid,
	"qa_reviewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "briefs_status_check" CHECK ("briefs"."status" IN ('draft', 'submitted', 'proposal_ready', 'qa_in_review', 'qa_passed', 'accepted', 'archived')),
	CONSTRAINT "briefs_origin_check" CHECK ("briefs"."origin" IN ('capability', 'catalog', 'bespoke'))
);
--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_qa_reviewed_by_user_id_fk" FOREIGN KEY ("qa_reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "briefs_user_created_idx" ON "briefs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "briefs_status_created_idx" ON "briefs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "briefs_unclaimed_email_idx" ON "briefs" USING btree (lower("contact_email")) WHERE "briefs"."user_id" IS NULL;