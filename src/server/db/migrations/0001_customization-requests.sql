CREATE TABLE "customization_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"brief_id" uuid,
	"order_id" uuid,
	"product_id" uuid,
	"project_id" uuid,
	"project_title" text NOT NULL,
	"base_template" text,
	"custom_requirements" text NOT NULL,
	"budget_range" text,
	"timeline_preference" text,
	"status" text DEFAULT 'new' NOT NULL,
	"invitation_window_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customization_requests_brief_unique" UNIQUE("brief_id"),
	CONSTRAINT "customization_requests_order_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "customization_requests" ADD CONSTRAINT "customization_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_requests" ADD CONSTRAINT "customization_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customization_requests_user_idx" ON "customization_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customization_requests_status_idx" ON "customization_requests" USING btree ("status");