ALTER TABLE "profiles" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "billing_ubl_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_documents" ADD COLUMN "vat_treatment" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_documents" ADD COLUMN "vat_note" text;