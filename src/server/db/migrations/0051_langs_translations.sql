ALTER TABLE "articles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "translations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- docs/decisions/0095-metadata-in-several-languages.md: search finds an article by its title,
-- abstract and keywords in any of its languages. The trigger of migration 0023 (decision 0047)
-- now adds each translation's title and subtitle to the title vector (weight A in the record),
-- its keywords to weight B and its abstract to weight C, in the same 'english' configuration the
-- reader's text is parsed with (one configuration on both sides: a word matches whatever the
-- language; stemming is English's). It runs when the translations are written too.
CREATE OR REPLACE FUNCTION genesis_translation_text(translations jsonb, part text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE part
      WHEN 'title' THEN concat_ws(' ', t->>'title', t->>'subtitle')
      WHEN 'keywords' THEN (SELECT string_agg(k, ' ') FROM jsonb_array_elements_text(
        CASE jsonb_typeof(t->'keywords') WHEN 'array' THEN t->'keywords' ELSE '[]'::jsonb END) k)
      ELSE t->>part
    END, ' '), '')
  FROM jsonb_array_elements(CASE jsonb_typeof(translations) WHEN 'array' THEN translations ELSE '[]'::jsonb END) t
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION genesis_article_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.title_vector := to_tsvector('english', coalesce(NEW.title, '') || ' ' || genesis_translation_text(NEW.translations, 'title'));
  NEW.author_vector := to_tsvector('english', coalesce(NEW.authors, ''));
  NEW.search_vector := setweight(NEW.title_vector, 'A')
    || setweight(to_tsvector('english', genesis_join_text(NEW.keywords) || ' ' || genesis_translation_text(NEW.translations, 'keywords')), 'B')
    || setweight(NEW.author_vector, 'B')
    || setweight(to_tsvector('english', coalesce(NEW.abstract, '') || ' ' || genesis_translation_text(NEW.translations, 'abstract')), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER articles_search_vectors ON articles;
--> statement-breakpoint
CREATE TRIGGER articles_search_vectors
  BEFORE INSERT OR UPDATE OF title, abstract, authors, keywords, translations, search_vector, title_vector, author_vector
  ON articles FOR EACH ROW EXECUTE FUNCTION genesis_article_search_vectors();
