CREATE SEQUENCE "public"."catalogue_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "article_counts" (
	"journal_id" integer NOT NULL,
	"article_type" text NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_counts_journal_id_article_type_pk" PRIMARY KEY("journal_id","article_type")
);
--> statement-breakpoint
ALTER TABLE "article_counts" ADD CONSTRAINT "article_counts_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_journal_issue_idx" ON "articles" USING btree ("journal_id","volume","issue","published_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Issue 15 (docs/decisions/0020-public-read-cache.md). article_counts follows articles in the
-- same transaction: each statement adds its inserted rows, takes away its deleted rows, and
-- moves the updated rows whose journal or type changed. Rows are upserted in key order, so two
-- writers lock them in the same order.
CREATE FUNCTION genesis_count_articles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM article_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO article_counts AS c (journal_id, article_type, article_count)
    SELECT journal_id, article_type, count(*)::int FROM new_rows
    GROUP BY journal_id, article_type ORDER BY journal_id, article_type
    ON CONFLICT (journal_id, article_type) DO UPDATE SET article_count = c.article_count + excluded.article_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO article_counts AS c (journal_id, article_type, article_count)
    SELECT journal_id, article_type, -count(*)::int FROM old_rows
    GROUP BY journal_id, article_type ORDER BY journal_id, article_type
    ON CONFLICT (journal_id, article_type) DO UPDATE SET article_count = c.article_count + excluded.article_count;
  ELSE
    INSERT INTO article_counts AS c (journal_id, article_type, article_count)
    SELECT d.journal_id, d.article_type, sum(d.delta)::int
    FROM (
      SELECT journal_id, article_type, 1 AS delta FROM new_rows
      UNION ALL
      SELECT journal_id, article_type, -1 AS delta FROM old_rows
    ) d
    GROUP BY d.journal_id, d.article_type HAVING sum(d.delta) <> 0 ORDER BY d.journal_id, d.article_type
    ON CONFLICT (journal_id, article_type) DO UPDATE SET article_count = c.article_count + excluded.article_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_count_insert AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_count_articles();
--> statement-breakpoint
CREATE TRIGGER articles_count_update AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_count_articles();
--> statement-breakpoint
CREATE TRIGGER articles_count_delete AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_count_articles();
--> statement-breakpoint
CREATE TRIGGER articles_count_truncate AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_count_articles();
--> statement-breakpoint
INSERT INTO article_counts (journal_id, article_type, article_count)
SELECT journal_id, article_type, count(*)::int FROM articles GROUP BY journal_id, article_type;
--> statement-breakpoint
-- Every change to the catalogue (articles, journals) advances the catalogue version and sends
-- NOTIFY genesis_catalogue: delivered to every listening server when (and only if) the
-- transaction commits, once per transaction (same channel and payload).
CREATE FUNCTION genesis_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  PERFORM pg_notify('genesis_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER journals_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON journals
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_catalogue_changed();
