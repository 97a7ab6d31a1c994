CREATE SEQUENCE "public"."custom_quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "custom_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"expert_id" uuid,
	"quote_number" text DEFAULT 'Q-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('custom_quote_number_seq')::text, 6, '0') NOT NULL,
	"project_title" text NOT NULL,
	"scope_description" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"payment_structure" text NOT NULL,
	"deliverables" jsonb NOT NULL,
	"milestones" jsonb NOT NULL,
	"estimated_duration" text NOT NULL,
	"estimated_start_date" date,
	"valid_for_days" integer DEFAULT 14 NOT NULL,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"presented_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"client_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_quotes_quote_number_unique" UNIQUE("quote_number")
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"revision_number" integer NOT NULL,
	"changes_requested" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"revised_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_revisions_quote_number_unique" UNIQUE("quote_id","revision_number")
);
--> statement-breakpoint
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_request_id_customization_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customization_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_custom_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."custom_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_quotes_request_idx" ON "custom_quotes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "custom_quotes_user_idx" ON "custom_quotes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "custom_quotes_status_idx" ON "custom_quotes" USING btree ("status");