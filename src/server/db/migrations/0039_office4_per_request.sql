CREATE INDEX "submissions_journal_status_idx" ON "submissions" USING btree ("journal_id","status","id","revision_due");--> statement-breakpoint
CREATE INDEX "reviewer_records_name_key_idx" ON "reviewer_records" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "reviewer_records_affiliation_keys_idx" ON "reviewer_records" USING gin ("affiliation_keys");--> statement-breakpoint
CREATE INDEX "reviewer_records_name_length_idx" ON "reviewer_records" USING btree (length("name_key"));--> statement-breakpoint
CREATE INDEX "reviewer_records_email_length_idx" ON "reviewer_records" USING btree (length("email"));