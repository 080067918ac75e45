CREATE TABLE "similarity_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"similarity_percent" numeric(5, 2) NOT NULL,
	"unique_percent" numeric(5, 2) NOT NULL,
	"report_file_key" text NOT NULL,
	"report_filename" text NOT NULL,
	"report_content_type" text NOT NULL,
	"report_byte_size" bigint NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "similarity_checks_percent_check" CHECK ("similarity_checks"."similarity_percent" between 0 and 100 and "similarity_checks"."unique_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invitation_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_reminders_kind_check" CHECK ("invitation_reminders"."kind" in ('unanswered', 'due_soon', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "similarity_checks" ADD CONSTRAINT "similarity_checks_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_checks" ADD CONSTRAINT "similarity_checks_report_file_key_stored_files_key_fk" FOREIGN KEY ("report_file_key") REFERENCES "public"."stored_files"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_checks" ADD CONSTRAINT "similarity_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_reminders" ADD CONSTRAINT "invitation_reminders_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "similarity_checks_submission_idx" ON "similarity_checks" USING btree ("submission_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "similarity_checks_report_file_key" ON "similarity_checks" USING btree ("report_file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_reminders_invitation_kind_key" ON "invitation_reminders" USING btree ("invitation_id","kind");