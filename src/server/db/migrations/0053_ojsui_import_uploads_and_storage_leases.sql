CREATE TABLE "ojs_import_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"uploaded_by" integer,
	"kind" text NOT NULL,
	"ojs_path" text,
	"notify" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"byte_size" bigint NOT NULL,
	"state" text NOT NULL,
	"preview" jsonb,
	"report" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"key" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ojs_import_uploads" ADD CONSTRAINT "ojs_import_uploads_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ojs_import_uploads" ADD CONSTRAINT "ojs_import_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ojs_import_uploads_created_idx" ON "ojs_import_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "storage_leases_key_idx" ON "storage_leases" USING btree ("key");--> statement-breakpoint
CREATE INDEX "storage_leases_expires_idx" ON "storage_leases" USING btree ("expires_at");