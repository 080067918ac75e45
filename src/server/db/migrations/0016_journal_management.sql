CREATE TABLE "journal_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "print_issn" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "online_issn" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "aims_and_scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "article_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "apc_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "apc_currency" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "accepts_submissions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "cover_files" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_categories_name_lower_key" ON "journal_categories" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_apc_check" CHECK (("journals"."apc_amount" is null) = ("journals"."apc_currency" is null));--> statement-breakpoint
-- Only the publisher's own journals take submissions; imported source journals do not (issue 18).
UPDATE "journals" SET "accepts_submissions" = "is_house";--> statement-breakpoint
-- The seed journals' categories, corrected: life-science and mathematics journals were filed
-- under the seed's three categories (docs/decisions/0030-journal-management.md). Only rows still
-- carrying the old seed value change, so an admin's later choice is kept.
UPDATE "journals" SET "category" = 'Life Sciences'
  WHERE "is_house" AND "slug" IN ('journal-of-life-sciences', 'journal-of-agriculture', 'journal-of-cell-science')
  AND "category" = 'Materials Science';--> statement-breakpoint
UPDATE "journals" SET "category" = 'Mathematics'
  WHERE "is_house" AND "slug" = 'journal-of-mathematics' AND "category" = 'Computer Science';--> statement-breakpoint
-- The category list the admin edits: the seed's categories, then every category in use.
INSERT INTO "journal_categories" ("name")
  SELECT "name" FROM unnest(ARRAY['Medical Technology', 'Computer Science', 'Materials Science', 'Life Sciences', 'Mathematics']) AS c("name")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "journal_categories" ("name")
  SELECT DISTINCT ON (lower("category")) "category" FROM "journals" WHERE btrim("category") <> ''
  ON CONFLICT DO NOTHING;
