CREATE TABLE "orcid_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"orcid" text NOT NULL,
	"article_id" integer,
	"review_id" integer,
	"put_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"response_status" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orcid_items_kind_check" CHECK ("orcid_items"."kind" in ('work', 'peer-review')),
	CONSTRAINT "orcid_items_status_check" CHECK ("orcid_items"."status" in ('pending', 'sent', 'failed', 'revoked')),
	CONSTRAINT "orcid_items_source_check" CHECK (("orcid_items"."kind" = 'work' and "orcid_items"."article_id" is not null and "orcid_items"."review_id" is null) or ("orcid_items"."kind" = 'peer-review' and "orcid_items"."review_id" is not null and "orcid_items"."article_id" is null))
);
--> statement-breakpoint
ALTER TABLE "orcid_items" ADD CONSTRAINT "orcid_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcid_items" ADD CONSTRAINT "orcid_items_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orcid_items_work_key" ON "orcid_items" USING btree ("orcid","article_id") WHERE "orcid_items"."kind" = 'work';--> statement-breakpoint
CREATE UNIQUE INDEX "orcid_items_review_key" ON "orcid_items" USING btree ("orcid","review_id") WHERE "orcid_items"."kind" = 'peer-review';--> statement-breakpoint
CREATE INDEX "orcid_items_status_idx" ON "orcid_items" USING btree ("status","updated_at");