DROP INDEX "invitation_reminders_invitation_kind_key";--> statement-breakpoint
ALTER TABLE "invitation_reminders" ADD COLUMN "deadline" date;--> statement-breakpoint
-- Reminders already sent were for the invitation's deadline as it is now (an extension before
-- this migration re-armed nothing); the sending day stands in for a date that is gone.
UPDATE "invitation_reminders" AS r SET "deadline" = coalesce(
  (SELECT CASE WHEN r."kind" = 'unanswered' THEN i."respond_by" ELSE i."review_due" END
     FROM "invitations" AS i WHERE i."id" = r."invitation_id"),
  (r."sent_at" AT TIME ZONE 'UTC')::date);--> statement-breakpoint
ALTER TABLE "invitation_reminders" ALTER COLUMN "deadline" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_reminders_invitation_kind_deadline_key" ON "invitation_reminders" USING btree ("invitation_id","kind","deadline");
