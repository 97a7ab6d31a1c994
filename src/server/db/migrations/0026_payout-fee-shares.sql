ALTER TABLE "payouts" ADD COLUMN "fee_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "share_percent" double precision DEFAULT 100 NOT NULL;