CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"inquiry_type" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"content_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('pending', 'accepted', 'rejected', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "intake_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"manuscript_intake_id" integer,
	"join_application_id" integer,
	"file_key" text NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"original_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_files_owner_check" CHECK (("intake_files"."manuscript_intake_id" is null) <> ("intake_files"."join_application_id" is null)),
	CONSTRAINT "intake_files_role_check" CHECK ("intake_files"."role" in ('manuscript', 'biography', 'cv', 'photograph'))
);
--> statement-breakpoint
CREATE TABLE "join_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"affiliation" text NOT NULL,
	"university" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal" text NOT NULL,
	"country" text NOT NULL,
	"journal" text NOT NULL,
	"expertise" text NOT NULL,
	"note" text NOT NULL,
	"biography_file_key" text,
	"cv_file_key" text,
	"photograph_file_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"content_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "join_applications_status_check" CHECK ("join_applications"."status" in ('pending', 'accepted', 'rejected', 'spam')),
	CONSTRAINT "join_applications_kind_check" CHECK ("join_applications"."kind" in ('reviewer', 'editor', 'associate_editor'))
);
--> statement-breakpoint
CREATE TABLE "manuscript_intakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"university" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal" text NOT NULL,
	"country" text NOT NULL,
	"journal_type" text NOT NULL,
	"article_type" text NOT NULL,
	"title" text NOT NULL,
	"abstract" text,
	"keywords" text,
	"orcid" text,
	"co_authors" text,
	"note" text,
	"cover_letter" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"content_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "manuscript_intakes_status_check" CHECK ("manuscript_intakes"."status" in ('pending', 'accepted', 'rejected', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "intake_files" ADD CONSTRAINT "intake_files_manuscript_intake_id_manuscript_intakes_id_fk" FOREIGN KEY ("manuscript_intake_id") REFERENCES "public"."manuscript_intakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_files" ADD CONSTRAINT "intake_files_join_application_id_join_applications_id_fk" FOREIGN KEY ("join_application_id") REFERENCES "public"."join_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_files" ADD CONSTRAINT "intake_files_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_applications" ADD CONSTRAINT "join_applications_biography_file_key_stored_files_key_fk" FOREIGN KEY ("biography_file_key") REFERENCES "public"."stored_files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_applications" ADD CONSTRAINT "join_applications_cv_file_key_stored_files_key_fk" FOREIGN KEY ("cv_file_key") REFERENCES "public"."stored_files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_applications" ADD CONSTRAINT "join_applications_photograph_file_key_stored_files_key_fk" FOREIGN KEY ("photograph_file_key") REFERENCES "public"."stored_files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency_key" ON "contact_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "contact_messages_digest_idx" ON "contact_messages" USING btree ("content_digest","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intake_files_manuscript_idx" ON "intake_files" USING btree ("manuscript_intake_id");--> statement-breakpoint
CREATE INDEX "intake_files_application_idx" ON "intake_files" USING btree ("join_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_files_file_key" ON "intake_files" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "join_applications_idempotency_key" ON "join_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "join_applications_digest_idx" ON "join_applications" USING btree ("content_digest","created_at");--> statement-breakpoint
CREATE INDEX "join_applications_created_idx" ON "join_applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "manuscript_intakes_idempotency_key" ON "manuscript_intakes" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "manuscript_intakes_digest_idx" ON "manuscript_intakes" USING btree ("content_digest","created_at");--> statement-breakpoint
CREATE INDEX "manuscript_intakes_created_idx" ON "manuscript_intakes" USING btree ("created_at" DESC NULLS LAST);