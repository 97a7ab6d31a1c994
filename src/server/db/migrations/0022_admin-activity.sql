CREATE TABLE "admin_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"ip" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "admin_activity_occurred_at_idx" ON "admin_activity" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_activity_actor_idx" ON "admin_activity" USING btree ("actor_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_activity_action_idx" ON "admin_activity" USING btree ("action","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_activity_target_idx" ON "admin_activity" USING btree ("target_type","target_id");--> statement-breakpoint
-- The settings change history moves into the activity log (its entries keep their time, admin and values).
INSERT INTO "admin_activity" ("id", "occurred_at", "actor_id", "actor_email", "ip", "action", "target_type", "target_id", "summary", "before", "after")
SELECT "id", "changed_at", "changed_by", "changed_by_email", NULL, 'setting.changed', 'setting', "setting_key", 'Changed ' || "setting_key", "old_value", "new_value"
FROM "admin_settings_audit";
--> statement-breakpoint
DROP TABLE "admin_settings_audit" CASCADE;
--> statement-breakpoint
-- Append-only: an entry once written is never changed or removed, by the application or anyone else.
CREATE FUNCTION "admin_activity_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_activity is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_activity_no_update_or_delete" BEFORE UPDATE OR DELETE ON "admin_activity"
  FOR EACH ROW EXECUTE FUNCTION "admin_activity_append_only"();
--> statement-breakpoint
CREATE TRIGGER "admin_activity_no_truncate" BEFORE TRUNCATE ON "admin_activity"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_activity_append_only"();
