ALTER TABLE "intake_files" DROP CONSTRAINT "intake_files_role_check";--> statement-breakpoint
ALTER TABLE "submission_files" DROP CONSTRAINT "submission_files_kind_check";--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "file_ids" integer[];--> statement-breakpoint
ALTER TABLE "intake_files" ADD CONSTRAINT "intake_files_role_check" CHECK ("intake_files"."role" in ('manuscript', 'biography', 'cv', 'photograph', 'cover_letter'));--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_kind_check" CHECK ("submission_files"."kind" in ('manuscript', 'revision', 'proof', 'review_attachment', 'cover_letter', 'figure', 'supplementary', 'response_to_reviewers'));