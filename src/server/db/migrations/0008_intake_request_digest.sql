ALTER TABLE "contact_messages" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "join_applications" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "manuscript_intakes" ADD COLUMN "request_digest" text;