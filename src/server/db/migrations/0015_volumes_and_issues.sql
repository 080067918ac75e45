CREATE TABLE "journal_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"volume" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"year" integer,
	"title" text,
	"description" text,
	"published_date" date,
	"status" text DEFAULT 'back' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_issues_status_check" CHECK ("journal_issues"."status" in ('future', 'current', 'back'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "issue_id" integer;--> statement-breakpoint
ALTER TABLE "journal_issues" ADD CONSTRAINT "journal_issues_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_issues_journal_volume_number_key" ON "journal_issues" USING btree ("journal_id","volume","number");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_type_published_idx" ON "articles" USING btree ("article_type","published_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_title_idx" ON "articles" USING btree (lower(left("title", 200)),"id");--> statement-breakpoint
CREATE INDEX "articles_issue_idx" ON "articles" USING btree ("issue_id");--> statement-breakpoint
-- Backfill (issue 18, docs/decisions/0029-volumes-and-issues.md): one issue record per
-- journal, volume and issue number the articles carry (trimmed; '' when an article has a
-- volume but no issue number), its year and date from its earliest published article. The
-- articles writer keeps them attached from now on, with the same normalisation.
INSERT INTO journal_issues (journal_id, volume, number, year, published_date)
SELECT journal_id, btrim(volume), coalesce(btrim(issue), ''),
       extract(year FROM min(published_date))::int, min(published_date)
FROM articles
WHERE nullif(btrim(volume), '') IS NOT NULL
GROUP BY journal_id, btrim(volume), coalesce(btrim(issue), '');
--> statement-breakpoint
UPDATE articles a SET issue_id = i.id
FROM journal_issues i
WHERE i.journal_id = a.journal_id AND i.volume = btrim(a.volume) AND i.number = coalesce(btrim(a.issue), '')
  AND nullif(btrim(a.volume), '') IS NOT NULL;
--> statement-breakpoint
-- An issue's title, date or status is part of the public catalogue: its changes advance the
-- catalogue version like those of articles and journals (migration 0011).
CREATE TRIGGER journal_issues_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON journal_issues
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_catalogue_changed();
