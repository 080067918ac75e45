CREATE TABLE "article_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"href" text NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"version" text NOT NULL,
	"width" integer,
	"height" integer,
	"renditions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_assets_kind_check" CHECK ("article_assets"."kind" in ('graphic', 'inline-graphic', 'media', 'supplementary-material'))
);
--> statement-breakpoint
ALTER TABLE "article_assets" ADD CONSTRAINT "article_assets_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_assets" ADD CONSTRAINT "article_assets_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_assets_article_href_key" ON "article_assets" USING btree ("article_id","href");--> statement-breakpoint
CREATE INDEX "article_assets_file_key_idx" ON "article_assets" USING btree ("file_key");--> statement-breakpoint
-- A figure's renditions change the article's rendered full text: like articles and journals, a
-- change to the assets advances the catalogue version (the public read cache, decision 0020).
CREATE TRIGGER article_assets_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_assets
  FOR EACH STATEMENT EXECUTE FUNCTION genesis_catalogue_changed();
