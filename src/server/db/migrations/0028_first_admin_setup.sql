CREATE TABLE "first_admin_setup" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"completed_at" timestamp with time zone,
	"admin_user_id" uuid,
	CONSTRAINT "first_admin_setup_single_row" CHECK ("first_admin_setup"."id")
);
--> statement-breakpoint
ALTER TABLE "first_admin_setup" ADD CONSTRAINT "first_admin_setup_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;