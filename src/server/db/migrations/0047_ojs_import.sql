CREATE TABLE "ojs_imported_records" (
	"journal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ojs_id" text NOT NULL,
	"genesis_id" text NOT NULL,
	"article_ojs_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ojs_imported_records_journal_id_kind_ojs_id_pk" PRIMARY KEY("journal_id","kind","ojs_id")
);
--> statement-breakpoint
ALTER TABLE "ojs_imported_records" ADD CONSTRAINT "ojs_imported_records_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ojs_imported_records_genesis_idx" ON "ojs_imported_records" USING btree ("kind","genesis_id");--> statement-breakpoint
CREATE INDEX "ojs_imported_records_ojs_idx" ON "ojs_imported_records" USING btree ("kind","ojs_id");