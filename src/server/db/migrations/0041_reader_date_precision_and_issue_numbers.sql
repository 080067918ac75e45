ALTER TABLE "journals" ADD COLUMN "current_issue_numbered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published_date_precision" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_published_date_precision_check" CHECK ("articles"."published_date_precision" in ('year', 'month', 'day'));--> statement-breakpoint
-- Decision 0083: a journal whose current volume has articles, none with an issue number
-- (continuous publication, eLife), has no current issue number. Later imports keep it
-- (journals/source-journals.ts refreshCurrentIssue).
UPDATE "journals" j SET "current_issue_numbered" = EXISTS (
  SELECT 1 FROM "articles" a
  WHERE a."journal_id" = j."id" AND a."volume" ~ '^[0-9]{1,6}$' AND a."volume"::int = j."current_volume"
    AND coalesce(trim(a."issue"), '') <> ''
)
WHERE EXISTS (
  SELECT 1 FROM "articles" a
  WHERE a."journal_id" = j."id" AND a."volume" ~ '^[0-9]{1,6}$' AND a."volume"::int = j."current_volume"
);
