ALTER TABLE "profiles" ADD COLUMN "billing_company_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "billing_vat_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_transfer_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_payments" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "milestone_payments" ADD COLUMN "transfer_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "purchase_order_reference" text;--> statement-breakpoint
ALTER TABLE "business_documents" ADD COLUMN "purchase_order_reference" text;--> statement-breakpoint
ALTER TABLE "business_documents" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_payments_awaiting_transfer_unique" ON "milestone_payments" USING btree ("milestone_id") WHERE "milestone_payments"."provider" = 'bank_transfer' AND "milestone_payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "milestone_payments" ADD CONSTRAINT "milestone_payments_transfer_reference_unique" UNIQUE("transfer_reference");