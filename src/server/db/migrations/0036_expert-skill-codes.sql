-- Matching prefilter (decision 033): each expert's skill terms as small integer codes beside skill_terms, so a
-- request's many credited spellings are tested per row as integer arrays (intarray's sorted merge) instead of text.
-- A trigger writes skill_codes whenever skill_terms is written, in the same statement; existing rows are filled below.
CREATE EXTENSION IF NOT EXISTS intarray;
--> statement-breakpoint
CREATE TABLE "skill_term_codes" (
	"code" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skill_term_codes_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	CONSTRAINT "skill_term_codes_term_unique" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "skill_codes" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- The codes of these terms, ascending; a term seen for the first time gets the next code. A term another
-- transaction is adding at the same moment is waited for (ON CONFLICT) and then read like any other.
CREATE FUNCTION "skill_codes_of"(p_terms text[]) RETURNS integer[] LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO skill_term_codes (term)
    SELECT DISTINCT t.term FROM unnest(p_terms) AS t(term)
     WHERE NOT EXISTS (SELECT 1 FROM skill_term_codes c WHERE c.term = t.term)
     ORDER BY t.term
  ON CONFLICT (term) DO NOTHING;
  RETURN ARRAY(SELECT c.code FROM skill_term_codes c WHERE c.term = ANY(p_terms) ORDER BY c.code);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "expert_profiles_skill_codes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.skill_codes := skill_codes_of(NEW.skill_terms);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Also on a write of skill_codes itself, so the codes cannot be set apart from the terms.
CREATE TRIGGER "expert_profiles_skill_codes" BEFORE INSERT OR UPDATE OF "skill_terms", "skill_codes" ON "expert_profiles"
  FOR EACH ROW EXECUTE FUNCTION "expert_profiles_skill_codes"();
--> statement-breakpoint
-- Backfill: rewriting skill_terms as they are runs the trigger for every existing profile.
UPDATE "expert_profiles" SET "skill_terms" = "skill_terms";
--> statement-breakpoint
CREATE INDEX "expert_profiles_skill_codes_idx" ON "expert_profiles" USING gin ("skill_codes" gin__int_ops);
