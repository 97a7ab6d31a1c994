CREATE TABLE "payment_reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"captured_count" integer NOT NULL,
	"captured_amount" integer NOT NULL,
	"booked_amount" integer NOT NULL,
	"refunded_amount" integer NOT NULL,
	"ledger_refunded_amount" integer NOT NULL,
	"unreconciled_count" integer NOT NULL,
	"unreconciled_amount" integer NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE INDEX "payment_reconciliation_runs_finished_idx" ON "payment_reconciliation_runs" USING btree ("finished_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_reference");--> statement-breakpoint
-- Refunds made before this column: the payment they went through, as the refund job looked it up (the milestone's
-- paid card payment, or the pack's order; the sandbox's reference is derived from its session).
UPDATE "refunds" r SET "payment_reference" = COALESCE(mp."provider_payment_id", 'pi_sandbox_' || substr(mp."provider_session_id", 12))
FROM "milestone_payments" mp
WHERE r."payment_reference" IS NULL AND r."milestone_id" = mp."milestone_id" AND mp."status" = 'paid' AND mp."provider" <> 'bank_transfer';--> statement-breakpoint
UPDATE "refunds" r SET "payment_reference" = COALESCE(o."provider_payment_id", 'pi_sandbox_' || substr(o."provider_session_id", 12))
FROM "projects" p JOIN "orders" o ON o."id" = p."order_id"
WHERE r."payment_reference" IS NULL AND r."milestone_id" IS NULL AND r."project_id" = p."id" AND o."status" = 'paid';--> statement-breakpoint
-- The sandbox's refunds made before it kept them.
INSERT INTO "sandbox_refunds" ("id", "idempotency_key", "payment_reference", "amount", "currency", "created_at")
SELECT r."provider_reference", 'refund-' || r."id", r."payment_reference", r."amount", r."currency", r."created_at"
FROM "refunds" r
WHERE r."provider" = 'sandbox' AND r."status" = 'succeeded' AND r."provider_reference" IS NOT NULL AND r."payment_reference" IS NOT NULL
ON CONFLICT DO NOTHING;
