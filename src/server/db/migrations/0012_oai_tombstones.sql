CREATE TABLE "article_tombstones" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"article_type" text NOT NULL,
	"doi" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "article_tombstones_deleted_idx" ON "article_tombstones" USING btree ("deleted_at","article_id");--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_journal_updated_idx" ON "articles" USING btree ("journal_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_type_updated_idx" ON "articles" USING btree ("article_type","updated_at","id");--> statement-breakpoint
-- Issue 17 (docs/decisions/0025-oai-pmh-and-identifiers.md): OAI-PMH answers a withdrawn
-- article as a deleted record for ever (deletedRecord = persistent). Withdrawal deletes the
-- articles row; this row-level trigger leaves its tombstone in the same transaction, whoever
-- deletes it. The datestamp is the moment of the deletion (clock_timestamp, not the
-- transaction's start, so that a long transaction does not date it before a harvest it missed).
CREATE FUNCTION genesis_article_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_tombstones (article_id, journal_id, article_type, doi, deleted_at)
  VALUES (OLD.id, OLD.journal_id, OLD.article_type, OLD.doi, clock_timestamp())
  ON CONFLICT (article_id) DO UPDATE SET journal_id = excluded.journal_id, article_type = excluded.article_type,
    doi = excluded.doi, deleted_at = excluded.deleted_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_tombstone AFTER DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION genesis_article_tombstone();
--> statement-breakpoint
-- An article id that comes back (a row inserted with an explicit id) is live again: its
-- tombstone goes, so OAI-PMH never answers the same identifier twice. One statement-level
-- trigger per INSERT statement, so a bulk import pays one join, not one lookup per row.
CREATE FUNCTION genesis_article_untombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_tombstones t USING new_rows n WHERE t.article_id = n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_untombstone AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_article_untombstone();
