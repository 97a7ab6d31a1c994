CREATE TABLE "expert_profile_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"edited_by" uuid,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"status_reason" text,
	"headline" text NOT NULL,
	"bio" text NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"outcome_tags" text[] DEFAULT '{}' NOT NULL,
	"years_experience" integer NOT NULL,
	"hourly_min" integer NOT NULL,
	"hourly_max" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"weekly_hours" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vetting_score" real,
	"vetting_checklist" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_projects" integer DEFAULT 0 NOT NULL,
	"rating_average" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_experts" (
	"client_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_experts_client_id_expert_id_pk" PRIMARY KEY("client_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "match_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"agency_id" uuid,
	"snapshot_id" uuid,
	"score" real,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "match_invitations_request_expert_unique" UNIQUE("request_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "matching_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"created_by" uuid,
	"weights" jsonb NOT NULL,
	"candidates" jsonb NOT NULL,
	"eligible_count" integer NOT NULL,
	"blocked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "agency_members_email_unique" UNIQUE("agency_id","email")
);
--> statement-breakpoint
CREATE TABLE "agency_project_shares" (
	"agency_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"share_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_project_shares_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "required_skills" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "outcome_tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "estimated_hours" integer;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "budget_min" integer;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "budget_max" integer;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "currency" text DEFAULT 'gbp' NOT NULL;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD COLUMN "preferred_expert_id" uuid;--> statement-breakpoint
ALTER TABLE "expert_profile_edits" ADD CONSTRAINT "expert_profile_edits_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profile_edits" ADD CONSTRAINT "expert_profile_edits_edited_by_user_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_experts" ADD CONSTRAINT "saved_experts_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_experts" ADD CONSTRAINT "saved_experts_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_invitations" ADD CONSTRAINT "match_invitations_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_invitations" ADD CONSTRAINT "match_invitations_snapshot_id_matching_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."matching_snapshots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_invitations" ADD CONSTRAINT "match_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_snapshots" ADD CONSTRAINT "matching_snapshots_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_project_shares" ADD CONSTRAINT "agency_project_shares_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_project_shares" ADD CONSTRAINT "agency_project_shares_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_profile_edits_expert_idx" ON "expert_profile_edits" USING btree ("expert_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expert_profiles_status_idx" ON "expert_profiles" USING btree ("status","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expert_profiles_skills_idx" ON "expert_profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "expert_profiles_domains_idx" ON "expert_profiles" USING gin ("domains");--> statement-breakpoint
CREATE INDEX "match_invitations_expert_idx" ON "match_invitations" USING btree ("expert_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_invitations_pending_idx" ON "match_invitations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "matching_snapshots_request_idx" ON "matching_snapshots" USING btree ("request_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agencies_owner_idx" ON "agencies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "agency_members_user_idx" ON "agency_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agency_project_shares_agency_idx" ON "agency_project_shares" USING btree ("agency_id");