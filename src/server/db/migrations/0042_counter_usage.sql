CREATE TABLE "counter_item_daily" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"total_item_investigations" integer DEFAULT 0 NOT NULL,
	"unique_item_investigations" integer DEFAULT 0 NOT NULL,
	"total_item_requests" integer DEFAULT 0 NOT NULL,
	"unique_item_requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counter_item_daily_article_id_day_pk" PRIMARY KEY("article_id","day"),
	CONSTRAINT "counter_item_daily_counts_check" CHECK ("counter_item_daily"."total_item_investigations" >= 0 and "counter_item_daily"."unique_item_investigations" >= 0 and "counter_item_daily"."total_item_requests" >= 0 and "counter_item_daily"."unique_item_requests" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counter_item_monthly" (
	"month" date NOT NULL,
	"article_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"yop" smallint NOT NULL,
	"total_item_investigations" integer DEFAULT 0 NOT NULL,
	"unique_item_investigations" integer DEFAULT 0 NOT NULL,
	"total_item_requests" integer DEFAULT 0 NOT NULL,
	"unique_item_requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counter_item_monthly_month_article_id_pk" PRIMARY KEY("month","article_id"),
	CONSTRAINT "counter_item_monthly_counts_check" CHECK ("counter_item_monthly"."total_item_investigations" >= 0 and "counter_item_monthly"."unique_item_investigations" >= 0 and "counter_item_monthly"."total_item_requests" >= 0 and "counter_item_monthly"."unique_item_requests" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counter_rollups" (
	"month" date PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counter_item_daily" ADD CONSTRAINT "counter_item_daily_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_item_monthly" ADD CONSTRAINT "counter_item_monthly_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_item_monthly" ADD CONSTRAINT "counter_item_monthly_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_item_daily_day_idx" ON "counter_item_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "counter_item_monthly_journal_idx" ON "counter_item_monthly" USING btree ("journal_id","month");--> statement-breakpoint
CREATE INDEX "counter_item_monthly_article_idx" ON "counter_item_monthly" USING btree ("article_id","month");