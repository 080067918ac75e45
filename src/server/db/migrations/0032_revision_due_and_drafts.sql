CREATE TABLE "drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"key" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"round" integer NOT NULL,
	"kind" text NOT NULL,
	"deadline" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_reminders_kind_check" CHECK ("revision_reminders"."kind" in ('revision_due_soon', 'revision_overdue'))
);
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "revision_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "revision_due" date;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_reminders" ADD CONSTRAINT "revision_reminders_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_owner_submission_key" ON "drafts" USING btree ("owner_id","submission_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "revision_reminders_once_key" ON "revision_reminders" USING btree ("submission_id","round","kind","deadline");--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_revision_days_check" CHECK ("journals"."revision_days" between 1 and 365);