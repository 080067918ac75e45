CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"doi" text,
	"title" text NOT NULL,
	"abstract" text,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authors" text DEFAULT '' NOT NULL,
	"article_type" text NOT NULL,
	"volume" text,
	"issue" text,
	"pages" text,
	"published_date" date,
	"received_date" date,
	"accepted_date" date,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"license" text,
	"license_url" text,
	"copyright" text,
	"pdf_file_key" text,
	"source_file_key" text,
	"source_format" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("articles"."title", '')), 'A')
        || setweight(to_tsvector('english', genesis_join_text("articles"."keywords")), 'B')
        || setweight(to_tsvector('english', coalesce("articles"."authors", '')), 'B')
        || setweight(to_tsvector('english', coalesce("articles"."abstract", '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"abbreviation" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"issn" text,
	"publisher" text,
	"current_volume" integer DEFAULT 1 NOT NULL,
	"current_issue" integer DEFAULT 1 NOT NULL,
	"is_house" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"original_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"visibility" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_pdf_file_key_stored_files_key_fk" FOREIGN KEY ("pdf_file_key") REFERENCES "public"."stored_files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_source_file_key_stored_files_key_fk" FOREIGN KEY ("source_file_key") REFERENCES "public"."stored_files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_doi_lower_key" ON "articles" USING btree (lower("doi"));--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_journal_published_idx" ON "articles" USING btree ("journal_id","published_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "journals_slug_key" ON "journals" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "journals_abbreviation_lower_key" ON "journals" USING btree (lower("abbreviation"));--> statement-breakpoint
CREATE INDEX "journals_issn_idx" ON "journals" USING btree ("issn");