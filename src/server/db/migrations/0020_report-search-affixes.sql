-- Admin reports (decision 021): a word-affix index beside each trigram index, so a search of two or more words
-- intersects a few short posting lists instead of a dozen long trigram ones. The search stays `ILIKE '%q%'`; the
-- affix condition only narrows the rows it is checked on, and holds for every row the ILIKE matches:
--   ILIKE compares lower(title) with lower(q), so if lower(q) = "w1 w2 … wk" occurs in lower(title), then split on
--   spaces the title has a word ending with w1, words equal to w2 … wk-1, and a word starting with wk.
-- search_affixes(text): '^' || each word's prefixes and '$' || its suffixes, 3 to 20 characters long.
CREATE OR REPLACE FUNCTION "search_affixes"(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  word text;
  n int;
  affixes text[] := '{}';
BEGIN
  FOREACH word IN ARRAY coalesce(string_to_array(lower(t), ' '), '{}') LOOP
    FOR n IN 3..least(length(word), 20) LOOP
      affixes := affixes || ('^' || left(word, n)) || ('$' || right(word, n));
    END LOOP;
  END LOOP;
  RETURN affixes;
END
$$;
--> statement-breakpoint
-- search_affix_terms(q): for a search of two or more words, the affixes every matching title has (words under 3
-- characters add none); none for one word, which only the trigram index can find inside words.
CREATE OR REPLACE FUNCTION "search_affix_terms"(q text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  words text[] := string_to_array(lower(q), ' ');
  i int;
  terms text[] := '{}';
BEGIN
  IF coalesce(cardinality(words), 0) < 2 THEN
    RETURN terms;
  END IF;
  FOR i IN 1..cardinality(words) LOOP
    CONTINUE WHEN length(words[i]) < 3;
    IF i = 1 THEN
      terms := terms || ('$' || right(words[i], 20));
    ELSE
      terms := terms || ('^' || left(words[i], 20));
    END IF;
  END LOOP;
  RETURN terms;
END
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_title_affix_idx" ON "projects" USING gin (search_affixes("title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_quotes_project_title_affix_idx" ON "custom_quotes" USING gin (search_affixes("project_title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_project_milestones_title_affix_idx" ON "custom_project_milestones" USING gin (search_affixes("title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_deliverables_title_affix_idx" ON "project_deliverables" USING gin (search_affixes("title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "meetings_title_affix_idx" ON "meetings" USING gin (search_affixes("title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_full_name_affix_idx" ON "profiles" USING gin (search_affixes("full_name"));
