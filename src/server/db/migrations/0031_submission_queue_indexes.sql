CREATE INDEX "submissions_updated_idx" ON "submissions" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_handling_editor_idx" ON "submissions" USING btree ("handling_editor_id");--> statement-breakpoint
CREATE INDEX "submissions_associate_editor_idx" ON "submissions" USING btree ("associate_editor_id");