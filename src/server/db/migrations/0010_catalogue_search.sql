ALTER TABLE "articles" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("articles"."title", ''))) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "author_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("articles"."authors", ''))) STORED;--> statement-breakpoint
CREATE INDEX "articles_title_search_idx" ON "articles" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "articles_author_search_idx" ON "articles" USING gin ("author_vector");