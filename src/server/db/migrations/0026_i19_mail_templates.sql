CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"journal_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_kind_journal" UNIQUE NULLS NOT DISTINCT("kind","journal_id"),
	CONSTRAINT "mail_templates_subject_length" CHECK (char_length("mail_templates"."subject") between 1 and 255),
	CONSTRAINT "mail_templates_body_length" CHECK (char_length("mail_templates"."body") between 1 and 20000)
);
--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;