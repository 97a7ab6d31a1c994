CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"format" text NOT NULL,
	"storage_path" text NOT NULL,
	"content_type" text NOT NULL,
	"checksum" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_files_storage_path_unique" UNIQUE("storage_path"),
	CONSTRAINT "document_files_document_format" UNIQUE("document_id","format"),
	CONSTRAINT "document_files_format" CHECK ("document_files"."format" in ('pdf', 'ubl', 'cii')),
	CONSTRAINT "document_files_checksum" CHECK ("document_files"."checksum" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
-- A stored document file is as permanent as its document: recorded once, never rewritten or removed.
CREATE FUNCTION "document_files_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'document_files are immutable once stored: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "document_files_no_update_or_delete" BEFORE UPDATE OR DELETE ON "document_files"
  FOR EACH ROW EXECUTE FUNCTION "document_files_immutable"();
--> statement-breakpoint
CREATE TRIGGER "document_files_no_truncate" BEFORE TRUNCATE ON "document_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "document_files_immutable"();
