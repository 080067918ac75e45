ALTER TABLE "journals" ADD COLUMN "review_response_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "review_due_days" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "response_to_reviewers" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "respond_by" date;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "review_due" date;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "confidential_comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "conflict_of_interest" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "conflict_details" text;--> statement-breakpoint
CREATE INDEX "invitations_open_deadline_idx" ON "invitations" USING btree ((case when "status" = 'pending' then "respond_by" else "review_due" end)) WHERE "invitations"."status" in ('pending', 'accepted');--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_review_days_check" CHECK ("journals"."review_response_days" between 1 and 90 and "journals"."review_due_days" between 1 and 365 and "journals"."review_due_days" >= "journals"."review_response_days");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_deadlines_check" CHECK ("invitations"."review_due" is null or "invitations"."respond_by" is null or "invitations"."review_due" >= "invitations"."respond_by");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_conflict_of_interest_check" CHECK ("reviews"."conflict_of_interest" is null or "reviews"."conflict_of_interest" in ('none', 'declared'));