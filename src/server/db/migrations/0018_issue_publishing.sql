ALTER TABLE "submissions" ADD COLUMN "issue_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 0032: one current issue per journal. Where several were marked current, the newest
-- (by volume then number, numerically when numeric) stays current and the others go back.
UPDATE "journal_issues" SET "status" = 'back' WHERE "status" = 'current' AND "id" NOT IN (
  SELECT DISTINCT ON ("journal_id") "id" FROM "journal_issues" WHERE "status" = 'current'
  ORDER BY "journal_id",
    CASE WHEN "volume" ~ '^[0-9]{1,9}$' THEN "volume"::int END DESC NULLS LAST, "volume" DESC,
    CASE WHEN "number" ~ '^[0-9]{1,9}$' THEN "number"::int END DESC NULLS LAST, "number" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "journal_issues_one_current_key" ON "journal_issues" USING btree ("journal_id") WHERE "journal_issues"."status" = 'current';