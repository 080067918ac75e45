CREATE TABLE "article_search_configs" (
	"config" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- docs/decisions/0114-fixes-toasts-counter-months-search-languages.md: an article's title,
-- keywords and abstract are indexed in the text search configuration of its language, and each
-- translation's in its own language's (decision 0095's languages: a BCP 47 tag whose language is
-- ISO 639-1), where PostgreSQL has one ('simple' otherwise: lower-cased words, no stemming, no
-- stop words). The author names stay 'english'. An English article's vectors are unchanged.
-- The configuration named for a language tag: its ISO 639-1 language's, when this server has it.
CREATE OR REPLACE FUNCTION genesis_search_config(tag text) RETURNS regconfig
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((
    SELECT c.oid::regconfig FROM pg_catalog.pg_ts_config c
    WHERE c.cfgnamespace = 'pg_catalog'::regnamespace
      AND c.cfgname = CASE lower(split_part(coalesce(tag, 'en'), '-', 1))
        WHEN 'ar' THEN 'arabic' WHEN 'hy' THEN 'armenian' WHEN 'eu' THEN 'basque'
        WHEN 'ca' THEN 'catalan' WHEN 'da' THEN 'danish' WHEN 'nl' THEN 'dutch'
        WHEN 'en' THEN 'english' WHEN 'et' THEN 'estonian' WHEN 'fi' THEN 'finnish'
        WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german' WHEN 'el' THEN 'greek'
        WHEN 'hi' THEN 'hindi' WHEN 'hu' THEN 'hungarian' WHEN 'id' THEN 'indonesian'
        WHEN 'ga' THEN 'irish' WHEN 'it' THEN 'italian' WHEN 'lt' THEN 'lithuanian'
        WHEN 'ne' THEN 'nepali' WHEN 'no' THEN 'norwegian' WHEN 'nb' THEN 'norwegian'
        WHEN 'nn' THEN 'norwegian' WHEN 'pt' THEN 'portuguese' WHEN 'ro' THEN 'romanian'
        WHEN 'ru' THEN 'russian' WHEN 'sr' THEN 'serbian' WHEN 'es' THEN 'spanish'
        WHEN 'sv' THEN 'swedish' WHEN 'ta' THEN 'tamil' WHEN 'tr' THEN 'turkish'
        WHEN 'yi' THEN 'yiddish' ELSE 'simple' END),
    'simple'::regconfig)
$$;
--> statement-breakpoint
-- One part ('title': title and subtitle; 'keywords'; 'abstract') of every translation, each in
-- its own language's configuration, joined with || (each vector's positions after the last's).
CREATE OR REPLACE FUNCTION genesis_translation_vector(translations jsonb, part text) RETURNS tsvector
  LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  t jsonb;
  v tsvector := ''::tsvector;
BEGIN
  FOR t IN SELECT jsonb_array_elements(CASE jsonb_typeof(translations) WHEN 'array' THEN translations ELSE '[]'::jsonb END)
  LOOP
    v := v || to_tsvector(genesis_search_config(t->>'language'), CASE part
      WHEN 'title' THEN concat_ws(' ', t->>'title', t->>'subtitle')
      WHEN 'keywords' THEN coalesce((SELECT string_agg(k, ' ') FROM jsonb_array_elements_text(
        CASE jsonb_typeof(t->'keywords') WHEN 'array' THEN t->'keywords' ELSE '[]'::jsonb END) k), '')
      ELSE coalesce(t->>part, '')
    END);
  END LOOP;
  RETURN v;
END $$;
--> statement-breakpoint
-- The vectors (decision 0047's trigger, 0095's translations): title A, keywords and authors B,
-- abstract C; and the configurations used, other than 'english', kept in article_search_configs
-- (read first: a row is added once, the first time a language is used).
CREATE OR REPLACE FUNCTION genesis_article_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cfg regconfig := genesis_search_config(NEW.language);
  used text;
BEGIN
  NEW.title_vector := to_tsvector(cfg, coalesce(NEW.title, '')) || genesis_translation_vector(NEW.translations, 'title');
  NEW.author_vector := to_tsvector('english', coalesce(NEW.authors, ''));
  NEW.search_vector := setweight(NEW.title_vector, 'A')
    || setweight(to_tsvector(cfg, genesis_join_text(NEW.keywords)) || genesis_translation_vector(NEW.translations, 'keywords'), 'B')
    || setweight(NEW.author_vector, 'B')
    || setweight(to_tsvector(cfg, coalesce(NEW.abstract, '')) || genesis_translation_vector(NEW.translations, 'abstract'), 'C');
  IF NEW.language = 'en' AND NEW.translations = '[]'::jsonb THEN
    RETURN NEW;
  END IF;
  FOR used IN
    SELECT DISTINCT c::text FROM unnest(array_append(ARRAY(
      SELECT genesis_search_config(t->>'language')
      FROM jsonb_array_elements(CASE jsonb_typeof(NEW.translations) WHEN 'array' THEN NEW.translations ELSE '[]'::jsonb END) t
    ), cfg)) c
    WHERE c <> 'english'::regconfig
  LOOP
    IF NOT EXISTS (SELECT 1 FROM article_search_configs WHERE config = used) THEN
      INSERT INTO article_search_configs (config) VALUES (used) ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Backfill: the articles whose vectors change (another language, or translations); the trigger
-- runs on an update of title. An English article without translations keeps its vectors.
UPDATE articles SET title = title WHERE language <> 'en' OR translations <> '[]'::jsonb;
