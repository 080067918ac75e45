-- Decision 0080 (office3): pg_trgm for the queue's text search (PostgreSQL's contrib; PGlite loads it
-- as an extension wherever a PGlite is created: db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "invitations_open_deadline_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_title_trgm_idx" ON "submissions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invitations_open_deadline_idx" ON "invitations" USING btree ((case when "status" = 'pending' then "respond_by" else "review_due" end),"submission_id","status","respond_by","review_due") WHERE "invitations"."status" in ('pending', 'accepted');