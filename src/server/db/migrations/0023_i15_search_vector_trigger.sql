ALTER TABLE "articles" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "title_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "author_vector" DROP EXPRESSION;--> statement-breakpoint
-- Issue 15, docs/decisions/0047-search-vector-maintenance.md: the three search vectors were
-- generated columns; a trigger now writes them. It computes the title's and the authors' vectors
-- once (the whole-record vector reuses them: the same lexemes, weights A and B) and runs on an
-- UPDATE only when a column they are made of is written, not on every update of the row (a PDF
-- key, the issue, a timestamp). Whoever writes the vectors themselves gets them recomputed.
CREATE FUNCTION genesis_article_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.title_vector := to_tsvector('english', coalesce(NEW.title, ''));
  NEW.author_vector := to_tsvector('english', coalesce(NEW.authors, ''));
  NEW.search_vector := setweight(NEW.title_vector, 'A')
    || setweight(to_tsvector('english', genesis_join_text(NEW.keywords)), 'B')
    || setweight(NEW.author_vector, 'B')
    || setweight(to_tsvector('english', coalesce(NEW.abstract, '')), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_search_vectors
  BEFORE INSERT OR UPDATE OF title, abstract, authors, keywords, search_vector, title_vector, author_vector
  ON articles FOR EACH ROW EXECUTE FUNCTION genesis_article_search_vectors();
