CREATE TABLE "business_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"source_key" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supply_date" timestamp with time zone NOT NULL,
	"buyer_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"order_id" uuid,
	"milestone_id" uuid,
	"invoice_id" uuid,
	"payment_method" text,
	"provider_reference" text,
	"currency" text NOT NULL,
	"net_amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"gross_amount" integer NOT NULL,
	"vat_rate_percent" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text,
	CONSTRAINT "business_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "business_documents_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "business_documents_amounts" CHECK ("business_documents"."net_amount" + "business_documents"."vat_amount" = "business_documents"."gross_amount")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE INDEX "business_documents_buyer_idx" ON "business_documents" USING btree ("buyer_id","issued_at");--> statement-breakpoint
CREATE INDEX "business_documents_project_idx" ON "business_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "business_documents_issued_idx" ON "business_documents" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Issued documents are permanent: corrections are credit notes, never edits.
CREATE FUNCTION "business_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'business_documents are immutable once issued: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "business_documents_no_update_or_delete" BEFORE UPDATE OR DELETE ON "business_documents"
  FOR EACH ROW EXECUTE FUNCTION "business_documents_immutable"();
--> statement-breakpoint
CREATE TRIGGER "business_documents_no_truncate" BEFORE TRUNCATE ON "business_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "business_documents_immutable"();
