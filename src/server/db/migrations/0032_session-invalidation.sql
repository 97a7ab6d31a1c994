-- Every instance keeps validated sessions in memory (plugins/session-cache.ts). Any change that ends a session or
-- changes what a signed-in viewer carries announces itself on `session_invalidation` (payload: the user id, or `*`
-- for everyone) from inside the writing transaction, so it goes out exactly when the change commits, whoever makes
-- it: better-auth (sign-out, revoking sessions, password change, second factor), our services (account deletion,
-- admin rights, MFA reset, bank transfer), scripts or psql. NOTIFY folds identical payloads within a transaction.
-- A session row: deleted (signed out, revoked) or changed in any way but a refresh, which only moves its expiry later.
CREATE FUNCTION "session_invalidation_on_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."token" IS NOT DISTINCT FROM OLD."token" AND NEW."user_id" IS NOT DISTINCT FROM OLD."user_id"
       AND NEW."created_at" IS NOT DISTINCT FROM OLD."created_at" AND NEW."expires_at" >= OLD."expires_at" THEN
      RETURN NULL;
    END IF;
    PERFORM pg_notify('session_invalidation', NEW."user_id"::text);
  END IF;
  PERFORM pg_notify('session_invalidation', OLD."user_id"::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A row a viewer is built from (TG_ARGV[0]: its user id column; the other arguments: the columns the viewer carries):
-- inserted, deleted, or one of those columns changed.
CREATE FUNCTION "session_invalidation_on_viewer_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  changed boolean := TG_OP <> 'UPDATE';
BEGIN
  FOR i IN 0 .. TG_NARGS - 1 LOOP
    IF old_row -> TG_ARGV[i] IS DISTINCT FROM new_row -> TG_ARGV[i] THEN
      changed := true;
    END IF;
  END LOOP;
  IF NOT changed THEN
    RETURN NULL;
  END IF;
  IF new_row IS NOT NULL THEN
    PERFORM pg_notify('session_invalidation', new_row ->> TG_ARGV[0]);
  END IF;
  IF old_row IS NOT NULL THEN
    PERFORM pg_notify('session_invalidation', old_row ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The viewer carries whether an admin without MFA may act as one: a change of that setting concerns everyone.
CREATE FUNCTION "session_invalidation_on_setting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD."setting_key" = 'require_mfa_for_admins')
     OR (TG_OP <> 'DELETE' AND NEW."setting_key" = 'require_mfa_for_admins') THEN
    PERFORM pg_notify('session_invalidation', '*');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "session_invalidation" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "session_invalidation_on_session"();
--> statement-breakpoint
CREATE TRIGGER "session_invalidation" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "session_invalidation_on_viewer_row"('id', 'email', 'email_verified', 'name', 'two_factor_enabled');
--> statement-breakpoint
CREATE TRIGGER "session_invalidation" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "session_invalidation_on_viewer_row"('user_id', 'full_name', 'email', 'is_admin', 'bank_transfer_enabled', 'deleted_at');
--> statement-breakpoint
CREATE TRIGGER "session_invalidation" AFTER INSERT OR UPDATE OR DELETE ON "admin_settings"
  FOR EACH ROW EXECUTE FUNCTION "session_invalidation_on_setting"();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: forget everyone.
CREATE FUNCTION "session_invalidation_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_invalidation', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "session_invalidation_truncate" AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_invalidation_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "session_invalidation_truncate" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_invalidation_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "session_invalidation_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_invalidation_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "session_invalidation_truncate" AFTER TRUNCATE ON "admin_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_invalidation_notify_all"();
