-- array_to_string is only STABLE, so a generated tsvector column cannot call it directly.
-- Joining a text[] with spaces is immutable for text, so we declare it so here.
CREATE OR REPLACE FUNCTION genesis_join_text(arr text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(arr, ' '), '') $$;
