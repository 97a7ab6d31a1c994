CREATE TABLE "email_bounces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"smtp_code" integer,
	"status" text,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_bounces_address_idx" ON "email_bounces" USING btree ("address");