CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"doi" text NOT NULL,
	"batch_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"response_status" integer,
	"response_body" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "doi_counters" (
	"journal_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "doi_counters_journal_id_year_pk" PRIMARY KEY("journal_id","year")
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doi_counters" ADD CONSTRAINT "doi_counters_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_due_idx" ON "deposits" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "deposits_article_idx" ON "deposits" USING btree ("article_id");