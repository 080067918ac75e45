CREATE INDEX "join_applications_user_idx" ON "join_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "join_applications_email_idx" ON "join_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "reviewer_records_search_trgm_idx" ON "reviewer_records" USING gin ("search_text" gin_trgm_ops);