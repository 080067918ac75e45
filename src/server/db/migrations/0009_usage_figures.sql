CREATE TABLE "article_usage_daily" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_usage_daily_article_id_day_pk" PRIMARY KEY("article_id","day"),
	CONSTRAINT "article_usage_daily_counts_check" CHECK ("article_usage_daily"."views" >= 0 and "article_usage_daily"."downloads" >= 0)
);
--> statement-breakpoint
ALTER TABLE "article_usage_daily" ADD CONSTRAINT "article_usage_daily_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_pdf_file_key_idx" ON "articles" USING btree ("pdf_file_key");